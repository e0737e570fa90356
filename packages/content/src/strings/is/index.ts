import { common } from './common';
import { home } from './home';
import { nav } from './nav';
import { site } from './site';

export const is = { site, common, nav, home };
