import { ProcessSteps } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';
import { optionalText } from '../sectionText';

/** The steps of a way of working, with an optional picture. */
export function View({ section }: { section: SectionOf<'process'> }) {
  const { t } = useSiteTranslation();
  return (
    <ProcessSteps
      title={t(section.titleKey)}
      text={optionalText(t, section.textKey)}
      steps={section.steps.map((step) => ({ title: t(step.titleKey), text: t(step.textKey) }))}
      image={section.image && { ...section.image, alt: t(section.image.altKey) }}
    />
  );
}
