import {
  type Action,
  cardName,
  type EngineError,
  type EngineEvent,
  type GameState,
  type GameView,
  type InstanceId,
  type PlayerId,
  renderWords,
  type ZoneKey,
} from '@playmat/engine';
import type { MatchCheckpoint, MatchStore } from './match-store';
import type { GamePlugin, ToolCallExample } from './types';
import { createZoneNames, type ZoneNames } from './zone-names';

/** `Omit` that keeps a union a union. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An action as a tool builds it: the context adds `player` and `source: 'ai'`. */
export type AgentAction = DistributiveOmit<Action, 'player' | 'source'>;

/**
 * The result of {@link GameToolContext.run}. `message` is text for the model, built only from
 * what the acting player may know, with agent zone keys (`your_hand`); errors start with `Error:`.
 */
export type ToolOutcome =
  | {
      readonly ok: true;
      readonly message: string;
      readonly data?: unknown;
      readonly warnings: readonly string[];
      readonly events: readonly EngineEvent[];
      /** The state before the action. */
      readonly before: GameState<unknown>;
    }
  | { readonly ok: false; readonly message: string; readonly error: EngineError };

/**
 * What tools get: everything from `player`'s perspective. `P` is the plugin state, `V` what a
 * view shows of it (the engine's), so `view().plugin` is typed.
 */
export interface GameToolContext<P = unknown, V = unknown> {
  readonly store: MatchStore<P, V>;
  readonly player: PlayerId;
  readonly plugin: GamePlugin<P, V>;
  /** `your_hand` | `opponent_active` | `stadium` → engine key, or a message listing the zones. */
  toEngineZone(agentKey: string): { ok: true; key: ZoneKey } | { ok: false; message: string };
  /** Engine key → `your_hand` / `opponent_bench_2` / `stadium` (more than two players: `${player}_${name}`). */
  toAgentZone(key: ZoneKey): string;
  /** Every zone key the agent may use. */
  agentZones(): readonly string[];
  /** `you`, or the player's name (`GamePlugin.playerName`, default the id). */
  playerLabel(player: PlayerId): string;
  /** `you` / `opponent` (two players) / a player's id or name → player id, or a message listing the choices. */
  resolvePlayer(ref: string): { ok: true; player: PlayerId } | { ok: false; message: string };
  /**
   * Runs an action as this player (source `ai`); the result text is built from this player's
   * knowledge only. `call` names the tool call that made the action, so a rejection can be
   * restated in that tool's words (see `GamePlugin.restateError`).
   */
  run(action: AgentAction, call?: { tool: string; input: unknown }): ToolOutcome;
  /** This player's view of the current state. */
  view(): GameView<V>;
  /** A card's name if this player may see it (in the current state or `also`), else `a hidden card`. */
  cardName(id: InstanceId, also?: GameState<P>): string;
  /** The plugin's reference line for a card this player may see, else `a hidden card`. */
  describeCard(id: InstanceId, also?: GameState<P>): string;
  /**
   * Renders a text for this player: engine zone keys become agent keys (`your_hand`), `who`/
   * `whose` placeholders and bare player ids become "you", "your", "yours" (with the verb
   * agreeing: "you hold") or the other players' names (see `renderWords` in the engine).
   */
  localize(text: string): string;
  /** Where the default `rewind` tool returns to (runTurn sets it at the start of main and decision runs). */
  rewindPoint: MatchCheckpoint | undefined;
  /** Rewinds used with {@link rewindPoint}. */
  rewinds: number;
}

