import type { Ability, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { BASE1_EFFECTS } from './cards/base1';
import { mergeCardEffects } from './cards/merge';
import { SV1_EFFECTS } from './cards/sv1';
import { PASSIVE_ABILITIES } from './passives';
import { compileAttackText } from './patterns';
import { damage } from './steps';
import type { AbilitySpec, CardEffects, EffectSpec } from './types';

/**
 * Every card the plugin carries out, by card name (reprints share a name and an effect). Cards
 * that are not here, or whose text has no entry, are manual: their player carries them out.
 */
const TABLE: ReadonlyMap<string, CardEffects> = new Map(
  Object.entries(mergeCardEffects(BASE1_EFFECTS, SV1_EFFECTS)),
);

/** An attack with no text: its printed damage. */
const PLAIN_ATTACK: EffectSpec = { steps: [damage()] };

/** What the plugin implements for a card name. */
export function cardEffectsOf(name: string): CardEffects | undefined {
  return TABLE.get(name);
}

/**
 * The entry for a card: `Name@set` first (a reprint whose text changed, such as Base Set's
 * Potion and Scarlet & Violet's), then the name.
 */
function entryOf(card: PokemonCard): CardEffects | undefined {
  return TABLE.get(`${card.name}@${card.set.id}`) ?? TABLE.get(card.name);
}

/** A Trainer's effect when played: its steps, `passive` (it only applies), or `undefined` (manual). */
export function trainerEffect(card: PokemonCard): EffectSpec | 'passive' | undefined {
  const e = entryOf(card);
  if (e?.trainer) return e.trainer;
  if (e?.passiveTrainer || e?.stadiumUse) return 'passive';
  return undefined;
}

/** The effect of using a Stadium in play, or `undefined`. */
export function stadiumUseEffect(card: PokemonCard): EffectSpec | undefined {
  return entryOf(card)?.stadiumUse;
}

const compiled = new Map<string, EffectSpec | undefined>();

/**
 * An attack's effect: the card's own code, else its text compiled from known sentence patterns,
 * else its printed damage when it has no text; `undefined` means manual.
 */
export function attackEffect(card: PokemonSupertypeCard, attack: string): EffectSpec | undefined {
  const a = card.attacks.find((x) => x.name === attack);
  if (!a) return undefined;
  const spec = TABLE.get(card.name)?.attacks?.[attack];
  if (spec) return spec;
  if (a.text.trim() === '') return PLAIN_ATTACK;
  const key = `${card.name}/${a.name}/${a.text}`;
  if (!compiled.has(key)) compiled.set(key, compileAttackText(card.name, a.text));
  return compiled.get(key);
}

/** How an Ability works, or `undefined` (manual). */
export function abilitySpec(card: PokemonSupertypeCard, ability: Ability): AbilitySpec | undefined {
  const spec = TABLE.get(card.name)?.abilities?.[ability.name];
  if (spec) return spec;
  return PASSIVE_ABILITIES.includes(ability.name) ? { kind: 'passive' } : undefined;
}

/** Every card name with an entry (for coverage). */
export function implementedNames(): string[] {
  return [...TABLE.keys()];
}
