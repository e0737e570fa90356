// Legal pages (terms, privacy, cookie policy): cookie and local-storage names read the same in every language.
export default ['_ga', '_gid', 'i18nextLng', 'cookiesAccepted'];
