import * as styles from './LanguageSwitcher.css';

export interface LanguageOption {
  /** BCP 47 language code of the target page, e.g. `en`. */
  locale: string;
  /** The language's own name, e.g. "English". */
  label: string;
  /** Short visible form, e.g. "EN"; the full name stays the accessible name. Without it the full name shows. */
  short?: string;
  /** The same page in that language (often on another domain). */
  href: string;
  /** The language being shown (marked `aria-current`). Default `false`. */
  current?: boolean;
}

export interface LanguageSwitcherProps {
  /** Accessible name of the switcher's navigation, e.g. "Language" / "Language". */
  label: string;
  /** One entry per language, in the order shown; the current one is marked. */
  options: LanguageOption[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Links to the same page in the other languages. Plain links on purpose: each language lives on its own
 * domain, so choosing one is a full navigation.
 */
export function LanguageSwitcher({ label, options, className }: LanguageSwitcherProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              className={styles.link}
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.short ? (
                <>
                  {/* The short code is what sighted users read; the name completes it for screen readers. */}
                  <abbr className={styles.short} title={option.label}>
                    {option.short}
                  </abbr>
                  <span className={styles.hidden}> {option.label}</span>
                </>
              ) : (
                option.label
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
