import { z } from 'zod';
import { playedAsPokemon } from './card-helpers';
import {
  hasLostText,
  mendKnownTypos,
  mendMissingFullStop,
  TEXT_DECIDES_DAMAGE,
} from './data-faults';
import { readBothTypes } from './dual-type';
import { printedPrizeRule } from './prize-rule';
import { isKnownSet, setInfoFor } from './set-codes';
import { type StageMend, stageMends } from './stage-mends';
import type {
  Attack,
  CardSet,
  CardSetInfo,
  CardSetNote,
  EnergyType,
  PokemonCard,
  TypeModifier,
} from './types';
import { ENERGY_TYPES } from './types';

const energyType = z.enum(ENERGY_TYPES as [EnergyType, ...EnergyType[]]);

/**
 * A card file's words as printed words only: line breaks and tabs become spaces, other control
 * and format characters (bidi overrides, zero-width marks, escape codes) go, and so do `«` and
 * `»`, which mark card data in prompts (see `cardDataMarker`). Names and texts of a file reach
 * players' prompts, so nothing in them may steer how the text reads.
 */
export function cleanCardText(text: string): string {
  return stripControls(spaceLineBreaks(text));
}
const spaceLineBreaks = (text: string) => text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ');
const stripControls = (text: string) => text.replace(/[\p{Cc}\p{Cf}«»]/gu, '');

/**
 * Longest card name (and `evolvesFrom`), attack or ability name (and subtype), and card text a
 * file may hold — well above any printed card. A longer name is refused; a longer text is cut,
 * with a note.
 */
export const CARD_TEXT_LIMITS = { name: 60, part: 40, text: 1_000 } as const;

/**
 * A standalone player id (`p1`, `p2` — the ids Pokémon matches use) or a `{@…}` placeholder:
 * the runtime rewrites those for each reader ("you", "opponent"), so a card's words holding one
 * would no longer read as the card's words, nor be marked as card data.
 */
const PLAYER_WORD = /(?<![\p{L}\p{N}_])p\d+(?![\p{L}\p{N}_])|\{@/u;
const noPlayerWord = (s: string) => !PLAYER_WORD.test(s);
const PLAYER_WORD_MESSAGE =
  'must not hold a player id such as "p1" as a word, nor "{@": the game rewrites those for each player';

/** A text field of a card file, already cleaned (see `cleanRawCard`). */
const cardText = z.string().refine(noPlayerWord, PLAYER_WORD_MESSAGE);
const cardName = (max: number) =>
  cardText
    .pipe(z.string().max(max, `at most ${max} characters (control characters removed)`))
    .pipe(z.string().trim().min(1, 'must not be empty'));

const attackSchema = z.object({
  name: cardName(CARD_TEXT_LIMITS.part),
  cost: z.array(energyType).optional(),
  convertedEnergyCost: z.number().int().min(0).optional(),
  damage: z
    .string()
    .regex(/^(\d+\s*[+×x\-−]?)?$/, 'damage must look like "", "30", "30+", "20×" or "50-"')
    .optional(),
  text: cardText.optional(),
});

const abilitySchema = z.object({
  name: cardName(CARD_TEXT_LIMITS.part),
  text: cardText,
  type: cardName(CARD_TEXT_LIMITS.part).optional(),
});

const modifierSchema = z.object({ type: energyType, value: z.string() });

const setSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  series: z.string().optional(),
  ptcgoCode: z.string().optional(),
  releaseDate: z.string().optional(),
});

/** One card as found in a pokemontcg.io file; unknown fields (images, prices …) are ignored. */
const rawCardSchema = z.object({
  id: z
    .string()
    .max(40, 'id is at most 40 characters')
    // The number part is the printed number, which is not always digits: Unown cards print a
    // letter, "!" or "?" (EX Unseen Forces ids "ex10-A", "ex10-!", "ex10-?").
    .regex(
      /^[\w.]+-[\w.!?]+$/,
      'id must be "<set id>-<printed number>" in letters, digits, ".", "!" or "?", e.g. "sv1-1"',
    ),
  name: cardName(CARD_TEXT_LIMITS.name),
  supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
  subtypes: z.array(cardName(CARD_TEXT_LIMITS.part)).optional(),
  hp: z
    .string()
    .regex(/^\d+$/, 'hp must be a whole number written as a string, e.g. "60"')
    .optional(),
  types: z.array(energyType).optional(),
  evolvesFrom: cardName(CARD_TEXT_LIMITS.name).optional(),
  evolvesTo: z.array(cardName(CARD_TEXT_LIMITS.name)).optional(),
  abilities: z.array(abilitySchema).optional(),
  attacks: z.array(attackSchema).optional(),
  weaknesses: z.array(modifierSchema).optional(),
  resistances: z.array(modifierSchema).optional(),
  retreatCost: z.array(energyType).optional(),
  rules: z.array(cardText).optional(),
  number: z.string().min(1),
  regulationMark: z.string().optional(),
  set: setSchema.optional(),
});

