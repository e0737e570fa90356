import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Alert.css';

export interface AlertProps {
  /** `'error' | 'success' | 'info'`, required. `error` interrupts (role `alert`); `success` and `info` wait their turn (role `status`). */
  tone: 'error' | 'success' | 'info';
  /** The message. */
  children: ReactNode;
  /** A bold first line. None by default. */
  title?: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

const icons: Record<AlertProps['tone'], IconName> = { error: 'alert', success: 'check', info: 'lightbulb' };

/**
 * A message box for the result of an action. Errors are announced at once (role `alert`), other tones politely
 * (role `status`). Render it when the message appears; an icon and a border, not colour alone, mark the tone.
 */
export function Alert({ tone, children, title, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={joinClasses(styles.alert, styles.tones[tone], className)}>
      <Icon name={icons[tone]} className={styles.iconTones[tone]} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
