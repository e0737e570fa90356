export { NavMenu } from './NavMenu';
export type { NavMenuItem, NavMenuProps } from './types';
