import {describe, expect, it} from 'vitest';
import {baseURL} from './support/browser';
import {apiLabel, referencePath, samples} from '../../src/data/samples';

describe('library calls named by the samples', () => {
  it('each link to a reference page of the build', async () => {
    const calls = new Map(
      samples
        .flatMap((sample) => sample.apis)
        .map((api) => [`${api.package} ${apiLabel(api)}`, api]),
    );
    expect(calls.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [label, api] of calls) {
      const response = await fetch(`${baseURL()}/${referencePath(api)}`);
      if (response.status !== 200)
        missing.push(`${label}: /${referencePath(api)} answers ${response.status}`);
    }
    expect(missing).toEqual([]);
  });
});
