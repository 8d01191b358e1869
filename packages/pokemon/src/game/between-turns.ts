import type { GameState, PlayerId } from '@playmat/engine';
import { type EffectStart, effectKey } from '../effects/runtime';
import { type ToolTime, toolTextOf } from '../effects/tool-rules';
import { type Cards, cardOf, pokemonInPlay } from './board';

/**
 * Between turns: the Pokémon Tools whose text acts then (`effects/tool-rules.ts`). After a turn
 * ends, each Tool whose "At any time between turns, if …, you may …" holds asks its owner
 * before the Pokémon Checkup (the checkup waits for the answers); each Tool whose "At the start
 * of each turn, if …, …" holds acts once the checkup is over, before the next turn's draw.
 */

/** What the turn change left to do: the checkup held for the owners' answers, the start of the turn. */
export interface BetweenTurns {
  /** The player whose turn ended (the checkup ends their Pokémon's Paralysis). */
  readonly ended: PlayerId;
  /** The checkup waits until the between-turns choices are answered. */
  readonly checkupHeld: boolean;
  /** Tools that act at the start of the turn are in play: look again after the checkup. */
  readonly startOfTurn: boolean;
}

/** Each Tool in play with a sentence for `time`, with its owner; `holding` only those that apply now. */
export function toolUses(
  cards: Cards,
  state: GameState,
  time: ToolTime,
  holding: boolean,
): EffectStart[] {
  const out: EffectStart[] = [];
  for (const player of state.players)
    for (const mon of pokemonInPlay(cards, state, player))
      for (const id of mon.tools) {
        const card = cardOf(cards, state, id);
        const use = card ? toolTextOf(card)?.[time] : undefined;
        if (!card || !use || (holding && !use.holds(mon))) continue;
        out.push({
          source: 'trigger',
          player,
          card: id,
          key: effectKey('trigger', card, time),
          name: card.name,
        });
      }
  return out;
}
