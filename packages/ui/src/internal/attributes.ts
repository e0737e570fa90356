import type { HTMLAttributes } from 'react';

/**
 * The HTML attributes a section-level component passes on to its outer element: `id` for an in-page anchor, data-*,
 * aria-*, `style`, handlers. The component's own attributes (its heading's `aria-labelledby`, its role) win over them.
 * `title` is left out: on these components it is the visible heading, not the tooltip attribute.
 */
export type SectionAttributes = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children' | 'className' | 'content' | 'color' | 'prefix'>;
