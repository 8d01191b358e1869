import type { PlayerId } from '../state/types';

/**
 * Player words in text that several players read. A text names players with placeholders that
 * render per reader — the reader reads "you", "your", "yours" and a verb that agrees ("you
 * hold"), everyone else the player's name ("p2 holds", "p2's"):
 *
 * ```ts
 * `It is ${whose(active)} turn, not ${whose(player, 'alone')}. ${who(player, 'holds')} 7 cards.`
 * // read by p2: "It is p1's turn, not yours. You hold 7 cards."
 * // read by p1: "It is your turn, not p2's. p2 holds 7 cards."
 * ```
 *
 * Placeholders are plain text (`{@p2}`, `{@p2|holds|hold}`, `{@p2's}`, `{@p2's|alone}`), so they
 * can be kept in the state (a decision's prompt, a result's reason) and rendered when read.
 */

/** A player as subject or object: "you" / "p2". With `verb` (third person, "holds"), the verb agrees: "you hold" / "p2 holds". */
export function who(player: PlayerId, verb?: string, base?: string): string {
  checkId(player);
  if (verb === undefined) return `{@${player}}`;
  return `{@${player}|${verb}|${base ?? baseForm(verb)}}`;
}

/** A player's possessive: "your" / "p2's" before a noun; with `'alone'`, where no noun follows: "yours" / "p2's". */
export function whose(player: PlayerId, alone?: 'alone'): string {
  checkId(player);
  return alone ? `{@${player}'s|alone}` : `{@${player}'s}`;
}

