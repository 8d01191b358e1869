import {
  type Action,
  type Engine,
  type GameState,
  type PlayerId,
  RngCursor,
  seedRng,
} from '@playmat/engine';

/**
 * Numbers in `[0, 1)` from the engine's seeded generator (the one game states carry), so random
 * play is reproducible: the same seed gives the same sequence.
 */
export function seededRandom(seed: number | string): () => number {
  const cursor = new RngCursor(seedRng(seed));
  return () => cursor.nextUint32() / 2 ** 32;
}

/**
 * The random-legal-action player of the strength benchmark: picks uniformly among the
 * plugin's `legalActions` (never conceding or declaring victory), and ends the turn when none is
 * left.
 */
export function randomLegalAction<P>(
  engine: Engine<P>,
  state: GameState<P>,
  player: PlayerId,
  random: () => number,
): Action {
  const legal = engine
    .legalActions(state, player)
    .filter((a) => a.type !== 'concede' && a.type !== 'declare_victory');
  const pick = legal[Math.floor(random() * legal.length)];
  return pick ?? { type: 'end_turn', player, source: 'ai' };
}
