import {generatedDocsFolders} from '../../src/site/references/generatedDocs';
import {listFiles} from './listFiles';

/**
 * The pages people write, relative to the project: the docs minus the
 * generated references, the library overviews TypeDoc publishes
 * (`typedoc/*.md`), and the devlog's posts.
 */
export function writtenPages(projectDir: string): string[] {
  return [
    ...listFiles(projectDir, 'docs', ['.md', '.mdx']).filter(
      (file) => !generatedDocsFolders.some((folder) => file.startsWith(`${folder}/`)),
    ),
    ...listFiles(projectDir, 'typedoc', ['.md']),
    ...listFiles(projectDir, 'devlog', ['.md', '.mdx']),
  ];
}
