// The Glossary's entries, rendered from the vocabulary file search reads
// (docs/_vocabulary.yml), so the words a reader is told and the words search
// understands cannot drift apart.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import vocabulary from '@site/docs/_vocabulary.yml';
import {VOCABULARY_ATTRIBUTE} from '../../shared/wordTable';
import type {VocabularyFileContent} from '../../vocabulary/vocabularyFile';
import styles from './styles.module.css';

/** A term's anchor on the page: its name, lowercase, words joined by hyphens. */
function anchorOf(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

function Entry({term}: {term: VocabularyFileContent['terms'][number]}): ReactNode {
  const others = [...(term.synonyms ?? []), ...(term.readerWords ?? [])];
  const anchor = anchorOf(term.term);
  // Registered, so that links to a term (`/glossary#linker`) pass the build's anchor check.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <div>
      <dt id={anchor}>{term.term}</dt>
      <dd>
        <p>{term.definition}</p>
        {/* Search finds the term's page through these words; listing them in the index
            would send every such search to this page instead. */}
        {others.length > 0 && (
          <p className={styles.words} data-search-ignore>
            Also searched as: {others.map((word) => `“${word}”`).join(', ')}
          </p>
        )}
        <p className={styles.more}>
          <Link to={term.page}>Read more about {term.term}</Link>
        </p>
      </dd>
    </div>
  );
}

/** Every term of the vocabulary, in alphabetical order, with its words and its page. */
export default function Glossary(): ReactNode {
  const terms = [...vocabulary.terms].sort((a, b) =>
    a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}),
  );
  return (
    <dl className={styles.glossary} {...{[VOCABULARY_ATTRIBUTE]: ''}}>
      {terms.map((term) => (
        <Entry key={term.term} term={term} />
      ))}
    </dl>
  );
}
