import type { Action, Engine, GameState, PlayerId } from '@playmat/engine';

/** A small seeded PRNG (mulberry32), so random play is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The random-legal-action player of the strength benchmark: picks uniformly among the
 * plugin's `legalActions` (never conceding), ending the turn when none is left or after
 * `maxPerTurn` actions.
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
