import type {SampleRequest} from './sampleRequest';

/** The request's URL with its query string, for the languages that send it in one piece. */
export function sampleUrl(request: SampleRequest): string {
  return urlWithQuery(request.baseUrl, request.query);
}

/** `base` with the pairs as its query string, each name and value URL-encoded; `base` alone without pairs. */
export function urlWithQuery(base: string, query: SampleRequest['query']): string {
  const queryString = query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${base}?${queryString}` : base;
}