/** Options of {@link createGameToolContext}. */
export interface GameToolContextOptions<P, V = unknown> {
  readonly store: MatchStore<P, V>;
  readonly player: PlayerId;
  readonly plugin: GamePlugin<P, V>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Creates the per-player context the default tools (and a plugin's own tools) run in. */
export function createGameToolContext<P, V = unknown>(
  options: GameToolContextOptions<P, V>,
): GameToolContext<P, V> {
  const { store, player, plugin } = options;
  const engine = store.engine;
  const players = store.state.players;
  const playerName = plugin.playerName?.bind(plugin);
  const names: ZoneNames = createZoneNames(
    players,
    player,
    Object.keys(store.state.zones),
    playerName ? { playerName } : {},
  );

  // Longest keys first so `p1:bench_10` wins over `p1:bench_1`.
  const zonePattern = new RegExp(
    Object.keys(store.state.zones)
      .filter((k) => k.includes(':'))
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|') || '(?!)',
    'g',
  );
  const words = { viewer: player, players, ...(playerName ? { name: playerName } : {}) };
  const localize = (text: string) =>
    renderWords(
      text.replace(zonePattern, (k) => names.toAgent(k)),
      words,
    );

  let cachedState: GameState<P> | undefined;
  let cachedView: GameView<V> | undefined;
  const view = () => {
    if (cachedState !== store.state) {
      cachedState = store.state;
      cachedView = engine.view(store.state, player);
    }
    return cachedView as GameView<V>;
  };

  const sees = (id: InstanceId, also?: GameState<P>) =>
    engine.canSee(store.state, player, id) ||
    (also !== undefined && engine.canSee(also, player, id));

  const nameOf = (id: InstanceId, also?: GameState<P>) => {
    if (!sees(id, also)) return 'a hidden card';
    const state = engine.canSee(store.state, player, id) ? store.state : (also as GameState<P>);
    const card = state.cards[id];
    return card ? cardName(engine.definition.cards, card) : 'a hidden card';
  };

  const ctx: GameToolContext<P, V> = {
    store,
    player,
    plugin,
    toEngineZone: names.toEngine,
    toAgentZone: names.toAgent,
    agentZones: () => names.all,
    playerLabel: names.playerLabel,
    resolvePlayer(ref) {
      const r = typeof ref === 'string' ? ref.trim().toLowerCase() : '';
      if (r === 'you' || r === 'me' || r === 'self') return { ok: true, player };
      const others = players.filter((p) => p !== player);
      if (r === 'opponent' && others.length === 1)
        return { ok: true, player: others[0] as PlayerId };
      const hit = players.find(
        (p) => p.toLowerCase() === r || names.playerLabel(p).toLowerCase() === r,
      );
      if (hit !== undefined) return { ok: true, player: hit };
      const choices = ['you', ...others.map(names.playerLabel)];
      return {
        ok: false,
        message: `There is no player "${ref}". Use one of: ${choices.join(', ')}.`,
      };
    },
    view,
    cardName: nameOf,
    describeCard(id, also) {
      if (!sees(id, also)) return 'a hidden card';
      const state = engine.canSee(store.state, player, id) ? store.state : (also as GameState<P>);
      return plugin.formatCard(state, id);
    },
    localize,
    rewindPoint: undefined,
    rewinds: 0,
    run(action, call) {
      const before = store.state;
      const full = { ...action, player, source: 'ai' } as Action;
      const result = store.execute(full);
      if (!result.ok) {
        const error = result.error;
        const text = rejectionText(ctx, error, action);
        const message = plugin.restateError?.({ error, action, call, text, ctx }) ?? text;
        return { ok: false, error, message };
      }
      // The line as this player reads it: a card named to other players alone stays "a card".
      const entry = engine.view(result.state, player).log.find((e) => e.seq === before.seq + 1);
      const message = localize(entry?.message ?? `${action.type} done`);
      return {
        ok: true,
        message,
        data: result.data,
        warnings: result.warnings.map(localize),
        events: result.events,
        before: before as GameState<unknown>,
      };
    },
  };
  return ctx;
}

/**
 * The bridge's text for a rejected action: the engine's words localized for this player, a
 * stale `#id` answered with where that card is now (or what the zone holds), and "Legal now"
 * in the words of the plugin's tools when it lists them (`GamePlugin.legalCalls`).
 */
function rejectionText<P, V>(
  ctx: GameToolContext<P, V>,
  error: EngineError,
  action: AgentAction,
): string {
  let hints = error.hints;
  const legal = ctx.plugin.legalCalls?.(ctx);
  if (legal) {
    hints = hints.filter((h) => !h.startsWith('Legal now:'));
    const every = ctx.plugin.legalCallLimit;
    const line = every === undefined ? legalNowLine(legal) : legalNowLine(legal, every, true);
    if (line) hints = [...hints, line];
  }
  const stale = error.code === 'CARD_NOT_FOUND' ? staleIdHint(ctx, action) : undefined;
  if (stale) hints = [...hints.filter((h) => !h.startsWith('Closest names')), stale];
  return errorText({ ...error, hints }, ctx.localize);
}

/**
 * `Legal now: tool {example}; …` in the plugin's order: one example per tool, at most `limit`
 * tools; with `every`, every call up to `limit` of them (`play_card {"card":"7 of Hearts"};
 * play_card {"card":"Queen of Hearts"}; …; and 3 more`).
 */
export function legalNowLine(
  calls: readonly ToolCallExample[],
  limit = 8,
  every = false,
): string | undefined {
  let listed: readonly ToolCallExample[] = calls;
  if (!every) {
    const first = new Map<string, ToolCallExample>();
    for (const c of calls) if (!first.has(c.tool)) first.set(c.tool, c);
    listed = [...first.values()];
  }
  if (listed.length === 0) return undefined;
  const shown = listed.slice(0, limit).map((c) => `${c.tool} ${JSON.stringify(c.input)}`);
  const more = listed.length - shown.length;
  return `Legal now: ${shown.join('; ')}${more > 0 ? `; and ${more} more${every ? '' : ' tools'}` : ''}.`;
}

/**
 * For a card named by a `#id` that is not where the action looked: where it is now when this
 * player can see it, else the cards they can name in the zone the action looked in.
 */
function staleIdHint<P, V>(ctx: GameToolContext<P, V>, action: AgentAction): string | undefined {
  const ref = (action as { card?: unknown }).card;
  const id = typeof ref === 'string' ? /^\s*#?(\d+)\s*$/.exec(ref)?.[1] : undefined;
  if (id === undefined) return undefined;
  const state = ctx.store.state;
  const registry = ctx.store.engine.definition.cards;
  const seen = (cardId: string) => ctx.store.engine.canSee(state, ctx.player, cardId);
  const lines: string[] = [];
  const card = state.cards[id];
  if (card && seen(id)) {
    const zone = Object.values(state.zones).find((z) => z.cards.includes(id));
    lines.push(
      `#${id} is ${cardName(registry, card)}${zone ? `, now in ${ctx.toAgentZone(zone.key)}` : ''}.`,
    );
  }
  const a = action as { from?: unknown; zone?: unknown };
  const from = a.from ?? a.zone;
  const key = typeof from === 'string' ? ctx.toEngineZone(from) : undefined;
  const zone = key?.ok ? state.zones[key.key] : undefined;
  if (zone) {
    const list = zone.cards
      .filter(seen)
      .map((c) => `${cardName(registry, state.cards[c] as never)} (#${c})`);
    lines.push(`Cards you can name in ${ctx.toAgentZone(zone.key)}: ${list.join(', ') || 'none'}.`);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** `Error: message` plus hints and candidates, one per line. */
export function errorText(error: EngineError, localize: (s: string) => string = (s) => s): string {
  const lines = [`Error: ${error.message}`];
  const shownInHints = error.code === 'AMBIGUOUS_CARD';
  if (!shownInHints && error.candidates?.length)
    lines.push(
      `Candidates: ${error.candidates.map((c) => `#${c.id} ${c.name} in ${c.zone}`).join('; ')}.`,
    );
  for (const h of error.hints) lines.push(h);
  return localize(lines.join('\n'));
}
