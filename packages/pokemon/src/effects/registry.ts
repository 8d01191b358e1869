import { getBundledSets } from '../cards/bundled-sets';
import {
  discardFromPlayName,
  isPokemon,
  playedAsPokemon,
  trainerKind,
} from '../cards/card-helpers';
import { hasLostText } from '../cards/data-faults';
import type { Ability, PokemonCard, PokemonSupertypeCard, TrainerCard } from '../cards/types';
import { attachedItemTextOf } from './attached-item-text';
import { BASE1_EFFECTS } from './cards/base1';
import { BASE3_CARDS } from './cards/base3-cards';
import { DISCARD_FROM_PLAY, PLAY_AS_BASIC } from './cards/played-as-pokemon';
import { SV1_EFFECTS } from './cards/sv1';
import { isKnownPassive } from './known-texts';
import { passiveRulesOf } from './passive-text';
import { compileAttackText } from './patterns';
import { compilePowerText } from './power-patterns';
import { compilePrizeBranches } from './prize-branches';
import { stadiumTextOf } from './stadium-rules';
import { damage } from './steps';
import { textKey } from './text-key';
import { toolTextOf } from './tool-rules';
import { compileTrainerCard } from './trainer-patterns';

export { textKey } from './text-key';

import type { AbilitySpec, CardEffects, EffectSpec } from './types';

/**
 * Hand-written card code belongs to the printings it was written for: each table below is one
 * set's, keyed by card name inside that set (its printings of a name share one text). A card of
 * another set — a reprint, a loaded set — uses that code only where its own text is the same
 * (`textKey`: same words with each card's own name read as "this Pokémon", same printed
 * damage), so Fossil's Magneton never runs Base Set's "80 damage to itself".
 *
 * A table entry may carry its set after `@` (`'Potion@base1'`); it must be the table's own.
 */
const CODE_BY_SET: readonly {
  readonly set: string;
  readonly cards: Record<string, CardEffects>;
}[] = [
  { set: 'base1', cards: BASE1_EFFECTS },
  { set: 'base3', cards: BASE3_CARDS },
  { set: 'sv1', cards: SV1_EFFECTS },
];

/** An attack with no text: its printed damage. */
const PLAIN_ATTACK: EffectSpec = { steps: [damage()] };

/** Set id → card name → what the plugin implements for it. */
const OWN: ReadonlyMap<string, ReadonlyMap<string, CardEffects>> = new Map(
  CODE_BY_SET.map(({ set, cards }) => [set, new Map(Object.entries(cards).map(own(set)))]),
);

function own(set: string) {
  return ([key, effects]: [string, CardEffects]): [string, CardEffects] => {
    const at = key.lastIndexOf('@');
    if (at < 0) return [key, effects];
    if (key.slice(at + 1) !== set)
      throw new Error(`Card code "${key}" sits in the ${set} table; move it to its own set's.`);
    return [key.slice(0, at), effects];
  };
}

/** The code written for a card's own printings (its set's table), if any. */
function ownEntry(card: PokemonCard): CardEffects | undefined {
  return OWN.get(card.set.id)?.get(card.name);
}

/** Code that other sets may borrow, by the exact text it was written for. */
interface Borrowable {
  readonly attacks: Map<string, EffectSpec>;
  readonly abilities: Map<string, AbilitySpec>;
  readonly trainers: Map<string, CardEffects>;
}

let borrowable: Borrowable | undefined;

/** Indexes each set's code by the text of the bundled printings it was written for. */
function borrowableCode(): Borrowable {
  if (borrowable) return borrowable;
  const out: Borrowable = { attacks: new Map(), abilities: new Map(), trainers: new Map() };
  const sets = getBundledSets() as Readonly<Record<string, { cards: readonly PokemonCard[] }>>;
  for (const { set } of CODE_BY_SET) {
    for (const card of sets[set]?.cards ?? []) {
      const e = ownEntry(card);
      if (!e) continue;
      if (!isPokemon(card)) {
        if (e.trainer || e.passiveTrainer || e.stadiumUse || e.toolTrigger)
          out.trainers.set(textKey('trainer', card.name, card.rules.join('\n')), e);
        continue;
      }
      for (const a of card.attacks) {
        const spec = e.attacks?.[a.name];
        if (spec) out.attacks.set(textKey('attack', card.name, a.text, a.damage), spec);
      }
      for (const a of card.abilities) {
        const spec = e.abilities?.[a.name];
        if (spec) out.abilities.set(textKey('ability', card.name, a.text), spec);
      }
    }
  }
  borrowable = out;
  return out;
}

/** A Trainer's (or special Energy's) code: its set's, else code written for the same text. */
function trainerEntry(card: PokemonCard): CardEffects | undefined {
  return (
    ownEntry(card) ??
    borrowableCode().trainers.get(textKey('trainer', card.name, card.rules.join('\n')))
  );
}

