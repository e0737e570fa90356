/** The files that differ per language domain (each domain has its own robots.txt and sitemap.xml), kept beside that
 * language's prerendered pages: written by scripts/seo/sitemap.ts, served by server/app.ts. */
export const PER_DOMAIN_FILES = ['/robots.txt', '/sitemap.xml'] as const;
