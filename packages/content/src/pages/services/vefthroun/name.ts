import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Vefþróun', en: 'Web application development', es: 'Programación web', da: 'Webprogrammering' } as const satisfies Term;
