import type { is } from './assembled.generated';

/**
 * The shape every language must fill: the Icelandic strings, the source language, assembled from the shared
 * namespace files and the page folders. A language that misses or adds a key fails the type check.
 */
export type Strings = typeof is;

