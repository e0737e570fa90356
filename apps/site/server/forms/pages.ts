/**
 * The answers a browser without JavaScript shows after posting a form: a small, complete HTML page in the
 * request's language (thank-you or error, with a link back), without any script (the CSP forbids inline
 * script, and none is needed). Every piece of text is escaped; no submitted value is echoed.
 */
import { strings, type FormDefinition, type Locale } from '@hraun/content';
import { fieldErrorKeys, type FieldError } from '@hraun/content/forms/validate';
import { escapeHtml, htmlPage } from '../html-page';

/** The store's reasons for refusing a field (one list, in @hraun/content). */
export type FieldErrorCode = FieldError;

type FormStrings = (typeof strings)['is']['forms'];

/** A value of the `forms` namespace by i18next key (`forms:success.contact` or `success.contact`). */
function formsText(locale: Locale, key: string): string | undefined {
  const path = key.replace(/^forms:/, '').split('.');
  let node: unknown = strings[locale].forms;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function texts(locale: Locale): FormStrings {
  return strings[locale].forms;
}

/**
 * Where "back" leads: the page the form was posted from when the Referer names this same host (its path
 * and query only), the home page otherwise.
 */
export function backLink(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host.toLowerCase() !== host.toLowerCase()) return '/';
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

function page(locale: Locale, title: string, body: string, back: string, backText: string): string {
  return htmlPage(locale, title, body, { href: back, text: backText });
}

export function thankYouPage(locale: Locale, definition: FormDefinition | undefined, back: string): string {
  const t = texts(locale);
  // The spec's thank-you text and when the reply comes, as the page's dialog says it with JavaScript.
  const thanks = definition && formsText(locale, definition.successKey);
  const text = thanks ? `${thanks} ${formsText(locale, definition.successKey.replace('success.', 'success.reply.')) ?? ''}`.trim() : t.noscript.thanksText;
  return page(locale, t.noscript.thanksTitle, `<p>${escapeHtml(text)}</p>`, back, t.noscript.back);
}

export function fieldErrorsPage(
  locale: Locale,
  definition: FormDefinition,
  errors: Record<string, FieldErrorCode>,
  back: string,
): string {
  const t = texts(locale);
  const items = definition.fields
    .filter((field) => Object.hasOwn(errors, field.name))
    .map((field) => {
      const label = formsText(locale, field.labelKey) ?? field.name;
      // The same wording the page gives the field with JavaScript: its own message, else the general one.
      const [specific, general] = fieldErrorKeys(field, errors[field.name] as FieldErrorCode);
      const message = (formsText(locale, specific) ?? formsText(locale, general) ?? t.error).replace('{{max}}', String(field.maxLength));
      return `<li><strong>${escapeHtml(label)}</strong>: ${escapeHtml(message)}</li>`;
    });
  return page(locale, t.noscript.errorTitle, `<p>${escapeHtml(t.noscript.errorText)}</p>\n<ul>\n${items.join('\n')}\n</ul>`, back, t.noscript.back);
}

/**
 * Any other refusal (unsupported body, too large, too many posts, a failure of ours): the spec's error text, or
 * `message` where the refusal has a sentence of its own.
 */
export function errorPage(locale: Locale, back: string, message?: string): string {
  const t = texts(locale);
  return page(locale, t.noscript.errorTitle, `<p>${escapeHtml(message ?? t.error)}</p>`, back, t.noscript.back);
}