type RawCard = z.infer<typeof rawCardSchema>;

/** One problem found while loading a set: where (`cards[3].hp`) and what is wrong. */
export interface CardSetIssue {
  readonly path: string;
  readonly message: string;
}

/** Thrown by {@link loadCardSet} when a file is not a valid pokemontcg.io card set. */
export class CardSetValidationError extends Error {
  override readonly name = 'CardSetValidationError';
  constructor(readonly issues: readonly CardSetIssue[]) {
    const shown = issues.slice(0, 10).map((i) => `  - ${i.path}: ${i.message}`);
    const more = issues.length > 10 ? [`  … and ${issues.length - 10} more`] : [];
    super(
      [
        `Card set is not valid (${issues.length} problem${issues.length === 1 ? '' : 's'}):`,
        ...shown,
        ...more,
      ].join('\n'),
    );
  }
}

/** Options for {@link loadCardSet}. */
export interface LoadCardSetOptions {
  /** Set facts to use or override (name, `ptcgoCode` for deck lists, aliases …). */
  readonly set?: Partial<CardSetInfo>;
}

/**
 * Loads one set of cards in the pokemontcg.io shape and validates it. Accepts a pokemon-tcg-data
 * set file (an array of cards), an API response (`{ data: [...] }`) or the package's compact form
 * (`{ set, cards }`). All cards must belong to one set.
 *
 * @throws CardSetValidationError listing every problem with its path, e.g.
 *   `cards[3] (sv1-4 Breloom).hp: hp must be a whole number …`.
 */
export function loadCardSet(json: unknown, options: LoadCardSetOptions = {}): CardSet {
  const { cards: rawCards, set: fileSet } = unwrap(json);
  const issues: CardSetIssue[] = [];
  const notes: CardSetNote[] = [];
  const parsed: RawCard[] = [];
  rawCards.forEach((raw, index) => {
    const label = cardLabel(raw, index);
    const result = rawCardSchema.safeParse(cleanRawCard(raw, label, notes));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        issues.push({ path: path ? `${label}.${path}` : label, message: issue.message });
      }
      return;
    }
    const card = result.data;
    if (card.supertype === 'Pokémon' && card.hp === undefined) {
      issues.push({ path: `${label}.hp`, message: 'a Pokémon card needs hp, e.g. "60"' });
    }
    parsed.push(card);
  });
  if (rawCards.length === 0) issues.push({ path: 'cards', message: 'the set has no cards' });

  const setIds = [...new Set(parsed.map((c) => c.set?.id ?? setIdOf(c.id)))];
  const setId = options.set?.id ?? fileSet?.id ?? setIds[0];
  if (!options.set?.id && setIds.length > 1) {
    issues.push({
      path: 'cards',
      message: `cards come from several sets (${setIds.join(', ')}); load one set per call`,
    });
  }
  const seen = new Set<string>();
  for (const card of parsed) {
    if (seen.has(card.id)) issues.push({ path: card.id, message: 'duplicate card id' });
    seen.add(card.id);
  }
  if (issues.length > 0 || setId === undefined) throw new CardSetValidationError(issues);

  const fromCards = parsed.find((c) => c.set)?.set;
  const given = {
    ...stripUndefined({ ...fromCards }),
    ...stripUndefined({ ...fileSet }),
    ...options.set,
  };
  const set = setInfoFor(setId, given);
  if (!isKnownSet(setId, given))
    notes.push({
      path: 'set',
      message: `no name or deck-list code for set "${setId}": deck lists name it "${set.ptcgoCode}" until you pass set: { name, ptcgoCode } to loadCardSet`,
    });
  const mends = stageMends(parsed);
  const cards = parsed.map((raw, index) =>
    normalise(raw, set, notes, cardLabel(raw, index), mends.get(raw.id)),
  );
  return { set, cards, notes };
}

