import { describe, expect, it } from 'vitest';
import { stringsLoadUrl } from '../../src/i18n/createI18n';
import { stringsUrl } from '../../src/i18n/pageStrings';

// `start` fetches a page's first strings and the app's i18next fetches the rest; each keeps its own copy of the
// path so the two share no module, and a page's strings must come from the file the app would read.
describe('the strings files start and the app read', () => {
  it.each([
    ['is', 'nav'],
    ['da', 'services'],
    ['en', 'a b/c'],
  ])('are the same for %s/%s', (language, namespace) => {
    expect(stringsUrl(language, namespace)).toBe(stringsLoadUrl(language, namespace));
  });
});
