import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { Slot } from '../internal/Slot';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Filled (main action), outlined, quiet, or light on a dark band. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  /** Every size keeps a touch target of at least 44 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Render the single child (a link, a router link) with the button's look instead of a `<button>`:
   * `<Button asChild><a href="/fa-tilbod">Fá tilboð</a></Button>`.
   */
  asChild?: boolean;
}

/** The action button of the design system; links that look like buttons go through `asChild`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, asChild = false, className, type, ...rest },
  ref,
) {
  const classes = joinClasses(styles.button, styles.variants[variant], styles.sizes[size], fullWidth && styles.fullWidth, className);
  if (asChild) return <Slot ref={ref} className={classes} {...rest} />;
  return <button ref={ref} type={type ?? 'button'} className={classes} {...rest} />;
});
