/**
 * The Content-Security-Policy of every answer. `connectOrigins` are the only other origins the pages use
 * (the Supabase project, when one is configured: its REST API and its storage images).
 */
export function contentSecurityPolicy(connectOrigins: string[]): string {
  const others = connectOrigins.map((origin) => new URL(origin).origin);
  return [
    "default-src 'self'",
    // No inline script anywhere: the boot data and JSON-LD are data blocks, which script-src does not govern.
    "script-src 'self'",
    // Radix's scroll lock injects a small <style> at run time, and components set CSS custom properties.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...others].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...others].join(' '),
    "frame-src 'none'",
    "worker-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
];

/** Headers sent with every answer. */
export function securityHeaders(connectOrigins: string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins),
    // Two years, as the HSTS preload list requires; browsers ignore it on plain-http localhost previews.
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // frame-ancestors replaces it in current browsers; kept for old ones.
    'x-frame-options': 'DENY',
    // No Cross-Origin-Opener-Policy: a page opened in a fresh tab (typed, bookmarked, or Lighthouse's load) then
    // needs a second renderer, started only once the answer has come, so the page is parsed later (measured by
    // bench/navigation.mjs; figures in bench/README.md, "Arrival"). What it guards, a window handle held by a page
    // that opened ours, exposes nothing here: no logins, no data of one visitor to another.
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** Longer request targets than this are refused (414): no page address comes near it. */
export const MAX_URL_LENGTH = 2048;

/** A path with a dot-segment such as `/.vite/…` names build metadata, not site content; `/.well-known/` is public. */
export function isHiddenPath(path: string): boolean {
  return path.split('/').some((segment, index, segments) => segment.startsWith('.') && !(index === 1 && segment === '.well-known' && segments.length > 2));
}
