/**
 * The language a story's text is plainly written in, to check its `lang` against: Icelandic (`'is'`) when its words
 * use the letters only Icelandic writes (þ, ð, æ and the accented vowels) and few English words, English (`'en'`)
 * when many of its words are common English ones and none is Icelandic; `null` when the text is too short or mixed
 * to say (a language switcher naming each language in its own words, a figure with a unit).
 */

/** Short words common in any English sentence, and rare in Icelandic copy. */
const englishWords = new Set(['the', 'and', 'you', 'your', 'we', 'our', 'to', 'of', 'for', 'with', 'is', 'are', 'in', 'on', 'a', 'an', 'it', 'this', 'that', 'be', 'by', 'or', 'at', 'from', 'will', 'can', 'when']);
const icelandicLetters = /[þðæöáéíóúý]/u;

export function languageOfText(text: string): 'is' | 'en' | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4) return null;
  const icelandic = words.filter((word) => icelandicLetters.test(word)).length;
  const english = words.filter((word) => englishWords.has(word)).length;
  if (icelandic >= Math.max(2, words.length * 0.08) && english < icelandic) return 'is';
  if (english >= Math.max(2, words.length * 0.12) && icelandic <= words.length * 0.02) return 'en';
  return null;
}
