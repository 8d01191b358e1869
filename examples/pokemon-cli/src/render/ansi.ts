import stringWidth from 'string-width';

/** A palette: every function returns its text unchanged when colour is off. */
export interface Palette {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  blue(text: string): string;
  magenta(text: string): string;
  cyan(text: string): string;
}

const wrap =
  (on: boolean, open: number, close: number) =>
  (text: string): string =>
    on ? `\u001b[${open}m${text}\u001b[${close}m` : text;

/** A palette with colour on or off. */
export function createPalette(enabled: boolean): Palette {
  return {
    enabled,
    bold: wrap(enabled, 1, 22),
    dim: wrap(enabled, 2, 22),
    red: wrap(enabled, 31, 39),
    green: wrap(enabled, 32, 39),
    yellow: wrap(enabled, 33, 39),
    blue: wrap(enabled, 34, 39),
    magenta: wrap(enabled, 35, 39),
    cyan: wrap(enabled, 36, 39),
  };
}

/**
 * Colour only when the stream is a terminal and `NO_COLOR` is unset (https://no-color.org):
 * piped output and transcripts stay plain text.
 */
export function colourWanted(
  stream: { isTTY?: boolean },
  env: Record<string, string | undefined>,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escapes is the point.
const ANSI = /\u001b\[[0-9;]*m/g;

/** Text without ANSI escapes. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/**
 * Terminal columns the text takes: escape codes take none, wide characters (CJK, most emoji)
 * two, combining marks none.
 */
export function visibleLength(text: string): number {
  return stringWidth(text);
}

/** Pads to a display width, on the right (`left` alignment) or on the left. */
export function pad(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const fill = ' '.repeat(Math.max(0, width - visibleLength(text)));
  return align === 'left' ? text + fill : fill + text;
}
