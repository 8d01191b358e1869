import type { CardInstance, GameState, GameView, Zone } from '@playmat/engine';
import type { PokemonState } from '../game/state';

/**
 * A stand-in game state holding only what a view shows: the visible cards, and placeholders
 * for hidden ones (so counts such as Prizes left hold). Lets the narrative reuse the rules'
 * own reckoning (damage, Energy, lasting effects) without reading the real state.
 */
export function stateFromView(view: GameView): GameState<PokemonState> {
  const cards: Record<string, CardInstance> = {};
  const zones: Record<string, Zone> = {};
  for (const [key, z] of Object.entries(view.zones)) {
    const ids: string[] = z.cards.map((c) => c.id);
    for (const c of z.cards)
      cards[c.id] = {
        id: c.id,
        templateId: c.templateId,
        owner: c.owner,
        visibility: 'public',
        faceUp: c.faceUp,
        orientation: c.orientation,
        counters: c.counters,
      };
    for (let i = 0; i < z.hidden; i++) ids.push(`hidden:${key}:${i}`);
    zones[key] = {
      key,
      name: z.name,
      owner: z.owner,
      cards: ids,
      config: {
        ordered: z.ordered,
        defaultVisibility: 'public',
        capacity: null,
        countVisibility: 'public',
        shuffleable: false,
      },
    } as Zone;
  }
  return {
    version: 1,
    players: view.players,
    cards,
    zones,
    turn: view.turn,
    pendingDecision: null,
    result: view.result,
    log: [],
    seq: 0,
    nextId: 0,
    rng: { a: 0, b: 0, c: 0, d: 0 } as never,
    settings: { enforcement: 'strict', logLimit: 0 },
    plugin: view.plugin as PokemonState,
  };
}
