import { HONEYPOT_FIELD } from '@hraun/content';

/** The opening tag of a form marked for Netlify's detection (`data-netlify="true"`), as the prerender writes it. */
const NETLIFY_FORM = /<form\b[^>]*\bdata-netlify="true"[^>]*>/g;

/**
 * Netlify detects a form's honeypot by a `netlify-honeypot` attribute, which is no HTML attribute: the pages this
 * server sends leave it out (they pass the Nu HTML Checker), and the Netlify layout writes it into each form
 * marked for detection. Netlify removes both attributes when it publishes the page.
 */
export function withNetlifyHoneypot(html: string): string {
  return html.replace(NETLIFY_FORM, (tag) => (/\snetlify-honeypot=/.test(tag) ? tag : tag.replace(/^<form\b/, `<form netlify-honeypot="${HONEYPOT_FIELD}"`)));
}
