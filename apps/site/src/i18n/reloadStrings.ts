import type { i18n as I18n } from 'i18next';
import { stringsLoadUrl } from './createI18n';

/**
 * Spec section 9: the translations are reloaded shortly after start and whenever the language changes, and a
 * failed reload is ignored. Each loaded namespace of the language is revalidated with its server (`no-cache`: a
 * 304 when it has not changed), and only a namespace whose strings did change is put back into i18next. Handing
 * i18next identical strings would re-render every translated component of the page for nothing, a long task on a
 * phone just as the visitor starts to use the page.
 */
export async function reloadStrings(i18n: I18n, language: string, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  const loaded = i18n.getDataByLanguage(language) ?? {};
  await Promise.all(
    Object.keys(loaded).map(async (namespace) => {
      try {
        const response = await fetcher(stringsLoadUrl(language, namespace), { cache: 'no-cache', credentials: 'same-origin' });
        if (!response.ok) return;
        const strings: unknown = await response.json();
        if (typeof strings !== 'object' || strings === null || Array.isArray(strings)) return;
        // Both sides come from the same file, so equal strings serialise alike (key order included).
        if (JSON.stringify(strings) === JSON.stringify(i18n.getResourceBundle(language, namespace))) return;
        i18n.addResourceBundle(language, namespace, strings, true, true);
      } catch {
        // A failed reload keeps the strings already shown.
      }
    }),
  );
}
