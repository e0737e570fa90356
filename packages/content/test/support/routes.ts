import { appRoutes, homeRoute, pageRoutes } from '../../src';

/**
 * Route patterns declared more than once across the page folders and the app's own table (`appRoutes.ts`). Two
 * patterns that match the same paths count as one (`/verkefni/:id` and `/verkefni/:slug`).
 */
export function routesDeclaredTwice(): string[] {
  const patterns = [homeRoute, ...pageRoutes, ...appRoutes].map((route) => route.path.replace(/:[^/]+/g, ':'));
  return [...new Set(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index))];
}
