import { readBothTypes } from './dual-type';
import { printedPrizeRule, readPrizeRule } from './prize-rule';
import type {
  Ability,
  EnergyCard,
  EnergyType,
  PokemonCard,
  PokemonSupertypeCard,
  TrainerCard,
} from './types';

/** The Base Set Trainer played "as if it were a Basic Pokémon" (see {@link playedAsPokemon}). */
export const CLEFAIRY_DOLL = 'Clefairy Doll';

/** The Special Conditions a Trainer played as a Pokémon can be immune to. */
type Condition = 'asleep' | 'burned' | 'confused' | 'paralyzed' | 'poisoned';
const CONDITIONS: readonly Condition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'];

/**
 * How a Trainer played "as if it were a Basic Pokémon" (Clefairy Doll, Mysterious Fossil) plays,
 * read from its rules text sentence by sentence.
 */
export interface PlayedAsPokemon {
  readonly hp: number;
  readonly canRetreat: boolean;
  /** The Special Conditions it can't have. */
  readonly immuneTo: readonly Condition[];
  /** False when its Knock Out "doesn't count as a Knocked Out Pokémon" (no Prize). */
  readonly givesPrize: boolean;
  /** Its owner may discard it from play during their turn, before attacking. */
  readonly mayDiscard: boolean;
  /** Sentences of its rules that none of the above reads (played by hand, if at all). */
  readonly unread: readonly string[];
}

