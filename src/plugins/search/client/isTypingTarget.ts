/**
 * Whether a key press happens while the reader types: in an input, a text
 * area, a select or an editable element. The `/` shortcut must not fire there.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') {
    return false;
  }
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
      null
  );
}
