/**
 * The headers every response of the site carries, as `[name, value]`:
 * the policy, then the usual hardening. HSTS is ignored by browsers over
 * plain HTTP, so serving it from a local `serve:prod` is harmless; on a real
 * host it keeps readers on HTTPS for two years.
 */
export function securityHeaders(policy: string): [string, string][] {
  return [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The headers as nginx `add_header` lines, sent with every status (`always`). */
export function securityHeadersConf(headers: readonly [string, string][]): string {
  return headers
    .map(([name, value]) => {
      if (/["\\\n$]/.test(value)) {
        throw new Error(`The ${name} header cannot be written into nginx: ${value}`);
      }
      return `add_header ${name} "${value}" always;\n`;
    })
    .join('');
}