/** Splits card text into sentences (a parenthesis stays one sentence). */
export function textSentences(text: string): string[] {
  return text
    .split(/(?<=[.)])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const readPlayedAs = new WeakMap<PokemonCard, PlayedAsPokemon | null>();

/**
 * A Trainer whose rules say "Play X as if it were a Basic Pokémon", as its text says it plays;
 * `undefined` for any other card (and for one with no printed HP: nothing to guess it from).
 */
export function playedAsPokemon(card: PokemonCard): PlayedAsPokemon | undefined {
  const hit = readPlayedAs.get(card);
  if (hit !== undefined) return hit ?? undefined;
  const read = readPlayedAsPokemon(card);
  readPlayedAs.set(card, read ?? null);
  return read;
}

function readPlayedAsPokemon(card: PokemonCard): PlayedAsPokemon | undefined {
  const text = card.rules.join(' ');
  const sentences = textSentences(text.split(card.name).join('SELF'));
  if (!/^Play SELF as if it were a Basic Pokémon\.$/.test(sentences[0] ?? '')) return undefined;
  const hp = (card as { hp?: number }).hp;
  if (hp === undefined || !(hp > 0)) return undefined;
  let canRetreat = true;
  let givesPrize = true;
  let mayDiscard = false;
  const immuneTo: Condition[] = [];
  const unread: string[] = [];
  for (const s of sentences.slice(1)) {
    // The in-play view is a Colorless Pokémon (see `trainerPokemonInPlay`).
    if (
      /^While in play, SELF counts as? an? (?:Colorless )?Pokémon \(instead of a Trainer card\)\.$/.test(
        s,
      )
    )
      continue;
    // "has no attacks, can't retreat, and can't be Asleep, Confused, Paralyzed, or Poisoned" (Base
    // Set), "… can't be affected by Special Conditions" (Legendary Collection), "has no attacks of
    // its own, …, and can't be affected by any Special Conditions" (EX).
    const has =
      /^SELF has no attacks(?: of its own)?, (can't retreat, )?and can't be (affected by (?:any )?Special Conditions|(?:(?:Asleep|Burned|Confused|Paralyzed|Poisoned)(?:,? (?:or )?)?)+)\.$/.exec(
        s,
      );
    if (has) {
      if (has[1]) canRetreat = false;
      const named = /^affected by/.test(has[2] ?? '')
        ? CONDITIONS
        : (has[2] ?? '').split(/,\s*(?:or\s+)?|\s+or\s+/);
      for (const c of named) if (c.trim()) immuneTo.push(c.trim().toLowerCase() as Condition);
      continue;
    }
    // Evolving onto it goes by the evolution card's "evolves from" name, as for any Basic.
    if (/^You can put Pokémon that evolve from SELF on this card\.$/.test(s)) continue;
    if (/^If SELF is Knocked Out, it doesn't count as a Knocked Out Pokémon\.$/.test(s)) {
      givesPrize = false;
      continue;
    }
    if (/^\(Discard it anyway\.\)$/.test(s)) continue;
    if (
      /^At any time during your turn before your attack, you may discard SELF(?: from play)?\.$/.test(
        s,
      )
    ) {
      mayDiscard = true;
      continue;
    }
    unread.push(s.split('SELF').join(card.name));
  }
  return { hp, canRetreat, immuneTo, givesPrize, mayDiscard, unread };
}

/** The name of the use a Trainer played as a Pokémon has while in play: `Discard Clefairy Doll`. */
export const discardFromPlayName = (card: Pick<PokemonCard, 'name'>) => `Discard ${card.name}`;

const inPlayViews = new WeakMap<PokemonCard, PokemonSupertypeCard>();

/**
 * A Trainer played as a Pokémon, while it is in play, as the Pokémon the rules treat it as: a
 * Basic with its printed HP, no attacks, no Weakness, its printed Poké-Powers / Poké-Bodies and
 * (when its text says so) one use — its owner may discard it. Any other card comes back as it is. The same object every time.
 */
export function trainerPokemonInPlay(card: PokemonCard): PokemonCard {
  const rules = playedAsPokemon(card);
  if (!rules || card.supertype !== 'Trainer') return card;
  const hit = inPlayViews.get(card);
  if (hit) return hit;
  const view = {
    ...card,
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: rules.hp,
    types: ['Colorless'],
    abilities: [
      // Its printed Poké-Powers / Poké-Bodies work while it is in play.
      ...(card.abilities ?? []),
      ...(rules.mayDiscard
        ? [
            {
              name: discardFromPlayName(card),
              type: 'Trainer',
              text: `At any time during your turn before your attack, you may discard ${card.name}.`,
            },
          ]
        : []),
    ],
    attacks: [],
    weaknesses: [],
    resistances: [],
    retreatCost: [],
  } as PokemonSupertypeCard;
  inPlayViews.set(card, view);
  return view;
}

/**
 * Clefairy Doll while it is in play, as the Pokémon the rules treat it as.
 * @deprecated Use {@link trainerPokemonInPlay}, which reads any such Trainer from its text.
 */
export function clefairyDollInPlay(card: PokemonCard): PokemonSupertypeCard {
  return trainerPokemonInPlay(card) as PokemonSupertypeCard;
}

/** True for a Pokémon card. */
export function isPokemon(card: PokemonCard): card is PokemonSupertypeCard {
  return card.supertype === 'Pokémon';
}

/** True for a Trainer card. */
export function isTrainer(card: PokemonCard): card is TrainerCard {
  return card.supertype === 'Trainer';
}

/** True for an Energy card (basic or special). */
export function isEnergy(card: PokemonCard): card is EnergyCard {
  return card.supertype === 'Energy';
}

/**
 * True for a Basic Pokémon (the only Pokémon you may put into play from your hand). The printed
 * stage decides: a 1999 Basic whose data names a later pre-evolution (Mr. Mime ← Mime Jr.) is a
 * Basic.
 */
export function isBasicPokemon(card: PokemonCard): card is PokemonSupertypeCard {
  return stage(card) === 'Basic';
}

/** True for a Pokémon that is played on top of another one (Stage 1, Stage 2, …). */
export function isEvolution(card: PokemonCard): card is PokemonSupertypeCard {
  return isPokemon(card) && !isBasicPokemon(card);
}

/**
 * Whether `card` can be played onto `target` as its evolution: it evolves from the target's
 * name, or the target is a Baby Pokémon that evolves into it (the Baby rule: Pichu into the Basic
 * card Pikachu, which is then an Evolved Pokémon).
 */
export function evolvesOnto(card: PokemonCard, target: PokemonCard): boolean {
  if (!isPokemon(card) || !isPokemon(target)) return false;
  if (card.evolvesFrom !== undefined) {
    if (card.evolvesFrom === target.name) return true;
    // Buried Fossil: "You may play a Pokémon card that evolves from Mysterious Fossil on top of
    // Buried Fossil." / "Evolves into Omanyte, Kabuto, Aerodactyl".
    const stands = printedRulesOf(target);
    return (
      stands.evolvesFromAlso.includes(card.evolvesFrom) || stands.evolvesInto.includes(card.name)
    );
  }
  return target.subtypes.includes('Baby') && (target.evolvesTo ?? []).includes(card.name);
}

/** What the rules printed on a Pokémon let other cards do with it, and what can't affect it. */
export interface PrintedPokemonRules {
  /** "You may play a Pokémon card that evolves from X on top of SELF. (This counts as evolving SELF.)" */
  readonly evolvesFromAlso: readonly string[];
  /** "Evolves into A, B, C": the Evolution cards with these names may be played on it. */
  readonly evolvesInto: readonly string[];
  /** "SELF can't be affected by Special Conditions." */
  readonly noConditions: boolean;
  /**
   * "This Pokémon is both Grass and Darkness type.": the types it is of, each one in the card's
   * `types` (the loader puts there any the data left out), so every check of a type sees both.
   */
  readonly bothTypes: readonly EnergyType[];
}

const NO_RULES: PrintedPokemonRules = {
  evolvesFromAlso: [],
  evolvesInto: [],
  noConditions: false,
  bothTypes: [],
};

/**
 * One rule line printed on a Pokémon read as {@link PrintedPokemonRules}, or `undefined` when
 * any sentence of it is not one of those forms (the line then stays manual).
 */
export function readPrintedPokemonRule(
  card: PokemonCard,
  line: string,
): PrintedPokemonRules | undefined {
  const into = /^Evolves into ([A-Z][^.]*?)\.?$/.exec(line.trim());
  if (into)
    return {
      ...NO_RULES,
      evolvesInto: (into[1] as string).split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/),
    };
  const from: string[] = [];
  let noConditions = false;
  let bothTypes: EnergyType[] = [];
  const sentences = textSentences(line.split(card.name).join('SELF'));
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as string;
    const both = readBothTypes(s);
    if (both && isPokemon(card) && both.every((t) => card.types.includes(t))) {
      bothTypes = both;
      continue;
    }
    const alias = /^You may play a Pokémon card that evolves from (.+?) on top of SELF\.$/.exec(s);
    if (alias && /^\(This counts as evolving SELF\.\)$/.test(sentences[i + 1] ?? '')) {
      from.push(alias[1] as string);
      i += 1;
      continue;
    }
    if (/^SELF can't be affected by Special Conditions\.$/.test(s)) {
      noConditions = true;
      continue;
    }
    return undefined;
  }
  return sentences.length > 0
    ? { evolvesFromAlso: from, evolvesInto: [], noConditions, bothTypes }
    : undefined;
}

