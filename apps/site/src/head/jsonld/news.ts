import { localeTags, originOf, type Locale } from '@hraun/content';
import { absoluteUrl, LOGO_PATH, LOGO_SIZE, socialImageOf } from '../social-image';
import { agencyId, CONTEXT } from './common';

/** A news article page. Dates are ISO 8601 (`published_at` as stored). */
export function newsArticleJsonLd(
  locale: Locale,
  article: { headline: string; description?: string; path: string; datePublished: string; dateModified?: string; image?: string; publisherName: string },
) {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Search engines cut headlines at 110 characters.
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    ...(article.description ? { description: article.description } : {}),
    url: absoluteUrl(locale, article.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(locale, article.path) },
    inLanguage: localeTags[locale],
    datePublished: new Date(article.datePublished).toISOString(),
    dateModified: new Date(article.dateModified ?? article.datePublished).toISOString(),
    // The same picture as the page's social preview: its own when a raster image, else the language's default.
    image: [socialImageOf(locale, article.image).url],
    author: { '@type': 'Organization', '@id': agencyId(locale), name: article.publisherName, url: `${originOf(locale)}/` },
    publisher: {
      '@type': 'Organization',
      '@id': agencyId(locale),
      name: article.publisherName,
      url: `${originOf(locale)}/`,
      logo: { '@type': 'ImageObject', url: absoluteUrl(locale, LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    },
  };
}
