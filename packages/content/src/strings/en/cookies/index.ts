// The `cookies` namespace: the cookie bar shown on every page and the cookie policy page (/vafrakokur).
import type { cookies as source } from '../../is/cookies';

export const cookies: typeof source = {
  notice: 'We use cookies to make the website work well and, with your consent, to understand how it is used.',
  learnMore: 'More about cookies',
  accept: 'Accept',
  reject: 'Reject',
  close: 'Close cookie notice',
  title: 'Cookie notice',
  description:
    'By clicking “Accept,” you agree to our use of cookies, including analytics cookies, as described in our cookie policy.',
};