const printedRules = new WeakMap<PokemonCard, PrintedPokemonRules>();

/** Every rule line of a Pokémon that {@link readPrintedPokemonRule} reads, together. */
export function printedRulesOf(card: PokemonCard): PrintedPokemonRules {
  const hit = printedRules.get(card);
  if (hit) return hit;
  const read = isPokemon(card)
    ? effectText(card).flatMap((line) => readPrintedPokemonRule(card, line) ?? [])
    : [];
  const all: PrintedPokemonRules = {
    evolvesFromAlso: read.flatMap((r) => r.evolvesFromAlso),
    evolvesInto: read.flatMap((r) => r.evolvesInto),
    noConditions: read.some((r) => r.noConditions),
    bothTypes: read.flatMap((r) => r.bothTypes),
  };
  printedRules.set(card, all);
  return all;
}

/** Evolution stage of a Pokémon card. */
export type PokemonStage = 'Basic' | 'Stage 1' | 'Stage 2';

/**
 * Stage of a Pokémon card, or `undefined` for trainers and energy: the printed stage (its
 * subtypes) first, so a later `evolvesFrom` never turns a printed Basic into an evolution.
 * Evolutions printed with a different marker (VMAX, BREAK, …) count as `Stage 1` when they name
 * what they evolve from.
 */
