import type { PlayerId } from '../view';
import type { DeckCatalog, DeckError, ResolvedDeck } from './deck-catalog';

/** How an AI player's turn is run by the agent runtime. */
export type AiMode = 'pipeline' | 'autonomous';

/** The AI-mode dropdown's entries, in order, with their exact labels. */
export const AI_MODE_OPTIONS: readonly { value: AiMode; label: string }[] = [
  { value: 'pipeline', label: 'Pipeline (Plan+Execute)' },
  { value: 'autonomous', label: 'Autonomous (Single Agent)' },
];

/** Which rules a match is played by. */
export type Era = 'modern' | 'base-set';

/** The rules dropdown's entries, in order, with their exact labels. */
export const ERA_OPTIONS: readonly { value: Era; label: string; description: string }[] = [
  {
    value: 'modern',
    label: 'Modern rules',
    description: 'The player who goes first may not attack on their first turn.',
  },
  {
    value: 'base-set',
    label: 'Original Base Set rules (1999)',
    description: 'The player who goes first may attack on their first turn.',
  },
];

/** The offline heuristic bot: no key, no network. */
export const BOT_MODEL = 'bot';

/**
 * Providers a model id may name (`provider/model`), and whether they need an API key: the
 * providers `resolveModel` from `@playmat/agent` knows that need no base URL.
 */
export const PROVIDERS: Readonly<Record<string, { label: string; needsKey: boolean }>> = {
  anthropic: { label: 'Anthropic', needsKey: true },
  openai: { label: 'OpenAI', needsKey: true },
  openrouter: { label: 'OpenRouter', needsKey: true },
  ollama: { label: 'Ollama (local)', needsKey: false },
};

/** What the DeckSelect screen edits for one player (raw input, possibly invalid). */
export interface PlayerForm {
  kind: 'human' | 'ai';
  deckSource: 'bundled' | 'pasted';
  bundledDeckId: string;
  pastedText: string;
  /** `bot` or `provider/model`. */
  model: string;
  aiMode: AiMode;
  /** Used in pipeline mode only. */
  plannerModel: string;
}

/**
 * The whole DeckSelect form. API keys are per provider and live only in this in-memory
 * object: nothing here is ever written to storage or put in a URL.
 */
export interface SetupForm {
  players: [PlayerForm, PlayerForm];
  apiKeys: Record<string, string>;
  seed: number;
  /** The rules of the match. */
  era: Era;
}

/** A model a match will use. */
export type ModelChoice =
  | { kind: 'bot' }
  | { kind: 'provider'; id: string; provider: string; apiKey: string | null };

/** Who controls a seat. */
export type Controller =
  | { kind: 'human' }
  | { kind: 'ai'; mode: 'autonomous'; model: ModelChoice }
  | { kind: 'ai'; mode: 'pipeline'; model: ModelChoice; planner: ModelChoice };

/** One validated seat. */
export interface PlayerConfig {
  id: PlayerId;
  label: string;
  deck: ResolvedDeck;
  controller: Controller;
}

/** A validated setup: everything a driver needs to start a match. */
export interface MatchConfig {
  players: readonly [PlayerConfig, PlayerConfig];
  seed: number;
  era: Era;
}

/** One problem in the form, addressed by field path (e.g. `players.1.model`). */
export interface SetupError {
  path: string;
  message: string;
}

/** Validation result: a config, or every problem found. */
export type SetupResult =
  | { ok: true; config: MatchConfig }
  | { ok: false; errors: readonly SetupError[] };

/** Seat ids, in seat order. */
export const SEATS = ['p1', 'p2'] as const;

/** Default form: bot vs bot in pipeline mode with the first two bundled decks. */
export function defaultSetupForm(catalog: DeckCatalog): SetupForm {
  const deckId = (i: number) => catalog.bundled[i % catalog.bundled.length]?.id ?? '';
  const player = (i: number): PlayerForm => ({
    kind: 'ai',
    deckSource: 'bundled',
    bundledDeckId: deckId(i),
    pastedText: '',
    model: BOT_MODEL,
    aiMode: 'pipeline',
    plannerModel: BOT_MODEL,
  });
  return { players: [player(0), player(1)], apiKeys: {}, seed: 1, era: 'modern' };
}

/** The provider of a model id, or null for `bot`. Does not validate. */
export function providerOf(model: string): string | null {
  const trimmed = model.trim();
  if (trimmed === BOT_MODEL) return null;
  const slash = trimmed.indexOf('/');
  return slash > 0 ? trimmed.slice(0, slash) : null;
}

