import { BenefitBlocks } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';
import { optionalText, texts } from '../sectionText';

/** What a client gains, each benefit with its text or its points. */
export function View({ section }: { section: SectionOf<'benefits'> }) {
  const { t } = useSiteTranslation();
  return (
    <BenefitBlocks
      title={t(section.titleKey)}
      items={section.items.map((item) => ({ title: t(item.titleKey), text: optionalText(t, item.textKey), bullets: texts(t, item.bulletKeys) }))}
    />
  );
}