export function stage(card: PokemonCard): PokemonStage | undefined {
  if (!isPokemon(card)) return undefined;
  if (card.subtypes.includes('Stage 2')) return 'Stage 2';
  if (card.subtypes.includes('Stage 1')) return 'Stage 1';
  if (card.subtypes.includes('Basic')) return 'Basic';
  return card.evolvesFrom === undefined ? 'Basic' : 'Stage 1';
}

const BASIC_ENERGY_NAME =
  /\b(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy)\s+Energy\b/;

/** True for a basic Energy card (no copy limit in a deck). */
export function isBasicEnergy(card: PokemonCard): card is EnergyCard {
  return isEnergy(card) && card.subtypes.includes('Basic');
}

/** The type a basic Energy card provides, or `undefined` for anything else. */
export function basicEnergyType(card: PokemonCard): EnergyType | undefined {
  if (!isBasicEnergy(card)) return undefined;
  return BASIC_ENERGY_NAME.exec(card.name)?.[1] as EnergyType | undefined;
}

/** The kind of a Trainer card. */
export type TrainerKind = 'Item' | 'Supporter' | 'Stadium' | 'Pokémon Tool';

/**
 * Kind of a Trainer card, or `undefined` for other cards. Trainers printed before kinds existed
 * (Base Set) play as Items, as the current rules say.
 */
export function trainerKind(card: PokemonCard): TrainerKind | undefined {
  if (!isTrainer(card)) return undefined;
  if (card.subtypes.includes('Supporter')) return 'Supporter';
  if (card.subtypes.includes('Stadium')) return 'Stadium';
  if (card.subtypes.some((s) => s.startsWith('Pokémon Tool'))) return 'Pokémon Tool';
  return 'Item';
}

/**
 * A Trainer card's kind in the words a player reads: the kind printed on it ("Item",
 * "Supporter", "Stadium", "Pokémon Tool"), or "Trainer" for a card printed before Trainers had
 * kinds (Base Set: the 1999 rules know only "Trainer cards"), which {@link trainerKind} plays as
 * an Item. `undefined` for other cards.
 *
 * @example
 * trainerKindWords(registry.require('base1-91')) // "Trainer" (Bill)
 * trainerKindWords(registry.require('sv1-181')) // "Item" (Nest Ball)
 */
export function trainerKindWords(card: PokemonCard): TrainerKind | 'Trainer' | undefined {
  const kind = trainerKind(card);
  if (kind !== 'Item') return kind;
  return card.subtypes.includes('Item') ? 'Item' : 'Trainer';
}

const TWO_PRIZE = ['ex', 'EX', 'GX', 'V', 'VSTAR'];
const THREE_PRIZE = ['VMAX', 'V-UNION', 'TAG TEAM'];
const OTHER_RULE_BOX = ['Radiant', 'Prism Star', 'BREAK', 'MEGA'];

/**
 * True for a Pokémon ex: typed `ex` (Scarlet & Violet; the data's Sandstorm), or printing the
 * Pokémon-ex Prize rule ("When Pokémon-ex has been Knocked Out, …", 2003–2007), which the data
 * types `EX` like the unrelated Pokémon-EX of 2012 ("When a Pokémon-EX has been Knocked Out, …").
 */
export function isPokemonEx(card: PokemonCard): boolean {
  if (!isPokemon(card)) return false;
  const kind = printedPrizeRule(card.rules)?.kind;
  return card.subtypes.includes('ex') || kind === 'Pokémon-ex' || kind === 'Pokémon ex';
}

/** True for a Pokémon with a rule box (ex, EX, GX, V, VMAX, VSTAR, Radiant, …). */
export function isRuleBox(card: PokemonCard): boolean {
  if (!isPokemon(card)) return false;
  return card.subtypes.some(
    (s) => TWO_PRIZE.includes(s) || THREE_PRIZE.includes(s) || OTHER_RULE_BOX.includes(s),
  );
}

