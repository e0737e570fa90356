export type { LinkComponent, LinkProps, LinkRenderer } from './links';
