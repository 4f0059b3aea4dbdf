import {Application} from 'typedoc';
import {describe, expect, it} from 'vitest';
import {
  internalByNameReflections,
  internalNameLiterals,
} from '../../src/site/references/typedocInternalNames.mjs';
import {libraryReferences} from '../../src/site/references/typedoc';

/** The full names of what the rule hides in one pinned package. */
async function hiddenNames(
  entryPoint: string,
  tsconfig = './tsconfig.typedoc.json',
): Promise<string[]> {
  const app = await Application.bootstrap({
    entryPoints: [entryPoint],
    tsconfig,
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert ${entryPoint}`);
  return [
    ...internalByNameReflections(project).map((reflection) => reflection.getFullName()),
    ...internalNameLiterals(project, false),
  ].sort();
}

describe('members internal by name', () => {
  it('hides exactly these in the pinned packages', {timeout: 60_000}, async () => {
    const entryPoint = (name: string) =>
      libraryReferences.find((library) => library.name === name)?.entryPoint ?? '';
    expect(await hiddenNames(entryPoint('livelink.js'))).toEqual([
      'Entity._setGlobalEulerOrientation',
      'Livelink.TO_REMOVE__setReadyCallback',
      'Livelink.TO_REMOVE__startIfReady',
      'Session.addEventListener.addEventListener._EventName: "TO_REMOVE__viewports-added"',
      'Session.removeEventListener.removeEventListener._EventName: "TO_REMOVE__viewports-added"',
      'SessionEvents.TO_REMOVE__viewports-added',
      'TO_REMOVE__ViewportsAddedEvent',
    ]);
    expect(await hiddenNames(entryPoint('livelink.react'))).toEqual([
      'ReactOverlay._updateElement',
    ]);
  });

  it(
    'keeps what is marked @public, parameters, and brands inside type expressions',
    {timeout: 60_000},
    async () => {
      expect(
        await hiddenNames(
          './tests/unit/fixtures/internal-names/index.d.ts',
          './tests/unit/fixtures/internal-names/tsconfig.json',
        ),
      ).toEqual(['TO_REMOVE__OldWidget', 'Widget._refresh']);
    },
  );
});
