import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Viðhald og öryggi', en: 'Maintenance and security', es: 'Mantenimiento y seguridad', da: 'Vedligeholdelse og sikkerhed' } as const satisfies Term;
