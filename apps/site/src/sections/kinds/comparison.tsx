import { ComparisonTable } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';

/** A table comparing options row by row. */
export function View({ section }: { section: SectionOf<'comparison'> }) {
  const { t } = useSiteTranslation();
  return (
    <ComparisonTable
      title={t(section.titleKey)}
      columns={section.columnKeys.map((key) => t(key))}
      rows={section.rows.map((row) => ({ label: t(row.labelKey), cells: row.cellKeys.map((key) => t(key)) }))}
    />
  );
}
