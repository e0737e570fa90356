import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Netspjall með gervigreind', en: 'AI-powered chat', es: 'Chat con IA', da: 'AI-chat' } as const satisfies Term;
