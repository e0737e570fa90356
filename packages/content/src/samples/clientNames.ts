import type { Locale } from '../locale';
import type { ProjectId } from './types';

/**
 * The clients' names, by project, as each language writes them ("Brimnes Seafood"; Icelandic "Brimnes
 * sjávarafurðir"): the one source of the home page's logo strip, the project titles' client and the pictures' text
 * alternatives, so a client is named the same way on every page of a language. Kept apart from the sample text,
 * because the home page's structure, which the browser loads, names them: the articles stay out of its first load.
 */
const names: Record<ProjectId, string> = {
  'fjallalind-vefverslun': 'Fjallalind',
  'brimnes-vefur': 'Brimnes Seafood',
  'nordurfell-bokunarkerfi': 'Norðurfell',
  'casa-brisa-gervigreind': 'Casa Brisa',
  'lindarbakari-wordpress-express': 'Lindarbakarí',
  'havnegaard-vefverslun': 'Havnegaard',
  'norrebro-kaffe-askrift': 'Nørrebro Kaffe',
  'olivera-vefverslun': 'Olivera Mediterrània',
};

/** Where a language writes a client's name its own way. */
const localNames: Partial<Record<Locale, Partial<Record<ProjectId, string>>>> = {
  is: { 'brimnes-vefur': 'Brimnes sjávarafurðir' },
};

/** The clients' names in a language, by project. */
export function clientNames(locale: Locale): Record<ProjectId, string> {
  return { ...names, ...localNames[locale] };
}
