// Imported before Prism's core, which reads this flag when it loads: a
// `manual` Prism never highlights the page's code elements on its own,
// so it cannot touch the DOM React hydrates. Its own module, because
// imports run in order and a statement in the importer would run too late.
(globalThis as {Prism?: {manual: boolean}}).Prism = {manual: true};
