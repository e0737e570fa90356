import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/security';
import { netlifyHeadersFile } from '../../scripts/netlify-headers';

/** The headers of one path rule of a `_headers` file. */
function rule(file: string, path: string): Map<string, string> {
  const blocks = file.split(/^(?=\S)/m);
  const block = blocks.find((candidate) => candidate.split('\n')[0] === path) ?? '';
  return new Map(
    block
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
      }),
  );
}

describe('netlifyHeadersFile', () => {
  it("sends on Netlify every security header our server sends, with the same values", () => {
    const all = rule(netlifyHeadersFile([]), '/*');
    expect(Object.fromEntries(all)).toEqual(securityHeaders([]));
  });

  it('lets the pages reach the Supabase project the build read', () => {
    const csp = rule(netlifyHeadersFile(['https://abcd.supabase.co']), '/*').get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co");
    expect(csp).toContain("img-src 'self' data: https://abcd.supabase.co");
  });

  it('keeps hashed assets cached for a year', () => {
    expect(rule(netlifyHeadersFile([]), '/assets/*').get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
