import type { Action } from '@playmat/engine';
import { isBasicEnergy } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import { DEFENDER, onFlip, type Rule, TYPE } from './attack-plan';
import {
  attachChosenTo,
  choose,
  discardEnergy,
  effectReaches,
  energyOn,
  provides,
  step,
  stop,
  when,
  zoneOf,
} from './steps';

/**
 * Attack sentences about the Energy attached to the opponent's Pokémon, and the "no Benched
 * Pokémon" guard that goes with moving things to the Bench:
 *
 *   [If heads, ] discard 1|a|an [basic |Special |<Type> ]Energy card attached to
 *     (the Defending Pokémon | 1 of your opponent's Pokémon)[, if any].
 *   [If heads, | For each heads, ] your opponent discards 1|a|an … Energy [card][, if any,]
 *     attached to the Defending Pokémon.
 *   [If heads, ] choose an Energy card attached to the Defending Pokémon. Your opponent moves
 *     that card to 1 of his or her other Pokémon.
 *   [(]If (you have | your opponent has) no Benched Pokémon, this attack does nothing.[)]
 *
 * The attacking player chooses which card where the text says "discard" or "choose" (the rule
 * for an effect that names no chooser); the opponent chooses where the text says "your opponent
 * moves" or "your opponent discards". Every card is one the effect reaches (Pokémon protected from effects are left out).
 */

/** "basic Energy", "Special Energy", "Fire Energy" (a card that provides Fire), "Energy". */
function energyKind(words: string | undefined): (c: PokemonCard) => boolean {
  const w = (words ?? '').trim();
  if (/^basic$/i.test(w)) return isBasicEnergy;
  if (/^Special$/i.test(w)) return (c) => c.supertype === 'Energy' && !isBasicEnergy(c);
  if (w !== '') return provides(w as EnergyType);
  return (c) => c.supertype === 'Energy';
}

/** Discard 1 Energy card of a kind attached to any of the opponent's Pokémon (you choose). */
const discardFromAnyOpponent = (filter: (c: PokemonCard) => boolean) => [
  choose((e) => ({
    var: 'energy',
    kind: 'energy',
    prompt: "Choose an Energy card attached to 1 of your opponent's Pokémon to discard.",
    options: e
      .inPlay(e.opp)
      .filter((mon) => effectReaches(e, mon))
      .flatMap((mon) =>
        energyOn(e, mon, filter).map((id) => e.cardOption(id, ` on ${mon.zone} ${mon.card.name}`)),
      ),
  })),
  step((e) => {
    const actions: Action[] = [];
    for (const id of e.chosen('energy')) {
      const from = zoneOf(e, id);
      if (from) actions.push(e.move(id, from, e.key(e.opp, 'discard'), undefined, e.opp));
    }
    return actions.length > 0 ? { actions } : undefined;
  }),
];

export const OPPONENT_ENERGY_RULES: readonly Rule[] = [
  [
    new RegExp(
      `^(?:If (heads|tails), |(For each heads), )?(discard|your opponent discards) (?:1|an?|one) (basic |Special |${TYPE} )?Energy(?: card)?(?:, if any,)? attached to (${DEFENDER}|1 of your opponent's Pokémon)(?:, if any)?\\.$`,
      'i',
    ),
    // "discard 1 Energy attached to …" (Hyper Beam) is the same card: Energy attached is cards.
    // "For each heads, your opponent discards …" (Hyper Whirlpool, after flipping until tails):
    // as many cards as heads.
    (m, p) => {
      const [side, perHeads, verb, kind, type, whom] = [m[1], m[2], m[3], m[4], m[5], m[6]];
      const filter = energyKind(kind ?? type);
      const byOwner = /^your opponent/i.test(verb as string);
      const anyOf = /^1 of/i.test(whom as string);
      // "Your opponent discards … attached to 1 of your opponent's Pokémon" reads wrong: not a form.
      if (byOwner && anyOf) return false;
      if (perHeads !== undefined) {
        if (p.coins !== 'many' || anyOf) return false;
        p.post.push(
          ...discardEnergy(
            (e) => e.defender,
            (e) => e.heads(),
            filter,
            'energy',
            byOwner,
          ),
        );
        return true;
      }
      const steps = anyOf
        ? discardFromAnyOpponent(filter)
        : discardEnergy((e) => e.defender, 1, filter, 'energy', byOwner);
      p.post.push(...onFlip(side, steps));
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?choose an? Energy card attached to ${DEFENDER}\\. Your opponent moves that card to 1 of his or her other Pokémon\\.$`,
      'i',
    ),
    (m, p) => {
      p.post.push(
        ...onFlip(m[1], [
          choose((e) => {
            const d = e.defender;
            const ok = d !== undefined && effectReaches(e, d) && e.bench(e.opp).length > 0;
            return {
              var: 'moved',
              kind: 'energy',
              prompt:
                'Choose an Energy card attached to the Defending Pokémon: your opponent moves it to 1 of their other Pokémon.',
              options: ok ? energyOn(e, d).map((id) => e.cardOption(id)) : [],
            };
          }),
          when(
            (e) => e.chosen('moved').length > 0,
            [
              // "his or her other Pokémon": any but the Defending one, all on the Bench.
              choose((e) => ({
                var: 'movedTo',
                kind: 'own-pokemon',
                decider: e.opp,
                prompt: 'Choose 1 of your other Pokémon to move that Energy card to.',
                options: e.bench(e.opp).map((mon) => e.pokemonOption(mon)),
              })),
              attachChosenTo('moved', 'movedTo'),
            ],
          ),
        ]),
      );
      return true;
    },
  ],
  [
    /^\(?If (you have|your opponent has) no Benched Pokémon, this attack does nothing\.\)?$/i,
    (m, p) => {
      const mine = /^you have$/i.test(m[1] as string);
      p.pre.push(when((e) => e.bench(mine ? e.me : e.opp).length === 0, [stop]));
      return true;
    },
  ],
];