/**
 * Prize cards the opponent takes when this Pokémon is Knocked Out: the number its printed Prize
 * rule says ("When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards."), else by
 * its kind (1, 2 for ex, 3 for VMAX); none for a Trainer played as a Pokémon whose text says it
 * "doesn't count as a Knocked Out Pokémon".
 */
export function prizeValue(card: PokemonCard): 0 | 1 | 2 | 3 {
  if (playedAsPokemon(card)?.givesPrize === false) return 0;
  if (!isPokemon(card)) return 1;
  const printed = printedPrizeRule(card.rules)?.prizes;
  if (printed !== undefined) return Math.min(printed, 3) as 1 | 2 | 3;
  if (card.subtypes.some((s) => THREE_PRIZE.includes(s))) return 3;
  if (card.subtypes.some((s) => TWO_PRIZE.includes(s))) return 2;
  return 1;
}

/** How the printed damage is modified by the attack text. */
export type DamageModifier = '+' | '×' | '-';

/** Printed damage split into its number and modifier: `"30+"` → `{ base: 30, modifier: '+' }`. */
export interface ParsedDamage {
  readonly base: number;
  /** `null` for fixed damage; otherwise the attack text says how the amount changes. */
  readonly modifier: DamageModifier | null;
}

const DAMAGE = /^(\d+)\s*([+×x\-−])?$/;

/** Thrown by {@link parseDamage} for a damage string that is not `N`, `N+`, `N×` or `N-`. */
export class DamageParseError extends Error {
  override readonly name = 'DamageParseError';
}

/**
 * Parses a printed damage string. Returns `null` for an attack that does no printed damage
 * (`""`). Accepts `x` for `×` and `−` for `-`.
 *
 * @throws DamageParseError for anything else, e.g. `"30*"`.
 */
export function parseDamage(damage: string): ParsedDamage | null {
  const text = damage.trim();
  if (text === '') return null;
  const match = DAMAGE.exec(text);
  if (!match) {
    throw new DamageParseError(
      `Cannot read damage "${damage}": expected a number optionally followed by +, × or - (e.g. "30", "30+", "20×").`,
    );
  }
  const sign = match[2];
  const modifier: DamageModifier | null =
    sign === undefined ? null : sign === '+' ? '+' : sign === '-' || sign === '−' ? '-' : '×';
  return { base: Number(match[1]), modifier };
}

/** True when an attack's damage needs no decision: a plain number (or no damage at all). */
export function isFixedDamage(damage: string): boolean {
  return parseDamage(damage)?.modifier == null;
}

/**
 * Reminder lines printed on many cards (the Supporter rule, the ex rule …) that say nothing
 * specific about this card. Narratives and references leave them out.
 */
const REMINDER_PREFIXES = [
  'You may play only 1 Supporter card during your turn',
  'You may play any number of Item cards during your turn',
  "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached",
  'You may play only 1 Stadium card during your turn',
  'This card stays in play when you play it',
];

/**
 * The card's own effect text: its rules minus generic reminder lines and the Prize rule of its
 * rule box (which `prizeValue` applies, in any of its printed wordings).
 */
export function effectText(card: PokemonCard): string[] {
  return card.rules.filter(
    (line) =>
      !REMINDER_PREFIXES.some((p) => line.startsWith(p)) && readPrizeRule(line) === undefined,
  );
}

/** A rule printed on a Pokémon about how it plays (`Tera rule`, `Baby rule`), named for its kind. */
export interface PokemonRule {
  /** `Tera rule` for "Tera: As long as …", else the kind's subtype (`Baby rule`). */
  readonly name: string;
  readonly text: string;
}

