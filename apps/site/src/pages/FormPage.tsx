import type { FormName } from '@hraun/content';
import { formDefinitions } from '@hraun/content';
import { Hero, SectionBlock } from '@hraun/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormView, type PackageChoice } from '../forms/FormView';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import * as styles from './FormPage.css';

export interface FormPageProps {
  form: FormName;
  /** Key prefix of the page's strings: `{prefix}.metaTitle`, `.metaDescription`, `.metaKeywords`, `.title`, `.intro`. */
  textPrefix: string;
  packages?: PackageChoice[];
  /** The package to select instead of the form's default (order pages reached from a package card). */
  selectedPackage?: string;
  /** The side panel next to the form (contact details, response times). */
  aside?: ReactNode;
}

/** The template of the form pages: heading, the form, and an optional side panel. */
export function FormPage({ form, textPrefix, packages, selectedPackage, aside }: FormPageProps) {
  const { t } = useTranslation();
  useHead({
    title: t(`${textPrefix}.metaTitle`),
    description: t(`${textPrefix}.metaDescription`),
    keywords: t(`${textPrefix}.metaKeywords`),
    jsonLd: [useBreadcrumbJsonLd()],
  });
  return (
    <>
      <Hero title={t(`${textPrefix}.title`)} text={t(`${textPrefix}.intro`)} />
      <SectionBlock>
        <div className={aside ? styles.withAside : styles.single}>
          <div>
            <FormView definition={formDefinitions[form]} packages={packages} selectedPackage={selectedPackage} />
          </div>
          {aside && <aside className={styles.aside}>{aside}</aside>}
        </div>
      </SectionBlock>
    </>
  );
}
