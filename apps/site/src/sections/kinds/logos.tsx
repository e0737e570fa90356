import type { Locale } from '@hraun/content';
import { LogoStrip } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';
import { logoWall } from '../sections.css';

/** Client names as a strip of marks, in the page's language. */
export function View({ section }: { section: SectionOf<'logos'> }) {
  const { t, i18n } = useSiteTranslation();
  return <LogoStrip title={t(section.titleKey)} names={[...section.names[i18n.language as Locale]]} className={logoWall} />;
}
