import * as styles from './NavMenu.css';

/** The trigger's down arrow, drawn the same by the plain button and by the menu that replaces it. */
export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
