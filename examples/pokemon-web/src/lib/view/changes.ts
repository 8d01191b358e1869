import type { BoardView, PokemonInPlay } from './board-view';

/** What happened to one Pokémon in play while the other player had the floor. */
export interface PokemonChange {
  /** Damage it took (HP); 0 when none. */
  damage: number;
  /** Energy attached to it. */
  energy: number;
  /** It is new to its spot: played, evolved, promoted or switched in. */
  fresh: boolean;
}

function inPlay(board: BoardView): Map<string, PokemonInPlay> {
  const m = new Map<string, PokemonInPlay>();
  for (const side of board.players)
    for (const mon of [side.active, ...side.bench]) if (mon) m.set(mon.zone, mon);
  return m;
}

/**
 * The Pokémon in play on `after` that changed since `before`, by their card's instance id:
 * what the opponent's turn did to the table, for the board to mark. A Pokémon in a spot that
 * held another card (or none) is fresh; one still there counts the damage and Energy it gained.
 */
export function changesSince(before: BoardView, after: BoardView): Map<string, PokemonChange> {
  const was = inPlay(before);
  const out = new Map<string, PokemonChange>();
  for (const [zone, mon] of inPlay(after)) {
    const old = was.get(zone);
    const fresh = old?.card.instanceId !== mon.card.instanceId;
    const damage = fresh ? 0 : Math.max(0, mon.damage - old.damage);
    const known = new Set(fresh ? [] : old.energy.map((e) => e.instanceId));
    const energy = mon.energy.filter((e) => !known.has(e.instanceId)).length;
    if (fresh || damage > 0 || energy > 0)
      out.set(mon.card.instanceId, { damage, energy: fresh ? 0 : energy, fresh });
  }
  return out;
}
