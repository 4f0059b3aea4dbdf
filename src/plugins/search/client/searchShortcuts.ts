// Placeholder: the search shortcut client module (keystrokes typed before the modal is ready).
export {};
