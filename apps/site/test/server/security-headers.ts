// The security headers every answer must carry, checked one by one (shared by the server suites).
import { expect } from 'vitest';

export function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

export function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const policy = directives(csp);
  // Our own files, and inline only the entry the build wrote into every page, by its hash.
  const [own, ...inline] = policy.get('script-src') ?? [];
  expect(own, label).toBe("'self'");
  expect(inline.filter((source) => !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)), label).toEqual([]);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  // No wildcard sources and no scheme-wide sources anywhere.
  expect(csp, label).not.toMatch(/(^|\s)(\*|https?:|'unsafe-eval')(\s|;|$)/);
  expect(headers['strict-transport-security'], label).toMatch(/^max-age=(\d+); includeSubDomains; preload$/);
  expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]), label).toBeGreaterThanOrEqual(31536000);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy'], label).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy'], label).toMatch(/(^|, )microphone=\(\)/);
  expect(headers['x-frame-options'], label).toBe('DENY');
  // Left out on purpose (see securityHeaders): it delays every page opened in a fresh tab.
  expect(headers['cross-origin-opener-policy'], label).toBeUndefined();
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['server'], label).toBeUndefined();
  expect(headers['x-powered-by'], label).toBeUndefined();
}

