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

/** Icelandic is the source language: this object is the schema every other language is typed against. */
export const is = {
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
