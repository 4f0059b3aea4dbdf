import {curlSample} from './curlSample';
import {javascriptSample} from './javascriptSample';
import {text, type OpenApiNode} from './openApiNode';
import {ownCodeSamples} from './ownCodeSamples';
import {pythonSample} from './pythonSample';
import type {SampleRequest} from './sampleRequest';

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
  const own = ownCodeSamples(operation).map((sample, index) => ({
    id: `client-${index}`,
    label: text(sample.label) || text(sample.lang),
    language: text(sample.lang).toLowerCase() || 'text',
    code: text(sample.source).trimEnd(),
  }));
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
