import type {ReactNode} from 'react';
import type {Nodes, RootContent} from 'mdast';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {answerSegments, type Passage} from '../../askAi/askAi';
import {nodeText, parseAnswer, safeHref} from '../../askAi/answerMarkdown';
import styles from './styles.module.css';

/** Text with its `[n]` citations as links to the passages that were sent; others dropped. */
function TextWithCitations({
  text,
  passages,
}: {
  text: string;
  passages: readonly Passage[];
}): ReactNode {
  return answerSegments(text, passages).map((segment, index) =>
    'citation' in segment ? (
      <Link
        key={index}
        to={segment.citation.url}
        className={styles.citation}
        data-citation={segment.citation.number}
        title={segment.citation.title}
      >
        [{segment.citation.number}]
      </Link>
    ) : (
      segment.text
    ),
  );
}

/** A link out of the site: a new tab, with no referrer, opener or endorsement passed on. */
function OutsideLink({href, children}: {href: string; children: ReactNode}): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/**
 * One Markdown node as React elements. Only the node types below become
 * elements; raw HTML and anything unknown become text, so nothing a model
 * writes can run, load or style the page. Images become links to their
 * address (a model's image could track the reader).
 */
function MarkdownNode({node, passages}: {node: Nodes; passages: readonly Passage[]}): ReactNode {
  const children = (parent: {children: RootContent[]}) =>
    parent.children.map((child, index) => (
      <MarkdownNode key={index} node={child} passages={passages} />
    ));
  switch (node.type) {
    case 'root':
      return children(node);
    case 'paragraph':
      return <p>{children(node)}</p>;
    case 'heading':
      // The panel's own heading levels stay intact: an answer's headings are bold paragraphs.
      return (
        <p>
          <strong>{children(node)}</strong>
        </p>
      );
    case 'text':
      return <TextWithCitations text={node.value} passages={passages} />;
    case 'emphasis':
      return <em>{children(node)}</em>;
    case 'strong':
      return <strong>{children(node)}</strong>;
    case 'delete':
      return <del>{children(node)}</del>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'code':
      return (
        <CodeBlock language={node.lang ?? undefined} className={styles.answerCode}>
          {node.value}
        </CodeBlock>
      );
    case 'break':
      return <br />;
    case 'thematicBreak':
      return <hr />;
    case 'blockquote':
      return <blockquote>{children(node)}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol start={node.start ?? undefined}>{children(node)}</ol>
      ) : (
        <ul>{children(node)}</ul>
      );
    case 'listItem':
      return <li>{children(node)}</li>;
    case 'link': {
      const href = safeHref(node.url);
      if (!href) return <>{children(node)}</>;
      return href.startsWith('/') || href.startsWith('#') ? (
        <Link to={href}>{children(node)}</Link>
      ) : (
        <OutsideLink href={href}>{children(node)}</OutsideLink>
      );
    }
    case 'image': {
      const href = safeHref(node.url);
      const label = node.alt || node.url;
      return href ? <OutsideLink href={href}>{label}</OutsideLink> : label;
    }
    case 'table':
      return (
        <table>
          <tbody>{children(node)}</tbody>
        </table>
      );
    case 'tableRow':
      return <tr>{children(node)}</tr>;
    case 'tableCell':
      return <td>{children(node)}</td>;
    default:
      // Raw HTML, definitions, footnotes and whatever else: their text, never markup.
      return nodeText(node);
  }
}

/** A model's answer rendered as Markdown, safely, with its citations as links. */
export default function AnswerMarkdown({
  answer,
  passages,
}: {
  answer: string;
  passages: readonly Passage[];
}): ReactNode {
  return <MarkdownNode node={parseAnswer(answer)} passages={passages} />;
}
