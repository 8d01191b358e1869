import type { CardType, Faction } from '../data/types';
import { FACTIONS } from '../data/types';

/** A range of whole numbers; a missing end is open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** The filters a free-text query asked for, and the words left for full-text search. */
export interface InterpretedQuery {
  /** Words that are not filters, for full-text search over name, text and traits. */
  text: string;
  class?: Faction[];
  type?: CardType[];
  /** Every one of these traits (lower case). */
  traits?: string[];
  level?: NumberRange;
  cost?: NumberRange;
  /** Sort by cost, cheapest first (asked for with "cheap"). */
  cheapestFirst?: boolean;
  /** What was read as a filter, in words, e.g. `class guardian`, `cost 0-2`. */
  understood: string[];
}

/** Words that are neither filters nor worth searching for in card text. */
const FILLER = new Set(
  'a an the and or for with that which who to of in on my me i we our some any good best great card cards deck decks player want need needs find show give me that can will is are it its what'.split(
    ' ',
  ),
);

/** Cost words: "cheap" is what a turn-one play costs in this game (0–2 resources). */
const COST_WORDS: Record<string, NumberRange & { label: string }> = {
  cheap: { min: 0, max: 2, label: 'cost 0-2' },
  cheaper: { min: 0, max: 2, label: 'cost 0-2' },
  cheapest: { min: 0, max: 2, label: 'cost 0-2' },
  inexpensive: { min: 0, max: 2, label: 'cost 0-2' },
  free: { min: 0, max: 0, label: 'cost 0' },
  expensive: { min: 4, label: 'cost 4+' },
};

/** Level words: "upgraded" and "xp" mean a card bought with experience (level 1–5). */
const LEVEL_WORDS: Record<string, NumberRange & { label: string }> = {
  upgraded: { min: 1, max: 5, label: 'level 1-5' },
  upgrade: { min: 1, max: 5, label: 'level 1-5' },
  upgrades: { min: 1, max: 5, label: 'level 1-5' },
  xp: { min: 1, max: 5, label: 'level 1-5' },
  experienced: { min: 1, max: 5, label: 'level 1-5' },
  starter: { min: 0, max: 0, label: 'level 0' },
};

/** Players' words for what card text says another way. */
const SYNONYMS: Record<string, string> = {
  money: 'gain resources',
  cash: 'gain resources',
  economy: 'gain resources',
  income: 'gain resources',
  attack: 'fight',
  attacks: 'fight',
  kill: 'damage',
  healing: 'heal',
};

/** Card types a query word can name; "enemy" and "treachery" are words of card text. */
const TYPE_WORDS: readonly CardType[] = ['asset', 'event', 'skill'];

/** Singular form of a simple English plural ("allies" → "ally", "spells" → "spell"). */
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/**
 * Reads class, type, trait, level and cost words of a free-text card query as filters and
 * keeps the rest for full-text search. `traits` is the vocabulary of the indexed cards (lower
 * case), so a trait word such as "weapon", "spell" or "tome" is only a filter when some card
 * has that trait. Numbers: "level 2", "level 3+", "lvl 0", "0 xp", "cost 1", "costs 2 or less".
 */
export function interpretQuery(query: string, traits: ReadonlySet<string>): InterpretedQuery {
  const words = query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+'.-]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const classes = new Set<Faction>();
  const types = new Set<CardType>();
  const wantedTraits = new Set<string>();
  const rest: string[] = [];
  let level: (NumberRange & { label: string }) | undefined;
  let cost: (NumberRange & { label: string }) | undefined;
  let cheapestFirst = false;

  const numberAt = (i: number) => {
    const m = /^(\d)(\+?)$/.exec(words[i] ?? '');
    if (!m) return undefined;
    const n = Number(m[1]);
    const orMore = m[2] === '+' || words[i + 1] === '+';
    const orLess =
      (words[i + 1] === 'or' && ['less', 'fewer', 'lower', 'under'].includes(words[i + 2] ?? '')) ||
      false;
    return { n, orMore, orLess, used: orLess ? 3 : words[i + 1] === '+' ? 2 : 1 };
  };

  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const one = singular(word);
    if ((FACTIONS as readonly string[]).includes(one)) {
      classes.add(one as Faction);
      continue;
    }
    if ((TYPE_WORDS as readonly string[]).includes(one)) {
      types.add(one as CardType);
      continue;
    }
    if (word === 'level' || word === 'lvl' || word === 'cost' || word === 'costs') {
      const num = numberAt(i + 1);
      if (num) {
        const range: NumberRange = num.orMore
          ? { min: num.n, ...(word.startsWith('l') ? { max: 5 } : {}) }
          : num.orLess
            ? { min: 0, max: num.n }
            : { min: num.n, max: num.n };
        const label = `${word.startsWith('l') ? 'level' : 'cost'} ${num.orMore ? `${num.n}+` : num.orLess ? `0-${num.n}` : num.n}`;
        if (word.startsWith('l')) level = { ...range, label };
        else cost = { ...range, label };
        i += num.used;
        continue;
      }
    }
    if (/^\d$/.test(word) && (words[i + 1] === 'xp' || words[i + 1] === 'experience')) {
      const n = Number(word);
      level = { min: n, max: n, label: `level ${n}` };
      i += 1;
      continue;
    }
    if (COST_WORDS[word]) {
      cost = COST_WORDS[word];
      cheapestFirst = word.startsWith('cheap') || word === 'inexpensive';
      continue;
    }
    if (LEVEL_WORDS[word]) {
      level = LEVEL_WORDS[word];
      continue;
    }
    if (traits.has(one) || traits.has(word)) {
      wantedTraits.add(traits.has(one) ? one : word);
      continue;
    }
    if (!FILLER.has(word)) rest.push(SYNONYMS[word] ?? word);
  }

  const understood = [
    ...(classes.size ? [`class ${[...classes].join('/')}`] : []),
    ...(types.size ? [`type ${[...types].join('/')}`] : []),
    ...[...wantedTraits].map((t) => `trait ${t}`),
    ...(level ? [level.label] : []),
    ...(cost ? [cost.label] : []),
  ];
  const range = (r: (NumberRange & { label?: string }) | undefined) =>
    r
      ? {
          ...(r.min !== undefined ? { min: r.min } : {}),
          ...(r.max !== undefined ? { max: r.max } : {}),
        }
      : undefined;
  return {
    text: rest.join(' '),
    ...(classes.size ? { class: [...classes] } : {}),
    ...(types.size ? { type: [...types] } : {}),
    ...(wantedTraits.size ? { traits: [...wantedTraits] } : {}),
    ...(level ? { level: range(level)! } : {}),
    ...(cost ? { cost: range(cost)! } : {}),
    ...(cheapestFirst ? { cheapestFirst } : {}),
    understood,
  };
}