/** Providers whose key the form must ask for, given the models chosen (sorted, unique). */
export function providersNeedingKeys(form: SetupForm): string[] {
  const used = new Set<string>();
  for (const p of form.players) {
    if (p.kind !== 'ai') continue;
    const models = p.aiMode === 'pipeline' ? [p.model, p.plannerModel] : [p.model];
    for (const m of models) {
      const provider = providerOf(m);
      if (provider && PROVIDERS[provider]?.needsKey) used.add(provider);
    }
  }
  return [...used].sort();
}

function parseModel(
  raw: string,
  path: string,
  apiKeys: Record<string, string>,
  errors: SetupError[],
): ModelChoice | null {
  const model = raw.trim();
  if (model === BOT_MODEL) return { kind: 'bot' };
  const provider = providerOf(model);
  const known = Object.keys(PROVIDERS).join(', ');
  if (!provider || model.length <= provider.length + 1) {
    errors.push({
      path,
      message: `Model "${model}" is not "bot" or "provider/model" (e.g. "anthropic/claude-sonnet-4-5"); providers: ${known}.`,
    });
    return null;
  }
  const info = PROVIDERS[provider];
  if (!info) {
    errors.push({ path, message: `Unknown provider "${provider}"; use one of: ${known}.` });
    return null;
  }
  const key = apiKeys[provider]?.trim() ?? '';
  if (info.needsKey && key === '') {
    errors.push({
      path: `apiKeys.${provider}`,
      message: `${info.label} needs an API key (kept in this page's memory only), or use "bot".`,
    });
    return null;
  }
  return { kind: 'provider', id: model, provider, apiKey: info.needsKey ? key : null };
}

function describe(kind: 'human' | 'ai', form: PlayerForm, seat: number): string {
  if (kind === 'human') return `Player ${seat + 1} (you)`;
  return `Player ${seat + 1} (${form.model.trim()})`;
}

/**
 * Checks the form and builds a {@link MatchConfig}. Every problem is reported, each with the
 * field it belongs to, so the screen can show them next to the inputs.
 */
export function validateSetup(form: SetupForm, catalog: DeckCatalog): SetupResult {
  const errors: SetupError[] = [];
  if (form.players.filter((p) => p.kind === 'human').length > 1) {
    errors.push({
      path: 'players',
      message:
        'At most one human player: the board shows one hand, and the other must stay hidden.',
    });
  }
  if (!Number.isSafeInteger(form.seed)) {
    errors.push({ path: 'seed', message: `Seed must be a whole number, got ${form.seed}.` });
  }
  if (!ERA_OPTIONS.some((o) => o.value === form.era)) {
    const known = ERA_OPTIONS.map((o) => o.value).join(', ');
    errors.push({ path: 'era', message: `Unknown rules "${form.era}"; use one of: ${known}.` });
  }
  const configs = form.players.map((p, i): PlayerConfig | null => {
    const base = `players.${i}`;
    const loaded = catalog.load(
      p.deckSource === 'bundled'
        ? { source: 'bundled', deckId: p.bundledDeckId }
        : { source: 'pasted', text: p.pastedText },
    );
    if (!loaded.ok) {
      for (const e of loaded.errors) errors.push({ path: `${base}.deck`, message: deckMessage(e) });
    }
    let controller: Controller | null = { kind: 'human' };
    if (p.kind === 'ai') {
      const model = parseModel(p.model, `${base}.model`, form.apiKeys, errors);
      if (p.aiMode === 'pipeline') {
        const planner = parseModel(p.plannerModel, `${base}.plannerModel`, form.apiKeys, errors);
        controller = model && planner ? { kind: 'ai', mode: 'pipeline', model, planner } : null;
      } else {
        controller = model ? { kind: 'ai', mode: 'autonomous', model } : null;
      }
    }
    if (!loaded.ok || !controller) return null;
    return { id: SEATS[i]!, label: describe(p.kind, p, i), deck: loaded.deck, controller };
  });
  const [a, b] = configs;
  if (errors.length > 0 || !a || !b) return { ok: false, errors: dedupe(errors) };
  return { ok: true, config: { players: [a, b], seed: form.seed, era: form.era } };
}

function deckMessage(e: DeckError): string {
  return e.line === undefined ? e.message : `Line ${e.line}: ${e.message}`;
}

// A missing key is reported once even when two models of one provider need it.
function dedupe(errors: SetupError[]): SetupError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.path}\n${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Errors for one field path (and its children), for showing next to an input. */
export function errorsAt(errors: readonly SetupError[], path: string): string[] {
  return errors
    .filter((e) => e.path === path || e.path.startsWith(`${path}.`))
    .map((e) => e.message);
}