function checkId(player: PlayerId): void {
  if (typeof player !== 'string' || player === '' || /[{}|'\s:]/.test(player))
    throw new RangeError(
      `A player id in words must be a non-empty text without spaces or any of { } | ' : (got ${JSON.stringify(player)}).`,
    );
}

/** Who reads a text, and how the others are called. */
export interface WordsOptions {
  /** The reader: their own id becomes "you", "your", "yours". Omit for a spectator. */
  readonly viewer?: PlayerId;
  /** Every player of the game; their bare ids in a text are found and rendered too. */
  readonly players: readonly PlayerId[];
  /** What another player is called (default: their id). The same in two- and many-player games. */
  readonly name?: (player: PlayerId) => string;
}

const IRREGULAR: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

/** The form a third-person verb takes after "you": holds → hold, passes → pass, tries → try, has → have. */
export function baseForm(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular !== undefined) return irregular;
  if (/(ss|sh|ch|x|zz|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

// Words ending in "s" that are no verb after a player's id ("p1 vs p2", "p2 as well").
const NOT_VERBS = new Set([
  'as',
  'us',
  'vs',
  'plus',
  'thus',
  'this',
  'its',
  'his',
  'hers',
  'ours',
  'yours',
  'theirs',
  'less',
  'unless',
  'yes',
  'always',
  'perhaps',
  'sometimes',
  'across',
]);
// Adverbs that may stand between a subject and its verb ("p2 still holds").
const ADVERBS = new Set([
  'also',
  'always',
  'already',
  'still',
  'now',
  'then',
  'just',
  'never',
  'only',
  'first',
  'again',
  'often',
  'usually',
  'really',
]);
// Words after which a player is an object ("gave p2 cards", "to p2"), never a subject.
const BEFORE_OBJECT =
  /(?:^|\s)(?:to|for|from|with|at|by|of|on|against|than|gave|gives|give|show|shows|showed|deal|deals|dealt|hand|hands|handed|send|sends|sent|offer|offers|offered|tell|tells|told|ask|asks|asked|let|lets|lead|leads|passed|beat|beats|beaten)\s+$/i;

const TOKEN = /\{@([^{}|'\s:]+)('s)?(?:\|([^{}|]*))?(?:\|([^{}|]*))?\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where "you…" is upper-cased: where a sentence or a line starts inside the text. Not at the
 * very start (a rendered line is often put after something: "- you drew 2 cards", "Turn
 * ended: you …"), nor after a list bullet (list items read like log lines, lower-case).
 */
function atSentenceStart(text: string, at: number): boolean {
  return /(?:[.!?]\s+|\n)$/.test(text.slice(Math.max(0, at - 4), at));
}
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Renders the player words of `text` for one reader: every placeholder (see {@link who} and
 * {@link whose}), and every bare player id as well (not one in quotes), read by its grammar: `p2's` before a noun is
 * "your", at the end of a clause "yours"; `p2` before a third-person verb ("holds", "has", "is",
 * also after an adverb: "still holds") is "you" with the verb agreeing ("you hold"), except
 * where it is an object ("gave p2 cards", "to p2"). Only the reader's own id changes wording;
 * other ids become their names. Placeholders are exact; bare ids are a best reading of plain
 * English, so write placeholders in new text.
 */
export function renderWords(text: string, options: WordsOptions): string {
  const { viewer, players } = options;
  const nameOf = (p: PlayerId) => (options.name ? options.name(p) : p);
  const tokens = text.includes('{@')
    ? text.replace(TOKEN, (m, p: string, possessive?: string, a?: string, b?: string) => {
        if (!players.includes(p)) return m;
        const name = nameOf(p);
        if (p !== viewer) return possessive ? `${name}'s` : a ? `${name} ${a}` : name;
        // Marked so the pass below capitalizes it at a sentence start, as it does bare ids;
        // \u0002: a subject whose verb was not given, which agrees as after a bare id.
        if (possessive) return a === 'alone' ? '\u0001yours' : '\u0001your';
        return a ? `\u0001you ${b ?? baseForm(a)}` : '\u0002you';
      })
    : text;
  let out = '';
  let last = 0;
  const ids = players.length > 0 ? `|${players.map(escapeRegExp).join('|')}` : '';
  // \u0001 and \u0002 mark words rendered from placeholders. A bare id is not inside a word,
  // a zone key or quotes (`"p2"` is the id itself, as in "You are player "p2"").
  const scan = new RegExp(
    `\u0001|\u0002you|(?<![\\w:@{'"\`])(?:(?!x)x${ids})('s)?(?![\\w:'"\`])`,
    'g',
  );
  for (let m = scan.exec(tokens); m !== null; m = scan.exec(tokens)) {
    const at = m.index;
    out += tokens.slice(last, at);
    last = at + m[0].length;
    if (m[0] === '\u0001') {
      if (atSentenceStart(tokens, at)) {
        out += tokens.charAt(last).toUpperCase();
        last++;
      }
      continue;
    }
    const possessive = m[1] !== undefined;
    const p = m[0] === '\u0002you' ? viewer : possessive ? m[0].slice(0, -2) : m[0];
    if (p === undefined) continue;
    if (p !== viewer) {
      out += possessive ? `${nameOf(p)}'s` : nameOf(p);
      continue;
    }
    const rest = tokens.slice(last);
    let word = 'you';
    if (possessive) word = /^\s+[\p{L}\p{N}#"“]/u.test(rest) ? 'your' : 'yours';
    out += atSentenceStart(tokens, at) ? capital(word) : word;
    if (possessive || BEFORE_OBJECT.test(tokens.slice(Math.max(0, at - 24), at))) continue;
    // The verb after "you" agrees with it, past one adverb ("you still hold").
    const first = /^(\s+)([a-z']+)(?![\w'])/.exec(rest);
    if (!first) continue;
    let lead = first[1] as string;
    let verb = first[2] as string;
    if (ADVERBS.has(verb)) {
      const second = /^(\s+)([a-z']+)(?![\w'])/.exec(rest.slice(first[0].length));
      if (!second) continue;
      lead = `${lead}${verb}${second[1]}`;
      verb = second[2] as string;
    }
    if (!isVerb(verb)) continue;
    out += `${lead}${baseForm(verb)}`;
    last += lead.length + verb.length;
    scan.lastIndex = last;
  }
  return out + tokens.slice(last);
}

function isVerb(word: string): boolean {
  if (IRREGULAR[word] !== undefined) return true;
  return /^[a-z]*[^s']s$/.test(word) && !NOT_VERBS.has(word);
}
