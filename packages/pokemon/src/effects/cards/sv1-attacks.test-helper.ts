import type { GameState } from '@playmat/engine';
import { getBundledRegistry } from '../../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../../cards/types';
import type { PokemonState } from '../../game/state';
import { cardBehaviour } from '../behaviour.test-helper';
import { act, attack, type Chooser, type Table, table } from '../effects.test-helper';
import type { Marker, MarkerKind } from '../markers';

/**
 * Boards and readers for the Scarlet & Violet attack tests: which Energy pays a cost, targets
 * that take the printed damage, the coins a player flipped, and a board with counters on it.
 */
export const registry = getBundledRegistry();
export const poke = (id: string) => registry.require(id) as PokemonSupertypeCard;

export const G = 'sve-1';
export const R = 'sve-2';
export const W = 'sve-3';
export const L = 'sve-4';
export const P = 'sve-5';
export const F = 'sve-6';
export const D = 'sve-7';
export const M = 'sve-8';
const ENERGY: Record<string, string> = {
  Grass: G,
  Fire: R,
  Water: W,
  Lightning: L,
  Psychic: P,
  Fighting: F,
  Darkness: D,
  Metal: M,
};

/** 170 HP Darkness, weak to Grass only, no Resistance: a neutral target for most attackers. */
export const KINGAMBIT = 'sv1-134';
/** 160 HP Water, weak to Lightning only: the neutral target for Grass attackers. */
export const DONDOZO = 'sv1-61';
/** 330 HP Lightning (weak to Fighting): survives the biggest hits of the other types. */
export const MAGNEZONE_EX = 'sv1-65';
/** 300 HP Water (weak to Lightning): survives the biggest Fighting hits. */
export const GYARADOS_EX = 'sv1-45';
/** Small Basic Pokémon to fill Benches with. */
export const PAWMI = 'sv1-73';
export const LECHONK = 'sv1-155';
export const SHROOMISH = 'sv1-3';

export const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

/** The Energy that pays an attack's cost exactly (Colorless paid with the Pokémon's own type). */
export function energyFor(id: string, attackName: string): string[] {
  const card = poke(id);
  const own = ENERGY[card.types[0] ?? ''] ?? R;
  const a = card.attacks.find((x) => x.name === attackName);
  if (!a) throw new Error(`${card.name} has no ${attackName}`);
  return a.cost.map((t) => (t === 'Colorless' ? own : (ENERGY[t] ?? R)));
}

/** A target that takes the printed damage from this attacker (no Weakness, no Resistance). */
export const wallFor = (id: string, big = false): string => {
  const type = poke(id).types[0];
  if (big) return type === 'Fighting' ? GYARADOS_EX : MAGNEZONE_EX;
  return type === 'Grass' ? DONDOZO : KINGAMBIT;
};

/** The attacker with exactly the Energy its attack costs, against `defender` (a wall by default). */
export function duel(
  id: string,
  attackName: string,
  o: { seed?: number; defender?: string[]; extra?: string[]; p1Bench?: string[][] } = {},
): Table {
  return table({
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    p1: {
      active: [id, ...energyFor(id, attackName), ...(o.extra ?? [])],
      ...(o.p1Bench ? { bench: o.p1Bench } : {}),
    },
    p2: { active: o.defender ?? [wallFor(id)] },
  });
}

/**
 * Every coin `player` flipped during one turn (by default the first turn of the log: the
 * attack's, not the checkup after it), as heads/tails.
 */
export function flipsOf(t: Table, player = 'p1', turn = t.state.log[0]?.turn): string[] {
  return t.state.log
    .filter((e) => e.turn === turn && e.player === player)
    .map((e) => e.message)
    .filter((m) => m.startsWith(`${player} flipped`))
    .flatMap((m) => m.slice(m.indexOf(':') + 2).split(', '));
}
export const heads = (t: Table) => flipsOf(t)[0] === 'heads';
export const tails = (t: Table) => flipsOf(t)[0] === 'tails';
export const headsCount = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;

