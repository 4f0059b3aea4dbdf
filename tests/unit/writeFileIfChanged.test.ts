import {readFileSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeFileIfChanged} from '../../src/site/files/writeFileIfChanged';
import {scratchFolder} from '../support/scratchFolder';

describe('writing a generated file only when it changes', () => {
  it('creates the file and its folder, leaves it untouched when the text is the same, and rewrites it otherwise', () => {
    const file = path.join(scratchFolder('write-if-changed-'), 'generated', 'tokens.css');
    writeFileIfChanged(file, 'a {}');
    expect(readFileSync(file, 'utf8')).toBe('a {}');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, past, past);
    writeFileIfChanged(file, 'a {}');
    expect(statSync(file).mtime).toEqual(past);
    writeFileIfChanged(file, 'b {}');
    expect(readFileSync(file, 'utf8')).toBe('b {}');
    expect(statSync(file).mtime).not.toEqual(past);
  });
});
