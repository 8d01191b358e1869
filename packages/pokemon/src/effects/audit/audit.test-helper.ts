import type { Action, GameState } from '@playmat/engine';
import type { PokemonState } from '../../game/state';
import {
  act,
  answerAll,
  type Chooser,
  firstOptions,
  refusalOf,
  startTurn,
  type Table,
  templatesIn,
  trainerAction,
} from '../effects.test-helper';

/**
 * Small moves for the independent audit's tests: what a player does at the table (end a turn,
 * put a card down, evolve, retreat), written against the engine's actions only.
 */

/** The player to move ends the turn (the checkup runs); promotions are answered with `chooser`. */
export function endTurn(t: Table, chooser: Chooser = firstOptions): Table {
  const player = t.state.turn.activePlayer;
  return answerAll(act(t, { type: 'end_turn', player, source: 'ai' }), chooser);
}

/** Ends the turn and starts the next player's: they draw and reach their main phase. */
export function passTurn(t: Table, chooser: Chooser = firstOptions): Table {
  return startTurn(endTurn(t, chooser));
}

/** Declines every choice: no pick where none is required, else the option saying no. */
export const decline: Chooser = (d) => {
  if (d.select && d.select.min === 0) return [];
  const no = (d.options ?? []).find((o) => /^(no|don't|do not|decline|skip)/i.test(o));
  return [no ?? (d.options ?? [])[0] ?? ''];
};

/** The instance id of the first card with template `templateId` in a zone. */
export function cardIn(state: GameState<PokemonState>, zone: string, templateId: string): string {
  const id = (state.zones[zone]?.cards ?? []).find(
    (i) => state.cards[i]?.templateId === templateId,
  );
  if (!id) throw new Error(`no ${templateId} in ${zone}: ${templatesIn(state, zone).join(', ')}`);
  return id;
}

/** The move of a card from a player's hand to a zone (`top` evolves, `bottom` attaches Energy). */
export function fromHand(
  t: Table,
  templateId: string,
  to: string,
  position?: 'top' | 'bottom',
  player = 'p1',
): Action {
  return {
    type: 'move_card',
    player,
    source: 'ai',
    card: `#${cardIn(t.state, `${player}:hand`, templateId)}`,
    to,
    ...(position ? { position } : {}),
  };
}

/** Plays a card from the hand (bench, evolve, attach) and answers what it asks with `chooser`. */
export function play(
  t: Table,
  templateId: string,
  to: string,
  position?: 'top' | 'bottom',
  chooser: Chooser = firstOptions,
  player = 'p1',
): Table {
  return answerAll(act(t, fromHand(t, templateId, to, position, player)), chooser);
}

/** The retreat of a player's Active Pokémon to `to`, paying with the attached Energy given. */
export function retreatAction(
  t: Table,
  to: string,
  discard: readonly string[],
  player = 'p1',
): Action {
  const active = `${player}:active`;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'retreat',
    card: `#${t.state.zones[active]?.cards[0]}`,
    zone: active,
    details: { to, discard: [...discard] },
  };
}

/** Attached Energy ids of the Pokémon in a zone (every card under the top that is Energy). */
export function energyIn(t: Table, zone: string): string[] {
  const cards = t.state.zones[zone]?.cards ?? [];
  return cards.filter((id) => {
    const tpl = t.engine.definition.cards.getTemplate(t.state.cards[id]?.templateId ?? '') as
      | { supertype?: string }
      | undefined;
    return tpl?.supertype === 'Energy';
  });
}

/** The action of p1's (or `player`'s) Active Pokémon declaring an attack (not executed). */
export function attackAction(t: Table, name: string, player = 'p1'): Action {
  const zone = `${player}:active`;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones[zone]?.cards[0]}`,
    zone,
    details: { attack: name },
  };
}

/** The refusal's rule code alone (`ONE_SUPPORTER_PER_TURN`), or `undefined` when accepted. */
export function refusalCode(t: Table, action: Action): string | undefined {
  return refusalOf(t, action)?.split(' ')[0];
}

/** Count of cards in a zone. */
export function count(t: Table, zone: string): number {
  return t.state.zones[zone]?.cards.length ?? 0;
}

/** Prize cards a player still has face down. */
export function prizesLeft(t: Table, player: string): number {
  return Object.keys(t.state.zones).filter(
    (z) => z.startsWith(`${player}:prizes_`) && (t.state.zones[z]?.cards.length ?? 0) > 0,
  ).length;
}

/** Plays the Trainer with template `templateId` from a player's hand, then answers every choice. */
export function playTrainerCard(
  t: Table,
  templateId: string,
  options: { target?: string; chooser?: Chooser; player?: string } = {},
): Table {
  return answerAll(
    act(t, trainerPlay(t, templateId, options.target, options.player)),
    options.chooser,
  );
}

/** The action of playing the Trainer with template `templateId` (on `target`), not executed. */
export function trainerPlay(t: Table, templateId: string, target?: string, player = 'p1'): Action {
  const a = trainerAction(t, templateId, player);
  if (a.type !== 'declare_action' || !target) return a;
  return { ...a, details: { target } };
}

/** Puts a Stadium card owned by `owner` into play (a fixture, not a play). */
export function withStadium(t: Table, templateId: string, owner = 'p1'): Table {
  const id = String(t.state.nextId);
  const s = t.state;
  return {
    ...t,
    state: {
      ...s,
      nextId: s.nextId + 1,
      cards: {
        ...s.cards,
        [id]: {
          id,
          templateId,
          owner,
          visibility: 'public',
          faceUp: true,
          orientation: 0,
          counters: {},
        },
      },
      zones: {
        ...s.zones,
        stadium: { ...(s.zones.stadium as NonNullable<typeof s.zones.stadium>), cards: [id] },
      },
    },
  };
}
