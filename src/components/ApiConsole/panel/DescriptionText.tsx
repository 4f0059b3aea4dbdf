import type {ReactNode} from 'react';

/**
 * A description from the OpenAPI file as text, its `backticked` names set
 * in code as on the rest of the page. Never parsed as HTML or Markdown
 * beyond that, so nothing in it can become a live element.
 */
export default function DescriptionText({text}: {text: string}): ReactNode {
  return text
    .split(/`([^`\n]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
