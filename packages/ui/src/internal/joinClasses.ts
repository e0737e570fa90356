/** The class names given, in order, without the empty ones: a component's own classes, then the consumer's. */
export function joinClasses(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
