import type { Strings } from '../schema';

export const site: Strings['site'] = {
  name: 'Hraun',
  title: 'Hraun webbureau',
  tagline: 'Hjemmesider, systemer og marketing til virksomheder',
  description:
    'Hraun er et webbureau, der designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger for virksomheder i Island, Danmark og Spanien.',
  keywords: 'webudvikling, webdesign, programmering, webshop, WordPress, søgemaskineoptimering, webhosting',
  skipToContent: 'Gå til indhold',
  languageLabel: 'Sprog',
  copyright: '© {{year}} Hraun ehf. Alle rettigheder forbeholdes.',
};
