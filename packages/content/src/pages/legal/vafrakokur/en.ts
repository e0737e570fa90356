import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.vafrakokur,
  metaTitle: g.pages.vafrakokur,
  metaDescription:
    'Which cookies and local storage the Hraun website uses, what for and for how long, and how you can accept, refuse or delete cookies in your browser.',
  metaKeywords: 'cookies, cookie policy, session cookie, analytics cookies, local storage, privacy',
  breadcrumb: g.pages.vafrakokur,
  hero: {
    title: g.pages.vafrakokur,
    text: 'This page explains which cookies and local storage the Hraun website uses, what they are for and how you can control them.',
  },
  what: {
    title: 'What are cookies?',
    p1: 'Cookies are small text files that a website stores in your browser. They let the website remember actions and settings between pages and visits.',
    p2: 'Cookies can be set by the website itself (first-party cookies) or by services the website uses, such as web analytics (third-party cookies).',
  },
  use: {
    title: 'How we use cookies',
    p1: 'We use cookies to make the website work properly, to remember your cookie choice and, with your consent, to analyze how the website is used so that we can improve it.',
    p2: 'We do not use cookies for advertising, and we do not sell any information they collect.',
  },
  types: {
    title: 'Types of cookies',
    p1: 'Essential cookies keep track of your visit and remember your cookie choice. The website cannot work properly without them, so they do not require consent.',
    p2: 'Analytics cookies (Google Analytics) collect information about how the website is used, for example which pages are viewed and for how long. They are only set with your consent.',
    p3: 'Session cookies are deleted when you close your browser, while persistent cookies are kept until they expire or you delete them.',
  },
  list: {
    title: 'Cookies we use',
    p1: 'The table lists the cookies and local storage entries the website uses, their purpose and how long they last.',
  },
  table: {
    title: 'Cookie table',
    columns: {
      name: 'Name',
      purpose: 'Purpose',
      duration: 'Duration',
    },
    rows: {
      session: {
        label: 'Session cookie',
        purpose: 'Keeps track of your visit so that the website works properly',
        duration: 'Until the browser is closed',
      },
      ga: {
        label: '_ga',
        purpose: 'Analytics (Google Analytics): distinguishes users',
        duration: '2 years',
      },
      gid: {
        label: '_gid',
        purpose: 'Analytics (Google Analytics): distinguishes users over one day',
        duration: '24 hours',
      },
      consent: {
        label: 'Consent cookie',
        purpose: 'Remembers whether you have accepted cookies',
        duration: '1 year',
      },
      language: {
        label: 'i18nextLng',
        purpose: 'Local storage: remembers the language you chose',
        duration: 'Until deleted',
      },
      accepted: {
        label: 'cookiesAccepted',
        purpose: 'Local storage: records whether you accepted or rejected cookies so that the notice is not shown again',
        duration: 'Until deleted',
      },
    },
  },
  localStorage: {
    title: 'Local storage',
    p1: 'Besides cookies, the website uses your browser’s local storage. It holds two entries: i18nextLng, which remembers the language you chose, and cookiesAccepted, which records whether you accepted cookies (true) or rejected them (false) so that the notice is not shown again.',
    p2: 'These entries stay on your device and are not sent to us. They have no expiry date and remain until they are deleted, for example in your browser settings.',
  },
  manage: {
    title: 'Managing cookies',
    p1: 'The notice shown on the website offers “Accept” and “Reject”. If you accept, the website may set analytics cookies. If you reject, only essential cookies are used and no analytics cookies are set. Either way, your choice is remembered and the notice is not shown again. If you close the notice without choosing, no analytics cookies are set and the notice appears again the next time a page is opened.',
    p2: 'In your browser settings you can view and delete cookies and local storage data, and block cookies in part or in full. If you block essential cookies, parts of the website may not work properly.',
    p3: 'You can withdraw your consent at any time by deleting the website’s cookies and data in your browser. The notice will then appear again.',
  },
  changes: {
    title: 'Changes and questions',
    p1: 'We may update this policy if the cookies the website uses change. The latest version is always published on this page.',
    p2: 'You can read more about how we handle personal data in our privacy policy. Questions can be sent to us through our contact page.',
  },
};
