/** An item of a list a component renders: it may name itself with a stable `id`. */
interface Identified {
  id?: string;
}

/**
 * The React key of a list item: its `id` when the consumer gives one (so the item keeps its element, and the
 * focus in it, when the list is reordered or its text and links change, as on a change of language), else its
 * position. Never the item's href or label: two items may share one, and both change with the language.
 * The prefixes keep an id such as "1" apart from the position 1 in a list that mixes the two.
 */
export function itemKey(item: Identified, index: number): string {
  return item.id === undefined ? `at:${index}` : `id:${item.id}`;
}
