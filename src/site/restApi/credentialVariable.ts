/**
 * The environment variable the code samples read an API key from, named
 * after the header it is sent in (`api_key` → `API_KEY`). The page's samples,
 * the console's samples and the console's hint must name the same one.
 */
export function credentialVariable(header: string): string {
  return header.toUpperCase();
}
