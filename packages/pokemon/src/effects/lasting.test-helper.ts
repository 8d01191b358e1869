import type { Action } from '@playmat/engine';
import { act, type Table } from './effects.test-helper';

/**
 * Moves the tests of lasting attack effects share: retreating, evolving, declaring an attack, and
 * the rule code an action is refused with.
 */

/** The ids of the Energy attached to the Pokémon in a zone. */
export function energyIn(t: Table, zone: string): string[] {
  return (t.state.zones[zone]?.cards ?? []).filter((id) =>
    (t.state.cards[id]?.templateId ?? '').startsWith('sve-'),
  );
}

/** The retreat action of the player to move: to their first Benched Pokémon, paying with all its Energy. */
export function retreat(t: Table): Action {
  const player = t.state.turn.activePlayer;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'retreat',
    details: { to: `${player}:bench_1`, discard: energyIn(t, `${player}:active`) },
  };
}

/** A retreat declaration of `player` (details to fill in). */
export const retreatAction = (player: string) =>
  ({ type: 'declare_action', player, source: 'ai', kind: 'retreat' }) as const;

/** The rule code refusing an action, or `ok`. */
export function verdict(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'ok' : (r.error.rule?.code ?? r.error.code);
}

/** The player to move evolves the Pokémon in `zone` with the card `template` from their hand. */
export function evolve(t: Table, zone: string, template: string): Table {
  const player = t.state.turn.activePlayer;
  const card = (t.state.zones[`${player}:hand`]?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === template,
  );
  if (!card) throw new Error(`no ${template} in ${player}'s hand`);
  return act(t, {
    type: 'move_card',
    player,
    source: 'ai',
    card: `#${card}`,
    to: zone,
    position: 'top',
  });
}

/** The action of the player to move attacking with `name` (not executed). */
export function attackAction(t: Table, name: string): Action {
  const player = t.state.turn.activePlayer;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones[`${player}:active`]?.cards[0]}`,
    zone: `${player}:active`,
    details: { attack: name },
  };
}
