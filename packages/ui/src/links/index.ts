export type { LinkComponent, LinkProps } from './links';
