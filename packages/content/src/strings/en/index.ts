import type { Strings } from '../schema';
import { about } from './about';
import { common } from './common';
import { contact } from './contact';
import { cookies } from './cookies';
import { forms } from './forms';
import { home } from './home';
import { labels } from './labels';
import { nav } from './nav';
import { portfolio } from './portfolio';
import { services } from './services';
import { site } from './site';
import { solutions } from './solutions';

export const en: Strings = {
  site,
  common: { ...common, portfolio, labels },
  nav,
  home,
  about,
  contact,
  services,
  solutions,
  forms,
  cookies,
};
