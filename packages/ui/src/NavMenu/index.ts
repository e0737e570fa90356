export { NavMenu, type NavMenuItem, type NavMenuProps } from './NavMenu';
