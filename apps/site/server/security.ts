/** Origins the browser may connect to besides our own: the Supabase project, when one is configured. */
export function contentSecurityPolicy(connectOrigins: string[]): string {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    // No inline script anywhere: the boot data is a JSON data block, not script.
    "script-src 'self'",
    // Radix's scroll lock injects a small <style> at run time, and components set CSS custom properties.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Headers sent with every answer. */
export function securityHeaders(connectOrigins: string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins),
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
