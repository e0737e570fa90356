import { describe, expect, it } from 'vitest';
import { withNetlifyHoneypot } from '../../scripts/netlify-forms';

describe('withNetlifyHoneypot', () => {
  it('names the honeypot on every form marked for Netlify, once', () => {
    const page = '<main><form name="contact" data-netlify="true" action="/" method="post"></form><form name="quote" data-netlify="true"></form></main>';
    const marked = withNetlifyHoneypot(page);
    expect(marked).toBe(
      '<main><form netlify-honeypot="bot-field" name="contact" data-netlify="true" action="/" method="post"></form><form netlify-honeypot="bot-field" name="quote" data-netlify="true"></form></main>',
    );
    expect(withNetlifyHoneypot(marked)).toBe(marked);
  });

  it('leaves other forms and pages without forms alone', () => {
    const page = '<form role="search" action="/verkefni"><input name="q"></form><p>data-netlify="true"</p>';
    expect(withNetlifyHoneypot(page)).toBe(page);
  });
});
