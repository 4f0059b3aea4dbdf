// The site's search vocabulary, as the search plugin's loader hands it to the bundle
// (see src/plugins/search/vocabulary/yamlLoader.cjs); its shape is checked before bundling.
declare module '*/_vocabulary.yml' {
  import type {VocabularyFileContent} from '../plugins/search/vocabulary/vocabularyFile';

  const vocabulary: VocabularyFileContent;
  export default vocabulary;
}