/**
 * What the plugin implements for a card name in its own set (`set`), or in the first set that
 * has code for that name when no set is given.
 */
export function cardEffectsOf(name: string, set?: string): CardEffects | undefined {
  if (set !== undefined) return OWN.get(set)?.get(name);
  for (const table of OWN.values()) {
    const hit = table.get(name);
    if (hit) return hit;
  }
  return undefined;
}

/** A Pokémon Tool's triggered effect (its own code or code for the same text). */
export function toolTriggerOf(card: PokemonCard): CardEffects['toolTrigger'] {
  return trainerEntry(card)?.toolTrigger;
}

/** Whether a Trainer that only applies while in play (a Tool, PlusPower) has code for its text. */
export function isPassiveTrainer(card: PokemonCard): boolean {
  return trainerEntry(card)?.passiveTrainer === true;
}

/** A Trainer's effect when played: its steps, `passive` (it only applies), or `undefined` (manual). */
export function trainerEffect(card: PokemonCard): EffectSpec | 'passive' | undefined {
  const e = trainerEntry(card);
  if (e?.trainer) return e.trainer;
  if (e?.passiveTrainer || e?.stadiumUse) return 'passive';
  // Played as a Basic Pokémon: only when every sentence of its rules is read (else manual).
  const asPokemon = playedAsPokemon(card);
  if (asPokemon) return asPokemon.unread.length === 0 ? PLAY_AS_BASIC : undefined;
  // Old Trainers (no kind printed), Items and Supporters: compiled from their text.
  const kind = trainerKind(card);
  if (kind === 'Stadium') return stadiumTextOf(card) ? 'passive' : undefined;
  // A Tool acting between turns (Berry) is attached when played; the game runs its text later.
  if (kind === 'Pokémon Tool') return toolTextOf(card) ? 'passive' : undefined;
  // An Item attached when played (Magnifier): it only applies while attached. A Technical
  // Machine's is automatic only when the attack it lends is too.
  const item = attachedItemTextOf(card);
  if (item)
    return item.lendsAttack &&
      card.supertype === 'Trainer' &&
      (card.attacks ?? []).some((a) => !attackEffect(card, a.name))
      ? undefined
      : 'passive';
  return kind === 'Item' || kind === 'Supporter' ? compileTrainerCard(card) : undefined;
}

/** The effect of using a Stadium in play, or `undefined`. */
export function stadiumUseEffect(card: PokemonCard): EffectSpec | undefined {
  return trainerEntry(card)?.stadiumUse ?? stadiumTextOf(card)?.use;
}

const compiled = new Map<string, EffectSpec | undefined>();

/**
 * An attack's effect: its own set's code, else code written for the same text, else its text
 * compiled from known sentence patterns, else its printed damage when it has no text;
 * `undefined` means manual.
 */
export function attackEffect(
  card: PokemonSupertypeCard | TrainerCard,
  attack: string,
): EffectSpec | undefined {
  const a = card.attacks?.find((x) => x.name === attack);
  if (!a) return undefined;
  const spec = ownEntry(card)?.attacks?.[attack];
  if (spec) return spec;
  // Neither damage nor text: the data lost what the attack does (see hasLostText): manual.
  if (a.text.trim() === '') return hasLostText(a) ? undefined : PLAIN_ATTACK;
  const key = textKey('attack', card.name, a.text, a.damage);
  const borrowed = borrowableCode().attacks.get(key);
  if (borrowed) return borrowed;
  // An attack printing no damage may be branches on the opponent's Prizes (Mystery Plates).
  if (!compiled.has(key))
    compiled.set(
      key,
      compileAttackText(card.name, a.text) ??
        (a.damage.trim() === '' ? compilePrizeBranches(card.name, a.text) : undefined),
    );
  return compiled.get(key);
}

/** How an Ability works, or `undefined` (manual). */
export function abilitySpec(card: PokemonSupertypeCard, ability: Ability): AbilitySpec | undefined {
  const spec = ownEntry(card)?.abilities?.[ability.name];
  if (spec) return spec;
  const borrowed = borrowableCode().abilities.get(textKey('ability', card.name, ability.text));
  if (borrowed) return borrowed;
  if (playedAsPokemon(card)?.mayDiscard && ability.name === discardFromPlayName(card))
    return DISCARD_FROM_PLAY;
  if (isKnownPassive(card, ability) || passiveRulesOf(card.name, ability))
    return { kind: 'passive' };
  return compilePowerText(card.name, ability);
}

/** Every card name with code, as `name@set` (for coverage). */
export function implementedNames(): string[] {
  return [...OWN].flatMap(([set, table]) => [...table.keys()].map((name) => `${name}@${set}`));
}
