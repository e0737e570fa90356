// Structured data (schema.org JSON-LD) for PageMeta.jsonLd: pure functions, facts in, plain objects out. One
// module per kind of page, so the first load of every page (the layout's breadcrumbs) carries only its own builder.
import { originOf, type Locale } from '@hraun/content';

export const CONTEXT = 'https://schema.org';

/** The identifier other objects use to point at the agency, one per domain. */
export const agencyId = (locale: Locale) => `${originOf(locale)}/#organization`;
