import { securityHeaders } from '../server/security';

/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Netlify's `_headers` file for one language's deploy: the security headers our own server sends, from the same
 * function, so the two never drift apart, with the Supabase project the build read among the origins the pages may
 * connect to and load pictures from.
 */
export function netlifyHeadersFile(connectOrigins: string[], inlineScripts: readonly string[] = []): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(connectOrigins, inlineScripts))) lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', `  cache-control: ${IMMUTABLE}`);
  return `${lines.join('\n')}\n`;
}
