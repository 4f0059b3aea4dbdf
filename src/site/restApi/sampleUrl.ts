import type {SampleRequest} from './sampleRequest';

/** The request's URL with its query string, for the languages that send it in one piece. */
export function sampleUrl(request: SampleRequest): string {
  const queryString = request.query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${request.baseUrl}?${queryString}` : request.baseUrl;
}
