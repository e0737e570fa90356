/** Multi-line content as paragraphs: split on blank lines (or single line breaks), empty ones dropped. */
export function paragraphsOf(content: string): string[] {
  const blocks = content.split(/\r?\n\s*\r?\n/);
  const parts = blocks.length > 1 ? blocks : content.split(/\r?\n/);
  return parts.map((part) => part.trim()).filter(Boolean);
}
