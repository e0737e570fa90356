import type { Strings } from '@hraun/content';

// The site's strings as i18next's resources: `t('nav:typo')` and a key missing from the Icelandic source fail `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Strings;
  }
}
