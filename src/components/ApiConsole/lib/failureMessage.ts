/**
 * What the reader is told when a request got no response. A browser does
 * not say why a request failed (a server that is down and one that refuses
 * this site's origin look the same to the page), so the message names the
 * likely causes rather than guess one.
 */
export function failureMessage(server: string, online: boolean): string {
  if (!online) return 'Your browser is offline, so the request could not be sent.';
  const {host} = new URL(server);
  return (
    `No response from ${host}. The server may be down or unreachable from your network, ` +
    'or it may not accept requests from this site (CORS), in which case the browser withholds its answer. ' +
    "Your browser's developer tools (Network tab) show which."
  );
}
