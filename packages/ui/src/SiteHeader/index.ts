export { SiteHeader, type HeaderGroup, type HeaderItem, type HeaderLink, type SiteHeaderProps } from './SiteHeader';