const STAGES: readonly string[] = ['Basic', 'Stage 1', 'Stage 2'];
const RULE_LABEL = /^([A-Za-zé' -]{1,30}):\s/;

/**
 * The rules a Pokémon prints about how it plays, minus reminder lines (the Prize rule, which
 * `prizeValue` applies): Tera Pokémon's Bench protection, a Baby Pokémon's coin.
 */
export function pokemonRules(card: PokemonCard): PokemonRule[] {
  if (!isPokemon(card)) return [];
  return effectText(card).map((text) => {
    const label = RULE_LABEL.exec(text)?.[1] ?? card.subtypes.find((s) => !STAGES.includes(s));
    return { name: `${(label ?? 'Pokémon').replace(/ rule$/i, '')} rule`, text };
  });
}

/**
 * True for a Tera Pokémon: "As long as this Pokémon is on your Bench, prevent all damage done
 * to this Pokémon by attacks (both yours and your opponent's)."
 */
export function isTera(card: PokemonCard): boolean {
  return isPokemon(card) && card.subtypes.includes('Tera');
}

/**
 * Wording of a Power that answers an event or a state rather than being declared: "When you
 * play Dark Golbat from your hand, you may …", "If an attack does damage to Misty's Tentacruel
 * …, you may switch …", "Whenever your opponent plays a Trainer card, you may …", "As long as
 * … is Benched, whenever …, you may …". Its "you may" is asked when that happens.
 */
const REACTS = /^(?:When|Whenever|If|As long as)\b/i;

/**
 * Wording of a use a player makes once per turn ("Once during each player's turn, …", the 2002
 * "Once during each of your turns …").
 */
const ONCE_PER_TURN = /\bonce during (?:your turn|each player's turn|each of your turns)\b/i;

/**
 * True when an Ability or Pokémon Power its owner uses may be used only once a turn ("Once
 * during your turn …", "You may use this power once during each of your turns …").
 */
export function isOncePerTurnAbility(ability: Pick<Ability, 'text'>): boolean {
  return /\bonce during (?:your turn|each of your turns)\b/i.test(ability.text);
}

/**
 * True when an Ability or Pokémon Power is something its owner uses, judged by its wording: a
 * choice ("Once during your turn, you may …", "As often as you like …, you may …") or a
 * per-turn use ("Once during each player's turn …").
 * False for ones that simply apply ("This Pokémon can't be Paralyzed", "Your Pokémon in play
 * have no Weakness"), triggers the rules carry out ("Whenever your opponent's attack damages
 * …", "When you play this Pokémon from your hand …, you may …": asked when it happens), and
 * every Poké-Body: there is nothing to declare for those.
 */
export function isActivatedAbility(ability: Pick<Ability, 'text' | 'type'>): boolean {
  if (/body/i.test(ability.type)) return false;
  // "As long as Light Arcanine is your Active Pokémon, once during your turn …": still declared.
  if (ONCE_PER_TURN.test(ability.text)) return true;
  if (REACTS.test(ability.text)) return false;
  // "As often as you like during your turn (before your attack), choose …" (Espeon's Energy
  // Return) says no "you may", and is still declared.
  return (
    /\byou may\b/i.test(ability.text) ||
    /^As often as you like during your turn\b/i.test(ability.text)
  );
}

/** True for a Stadium its players use on their turns ("Once during each player's turn, …"). */
export function isUsableStadium(card: PokemonCard): boolean {
  return (
    trainerKind(card) === 'Stadium' &&
    card.rules.some(
      (r) => ONCE_PER_TURN.test(r) || EACH_OF_THEIR_TURNS.test(r) || AS_OFTEN_AS.test(r),
    )
  );
}

/** A Stadium's once-a-turn use in Aquapolis words ("Once during each of his or her turns, …"). */
const EACH_OF_THEIR_TURNS = /\bonce during each of (?:his or her|their) turns\b/i;

/** Wording of a use a player makes as often as they like ("As often as each player like …"). */
const AS_OFTEN_AS = /\bas often as (?:each player|you) likes?\b/i;

/**
 * True for a Stadium whose use has no once-a-turn limit: "As often as each player like during
 * his or her turn (before attacking), that player may …" (Saffron City Gym).
 */
export function isRepeatableStadium(card: PokemonCard): boolean {
  return trainerKind(card) === 'Stadium' && card.rules.some((r) => AS_OFTEN_AS.test(r));
}

/**
 * The name the four-copies rule counts by: printings such as
 * `Professor's Research (Professor Sada)` and `(Professor Turo)` are the same card.
 */
export function copyLimitName(card: PokemonCard): string {
  return card.name.replace(/\s*\([^)]*\)\s*$/, '');
}
