import {readFileSync} from 'node:fs';
import {load as parseYaml} from 'js-yaml';
import * as z from 'zod';

/** Where the site keeps its vocabulary, relative to the site: beside the pages it describes. */
export const VOCABULARY_FILE = 'docs/_vocabulary.yml';

/** A word or a phrase of at most three words, lowercase, as readers type it and pages hold it. */
const Phrase = z
  .string()
  .trim()
  .min(1)
  .refine((text) => text === text.toLowerCase(), 'must be lowercase')
  .refine((text) => text.split(/\s+/).length <= 3, 'must be at most three words');

const Term = z.strictObject({
  term: z.string().trim().min(1),
  page: z.string().regex(/^\/[^\s]*$/, 'must be a path on the site, starting with /'),
  definition: z.string().trim().min(1),
  synonyms: z.array(Phrase).default([]),
  readerWords: z.array(Phrase).default([]),
});

const OneWay = z.strictObject({input: Phrase, synonyms: z.array(Phrase).min(1)});

/** Algolia takes single words only in alternative corrections. */
const Word = Phrase.refine((text) => !/\s/.test(text), 'must be a single word');

const AltCorrection = z.strictObject({
  word: Word,
  corrections: z.array(Word).min(1),
  typos: z.union([z.literal(1), z.literal(2)]),
});

const VocabularySchema = z.strictObject({
  terms: z.array(Term),
  synonyms: z.array(z.array(Phrase).min(2)),
  oneWay: z.array(OneWay),
  altCorrections: z.array(AltCorrection),
});

/** A product term: a Glossary entry, and two-way and one-way synonyms for search. */
export type VocabularyTerm = z.infer<typeof Term>;

/**
 * The vocabulary as the file has it, before defaults are filled in (a term
 * may leave out its synonyms): what the Glossary page imports, once the
 * plugin has checked the file.
 */
export type VocabularyFileContent = z.input<typeof VocabularySchema>;

/**
 * The site's vocabulary, in Algolia's synonym model: the product's terms
 * (each also a Glossary entry), two-way groups, one-way mappings and
 * alternative corrections. See the comments at the top of the file.
 */
export type Vocabulary = z.infer<typeof VocabularySchema>;

/** Every phrase readers may type that the vocabulary maps, in the order the file gives them. */
function vocabularyInputs(vocabulary: Vocabulary): string[] {
  return [
    ...vocabulary.terms.flatMap((term) => [
      term.term.toLowerCase(),
      ...term.synonyms,
      ...term.readerWords,
    ]),
    ...vocabulary.synonyms.flat(),
    ...vocabulary.oneWay.map((entry) => entry.input),
    ...vocabulary.altCorrections.map((entry) => entry.word),
  ];
}

/**
 * Problems a well-formed vocabulary can still have: an input mapped in two
 * places (the mappings could contradict each other) and a term whose
 * page is not one of `pagePaths`. Empty when there are none.
 */
export function vocabularyProblems(
  vocabulary: Vocabulary,
  pagePaths: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const input of vocabularyInputs(vocabulary)) {
    if (seen.has(input)) problems.push(`"${input}" is mapped in more than one place`);
    seen.add(input);
  }
  for (const term of vocabulary.terms) {
    if (!pagePaths.has(term.page)) {
      problems.push(`the page of "${term.term}", ${term.page}, is not a page of the site`);
    }
  }
  return problems;
}

/** Parses the vocabulary's YAML text, naming the entry and the rule at fault when it breaks one. */
export function parseVocabulary(text: string, file = VOCABULARY_FILE): Vocabulary {
  const parsed = VocabularySchema.safeParse(parseYaml(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`,
    );
    throw new Error(`${file} is not a valid vocabulary:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Reads and parses the vocabulary file at `path` (see `parseVocabulary`). */
export function readVocabulary(path: string): Vocabulary {
  return parseVocabulary(readFileSync(path, 'utf8'), path);
}
