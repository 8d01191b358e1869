import type { GameState, PlayerId } from '@playmat/engine';
import type { CardRegistry } from '../cards/registry';

/**
 * Names of the cards `viewer` saw when a log line still kept in `state` named them (the engine
 * records who saw each listed card then): what they know though the card may be hidden now —
 * a card Jacq revealed before it went into the hand, a Pokémon shuffled back from the Bench.
 * For hidden-information checks, which must allow these names and no others.
 */
export function namesSeenInLog(
  state: GameState,
  viewer: PlayerId,
  registry: Pick<CardRegistry, 'get'>,
): Set<string> {
  const names = new Set<string>();
  for (const entry of state.log) {
    const cards = entry.cards ?? [];
    for (let i = 0; i < cards.length; i++) {
      const who = entry.seenBy?.[i];
      if (who !== undefined && who !== null && !who.includes(viewer)) continue;
      const name = registry.get(state.cards[cards[i] as string]?.templateId ?? '')?.name;
      if (name) names.add(name);
    }
  }
  return names;
}
