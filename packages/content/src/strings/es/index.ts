import type { Strings } from '../schema';
import { common } from './common';
import { home } from './home';
import { nav } from './nav';
import { portfolio } from './portfolio';
import { labels } from './labels';
import { site } from './site';

export const es: Strings = { site, common: { ...common, portfolio, labels }, nav, home };
