import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the prerendered pages (`site/`): the CSP sources (`'sha256-…'`) of the script written into every page. */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The CSP sources of the pages' inline script, from the build in `distDir` (scripts/prerender.ts writes them). A
 * build without the file (a test's fixture) has none; a file with anything but hashes stops the server at start.
 */
export function readInlineScriptSources(distDir: string): string[] {
  const file = join(distDir, 'site', INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) return [];
  const sources: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string' && SCRIPT_HASH.test(source))) {
    throw new Error(`${file} should list script hashes ('sha256-…'), nothing else`);
  }
  return sources as string[];
}

/**
 * The Content-Security-Policy of every answer. `connectOrigins` are the only other origins the pages use
 * (the Supabase project, when one is configured: its REST API and its storage images).
 */
export function contentSecurityPolicy(connectOrigins: string[], inlineScripts: readonly string[] = []): string {
  const others = connectOrigins.map((origin) => new URL(origin).origin);
  return [
    "default-src 'self'",
    // The one inline script is the entry every page has written in, allowed by its hash (no 'unsafe-inline'); the
    // boot data and JSON-LD are data blocks, which script-src does not govern.
    ['script-src', "'self'", ...inlineScripts].join(' '),
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
export function securityHeaders(connectOrigins: string[], inlineScripts: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins, inlineScripts),
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
