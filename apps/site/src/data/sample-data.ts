import * as content from '@hraun/content';
import type { Locale } from '@hraun/content';

/** Rows per language, as the sample data and the seed hold them; validated by the sample source. */
export interface SampleData {
  projects: Readonly<Record<Locale, readonly unknown[]>>;
  news: Readonly<Record<Locale, readonly unknown[]>>;
  /** Rows of the clients and testimonials tables: one set for every language (a quote holds each language's text). */
  clients?: readonly unknown[];
  testimonials?: readonly unknown[];
}

type SampleExports = Partial<{
  sampleProjects: Record<Locale, readonly unknown[]>;
  sampleNews: Record<Locale, readonly unknown[]>;
  sampleClients: readonly unknown[];
  sampleTestimonials: readonly unknown[];
}>;

const noRows: Record<Locale, readonly unknown[]> = { is: [], en: [], es: [], da: [] };

// The content package's `sampleProjects` and `sampleNews`, read off its namespace so that this module
// builds whether or not that package ships them yet; without them the embedded default is empty.
const exported = content as unknown as SampleExports;

/** The sample projects, news, clients and testimonials of the content package, in all four languages. */
export const bundledSampleData: SampleData = {
  projects: exported.sampleProjects ?? noRows,
  news: exported.sampleNews ?? noRows,
  clients: exported.sampleClients ?? [],
  testimonials: exported.sampleTestimonials ?? [],
};
