import type { HTMLAttributes, ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The badge's text (one or two words), optionally after a small icon. */
  children: ReactNode;
  /** Colour by meaning: `accent` (highlight, the default), `neutral`, `primary`, `success` or `danger`. */
  tone?: 'accent' | 'neutral' | 'primary' | 'success' | 'danger';
}

/** A small label that marks something out ("New", "Popular", "Sold out"), in the same look as the cards' badges. */
export function Badge({ tone = 'accent', className, ...rest }: BadgeProps) {
  return <span className={joinClasses(styles.badge, styles.tones[tone], className)} {...rest} />;
}
