import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints';
import type { ResponsiveKey } from './responsive';

// Called from `.css.ts` files only (it makes classes); it lives in a plain module because a `.css.ts` file may
// export only class names and values, not functions.
/** Classes of one property per breakpoint and value: the base rule as is, the others inside their media query. */
export function responsiveVariants<T extends string | number>(values: Record<T, string>, rule: (value: string) => StyleRule) {
  const at = (key: ResponsiveKey) =>
    styleVariants(values, (value) => (key === 'base' ? rule(value) : { '@media': { [mediaUp(key)]: rule(value) } }));
  return { base: at('base'), wide: at('wide'), desktop: at('desktop') } as Record<ResponsiveKey, Record<T, string>>;
}

