/**
 * `text` cut to at most `max` characters at a word boundary, with "…" when anything was cut.
 * A first word longer than `max` is cut inside (the only way to stay within `max`).
 */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // The cut falls between words when the next character is a space.
  const end = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const head = (end > 0 ? room.slice(0, end) : room).replace(/[\s,;:.(-]+$/, '');
  return `${head}…`;
}
