import { isPokemon } from '../cards/card-helpers';
import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { missingEnergyOf } from '../game/board';
import { onFlip, type Plan, type Rule, SELF } from './attack-plan';
import type { EffectEnv } from './env';
import { attackEffect } from './registry';
import { choose, step } from './steps';

/**
 * Attacks that copy another attack (Metronome's family), read clause by clause: where the
 * attack is chosen from (the Defending Pokémon, any of the opponent's Pokémon, the attacker's
 * own earlier stages), then "copies that attack except for its Energy cost(s)" and what else of
 * the copied attack still applies. The copy runs as the attacker's own attack (its own type for
 * Weakness and Resistance) through the runtime's `useAttack`.
 */

/** Where a copied attack is chosen from. */
type CopyFrom = 'defender' | 'opponents' | 'own-stages';

/** What earlier sentences of a copying text set up. */
export interface CopyNote {
  readonly from: CopyFrom;
  /** "copies that attack" was read (a choice with no copy is not a reading of the text). */
  readonly done?: boolean;
  /**
   * Only the Energy cost is waived ("except for its Energy cost"): what else the attack needs
   * ("Discard … in order to use this attack", "can't be used unless …") still applies.
   */
  readonly keepRequirements?: boolean;
  /**
   * Nothing is waived ("Copy copies that attack."): the copy does nothing unless the attacker's
   * Energy pays the copied attack's cost.
   */
  readonly payCost?: boolean;
}

/** The Pokémon cards whose attacks may be chosen, with the card each attack is on. */
function sourcesOf(e: EffectEnv, from: CopyFrom): PokemonSupertypeCard[] {
  if (from === 'defender') return e.defender ? [e.defender.card] : [];
  if (from === 'opponents') return e.inPlay(e.opp).map((m) => m.card);
  const below = e.self?.stages ?? [];
  return below
    .map(
      (id) => e.cards.getTemplate(e.state.cards[id]?.templateId ?? '') as PokemonCard | undefined,
    )
    .filter((c): c is PokemonSupertypeCard => c !== undefined && isPokemon(c));
}

/**
 * The choice of the attack to copy (`copy`: "template/attack"). With the copied attack's
 * requirements kept, an attack its own condition forbids now ("can't be used unless …") is not
 * offered: it could not be used.
 */
function chooseCopied(p: Plan): ReturnType<typeof choose> {
  return choose((e) => ({
    var: 'copy',
    kind: 'attack',
    prompt: 'Choose the attack to copy.',
    options: sourcesOf(e, p.copy?.from ?? 'defender').flatMap((card) =>
      card.attacks
        .filter(
          (a) =>
            !p.copy?.keepRequirements || attackEffect(card, a.name)?.unplayable?.(e) === undefined,
        )
        .map((a) => ({
          value: `${card.id}/${a.name}`,
          label: `${a.name} (${card.name}, ${a.damage || 'no damage'})`,
        })),
    ),
  }));
}

/**
 * Uses the chosen attack (nothing when none was chosen: the coin said no, or none to choose).
 * Steps read the plan's note when they run: the whole text has been read by then.
 */
const useChosen = (p: Plan) =>
  step((e) => {
    const v = e.picked('copy');
    if (!v) return undefined;
    const slash = v.indexOf('/');
    if (p.copy?.payCost && !paysFor(e, v.slice(0, slash), v.slice(slash + 1))) return undefined;
    return {
      useAttack: {
        template: v.slice(0, slash),
        attack: v.slice(slash + 1),
        ...(p.copy?.keepRequirements ? { keepRequirements: true } : {}),
      },
    };
  });

/** Whether the attacker's Energy pays the cost of `attack` on the card `template`. */
function paysFor(e: EffectEnv, template: string, attack: string): boolean {
  const card = e.cards.getTemplate(template) as PokemonCard | undefined;
  const cost =
    card && isPokemon(card) ? card.attacks.find((a) => a.name === attack)?.cost : undefined;
  return (
    e.self !== undefined &&
    cost !== undefined &&
    missingEnergyOf(e.cards, e.state, e.self, cost).length === 0
  );
}

/** The copying attack's own name ("Metronome copies that attack"): one to three words. */
const COPIER = "[A-Z][\\w'-]*(?: [A-Z][\\w'-]*){0,2}";

/** The copy read so far, for the reminders that only make sense after it. */
const copied = (p: Plan) => p.copy?.done === true;

export const COPY_ATTACK_RULES: readonly Rule[] = [
  [
    /^(?:If (heads|tails), )?choose (an attack on 1 of your opponent's Pokémon|1 of the Defending Pokémon's attacks)\.$/i,
    (m, p) => {
      if (p.copy) return false;
      const from: CopyFrom = /Defending/i.test(m[2] as string) ? 'defender' : 'opponents';
      p.copy = { from };
      p.post.push(...onFlip(m[1], [chooseCopied(p)]));
      return true;
    },
  ],
  [
    // Genetic Memory: its earlier stages' attacks, the Energy cost waived.
    new RegExp(
      `^Use any attack from ${SELF}'s Basic Pokémon card or Evolution card\\. \\(${SELF} doesn't have to pay for that attack's Energy cost\\.\\)$`,
      'i',
    ),
    (_m, p) => {
      if (p.copy) return false;
      p.copy = { from: 'own-stages', done: true, keepRequirements: true };
      p.post.push(chooseCopied(p), useChosen(p));
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:${SELF}|${COPIER}) copies that attack except for its Energy costs?( and anything else required in order to use that attack(?:, such as discarding Energy cards)?)?\\.$`,
      'i',
    ),
    (m, p) => {
      const note = p.copy;
      if (!note || note.done || note.from === 'own-stages') return false;
      p.copy = { ...note, done: true, keepRequirements: m[1] === undefined };
      p.post.push(useChosen(p));
      return true;
    },
  ],
  [
    // Nothing waived: the attacker pays the copied attack's Energy cost from its own Energy.
    new RegExp(`^(?:${SELF}|${COPIER}) copies that attack\\.$`, 'i'),
    (_m, p) => {
      const note = p.copy;
      if (!note || note.done || note.from === 'own-stages') return false;
      p.copy = { ...note, done: true, keepRequirements: true, payCost: true };
      p.post.push(useChosen(p));
      return true;
    },
  ],
  [
    new RegExp(
      `^This attack does nothing if ${SELF} doesn't have the Energy necessary to use that attack\\.$`,
      'i',
    ),
    (_m, p) => copied(p) && p.copy?.payCost === true,
  ],
  [
    // Restates that only the Energy cost is waived (or, with no cost waived, that nothing is).
    /^\(You must still do anything else (?:required )?in order to use that attack\.\)$/i,
    (_m, p) => copied(p) && p.copy?.keepRequirements === true,
  ],
  [
    // The copy is the attacker's own attack: its own type stays (Weakness and Resistance).
    new RegExp(
      `^\\(No matter what type the Defending Pokémon is, ${SELF}(?:'s type)? is still [A-Z]\\w+\\.\\)$`,
      'i',
    ),
    (_m, p) => copied(p),
  ],
  [new RegExp(`^${SELF} performs that attack\\.$`, 'i'), (_m, p) => copied(p)],
  [
    new RegExp(
      `^\\(${SELF} can make that attack even if it does not have the appropriate number or type of Energy attached to it necessary to make the attack\\.\\)$`,
      'i',
    ),
    (_m, p) => copied(p),
  ],
];
