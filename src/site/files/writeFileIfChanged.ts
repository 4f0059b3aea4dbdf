import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to `file`, creating its folder, unless the file holds it
 * already. A stylesheet the bundler watches is written on every content
 * load of `npm start`; left untouched when it is the same, it does not send
 * the bundler through its CSS again.
 */
export function writeFileIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}
