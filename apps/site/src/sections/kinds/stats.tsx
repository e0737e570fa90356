import { StatsStrip } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';

/** Key figures in a strip; a figure may be a string of the page (a value that reads differently per language). */
export function View({ section }: { section: SectionOf<'stats'> }) {
  const { t } = useSiteTranslation();
  return <StatsStrip items={section.items.map((item) => ({ value: item.valueKey ? t(item.valueKey) : item.value, label: t(item.labelKey) }))} />;
}
