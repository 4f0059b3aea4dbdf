import type {Heading, Root} from 'mdast';

/**
 * Closes gaps in a page's heading levels: a heading more than one level below
 * the heading before it is raised to the next level down (after the page's
 * title, `###` becomes `##`, and so do its siblings). Screen reader users move
 * through a page by its headings, and a skipped level reads as a missing
 * section. The generated references need it: the livelink.js doc comments
 * start their sections at `###` under the class's title. Runs before
 * Docusaurus's own Remark plugins, so the table of contents sees the
 * corrected levels.
 */
export default function remarkHeadingLevels(): (tree: Root) => void {
  return (tree) => {
    // The open sections, outermost first: each heading's level as written and as shown.
    // The page's title (front matter or a leading `#`) is the outermost, at level 1.
    const open: {written: number; shown: number}[] = [{written: 1, shown: 1}];
    const visit = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'heading') {
        const heading = node as Heading;
        // A heading closes the sections it is not nested in, and opens one a level below the last still open.
        while (open.length > 1 && (open.at(-1)?.written ?? 0) >= heading.depth) open.pop();
        const parent = open.at(-1) ?? {written: 1, shown: 1};
        const shown = heading.depth <= parent.written ? heading.depth : parent.shown + 1;
        open.push({written: heading.depth, shown});
        heading.depth = shown as Heading['depth'];
        return;
      }
      node.children?.forEach((child) => visit(child as {type: string; children?: unknown[]}));
    };
    visit(tree);
  };
}
