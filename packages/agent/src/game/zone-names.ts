import {
  closestNames,
  EXCERPT_LENGTH,
  excerpt,
  type PlayerId,
  type ZoneKey,
} from '@playmat/engine';

/** Zone keys as one player's agent sees them. */
export interface ZoneNames {
  /** Engine key → agent key: `p1:hand` → `your_hand`, `p2:active` → `opponent_active` (two players) or `p2_active`, `stadium` → `stadium`. */
  toAgent(key: ZoneKey): string;
  /** Agent key (or an engine key, or a bare name of your own zone) → engine key. */
  toEngine(agentKey: string): { ok: true; key: ZoneKey } | { ok: false; message: string };
  /** Every agent key, in engine order. */
  readonly all: readonly string[];
  /** How a player is called in text for this viewer: `you`, else the player's name (default: the id). */
  playerLabel(player: PlayerId): string;
  /** A player's possessive for this viewer: `your`, else `p2's` (never "you's"). */
  playerPossessive(player: PlayerId): string;
}

/** Options of {@link createZoneNames}. */
export interface ZoneNamesOptions {
  /**
   * What another player is called in text (default: their id), in games of two players and of
   * more alike. Zone keys are not names: `opponent_hand` stays the key with two players.
   */
  readonly playerName?: (player: PlayerId) => string;
}

/**
 * Builds the zone-key mapping for `viewer`. Owned zones are `${player}:${name}` in the engine;
 * the agent sees `your_${name}`, and `opponent_${name}` with two players or `${player}_${name}`
 * with more. Shared zones keep their names.
 */
export function createZoneNames(
  players: readonly PlayerId[],
  viewer: PlayerId,
  zoneKeys: readonly ZoneKey[],
  options: ZoneNamesOptions = {},
): ZoneNames {
  const nameOf = options.playerName ?? ((p: PlayerId) => p);
  const two = players.length === 2;
  const prefixOf = (p: PlayerId) => (p === viewer ? 'your' : two ? 'opponent' : p);
  const toAgentMap = new Map<ZoneKey, string>();
  const toEngineMap = new Map<string, ZoneKey>();
  for (const key of zoneKeys) {
    const at = key.indexOf(':');
    const agent = at < 0 ? key : `${prefixOf(key.slice(0, at))}_${key.slice(at + 1)}`;
    toAgentMap.set(key, agent);
    toEngineMap.set(agent.toLowerCase(), key);
  }
  // Accepted aliases: `${id}_${name}` for every player, raw engine keys, bare own names.
  const aliases = new Map<string, ZoneKey>();
  for (const key of zoneKeys) {
    aliases.set(key.toLowerCase(), key);
    const at = key.indexOf(':');
    if (at < 0) continue;
    const owner = key.slice(0, at);
    const name = key.slice(at + 1);
    aliases.set(`${owner}_${name}`.toLowerCase(), key);
    if (owner === viewer && !toEngineMap.has(name.toLowerCase()))
      aliases.set(name.toLowerCase(), key);
  }
  const all = [...toAgentMap.values()];
  return {
    all,
    toAgent: (key) => toAgentMap.get(key) ?? key,
    toEngine(agentKey) {
      if (typeof agentKey !== 'string' || agentKey.trim() === '')
        return { ok: false, message: `A zone is required. Zones: ${all.join(', ')}.` };
      const k = agentKey.trim().toLowerCase();
      const key = toEngineMap.get(k) ?? aliases.get(k);
      if (key !== undefined) return { ok: true, key };
      // A zone key is short: a long one is quoted in short, and no edit distance runs on it.
      const closest = agentKey.length <= EXCERPT_LENGTH ? closestNames(agentKey, all) : [];
      return {
        ok: false,
        message: `There is no zone ${excerpt(agentKey)}.${closest.length > 0 ? ` Did you mean ${closest.join(' or ')}?` : ''} Zones: ${all.join(', ')}.`,
      };
    },
    playerLabel: (p) => (p === viewer ? 'you' : nameOf(p)),
    playerPossessive: (p) => (p === viewer ? 'your' : `${nameOf(p)}'s`),
  };
}
