// The `cookies` namespace: the cookie bar shown on every page and the cookie policy page (/vafrakokur).
import type { cookies as source } from '../../is/cookies';

export const cookies: typeof source = {
  notice: 'Vi bruger cookies til at få hjemmesiden til at fungere og\u00a0– med dit samtykke\u00a0– til at forstå, hvordan den bliver brugt.',
  learnMore: 'Læs mere om cookies',
  accept: 'Acceptér',
  reject: 'Afvis',
  close: 'Luk cookiemeddelelsen',
  title: 'Cookiemeddelelse',
  description:
    'Når du klikker på »Acceptér«, giver du samtykke til vores brug af cookies, herunder statistikcookies, som beskrevet i vores cookiepolitik.',
};
