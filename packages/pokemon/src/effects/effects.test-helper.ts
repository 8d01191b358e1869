import type { Action, Engine, GameState, PendingDecision } from '@playmat/engine';
import type { PokemonState } from '../game/state';
import { type BoardSpec, buildBoard } from '../test/match-builder';

/** A state and the engine it runs on. */
export interface Table {
  readonly engine: Engine<PokemonState>;
  readonly state: GameState<PokemonState>;
}

/** Picks the answer to a pending decision: option labels (several when it allows several). */
export type Chooser = (d: PendingDecision, state: GameState<PokemonState>) => string[];

/** The first option, or the first `min` (at least one when `max` allows) for a multi-choice. */
export const firstOptions: Chooser = (d) => {
  const options = d.options ?? [];
  if (!d.select) return options.slice(0, 1);
  return options.slice(0, Math.max(d.select.min, Math.min(1, d.select.max)));
};

/** Every option a multi-choice allows (as many as `max`), else the first. */
export const mostOptions: Chooser = (d) =>
  d.select ? (d.options ?? []).slice(0, d.select.max) : (d.options ?? []).slice(0, 1);

/**
 * Answers by option text: the options whose label contains one of `parts` (in that order); a
 * question none of them names (a promotion after the effect) gets its first options.
 */
export const optionsNaming =
  (...parts: string[]): Chooser =>
  (d, s) => {
    const named = parts
      .map((p) => (d.options ?? []).find((o) => o.includes(p)))
      .filter((o): o is string => o !== undefined);
    return named.length > 0 ? named : firstOptions(d, s);
  };

/** The player whose turn it now is draws and moves to the main phase. */
export function startTurn(t: Table): Table {
  const player = t.state.turn.activePlayer;
  let cur = t;
  if (t.state.turn.phase === 'draw') {
    cur = act(cur, { type: 'draw', player, source: 'ai' });
    cur = act(cur, { type: 'end_phase', player, source: 'ai' });
  }
  return cur;
}

/** Executes an action and throws with the engine's error when it is rejected. */
export function act(t: Table, action: Action): Table {
  const r = t.engine.execute(t.state, action);
  if (!r.ok)
    throw new Error(
      `${action.type} rejected: ${r.error.rule?.code ?? r.error.code} ${r.error.message} ${r.error.hints.join(' ')}`,
    );
  const failed = r.warnings.filter((w) => w.startsWith('Follow-up'));
  if (failed.length > 0) throw new Error(`${action.type}: ${failed.join('; ')}`);
  return { engine: t.engine, state: r.state };
}

/**
 * Answers every pending decision with `chooser` (each decider in turn) until none is left or
 * `max` answers were given. Returns the settled table.
 */
export function answerAll(t: Table, chooser: Chooser = firstOptions, max = 40): Table {
  let cur = t;
  for (let i = 0; i < max; i++) {
    const d = cur.state.pendingDecision;
    if (!d) return cur;
    const picks = chooser(d, cur.state);
    cur = act(
      cur,
      d.select
        ? { type: 'resolve_decision', player: d.decider, source: 'ai', choices: picks }
        : { type: 'resolve_decision', player: d.decider, source: 'ai', choice: picks[0] ?? '' },
    );
  }
  return cur;
}

/** A board (see `buildBoard`), p1 to act in their main phase by default. */
export function table(spec: BoardSpec): Table {
  return buildBoard(spec);
}

/** p1 plays a Trainer from their hand (by name), then every choice is answered. */
export function playTrainer(
  t: Table,
  card: string,
  options: { target?: string; chooser?: Chooser; player?: string } = {},
): Table {
  const player = options.player ?? 'p1';
  const next = act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'play_trainer',
    card,
    zone: `${player}:hand`,
    ...(options.target ? { details: { target: options.target } } : {}),
  });
  return answerAll(next, options.chooser);
}

