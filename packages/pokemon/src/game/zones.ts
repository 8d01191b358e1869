import type { ZoneSpec } from '@playmat/engine';

/** Bench zone names, `bench_1` … `bench_5`. */
export const BENCH_ZONES = ['bench_1', 'bench_2', 'bench_3', 'bench_4', 'bench_5'] as const;
/** Prize zone names, `prizes_1` … `prizes_6` (one face-down card each). */
export const PRIZE_ZONES = [
  'prizes_1',
  'prizes_2',
  'prizes_3',
  'prizes_4',
  'prizes_5',
  'prizes_6',
] as const;
/** Zones holding a Pokémon in play: the Active Spot, then the Bench in order. */
export const IN_PLAY_ZONES = ['active', ...BENCH_ZONES] as const;

/** A per-player zone name. */
export type PokemonZoneName =
  | 'deck'
  | 'hand'
  | 'discard'
  | 'lost_zone'
  | (typeof IN_PLAY_ZONES)[number]
  | (typeof PRIZE_ZONES)[number];

/** Shared zone names. */
export const SHARED_ZONES = ['stadium', 'staging'] as const;

/**
 * Per-player zones. A Pokémon in play is a stack in its own zone: index 0 is the Pokémon itself
 * (its latest stage), the cards below are earlier stages, attached Energy and Tools.
 */
export const PER_PLAYER_ZONE_SPECS: readonly ZoneSpec[] = [
  { name: 'deck', defaultVisibility: 'hidden', shuffleable: true },
  // Shuffled by a card that says so (Skwovet's Nest Stash: "shuffle your hand and put it …").
  { name: 'hand', defaultVisibility: 'owner', ordered: false, shuffleable: true },
  ...IN_PLAY_ZONES.map((name) => ({ name, defaultVisibility: 'public' as const })),
  { name: 'discard', defaultVisibility: 'public' },
  ...PRIZE_ZONES.map((name) => ({ name, defaultVisibility: 'hidden' as const, capacity: 1 })),
  { name: 'lost_zone', defaultVisibility: 'public' },
];

/** Shared zones: the Stadium in play and a staging area for a Trainer being resolved. */
export const SHARED_ZONE_SPECS: readonly ZoneSpec[] = [
  { name: 'stadium', defaultVisibility: 'public', capacity: 1 },
  { name: 'staging', defaultVisibility: 'public' },
];

/** `${player}:${name}`. */
export function zoneKey(player: string, name: PokemonZoneName): string {
  return `${player}:${name}`;
}

/** The zone name of a key (`p1:bench_2` → `bench_2`, `stadium` → `stadium`). */
export function zoneNameOf(key: string): string {
  const i = key.indexOf(':');
  return i < 0 ? key : key.slice(i + 1);
}

/** The owner of a key, or `null` for a shared zone. */
export function zoneOwnerOf(key: string): string | null {
  const i = key.indexOf(':');
  return i < 0 ? null : key.slice(0, i);
}

/** True for `active` and `bench_N` zone names or keys. */
export function isInPlayZone(keyOrName: string): boolean {
  return (IN_PLAY_ZONES as readonly string[]).includes(zoneNameOf(keyOrName));
}

/** True for `bench_N` zone names or keys. */
export function isBenchZone(keyOrName: string): boolean {
  return (BENCH_ZONES as readonly string[]).includes(zoneNameOf(keyOrName));
}

/** True for `prizes_N` zone names or keys. */
export function isPrizeZone(keyOrName: string): boolean {
  return (PRIZE_ZONES as readonly string[]).includes(zoneNameOf(keyOrName));
}
