import { isPokemon, type PokemonStage, playedAsPokemon, stage } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { cardsNamed, type PokemonInPlay } from '../game/board';
import { evolutionRefusal } from '../rules/evolution-check';
import { evolveFromDeck } from './card-attack-rules';
import type { EffectEnv } from './env';
import { choose, step } from './steps';
import type { Rule } from './trainer-plan';

/**
 * Trainer sentences that evolve a Pokémon, under the evolution rules ("(This counts as evolving
 * that Pokémon.)": not on either player's first turn, nor on a Pokémon that came into play or
 * evolved this turn — only what those rules allow is offered):
 *
 *   Choose 1 of your Basic Pokémon in play. If you have a Stage 1 or Stage 2 card that evolves
 *       from that Pokémon in your hand, put that card on the Basic Pokémon.     (Rare Candy, 2003)
 *   Search your deck for a card that evolves from your Active Pokémon and put it on your Active
 *       Pokémon.                                                           (Wally's Training)
 *   (This counts as evolving that Pokémon.)
 *
 * A Stage 2 card "evolves from" a Basic Pokémon through a Stage 1 card of its line (the card it
 * evolves from, which evolves from that Basic): the Stage 1 is skipped. A card played as a
 * Pokémon (Mysterious Fossil) is not taken as a Basic Pokémon here: no text says it is one.
 */

/** Whether `card` (from the hand) may go on `mon` as the text allows, by the evolution rules. */
function skipsOnto(e: EffectEnv, card: PokemonCard, mon: PokemonInPlay): boolean {
  if (!isPokemon(card)) return false;
  const refused = (c: PokemonCard) => evolutionRefusal(e.cards, e.state, c, mon) !== undefined;
  if (stage(card) === 'Stage 1') return !refused(card);
  // A Stage 2: the rules are asked about the Stage 1 it skips (its chain and the timing).
  if (stage(card) !== 'Stage 2' || card.evolvesFrom === undefined) return false;
  return cardsNamed(e.cards, card.evolvesFrom).some(
    (middle) => isPokemon(middle) && stage(middle) === 'Stage 1' && !refused(middle),
  );
}

/** Cards of the hand of one of the stages that may go on `mon`. */
const handFits = (e: EffectEnv, mon: PokemonInPlay, stages: readonly PokemonStage[]) =>
  e.zoneCards(e.me, 'hand').filter((id) => {
    const c = e.card(id);
    return (
      id !== e.effect.card &&
      c !== undefined &&
      stages.includes(stage(c) as PokemonStage) &&
      skipsOnto(e, c, mon)
    );
  });

/** Your Basic Pokémon a card of the hand may evolve now. */
const basicsToEvolve = (e: EffectEnv, stages: readonly PokemonStage[]) =>
  e
    .inPlay(e.me)
    .filter(
      (m) =>
        stage(m.card) === 'Basic' && !playedAsPokemon(m.card) && handFits(e, m, stages).length > 0,
    );

/** "Stage 1 or Stage 2", "Stage 2": the stages named. */
function stagesOf(words: string): PokemonStage[] | undefined {
  const parts = words.split(/ or /);
  return parts.every((p) => p === 'Stage 1' || p === 'Stage 2')
    ? (parts as PokemonStage[])
    : undefined;
}

export const TRAINER_EVOLVE_RULES: readonly Rule[] = [
  [
    /^Choose 1 of your Basic Pokémon in play\. If you have an? (Stage [12](?: or Stage [12])?) card that evolves from that Pokémon in your hand, put that card on (?:the Basic Pokémon|that Pokémon|it)\.$/,
    (m, p) => {
      const stages = stagesOf(m[1] as string);
      if (!stages) return false;
      p.context.evolving = true;
      p.unplayable.push((e) =>
        basicsToEvolve(e, stages).length > 0
          ? undefined
          : `you need a Basic Pokémon that may evolve now (in play since before this turn, not on a first turn) and a ${m[1]} card in your hand that evolves from it.`,
      );
      p.steps.push(
        choose((e) => ({
          var: 'basic',
          kind: 'own-pokemon',
          prompt: 'Choose 1 of your Basic Pokémon in play to evolve.',
          options: basicsToEvolve(e, stages).map((mon) => e.pokemonOption(mon)),
        })),
        choose((e) => {
          const mon = e.pokemon(e.picked('basic') ?? '');
          return {
            var: 'evolution',
            kind: 'take',
            prompt: `Choose the ${m[1]} card from your hand to put on it.`,
            options: mon ? handFits(e, mon, stages).map((id) => e.cardOption(id)) : [],
          };
        }),
        step((e) => {
          const to = e.picked('basic');
          const id = e.picked('evolution');
          return to && id ? { actions: [e.move(id, e.key(e.me, 'hand'), to, 'top')] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    /^Search your deck for a card that evolves from your Active Pokémon and put it on (?:your Active Pokémon|that Pokémon|it)\.$/,
    (_m, p) => {
      p.context.evolving = true;
      p.steps.push(
        ...evolveFromDeck(
          'active',
          () => true,
          'Choose a card that evolves from your Active Pokémon to put on it.',
        ),
      );
      return true;
    },
  ],
  [
    /^\(This counts as evolving (?:that|the Basic|your Active) Pokémon\.\)$/,
    (_m, p) => {
      if (!p.context.evolving) return false;
      p.context.evolving = false;
      return true;
    },
  ],
];
