import type { Locale } from '@hraun/content';
import { LogoStrip } from '@hraun/ui';
import type { CSSProperties } from 'react';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';
import { logoWall, longestMarkRatio } from '../sections.css';

/**
 * The width over the height of the kit's wordmark for the longest name: its drawing is a 24-unit emblem, an 8-unit
 * gap and 9.6 units a character, 24 units tall (LogoStrip.tsx in @hraun/ui).
 */
const markRatio = (name: string) => (24 + 8 + [...name].length * 9.6) / 24;

/** Client names as a grid of marks, in the page's language, every mark as tall as the longest one's cell allows. */
export function View({ section }: { section: SectionOf<'logos'> }) {
  const { t, i18n } = useSiteTranslation();
  const names = [...section.names[i18n.language as Locale]];
  const ratio = Math.max(...names.map(markRatio));
  return <LogoStrip title={t(section.titleKey)} names={names} className={logoWall} style={{ [longestMarkRatio]: ratio.toFixed(2) } as CSSProperties} />;
}
