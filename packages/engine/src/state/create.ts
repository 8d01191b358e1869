import type { GameDefinition, ZoneSpec } from '../definition/types';
import { PlaymatSetupError } from '../errors';
import { seedRng } from '../rng';
import { freezeState, statesFrozen } from './freeze';
import { makeState, plainZone, type StateFields, toStoredState } from './store';
import type {
  CardInstance,
  Enforcement,
  GameState,
  InstanceId,
  PlayerId,
  Zone,
  ZoneConfig,
  ZoneKey,
} from './types';
import { resolveDefaultVisibility } from './visibility';

/** Options for {@link createInitialState}. */
export interface InitialStateOptions {
  /** Seating order; at least one player; ids must be unique and contain no `:`. */
  readonly players: readonly PlayerId[];
  /** PRNG seed (default 0). */
  readonly seed?: number | string;
  /** Template ids per player, placed into that player's deck zone top-first (not shuffled). */
  readonly decks?: Readonly<Record<PlayerId, readonly string[]>>;
  /** Template ids per shared zone name, owned by the first player. */
  readonly sharedCards?: Readonly<Record<string, readonly string[]>>;
  /** Default `strict`. */
  readonly enforcement?: Enforcement;
  /** How many log entries the state keeps (default 20). */
  readonly logLimit?: number;
}

function toConfig(spec: ZoneSpec): ZoneConfig {
  return {
    ordered: spec.ordered ?? true,
    defaultVisibility: spec.defaultVisibility ?? 'public',
    capacity: spec.capacity ?? null,
    countVisibility: spec.countVisibility ?? 'public',
    shuffleable: spec.shuffleable ?? false,
  };
}

/**
 * Builds the initial state: one set of zones per player plus shared zones, decks placed in the
 * deck zone in the given order (index 0 = top), plugin state from `initPluginState`.
 * @throws PlaymatSetupError for bad players, unknown templates or zones.
 */
export function createInitialState<P>(
  definition: GameDefinition<P>,
  options: InitialStateOptions,
): GameState<P> {
  const players = options.players;
  if (players.length === 0)
    throw new PlaymatSetupError('createInitialState needs at least one player.');
  const seen = new Set<string>();
  for (const p of players) {
    if (typeof p !== 'string' || p === '' || p.includes(':'))
      throw new PlaymatSetupError(
        `Invalid player id ${JSON.stringify(p)}: use a non-empty id without ":".`,
      );
    if (seen.has(p)) throw new PlaymatSetupError(`Player id "${p}" appears twice.`);
    seen.add(p);
  }
  const zones: Record<ZoneKey, Zone> = {};
  for (const p of players)
    for (const spec of definition.zones.perPlayer)
      zones[`${p}:${spec.name}`] = plainZone(
        { key: `${p}:${spec.name}`, name: spec.name, owner: p, config: toConfig(spec) },
        [],
      );
  for (const spec of definition.zones.shared ?? [])
    zones[spec.name] = plainZone(
      { key: spec.name, name: spec.name, owner: null, config: toConfig(spec) },
      [],
    );

  const cards: Record<InstanceId, CardInstance> = {};
  let nextId = 1;
  const place = (zoneKey: ZoneKey, owner: PlayerId, templateIds: readonly string[]) => {
    const zone = zones[zoneKey];
    if (zone === undefined)
      throw new PlaymatSetupError(
        `Zone "${zoneKey}" does not exist; known zones: ${Object.keys(zones).join(', ')}.`,
      );
    const list = zone.cards as InstanceId[];
    for (const templateId of templateIds) {
      if (definition.cards.getTemplate(templateId) === undefined)
        throw new PlaymatSetupError(
          `Unknown card template "${templateId}" in the setup for ${zoneKey}.`,
        );
      const id = String(nextId++);
      const visibility = resolveDefaultVisibility(zone, owner);
      cards[id] = {
        id,
        templateId,
        owner,
        visibility,
        faceUp: visibility === 'public',
        orientation: 0,
        counters: {},
      };
      list.push(id);
    }
  };
  const deckName = definition.drawZones?.from ?? 'deck';
  for (const [p, deck] of Object.entries(options.decks ?? {})) {
    if (!seen.has(p)) throw new PlaymatSetupError(`Deck given for unknown player "${p}".`);
    place(`${p}:${deckName}`, p, deck);
  }
  for (const [name, list] of Object.entries(options.sharedCards ?? {}))
    place(name, players[0] as PlayerId, list);

  const seed = options.seed ?? 0;
  const phases = definition.phases ?? ['main'];
  const fields: StateFields<P> = {
    version: 1,
    players: [...players],
    zones,
    turn: { number: 1, round: 1, activePlayer: players[0] as PlayerId, phase: phases[0] ?? 'main' },
    pendingDecision: null,
    result: null,
    log: [],
    seq: 0,
    nextId,
    rng: seedRng(seed),
    settings: {
      enforcement: options.enforcement ?? 'strict',
      logLimit: Math.max(1, options.logLimit ?? 20),
    },
    plugin: (definition.initPluginState?.({ players, seed }) ?? null) as P,
  };
  const state = toStoredState(makeState(fields, cards));
  if (statesFrozen()) freezeState(state);
  return state;
}
