import { Testimonials } from '@hraun/ui';
import { useSiteTranslation } from '../../i18n/useSiteTranslation';
import type { SectionOf } from '../sectionKinds';
import { optionalText } from '../sectionText';

/** Clients' quotes written into a page's content (the quotes read from the database are ClientQuotes.tsx). */
export function View({ section }: { section: SectionOf<'testimonials'> }) {
  const { t } = useSiteTranslation();
  // Renders nothing while the content has no quotes.
  return (
    <Testimonials
      title={t(section.titleKey)}
      items={section.items.map((item) => ({
        quote: t(item.quoteKey),
        name: item.name,
        role: optionalText(t, item.roleKey),
        company: item.company,
        image: item.image && { ...item.image, alt: t(item.image.altKey) },
      }))}
    />
  );
}
