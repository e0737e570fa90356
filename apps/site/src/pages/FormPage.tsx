import type { FormDefinition, KeyGroup } from '@hraun/content';
import { Hero, SectionBlock } from '@hraun/ui';
import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { FormView, type PackageChoice } from '../forms/FormView';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail } from '../layout/PageBreadcrumbs';
import * as styles from './FormPage.css';
import { heroFoot } from '../brand/hero.css';

export interface FormPageProps {
  /** The form (each page imports its own, so a page's first load carries one form). */
  definition: FormDefinition;
  /** Key prefix of the page's strings: `{prefix}.metaTitle`, `.metaDescription`, `.metaKeywords`, `.title`, `.intro`. */
  textPrefix: KeyGroup<'metaTitle'> & KeyGroup<'metaDescription'> & KeyGroup<'metaKeywords'> & KeyGroup<'title'> & KeyGroup<'intro'>;
  packages?: PackageChoice[];
  /** The package to select instead of the form's default (order pages reached from a package card). */
  selectedPackage?: string;
  /** The side panel next to the form (contact details, response times, who answers and how fast). */
  aside?: ReactNode;
  /**
   * A compact line over the form while the side panel stands under it (a phone, a tablet): the panel's promise, so it
   * is seen before the fields. The page hides the panel's own copy at those widths (`besideOnly`), so it is read once.
   */
  compactAside?: ReactNode;
  /** The send button's own label, the line beside it and what stands right above it (FormView's props of those names). */
  submitLabel?: string;
  sendNote?: ReactNode;
  beforeSend?: ReactNode;
}

/**
 * The template of the form pages, form first: a compact header (the breadcrumbs, the heading and one paragraph, over a
 * low row of basalt columns), then the form at once, with the reassurance in a side panel beside it.
 */
export function FormPage({ definition, textPrefix, packages, selectedPackage, aside, compactAside, submitLabel, sendNote, beforeSend }: FormPageProps) {
  const { t } = useSiteTranslation();
  useHead({
    title: t(`${textPrefix}.metaTitle`),
    description: t(`${textPrefix}.metaDescription`),
    keywords: t(`${textPrefix}.metaKeywords`),
    jsonLd: [useBreadcrumbJsonLd()],
  });
  return (
    <>
      <Hero {...heroTrail()} className={`${heroFoot} ${styles.hero}`} data-hero="form" title={t(`${textPrefix}.title`)} text={t(`${textPrefix}.intro`)} />
      <SectionBlock>
        <div className={aside ? styles.withAside : packages ? styles.withPackages : styles.single}>
          <div>
            {compactAside && (
              <div className={styles.compactAside} data-testid="compact-aside">
                {compactAside}
              </div>
            )}
            <FormView definition={definition} packages={packages} selectedPackage={selectedPackage} submitLabel={submitLabel} sendNote={sendNote} beforeSend={beforeSend} />
          </div>
          {aside && <aside className={styles.aside}>{aside}</aside>}
        </div>
      </SectionBlock>
    </>
  );
}
