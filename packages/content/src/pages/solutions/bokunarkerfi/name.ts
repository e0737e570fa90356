import type { Term } from '../../../glossary/term';

/** The page's name in each language: its menu link, title and heading, and every other page's word for it (the glossary). */
export const name = { is: 'Bókunarkerfi', en: 'Booking system', es: 'Sistema de reservas', da: 'Bookingsystem' } as const satisfies Term;
