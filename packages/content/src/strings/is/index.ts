// The strings of is that many pages share (layout, labels, forms, the cookie bar, the order pages), by namespace.
// Each page's own strings live in its folder under src/pages; the registry adds them to these namespaces.
import { common } from './common';
import { contact } from './contact';
import { cookies } from './cookies';
import { forms } from './forms';
import { labels } from './labels';
import { nav } from './nav';
import { portfolio } from './portfolio';
import { site } from './site';
import { strings as order } from './solutions/order';

/** Icelandic is the source language: this object is the shape every other language's shared strings fill. */
export const shared = {
  site,
  common: { ...common, portfolio, labels },
  nav,
  contact,
  forms,
  cookies,
  solutions: { order },
};