/** p1's Active Pokémon attacks, then every choice is answered. */
export function attack(
  t: Table,
  name: string,
  options: { chooser?: Chooser; player?: string } = {},
): Table {
  const player = options.player ?? 'p1';
  const zone = `${player}:active`;
  const top = t.state.zones[zone]?.cards[0];
  const next = act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${top}`,
    zone,
    details: { attack: name },
  });
  return answerAll(next, options.chooser);
}

/** A Pokémon of p1's (by zone) uses an Ability, then every choice is answered. */
export function useAbility(
  t: Table,
  zone: string,
  ability: string,
  options: { chooser?: Chooser } = {},
): Table {
  const top = t.state.zones[zone]?.cards[0];
  const player = zone.slice(0, zone.indexOf(':'));
  const next = act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'ability',
    card: `#${top}`,
    zone,
    details: { ability },
  });
  return answerAll(next, options.chooser);
}

/** Damage (HP) on the Pokémon in a zone, summed over its stack. */
export function damageIn(state: GameState<PokemonState>, zone: string): number {
  return (state.zones[zone]?.cards ?? []).reduce(
    (n, id) => n + (state.cards[id]?.counters.damage ?? 0),
    0,
  );
}

/** Template ids of the cards in a zone, top first. */
export function templatesIn(state: GameState<PokemonState>, zone: string): string[] {
  return (state.zones[zone]?.cards ?? []).map((id) => state.cards[id]?.templateId ?? '');
}

/** Special Conditions on the top card of a zone. */
export function conditionsIn(state: GameState<PokemonState>, zone: string): string[] {
  const top = state.zones[zone]?.cards[0];
  const counters = top ? (state.cards[top]?.counters ?? {}) : {};
  return Object.keys(counters)
    .filter((k) => k !== 'damage' && (counters[k] ?? 0) > 0)
    .sort();
}

/** Runs `f` over seeds until one makes `accept` true: for effects with coin flips. */
export function withSeeds<T>(
  seeds: readonly number[],
  f: (seed: number) => T,
  accept: (value: T) => boolean,
): T {
  for (const s of seeds) {
    const v = f(s);
    if (accept(v)) return v;
  }
  throw new Error('no seed gave the wanted outcome');
}

/** Sets counters (`{ damage: 30 }`, `{ poisoned: 1 }`) on the card at `index` of a zone's stack (0 is the top). */
export function withCounters(
  t: Table,
  zone: string,
  counters: Readonly<Record<string, number>>,
  index = 0,
): Table {
  const id = t.state.zones[zone]?.cards[index];
  const card = id === undefined ? undefined : t.state.cards[id];
  if (id === undefined || !card) throw new Error(`withCounters: no card ${index} in ${zone}`);
  return {
    ...t,
    state: {
      ...t.state,
      cards: { ...t.state.cards, [id]: { ...card, counters: { ...card.counters, ...counters } } },
    },
  };
}

/** The engine's refusal of an action (`CODE message`), or `undefined` when it is accepted. */
export function refusalOf(t: Table, action: Action): string | undefined {
  const r = t.engine.execute(t.state, action);
  return r.ok ? undefined : `${r.error.rule?.code ?? r.error.code} ${r.error.message}`;
}

/** The action of a Pokémon (by zone) declaring an Ability (not executed). */
export function abilityAction(t: Table, zone: string, ability: string): Action {
  const top = t.state.zones[zone]?.cards[0];
  return {
    type: 'declare_action',
    player: zone.slice(0, zone.indexOf(':')),
    source: 'ai',
    kind: 'ability',
    card: `#${top}`,
    zone,
    details: { ability },
  };
}

/** The action of playing the Trainer with template `templateId` from a hand (not executed). */
export function trainerAction(t: Table, templateId: string, player = 'p1'): Action {
  const hand = t.state.zones[`${player}:hand`]?.cards ?? [];
  const card = hand.find((i) => t.state.cards[i]?.templateId === templateId);
  if (!card) throw new Error(`trainerAction: no ${templateId} in ${player}'s hand`);
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'play_trainer',
    card: `#${card}`,
    zone: `${player}:hand`,
  };
}

/**
 * Answers with one option naming each of `parts`, each option picked once (for a choice of
 * several: `eachNaming('Water', 'Water')` takes two different Water options).
 */
export const eachNaming =
  (...parts: string[]): Chooser =>
  (d, s) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const p of parts) {
      const i = left.findIndex((o) => o.includes(p));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out.length > 0 ? out : firstOptions(d, s);
  };
