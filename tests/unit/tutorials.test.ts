import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {
  isInCourseOrder,
  readTutorialFacts,
  tutorialSidebarItems,
  tutorialsInCourseOrder,
} from '../../src/site/tutorials';

const docsDir = path.resolve(import.meta.dirname, '../../docs');

describe('tutorial facts', () => {
  it('reads level and duration from the front matter', () => {
    const source = '---\ntitle: T\ntutorial:\n  level: Intermediate\n  duration: 25 min\n---\nBody';
    expect(readTutorialFacts(source, 't.mdx')).toEqual({level: 'Intermediate', duration: '25 min'});
  });

  it('names the file when the level or the duration is missing or wrong', () => {
    expect(() => readTutorialFacts('---\ntitle: T\n---\n', 'a.mdx')).toThrow(
      /a\.mdx: tutorial\.level/,
    );
    expect(() =>
      readTutorialFacts('---\ntutorial:\n  level: Expert\n  duration: 5 min\n---\n', 'b.mdx'),
    ).toThrow(/b\.mdx/);
    expect(() =>
      readTutorialFacts(
        '---\ntutorial:\n  level: Beginner\n  duration: half an hour\n---\n',
        'c.mdx',
      ),
    ).toThrow(/c\.mdx: tutorial\.duration/);
  });

  it('tells a course order from one that goes back down', () => {
    expect(isInCourseOrder(['Beginner', 'Beginner', 'Intermediate', 'Advanced'])).toBe(true);
    expect(isInCourseOrder(['Beginner', 'Advanced', 'Intermediate'])).toBe(false);
  });
});

describe('the nine tutorials', () => {
  const items = tutorialSidebarItems(docsDir, tutorialsInCourseOrder);

  it('are the nine tutorial pages, after the index, in the tutorials sidebar', () => {
    expect(tutorialsInCourseOrder.map((id) => id.replace('tutorials/', '')).sort()).toEqual([
      'activate-multi-user-session',
      'compose-a-scene',
      'create-points-of-interests',
      'debug-app',
      'export-structured-model',
      'set-up-an-environment',
      'set-up-your-camera-controller',
      'upload-files-from-your-app',
      'write-custom-converter',
    ]);
    expect(sidebars.tutorials).toEqual(['tutorials/index', ...items]);
  });

  it('go from beginner to advanced, each with a duration', () => {
    const facts = items.map((item) => item.customProps.tutorial);
    expect(isInCourseOrder(facts.map((fact) => fact.level))).toBe(true);
    expect(facts[0]?.level).toBe('Beginner');
    expect(facts.at(-1)?.level).toBe('Advanced');
  });
});
