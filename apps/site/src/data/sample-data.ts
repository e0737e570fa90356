import * as content from '@hraun/content';
import type { Locale } from '@hraun/content';

/** Rows per language, as the sample data and the seed hold them; validated by the sample source. */
export interface SampleData {
  projects: Readonly<Record<Locale, readonly unknown[]>>;
  news: Readonly<Record<Locale, readonly unknown[]>>;
}

type SampleExports = Partial<{
  sampleProjects: Record<Locale, readonly unknown[]>;
  sampleNews: Record<Locale, readonly unknown[]>;
}>;

const noRows: Record<Locale, readonly unknown[]> = { is: [], en: [], es: [], da: [] };

// The content package's `sampleProjects` and `sampleNews`, read off its namespace so that this module
// builds whether or not that package ships them yet; without them the embedded default is empty.
const exported = content as unknown as SampleExports;

/** The sample projects and news of the content package, in all four languages. */
export const bundledSampleData: SampleData = {
  projects: exported.sampleProjects ?? noRows,
  news: exported.sampleNews ?? noRows,
};
