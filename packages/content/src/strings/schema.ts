import type { is } from './is';

/**
 * The shape every language must fill. Icelandic is the source language, so its object defines the
 * keys; any other language that misses or adds a key fails the type check.
 */
export type Strings = typeof is;
export type Namespace = keyof Strings;
