import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'API-tengingar', en: 'API integrations', es: 'Integraciones API', da: 'API-integrationer' } as const satisfies Term;