/** Subtypes these rules play (others are read as the plain card they are printed on). */
export const PLAYED_SUBTYPES: ReadonlySet<string> = new Set([
  'Basic',
  // A Baby Pokémon is played as a Basic; its Baby rule is carried out (effects/baby-rule.ts).
  'Baby',
  'Stage 1',
  'Stage 2',
  'ex',
  'EX',
  'GX',
  'V',
  'VMAX',
  'VSTAR',
  'Tera',
  'Radiant',
  // A Pokémon ★ is played as a Basic; its rule (1 per deck) is a deck limit (decks/deck-limits.ts).
  'Star',
  'Item',
  'Supporter',
  'Stadium',
  'Pokémon Tool',
  'Special',
  "Rocket's Secret Machine",
  'Technical Machine',
  'Ancient',
  'Future',
  'Single Strike',
  'Rapid Strike',
  'Fusion Strike',
]);

function unwrap(json: unknown): { cards: unknown[]; set?: Partial<CardSetInfo> } {
  if (Array.isArray(json)) return { cards: json };
  if (json !== null && typeof json === 'object') {
    const obj = json as Record<string, unknown>;
    if (Array.isArray(obj.data)) return { cards: obj.data };
    if (Array.isArray(obj.cards)) {
      const set = setSchema.safeParse(obj.set);
      return set.success
        ? { cards: obj.cards, set: set.data as Partial<CardSetInfo> }
        : { cards: obj.cards };
    }
  }
  throw new CardSetValidationError([
    {
      path: '(root)',
      message:
        'expected an array of cards (a pokemon-tcg-data set file), { data: [...] } (an API response) or { set, cards }',
    },
  ]);
}

/** `cards[3] (sv1-4 Breloom)`: id and name cleaned and cut short, whatever the file holds. */
function cardLabel(raw: unknown, index: number): string {
  const obj = (raw ?? {}) as { id?: unknown; name?: unknown };
  const short = (s: string) => {
    const clean = cleanCardText(s);
    return clean.length > CARD_TEXT_LIMITS.name
      ? `${clean.slice(0, CARD_TEXT_LIMITS.name)}…`
      : clean;
  };
  const id = typeof obj.id === 'string' ? short(obj.id) : '?';
  const name = typeof obj.name === 'string' ? ` ${short(obj.name)}` : '';
  return `cards[${index}] (${id}${name})`;
}

/**
 * A raw card with its words cleaned (see {@link cleanCardText}) and its texts (rules, attack
 * and ability texts) cut to `CARD_TEXT_LIMITS.text`, each change noted: what was removed, how
 * much was cut. Names are not cut: the schema refuses one that is too long. Known faults of the
 * card data are mended here too, each with a note (see `data-faults.ts`).
 */
function cleanRawCard(raw: unknown, label: string, notes: CardSetNote[]): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const clean = (value: unknown, path: string, cut: boolean): unknown => {
    if (typeof value !== 'string') return value;
    const spaced = spaceLineBreaks(value);
    let out = stripControls(spaced);
    if (out !== spaced)
      notes.push({
        path: `${label}.${path}`,
        message: `${spaced.length - out.length} control or format characters (or « ») removed`,
      });
    if (cut) {
      const typos = mendKnownTypos(out);
      for (const t of typos.mended)
        notes.push({
          path: `${label}.${path}`,
          message: `known typo in the card data mended: "${t.wrong}" read as "${t.right}"`,
        });
      out = typos.text;
      // Only an attack's or a Power's text, and only one that is not cut: a rule or a cut text
      // may end mid-sentence for reasons that are no fault of the data.
      const stop =
        /^(attacks|abilities)\.\d+\.text$/.test(path) && out.length <= CARD_TEXT_LIMITS.text
          ? mendMissingFullStop(out)
          : { text: out, mended: false };
      if (stop.mended)
        notes.push({
          path: `${label}.${path}`,
          message: 'the text lost its final full stop in the card data: put back',
        });
      out = stop.text;
    }
    if (cut && out.length > CARD_TEXT_LIMITS.text) {
      notes.push({
        path: `${label}.${path}`,
        message: `cut to ${CARD_TEXT_LIMITS.text.toLocaleString('en-US')} characters: the last ${(out.length - CARD_TEXT_LIMITS.text).toLocaleString('en-US')} of ${out.length.toLocaleString('en-US')} are left out`,
      });
      out = out.slice(0, CARD_TEXT_LIMITS.text);
    }
    return out;
  };
  const list = (value: unknown, path: string, cut: boolean) =>
    Array.isArray(value) ? value.map((v, i) => clean(v, `${path}.${i}`, cut)) : value;
  const parts = (value: unknown, path: string) =>
    Array.isArray(value)
      ? value.map((part, i) => {
          if (part === null || typeof part !== 'object') return part;
          const p = part as Record<string, unknown>;
          if (path === 'attacks' && hasLostText(p))
            notes.push({
              path: `${label}.${path}.${i}`,
              message:
                'prints neither damage nor text: the data has lost what it does, so it is left to manual play',
            });
          if (p.damage === TEXT_DECIDES_DAMAGE)
            notes.push({
              path: `${label}.${path}.${i}.damage`,
              message: `damage "${TEXT_DECIDES_DAMAGE}" read as no printed damage: the attack's text decides it`,
            });
          return {
            ...p,
            ...(p.damage === TEXT_DECIDES_DAMAGE ? { damage: '' } : {}),
            name: clean(p.name, `${path}.${i}.name`, false),
            text: clean(p.text, `${path}.${i}.text`, true),
            ...(p.type !== undefined ? { type: clean(p.type, `${path}.${i}.type`, false) } : {}),
          };
        })
      : value;
  const card = raw as Record<string, unknown>;
  return {
    ...card,
    name: clean(card.name, 'name', false),
    evolvesFrom: clean(card.evolvesFrom, 'evolvesFrom', false),
    evolvesTo: list(card.evolvesTo, 'evolvesTo', false),
    subtypes: list(card.subtypes, 'subtypes', false),
    rules: list(card.rules, 'rules', true),
    attacks: parts(card.attacks, 'attacks'),
    abilities: parts(card.abilities, 'abilities'),
  };
}

