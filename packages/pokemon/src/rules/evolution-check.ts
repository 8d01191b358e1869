import type { GameState } from '@playmat/engine';
import { evolvesOnto, isPokemon } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { evolvesByPower, hasMarker, markersOf } from '../effects/markers';
import { passiveRulesOf } from '../effects/passive-text';
import { abilityWorks, passiveRulesInPlay } from '../effects/passives';
import type { Cards, PokemonInPlay } from '../game/board';
import { cardOf } from '../game/board';
import type { PokemonState } from '../game/state';
import { firstTurnForbidsEvolving } from './era';

/** Why an evolution is not allowed: a stable code, what is wrong, and what would be right. */
export interface EvolutionRefusal {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
}

/**
 * Whether `card` may evolve `target` now, by the game's evolution rules: the chain, a Pokémon
 * that can't evolve (Ditto's Transform), a Power that stops evolution (Prehistoric Power), no
 * evolving on either player's first turn nor a Pokémon that came into play or evolved this
 * turn. The evolution rule refuses moves by it; effects that evolve "(This counts as evolving
 * …)" offer only what it allows.
 */
export function evolutionRefusal(
  cards: Cards,
  state: GameState<PokemonState>,
  card: PokemonCard,
  target: PokemonInPlay,
  /**
   * `chainNamedByEffect`: an effect names the card that evolves `target` (Baby Evolution puts
   * Pikachu onto Pichu): only the other rules are checked.
   */
  options: { readonly chainNamedByEffect?: boolean } = {},
): EvolutionRefusal | undefined {
  if (!isPokemon(card)) return undefined;
  // Ditto's Transform: "… except Ditto can't evolve".
  const printed = cardOf(cards, state, target.top);
  const cannot =
    printed && isPokemon(printed)
      ? printed.abilities.find((a) =>
          passiveRulesOf(printed.name, a)?.some((r) => r.kind === 'transform'),
        )
      : undefined;
  if (printed && cannot)
    return {
      code: 'CANNOT_EVOLVE',
      message: `${printed.name} can't evolve (its ${cannot.name}).`,
      hint: 'Evolve another Pokémon.',
    };
  // Baby Evolution: the Power names the card it puts onto this Pokémon.
  if (
    !options.chainNamedByEffect &&
    !evolvesOnto(card, target.card) &&
    !evolvesByPower(state, card, target.top)
  )
    return {
      code: 'EVOLUTION_CHAIN',
      message: `${card.name} evolves from ${card.evolvesFrom ?? 'nothing'}, not from ${target.card.name}.`,
      hint: `Evolve a ${card.evolvesFrom ?? 'matching'} Pokémon instead.`,
    };
  // Aerodactyl's Prehistoric Power: "No more Evolution cards can be played."
  const stopped = passiveRulesInPlay(cards, state, 'no-evolution')[0];
  if (stopped)
    return {
      code: 'NO_EVOLUTION_POWER',
      message: `No Evolution cards can be played while ${stopped.mon.card.name}'s ${stopped.power} works.`,
      hint: `Knock Out ${stopped.mon.card.name}, or stop its Power with a Special Condition (Asleep, Confused or Paralyzed).`,
    };
  const p = state.plugin;
  // Adaptive Evolution (Scatterbug, Spewpa): "can evolve during your first turn or the turn you
  // play it" lifts both timing limits.
  if (
    target.card.abilities.some(
      (a) =>
        /can evolve during your first turn/i.test(a.text) && abilityWorks(cards, state, target, a),
    )
  )
    return undefined;
  // Giovanni: "you may evolve that Pokémon even if you just played or evolved it this turn or if
  // this is your first turn." (Not if it was devolved this turn: that is another limit.)
  const anytime = markersOf(state, 'evolve-anytime', target.top).length > 0;
  if (!anytime && firstTurnForbidsEvolving(p))
    return {
      code: 'NO_EVOLUTION_FIRST_TURN',
      message: 'Neither player may evolve on their first turn.',
      hint: 'Evolve from your second turn on.',
    };
  // Hyper Devolution Spray: "You can't evolve a Pokémon the turn you devolve it."
  if (hasMarker(state, 'devolved', target.top))
    return {
      code: 'DEVOLVED_THIS_TURN',
      message: `${target.card.name} was devolved this turn; it cannot evolve until your next turn.`,
      hint: 'Evolve a Pokémon that was not devolved this turn.',
    };
  if (!anytime && p.flags.enteredThisTurn.includes(target.top))
    return {
      code: 'EVOLVED_OR_PLAYED_THIS_TURN',
      message: `${target.card.name} came into play or evolved this turn; it cannot evolve until your next turn.`,
      hint: 'Evolve a Pokémon that has been in play since an earlier turn.',
    };
  return undefined;
}