export const logOf = (t: Table) => t.state.log.map((e) => e.message).join('\n');
/** Whether a Special Condition was put on a Pokémon (it may wear off at the checkup after). */
export const gotCondition = (t: Table, c: string) => logOf(t).includes(`set a counter: ${c} on`);

/** The player to move draws and reaches the main phase. */
export function nextTurn(t: Table): Table {
  const player = t.state.turn.activePlayer;
  let cur = t;
  if (cur.state.turn.phase === 'draw') {
    cur = act(cur, { type: 'draw', player, source: 'ai' });
    cur = act(cur, { type: 'end_phase', player, source: 'ai' });
  }
  return cur;
}

/** Ends the turn of the player to move (after their draw). */
export const pass = (t: Table): Table =>
  act(nextTurn(t), { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' });

/** An attack that must be refused; returns the error text. */
export function refused(t: Table, name: string, player = 'p1', chooser?: Chooser): string {
  try {
    attack(t, name, { player, ...(chooser ? { chooser } : {}) });
  } catch (err) {
    return String((err as Error).message);
  }
  throw new Error(`${name} was not refused`);
}

/** The attack is declared and stops at the first choice (nothing answered). */
export function declareAttack(t: Table, name: string, player = 'p1'): Table {
  const zone = `${player}:active`;
  return act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones[zone]?.cards[0]}`,
    zone,
    details: { attack: name },
  });
}

/** Answers with the options naming `word` first (as many as the choice needs). */
export const preferring =
  (word: string): Chooser =>
  (d) => {
    const options = [...(d.options ?? [])].sort(
      (a, b) => Number(b.includes(word)) - Number(a.includes(word)),
    );
    return options.slice(0, d.select ? Math.max(1, d.select.min) : 1);
  };

/** Lasting effects of a kind in a state. */
export const markersNamed = (s: GameState<PokemonState>, kind: MarkerKind) =>
  s.plugin.markers.filter((m) => m.kind === kind);

/** Cards in a zone (ids). */
export const count = (t: Table, zone: string) => t.state.zones[zone]?.cards.length ?? 0;

/** Groups the tests of one attack of a Scarlet & Violet card (by id) under its behaviour title. */
export function sv1Attack(id: string, attackName: string, fn: () => void): void {
  cardBehaviour(id, attackName, fn);
}

/** Puts a new card (by template id) on top of a zone: a Stadium in play, a card in a hand… */
export function withCard(t: Table, zone: string, templateId: string, owner: string): Table {
  const id = String(t.state.nextId);
  const z = t.state.zones[zone];
  if (!z) throw new Error(`no zone ${zone}`);
  return {
    ...t,
    state: {
      ...t.state,
      nextId: t.state.nextId + 1,
      cards: {
        ...t.state.cards,
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
      zones: { ...t.state.zones, [zone]: { ...z, cards: [id, ...z.cards] } },
    },
  };
}

/** Plays a Trainer card from `player`'s hand by name (no choices). */
export function playCard(t: Table, name: string, player = 'p1'): Table {
  return act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'play_trainer',
    card: name,
    zone: `${player}:hand`,
  });
}

/**
 * The opponent's Active Pokémon is under "prevent all damage from and effects of attacks" for
 * this turn (as after Wiglett's Twisting Strike or Squawkabilly's Fly came up heads).
 */
export function shielded(t: Table, zone = 'p2:active'): Table {
  const top = t.state.zones[zone]?.cards[0] as string;
  const plugin = t.state.plugin;
  const m: Marker = {
    kind: 'prevent-effects',
    card: top,
    until: plugin.gameTurn,
    source: 'Twisting Strike',
  };
  return { ...t, state: { ...t.state, plugin: { ...plugin, markers: [...plugin.markers, m] } } };
}
