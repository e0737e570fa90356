import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Vefumsjón', en: 'Website management', es: 'Gestión web', da: 'Webdrift' } as const satisfies Term;
