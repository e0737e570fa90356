import { cloneElement, forwardRef, isValidElement } from 'react';
import type { LinkProps, LinkRenderer } from '../links';

/**
 * Renders one link of a component the way the app asked (`linkComponent`): through its router link component, by
 * cloning its link element with this link's props (the form a server component can pass), or as a plain <a>.
 */
export const RenderLink = forwardRef<HTMLAnchorElement, LinkProps & { as?: LinkRenderer }>(function RenderLink({ as: renderer = 'a', ...props }, ref) {
  if (isValidElement(renderer)) return cloneElement(renderer, { ...props, ref } as LinkProps);
  const Component = renderer;
  return <Component ref={ref} {...props} />;
});
