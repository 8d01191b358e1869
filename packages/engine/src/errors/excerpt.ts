/** Longest stretch of a caller's input an error message quotes. */
export const EXCERPT_LENGTH = 60;

/**
 * A caller's value as an error message quotes it: JSON, cut to `max` characters with the full
 * length said, so a 200,000-character name comes back as a line, not as itself. Control
 * characters are escaped by JSON; values JSON cannot write are named by their type.
 */
export function excerpt(value: unknown, max = EXCERPT_LENGTH): string {
  let text: string | undefined;
  if (typeof value === 'string') {
    if (value.length > max)
      return `${JSON.stringify(value.slice(0, max))}… (${value.length.toLocaleString('en-US')} characters)`;
    return JSON.stringify(value);
  }
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return typeof value;
  return text.length > max ? `${text.slice(0, max)}… (${typeof value})` : text;
}
