import { Timeline } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';

/** Milestones by year. */
export function View({ section }: { section: SectionOf<'timeline'> }) {
  const { t } = useSiteTranslation();
  return <Timeline title={t(section.titleKey)} items={section.items.map((item) => ({ year: item.year, title: t(item.titleKey), text: t(item.textKey) }))} />;
}
