import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';

/** How much a tutorial expects of its reader, from first steps to pipelines. */
const tutorialLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type TutorialLevel = (typeof tutorialLevels)[number];

/** What a tutorial's front matter says about it under `tutorial:`. */
export type TutorialFacts = {level: TutorialLevel; duration: string};

/** A tutorial's entry in the tutorials sidebar; the cards on /tutorials read its props. */
export type TutorialSidebarItem = {
  type: 'doc';
  id: string;
  customProps: {tutorial: TutorialFacts};
};

/** The tutorials from first steps to advanced pipelines: the sidebar and the cards on /tutorials follow it. */
export const tutorialsInCourseOrder: readonly string[] = [
  'tutorials/set-up-an-environment',
  'tutorials/compose-a-scene',
  'tutorials/set-up-your-camera-controller',
  'tutorials/create-points-of-interests',
  'tutorials/activate-multi-user-session',
  'tutorials/upload-files-from-your-app',
  'tutorials/debug-app',
  'tutorials/export-structured-model',
  'tutorials/write-custom-converter',
];

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/**
 * Reads `tutorial: {level, duration}` from a tutorial's front matter. Throws
 * with the file name when it is missing or malformed, so the build stops
 * instead of showing a card without its level.
 */
export function readTutorialFacts(source: string, file: string): TutorialFacts {
  const block = FRONT_MATTER.exec(source)?.[1];
  const frontMatter = (block ? parseYaml(block) : undefined) as
    {tutorial?: {level?: unknown; duration?: unknown}} | undefined;
  const facts = frontMatter?.tutorial;
  if (!tutorialLevels.includes(facts?.level as TutorialLevel)) {
    throw new Error(`${file}: tutorial.level must be one of ${tutorialLevels.join(', ')}`);
  }
  if (typeof facts?.duration !== 'string' || !/^\d+ min$/.test(facts.duration)) {
    throw new Error(`${file}: tutorial.duration must read like "30 min"`);
  }
  return {level: facts.level as TutorialLevel, duration: facts.duration};
}

/**
 * The tutorials sidebar entries, in the given order, each carrying the level
 * and duration of its page's front matter as sidebar props.
 */
export function tutorialSidebarItems(
  docsDir: string,
  docIds: readonly string[],
): TutorialSidebarItem[] {
  return docIds.map((id) => {
    const file = path.join(docsDir, `${id}.mdx`);
    return {
      type: 'doc',
      id,
      customProps: {tutorial: readTutorialFacts(readFileSync(file, 'utf8'), file)},
    };
  });
}

/** Whether levels never go back down along the list (a course from first to advanced). */
export function isInCourseOrder(levels: readonly TutorialLevel[]): boolean {
  return levels.every(
    (level, index) =>
      index === 0 ||
      tutorialLevels.indexOf(level) >= tutorialLevels.indexOf(levels[index - 1] as TutorialLevel),
  );
}
