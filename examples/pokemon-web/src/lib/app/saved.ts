import type { MatchConfig, ModelChoice, SetupForm } from '../setup';

/**
 * What the page keeps in the browser's storage: the setup form (a pasted deck survives a
 * reload) and the match in progress (its config and every step, replayed on load). API keys
 * are never written: the form is saved without them and a saved model keeps only its id.
 */

/** The part of `localStorage` the app uses (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage keys. */
export const STORAGE_KEYS = {
  form: 'playmat.pokemon-web.form',
  match: 'playmat.pokemon-web.match',
  leaderboard: 'playmat.pokemon-web.leaderboard',
} as const;

/** A match in progress as saved: enough to replay it. */
export interface SavedMatch {
  version: 1;
  config: MatchConfig;
  steps: readonly unknown[];
}

const withoutKey = (m: ModelChoice): ModelChoice =>
  m.kind === 'provider' ? { ...m, apiKey: null } : m;

/** The config as saved: every API key left out. */
export function configWithoutKeys(config: MatchConfig): MatchConfig {
  const players = config.players.map((p) => {
    const c = p.controller;
    if (c.kind === 'human') return p;
    return {
      ...p,
      controller:
        c.mode === 'pipeline'
          ? { ...c, model: withoutKey(c.model), planner: withoutKey(c.planner) }
          : { ...c, model: withoutKey(c.model) },
    };
  }) as unknown as MatchConfig['players'];
  return { ...config, players };
}

/** Writes `value` as JSON; a full or refused storage only loses the save, never the game. */
function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: play goes on unsaved.
  }
}

function read(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Saves the setup form without its API keys. */
export function saveForm(storage: KeyValueStorage, form: SetupForm): void {
  write(storage, STORAGE_KEYS.form, { ...form, apiKeys: {} });
}

/** The saved form, or null when there is none or it is not a form of this app. */
export function loadForm(storage: KeyValueStorage): SetupForm | null {
  const f = read(storage, STORAGE_KEYS.form) as Partial<SetupForm> | null;
  const okPlayer = (p: unknown) =>
    typeof p === 'object' &&
    p !== null &&
    ['kind', 'deckSource', 'bundledDeckId', 'pastedText', 'model', 'aiMode', 'plannerModel'].every(
      (k) => typeof (p as Record<string, unknown>)[k] === 'string',
    );
  if (
    !f ||
    !Array.isArray(f.players) ||
    f.players.length !== 2 ||
    !f.players.every(okPlayer) ||
    typeof f.seed !== 'number' ||
    typeof f.era !== 'string'
  )
    return null;
  return { ...(f as SetupForm), apiKeys: {} };
}

/** Saves the match in progress (keys left out). */
export function saveMatch(
  storage: KeyValueStorage,
  config: MatchConfig,
  steps: readonly unknown[],
): void {
  const saved: SavedMatch = { version: 1, config: configWithoutKeys(config), steps };
  write(storage, STORAGE_KEYS.match, saved);
}

/** The saved match, or null when there is none or it is not one this version can replay. */
export function loadMatch(storage: KeyValueStorage): SavedMatch | null {
  const m = read(storage, STORAGE_KEYS.match) as Partial<SavedMatch> | null;
  if (m?.version !== 1 || !Array.isArray(m.steps) || !m.config) return null;
  const players = (m.config as Partial<MatchConfig>).players;
  if (!Array.isArray(players) || players.length !== 2) return null;
  return m as SavedMatch;
}

/** Forgets the saved match. */
export function clearMatch(storage: KeyValueStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.match);
  } catch {
    // Nothing to do: storage disabled.
  }
}

/** Providers the saved match needs a key for (keys are never saved, so it cannot resume alone). */
export function keysNeeded(config: MatchConfig): string[] {
  const out = new Set<string>();
  for (const p of config.players) {
    const c = p.controller;
    if (c.kind === 'human') continue;
    for (const m of c.mode === 'pipeline' ? [c.model, c.planner] : [c.model])
      if (m.kind === 'provider' && m.provider !== 'ollama') out.add(m.provider);
  }
  return [...out];
}
