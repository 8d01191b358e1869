import type { Action } from '@playmat/engine';
import { getBundledRegistry } from '../../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../../cards/types';
import { cardBehaviour } from '../behaviour.test-helper';
import { act, attack, type Chooser, type Table } from '../effects.test-helper';
import type { Marker } from '../markers';

/**
 * Boards and readings for the behaviour tests of classic-era cards (Fossil, and the compiled
 * sentences of sets loaded without code).
 */
export const registry = getBundledRegistry();
export const poke = (id: string) => registry.require(id) as PokemonSupertypeCard;

export const G = 'sve-1';
export const R = 'sve-2';
export const W = 'sve-3';
export const L = 'sve-4';
export const P = 'sve-5';
export const F = 'sve-6';
const ENERGY: Record<string, string> = {
  Grass: G,
  Fire: R,
  Water: W,
  Lightning: L,
  Psychic: P,
  Fighting: F,
};

/** 170 HP Darkness, weak to Grass only: a neutral target for every other type. */
export const KINGAMBIT = 'sv1-134';
/** 160 HP Water, weak to Lightning only: the neutral target for Grass attackers. */
export const DONDOZO = 'sv1-61';
export const PIKACHU = 'base1-58';
export const SQUIRTLE = 'base1-63';
export const CHARMANDER = 'base1-46';
export const BULBASAUR = 'base1-44';

export const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

/** The Energy that pays an attack's cost (Colorless paid with the Pokémon's own type). */
export function energyFor(id: string, attackName: string): string[] {
  const card = poke(id);
  const own = ENERGY[card.types[0] ?? ''] ?? R;
  const a = card.attacks.find((x) => x.name === attackName);
  if (!a) throw new Error(`${card.name} has no ${attackName}`);
  return a.cost.map((t) => (t === 'Colorless' ? own : (ENERGY[t] ?? R)));
}

/** A target that takes the printed damage from this attacker (no Weakness, no Resistance). */
export const wallFor = (id: string) => (poke(id).types.includes('Grass') ? DONDOZO : KINGAMBIT);

/** The first coins `player` flipped, as `heads` / `tails`. */
export function flipsOf(t: Table, player = 'p1'): string[] {
  const line = t.state.log.map((e) => e.message).find((m) => m.startsWith(`${player} flipped`));
  return line ? line.slice(line.indexOf(':') + 2).split(', ') : [];
}
export const heads = (t: Table) => flipsOf(t)[0] === 'heads';
export const tails = (t: Table) => flipsOf(t)[0] === 'tails';
export const logOf = (t: Table) => t.state.log.map((e) => e.message).join('\n');
/** Whether a Special Condition was put on a Pokémon (it may wear off at the checkup after). */
export const gotCondition = (t: Table, c: string) => logOf(t).includes(`set a counter: ${c} on`);

/** Sets counters on the top card of a zone. */
export function withCounters(t: Table, zone: string, counters: Record<string, number>): Table {
  const top = t.state.zones[zone]?.cards[0] as string;
  const card = t.state.cards[top];
  if (!card) throw new Error(`no card in ${zone}`);
  return {
    ...t,
    state: {
      ...t.state,
      cards: { ...t.state.cards, [top]: { ...card, counters: { ...card.counters, ...counters } } },
    },
  };
}

/** Adds a lasting effect on the top card of a zone. */
export function withMarker(t: Table, zone: string, m: Omit<Marker, 'card'>): Table {
  const top = t.state.zones[zone]?.cards[0] as string;
  const plugin = t.state.plugin;
  return {
    ...t,
    state: { ...t.state, plugin: { ...plugin, markers: [...plugin.markers, { ...m, card: top }] } },
  };
}

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

/** Why the engine refuses `action` (rule code and message), or `played`. */
export function refusalOf(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'played' : `${r.error.rule?.code ?? r.error.code} ${r.error.message}`;
}

/** An attack that must be refused; returns the error text. */
export function refused(t: Table, name: string, player = 'p1'): string {
  try {
    attack(t, name, { player });
  } catch (err) {
    return String((err as Error).message);
  }
  throw new Error(`${name} was not refused`);
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

/** Declares an Ability without answering its choices (to read what it offers). */
export function declareAbility(t: Table, zone: string, ability: string): Table {
  const player = zone.slice(0, zone.indexOf(':'));
  return act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'ability',
    card: `#${t.state.zones[zone]?.cards[0]}`,
    zone,
    details: { ability },
  });
}

/**
 * A group of behaviour tests for one text of a set's card: `card('base3', 'Zapdos — Thunderstorm',
 * fn)` or `card('base3', 'Gambler', fn)` for a Trainer. The set's first printing with that text is
 * the one named (printings with the same text share the check).
 */
export function card(set: string, title: string, fn: () => void, number?: string) {
  const [name, part] = title.split(' — ');
  const printed = registry.cards.find(
    (c) => c.set.id === set && c.name === name && (number === undefined || c.number === number),
  );
  if (!printed) throw new Error(`no ${set} card named ${name}`);
  cardBehaviour(printed.id, part, fn);
}
