import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { builtPages, distDir } from './built-site';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** What a page must never carry: a NUL byte, or U+FFFD, the mark of bytes that were not valid UTF-8 when decoded. */
function defectsOf(bytes: Buffer): string[] {
  const defects: string[] = [];
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return ['bytes that are not valid UTF-8'];
  }
  for (const [character, name] of [['\u0000', 'U+0000'], ['\uFFFD', 'U+FFFD']] as const) {
    let at = text.indexOf(character);
    while (at !== -1) {
      defects.push(`${name} in "${text.slice(Math.max(0, at - 40), at).replace(/\s+/g, ' ')}▮${text.slice(at + 1, at + 40)}"`);
      at = text.indexOf(character, at + 1);
    }
  }
  return defects;
}

describeWith(builtSiteRequirement(distDir), 'every prerendered page of every language is byte-clean', () => {
  const pages = builtPages();

  it('finds the whole site (four languages, 50 pages each and the not-found page)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(200);
  });

  it('has valid UTF-8 with no NUL and no replacement character', () => {
    const found = pages.flatMap(({ locale, path, file }) => defectsOf(readFileSync(file)).map((defect) => `${locale}${path}: ${defect}`));
    expect(found).toEqual([]);
  });

  it('would catch the defect React 18.3 left in two pages', () => {
    const broken = Buffer.from('<p>29.950 ISK\u0000al mes</p><p>Fyrirt\u00e6ki</p>', 'utf8');
    expect(defectsOf(broken)).toEqual(['U+0000 in "<p>29.950 ISK▮al mes</p><p>Fyrirtæki</p>"']);
    expect(defectsOf(Buffer.from([0x3c, 0x70, 0x3e, 0xc3]))).toEqual(['bytes that are not valid UTF-8']);
    expect(defectsOf(Buffer.from('a\uFFFDb', 'utf8'))).toHaveLength(1);
  });
});
