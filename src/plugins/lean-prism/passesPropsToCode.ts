/**
 * Whether the source of Docusaurus's `CodeBlock/Content` renders its `<code>`
 * element with the props it was given spread on first, so that the props the
 * lean `Highlight` adds when it keeps a hydrated block's server HTML
 * (`dangerouslySetInnerHTML`, `ref`) reach the DOM element.
 */
export function passesPropsToCode(source: string): boolean {
  return /<code\s+\{\s*\.\.\.props\s*\}/.test(source);
}
