// The strings of en that many pages share (layout, labels, forms, the cookie bar, the order pages), by namespace.
// Each page's own strings live in its folder under src/pages; the registry adds them to these namespaces.
// The Icelandic shared strings' shape, read straight from them (not through ../schema, which imports every language).
import type { shared as source } from '../is';
import { common } from './common';
import { contact } from './contact';
import { cookies } from './cookies';
import { forms } from './forms';
import { labels } from './labels';
import { nav } from './nav';
import { portfolio } from './portfolio';
import { site } from './site';
import { strings as order } from './solutions/order';

export const shared: typeof source = {
  site,
  common: { ...common, portfolio, labels },
  nav,
  contact,
  forms,
  cookies,
  solutions: { order },
};
