/**
 * Which form posts come from the site's own pages (issue 32, defect 8). A browser says where a post comes from with
 * `Sec-Fetch-Site` (current browsers) and `Origin` (all browsers of the last decade, on every POST); a page elsewhere
 * must not be able to make its visitors' browsers post to us. Clients that send neither header are let through: the
 * no-JavaScript form in an old browser sends neither, and a script outside a browser can forge both anyway.
 */
import { localeDomains } from '@hraun/content';

/** The production hosts: the four language domains and their www forms. */
const SITE_HOSTS: ReadonlySet<string> = new Set(Object.values(localeDomains).flatMap((domain) => [domain, `www.${domain}`]));

/** A host on this machine: the server is previewed or developed here (`localhost`, `en.localhost`, loopback). */
function isLocalHost(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/** The host name of a `Host` header, without its port, lowercased; `[::1]` keeps its brackets. */
function hostNameOf(host: string | undefined): string {
  const text = (host ?? '').trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  return text.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * True when `origin` is one of the site's: a language domain or its www form (http or https, default port), or, when
 * the request itself arrived on a local host, any local origin (`http://localhost:5173`, `http://en.localhost:4173`).
 */
function isSiteOrigin(origin: string, requestHost: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin.toLowerCase().replace(/\/$/, '')) return false;
  if (SITE_HOSTS.has(url.hostname) && url.port === '') return true;
  return isLocalHost(url.hostname) && isLocalHost(hostNameOf(requestHost));
}

/** Whether a form post's headers show it comes from the site's own pages (or from a client that does not say). */
export function isOwnPost(headers: { origin?: string; 'sec-fetch-site'?: string; host?: string }): boolean {
  const fetchSite = headers['sec-fetch-site']?.trim().toLowerCase();
  // The browser vouches for it: a page of this very origin, or the visitor's own action (`none`).
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const origin = headers.origin?.trim();
  // Another of the site's origins (hraun.io posting to hraun.is is cross-site, and still ours).
  if (origin) return isSiteOrigin(origin, headers.host);
  // `same-site`, `cross-site` or anything else, with no origin to show for it.
  return fetchSite === undefined || fetchSite === '';
}
