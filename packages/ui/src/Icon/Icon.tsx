import { useId, type ReactElement } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Icon.css';

/**
 * Names of the icons content may ask for: the same union as `IconName` in the content package, copied here
 * so the UI package depends on no content. Keep the two in step.
 */
export type ContentIconName =
  | 'responsive'
  | 'search'
  | 'speed'
  | 'shield'
  | 'code'
  | 'support'
  | 'design'
  | 'chart'
  | 'cloud'
  | 'mail'
  | 'cart'
  | 'calendar'
  | 'chat'
  | 'ai'
  | 'plug'
  | 'wrench'
  | 'users'
  | 'globe'
  | 'lightbulb'
  | 'check'
  | 'star'
  | 'card'
  | 'server'
  | 'refresh'
  | 'target'
  | 'document';

/** Every icon the package draws: the content icons and a few the components use themselves. */
export type IconName = ContentIconName | 'arrow' | 'chevron' | 'external' | 'alert';

/** Shapes on a 24 × 24 grid, drawn with the current text colour as a 2-unit stroke. */
const shapes: Record<IconName, ReactElement> = {
  responsive: (
    <>
      <rect x="2" y="4" width="14" height="10" rx="1.5" />
      <path d="M6 19h6M9 14v5" />
      <rect x="17" y="9" width="5" height="11" rx="1" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </>
  ),
  speed: (
    <>
      <path d="M3.5 17a8.5 8.5 0 1 1 17 0" />
      <path d="m12 17 4.5-5.5" />
      <circle cx="12" cy="17" r="1.2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 7.9 7.5 9.5 4.4-1.6 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  code: <path d="m8 7.5-4.5 4.5L8 16.5M16 7.5l4.5 4.5-4.5 4.5M13.8 4.5l-3.6 15" />,
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  design: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 2-.8 2-1.9 0-1.2-.9-1.6-.9-2.6 0-1 .8-1.5 1.9-1.5h2a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
      <circle cx="7.5" cy="11.5" r="1" />
      <circle cx="10.5" cy="7.5" r="1" />
      <circle cx="15.5" cy="8" r="1" />
    </>
  ),
  chart: <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  cloud: <path d="M7.5 19h9.5a4.5 4.5 0 0 0 .6-8.96A6.5 6.5 0 0 0 5.2 11.1 4 4 0 0 0 7.5 19z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  cart: (
    <>
      <path d="M2.5 4h2.6l2.3 11h10.3L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M7.5 14h2M11 14h2M14.5 14h2M7.5 17.5h2M11 17.5h2" />
    </>
  ),
  chat: <path d="M4 5h16v11H10l-6 4.5z M8 9.5h8M8 12.5h5" />,
  ai: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5" />
      <path d="M10 10h4v4h-4z" />
    </>
  ),
  plug: <path d="M9 2.5V7M15 2.5V7M6 7h12v4a6 6 0 0 1-12 0zM12 17v4.5" />,
  wrench: <path d="M15.5 3.5a5 5 0 0 0-4.8 6.6L3.5 17.3a2.2 2.2 0 0 0 3.2 3.2l7.2-7.2a5 5 0 0 0 6.6-4.8l-3 3-3.1-.8-.8-3.1z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
    </>
  ),
  lightbulb: (
    <>
      <path d="M9 18h6M10 21.5h4" />
      <path d="M12 2.5a6.5 6.5 0 0 0-4.2 11.5c.8.7 1.2 1.5 1.2 2.5V18h6v-1.5c0-1 .4-1.8 1.2-2.5A6.5 6.5 0 0 0 12 2.5z" />
    </>
  ),
  check: <path d="m4.5 12.5 5 5 10-11" />,
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.4l-5.6 3 1.1-6.3L3 9.7l6.2-.9z" />,
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="3.5" width="18" height="7.5" rx="1.5" />
      <rect x="3" y="13" width="18" height="7.5" rx="1.5" />
      <path d="M7 7.25h.01M7 16.75h.01M11 7.25h6M11 16.75h6" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 12a8 8 0 0 1-14.2 5M4 12A8 8 0 0 1 18.2 7" />
      <path d="M18.5 3v4.5H14M5.5 21v-4.5H10" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.2" />
    </>
  ),
  arrow: <path d="M4 12h15.5M13.5 6l6 6-6 6" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  document: (
    <>
      <path d="M6 2.5h8.5L19 7v14.5H6z" />
      <path d="M14 2.5V7.5h5M9 12h7M9 15.5h7M9 19h4" />
    </>
  ),
};

/** Every icon name, in a stable order (for galleries and tests). */
export const iconNames = Object.keys(shapes) as IconName[];

export interface IconProps {
  /** Which icon to draw: one of the names in the Gallery story (`IconName`). */
  name: IconName;
  /**
   * Text alternative. Without it the icon is decorative and hidden from assistive technology; with it the
   * icon is an image named by this text. None by default.
   */
  title?: string;
  /** `'sm' | 'md' | 'lg'`, default `'md'`. Size relative to the surrounding text: `sm` and `md` follow the font size, `lg` stands alone in cards. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class for placement. */
  className?: string;
}

/** An inline SVG icon that takes the colour of the text around it. */
export function Icon({ name, title, size = 'md', className }: IconProps) {
  const titleId = useId();
  const classes = joinClasses(styles.icon, styles.sizes[size], className);
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title && <title id={titleId}>{title}</title>}
      {shapes[name]}
    </svg>
  );
}
