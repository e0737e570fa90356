import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Persónuvernd', en: 'Privacy policy', es: 'Política de privacidad', da: 'Privatlivspolitik' } as const satisfies Term;
