import { TechLists } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';

/** Groups of technologies; the technologies' names are the same in every language. */
export function View({ section }: { section: SectionOf<'techLists'> }) {
  const { t } = useSiteTranslation();
  return <TechLists title={t(section.titleKey)} groups={section.groups.map((group) => ({ title: t(group.titleKey), items: [...group.items] }))} />;
}
