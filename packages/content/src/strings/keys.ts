import type { Strings } from './schema';

/** An i18next namespace: one `/locales/{lng}/{ns}.json` file. */
export type Namespace = keyof Strings;

/** i18next's plural forms (`within_one`, `within_other`) are asked for by their base (`within`, with `count`). */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/**
 * The dotted path of every string in a strings tree (`hero.title`); a list of strings answers both as a whole
 * (`features`, read with `returnObjects`) and item by item (`features.0`).
 */
export type KeyPaths<T> = T extends string
  ? never
  : {
      [K in keyof T & string]: T[K] extends string
        ? K | PluralBase<K>
        : T[K] extends readonly string[]
          ? K | `${K}.${number}`
          : `${K}.${KeyPaths<T[K]>}`;
    }[keyof T & string];

/** Every key of every namespace, written `namespace:path.to.string` as i18next takes it. */
export type TextKey = { [N in Namespace]: `${N}:${KeyPaths<Strings[N]>}` }[Namespace];

/** The groups that hold a given string: `KeyGroup<'metaTitle'>` is every `ns:path` whose `ns:path.metaTitle` is a key. */
export type KeyGroup<Leaf extends string> = TextKey extends infer K ? (K extends `${infer Group}.${Leaf}` ? Group : never) : never;
