import {curlSample} from './curlSample';
import {javascriptSample} from './javascriptSample';
import {text, type OpenApiNode} from './openApiNode';
import {ownCodeSamples} from './ownCodeSamples';
import {pythonSample} from './pythonSample';
import type {SampleRequest} from './sampleRequest';

/**
 * The group of every REST API sample tab set, the operation pages' and the
 * console's: a language a reader picks in one is picked in all of them, and
 * is remembered from page to page.
 */
export const SAMPLE_TABS_GROUP = 'rest-api-code-sample';

/**
 * The tab value of a sample the OpenAPI file gives, from its label, so that
 * the console's tab for it has the same value as the page's.
 */
export function ownSampleId(label: string): string {
  return `own-${label}`;
}

/** One code sample of an operation, in one language. */
export type CodeSample = {
  /** Stable id of the language, used as the tab's value. */
  id: string;
  /** What the tab says. */
  label: string;
  /** Highlighting language of the code block. */
  language: string;
  code: string;
};

/**
 * The code samples of an operation: the request in curl, JavaScript (fetch)
 * and Python (requests), then the samples the OpenAPI file gives itself
 * (`x-codeSamples`, the `@3dverse/api` client).
 */
export function codeSamples(request: SampleRequest, operation: OpenApiNode): CodeSample[] {
  const own = ownCodeSamples(operation).map((sample) => {
    const label = text(sample.label) || text(sample.lang);
    return {
      id: ownSampleId(label),
      label,
      language: text(sample.lang).toLowerCase() || 'text',
      code: text(sample.source).trimEnd(),
    };
  });
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curlSample(request)},
    {
      id: 'javascript',
      label: 'JavaScript',
      language: 'javascript',
      code: javascriptSample(request),
    },
    {id: 'python', label: 'Python', language: 'python', code: pythonSample(request)},
    ...own,
  ];
}