function setIdOf(cardId: string): string {
  return cardId.slice(0, cardId.lastIndexOf('-'));
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function normalise(
  raw: RawCard,
  set: CardSetInfo,
  notes: CardSetNote[],
  label: string,
  mend?: StageMend,
): PokemonCard {
  for (const subtype of raw.subtypes ?? [])
    if (!PLAYED_SUBTYPES.has(subtype))
      notes.push({
        path: `${label}.subtypes`,
        message: `"${subtype}" has no rules here: the card plays as a plain ${raw.supertype === 'Pokémon' ? 'Pokémon of its stage' : raw.supertype}`,
      });
  const base = {
    id: raw.id,
    name: raw.name,
    subtypes: mendedSubtypes(raw.subtypes ?? [], mend),
    number: raw.number,
    set,
    rules: raw.rules ?? [],
    ...(raw.regulationMark ? { regulationMark: raw.regulationMark } : {}),
  };
  const attacks: Attack[] = (raw.attacks ?? []).map((a) => ({
    name: a.name,
    cost: a.cost ?? [],
    convertedEnergyCost: a.convertedEnergyCost ?? (a.cost ?? []).length,
    damage: a.damage ?? '',
    text: a.text ?? '',
  }));
  const abilities = (raw.abilities ?? []).map((a) => ({
    name: a.name,
    text: a.text,
    type: a.type ?? 'Ability',
  }));
  if (raw.supertype === 'Trainer') {
    const trainer = {
      ...base,
      supertype: 'Trainer' as const,
      ...(raw.hp !== undefined ? { hp: Number(raw.hp) } : {}),
      // A Technical Machine's attack, lent to the Pokémon it is attached to.
      ...(attacks.length > 0 ? { attacks } : {}),
      // A fossil's Poké-Body, working while it is in play as a Pokémon.
      ...(abilities.length > 0 ? { abilities } : {}),
    };
    notePlayedAsPokemon(trainer, notes, label);
    return trainer;
  }
  if (raw.supertype === 'Energy') return { ...base, supertype: 'Energy' };
  const mods = (list: readonly TypeModifier[] | undefined) =>
    (list ?? []).map((m) => ({ type: m.type, value: m.value }));
  return {
    ...base,
    supertype: 'Pokémon',
    hp: Number(raw.hp),
    types: printedTypes(raw, notes, label),
    ...(evolvesFrom(raw, notes, label, mend) ?? {}),
    // Only a Baby's "evolves into" plays (the Baby rule); later data lists it for every card.
    ...(raw.subtypes?.includes('Baby') && raw.evolvesTo?.length
      ? { evolvesTo: raw.evolvesTo }
      : {}),
    abilities,
    attacks,
    weaknesses: mods(raw.weaknesses),
    resistances: mods(raw.resistances),
    retreatCost: raw.retreatCost ?? [],
  };
}

/**
 * A Pokémon's types: the data's, and any its dual-type rule ("This Pokémon is both Grass and
 * Darkness type.") names that the data left out — the printed rule decides.
 */
function printedTypes(raw: RawCard, notes: CardSetNote[], label: string): EnergyType[] {
  const types: EnergyType[] = [...(raw.types ?? [])];
  for (const [i, line] of (raw.rules ?? []).entries())
    for (const type of readBothTypes(line) ?? [])
      if (!types.includes(type)) {
        types.push(type);
        notes.push({
          path: `${label}.rules.${i}`,
          message: `its rule makes it ${type} type too, which its "types" leaves out: played as ${types.join(' and ')}`,
        });
      }
  return types;
}

/** A card's subtypes with its mended stage in place of the "Basic" (or "Stage 2") the data typed it. */
function mendedSubtypes(subtypes: readonly string[], mend: StageMend | undefined): string[] {
  if (mend?.kind !== 'evolution') return [...subtypes];
  return subtypes.map((s) => (s === 'Basic' || s === 'Stage 2' ? mend.stage : s));
}

/**
 * What a Pokémon evolves from, as printed: a card printed as a Basic evolves from nothing, whatever
 * later data says (Base Set era Mr. Mime, Snorlax, Pikachu and Magmar name the babies that came
 * years after them); a card the data typed Basic whose pre-evolution the set prints is the
 * Evolution card it is (see `stage-mends.ts`).
 */
function evolvesFrom(
  raw: RawCard,
  notes: CardSetNote[],
  label: string,
  mend: StageMend | undefined,
): { evolvesFrom: string } | undefined {
  if (!raw.evolvesFrom) return undefined;
  const subtypes = raw.subtypes ?? [];
  if (mend?.kind === 'evolution') {
    notes.push({
      path: `${label}.subtypes`,
      message: `typed "${subtypes.includes('Stage 2') ? 'Stage 2' : 'Basic'}" but evolves from ${mend.from}, ${mend.stage === 'Stage 2' ? 'a Stage 1' : 'a Basic'} Pokémon of this set: played as a ${mend.stage} Pokémon`,
    });
    return { evolvesFrom: raw.evolvesFrom };
  }
  if (subtypes.includes('Basic') && !subtypes.some((s) => s.startsWith('Stage'))) {
    // A Pokémon-ex (its Prize rule dates it 2003 on) names the card it evolves from, printed in
    // an earlier set (Team Magma vs Team Aqua's Blaziken ex ← Combusken); the file alone does
    // not tell that card's stage, so the stage of this one is not known: it plays as typed.
    const ex = /^Pokémon[- ]ex$/.test(printedPrizeRule(raw.rules ?? [])?.kind ?? '');
    notes.push({
      path: `${label}.evolvesFrom`,
      message: ex
        ? `typed "Basic" but evolves from ${raw.evolvesFrom}, which this set does not print: a Pokémon-ex is printed with its stage, which the file does not give — played as a Basic Pokémon, as typed (its stage may be wrong)`
        : `printed as a Basic Pokémon: "evolves from ${raw.evolvesFrom}" (a card printed later) is ignored`,
    });
    return undefined;
  }
  // A Baby Pokémon is "a special type of Basic Pokémon card" (Neo Genesis rules): it evolves from
  // nothing (Wizards promo Pichu's data names the Pikachu it evolves into).
  if (subtypes.includes('Baby') && !subtypes.some((s) => s.startsWith('Stage'))) {
    notes.push({
      path: `${label}.evolvesFrom`,
      message: `a Baby Pokémon is a Basic Pokémon: "evolves from ${raw.evolvesFrom}" is ignored`,
    });
    return undefined;
  }
  return { evolvesFrom: raw.evolvesFrom };
}

/** Notes on a Trainer played "as if it were a Basic Pokémon" whose text is not all read. */
function notePlayedAsPokemon(card: PokemonCard, notes: CardSetNote[], label: string): void {
  if (!card.rules.some((r) => /as if it were a Basic Pokémon/.test(r))) return;
  const read = playedAsPokemon(card);
  if (!read) {
    notes.push({
      path: `${label}.hp`,
      message: 'played "as if it were a Basic Pokémon" but prints no HP: it plays as a Trainer',
    });
    return;
  }
  for (const s of read.unread)
    notes.push({ path: `${label}.rules`, message: `not read as it plays in play: "${s}"` });
}
