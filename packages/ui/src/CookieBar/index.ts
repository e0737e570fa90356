export { CookieBar, type CookieBarProps } from './CookieBar';
