import { ACTION_TYPES, type Action, type ActionType } from '../actions/types';
import type { GameDefinition, PostHook } from '../definition/types';
import { ActionRejected, type EngineError, EXCERPT_LENGTH, engineError, excerpt } from '../errors';
import { closestNames } from '../names';
import { evaluateRules } from '../rules';
import { Draft } from '../state/draft';
import { deepFreeze, freezeState, statesFrozen } from '../state/freeze';
import { cardOf, stateWith } from '../state/store';
import type { CardInstance, GameState, InstanceId, LogEntry, PlayerId } from '../state/types';
import { barrierEvents } from './barriers';
import { type GrantedEffect, grantCardEffect } from './card-effect';
import { Ctx, type Plan } from './context';
import { forType } from './dispatch';
import type { EngineEvent } from './events';
import * as cardState from './handlers-card-state';
import * as cards from './handlers-cards';
import * as flow from './handlers-flow';
import * as zones from './handlers-zones';

/** A successful action. */
export interface ExecuteOk<P = unknown> {
  readonly ok: true;
  readonly state: GameState<P>;
  /** Informational result (peek: cards with positions; search_zone: inventory; coin_flip: results…). */
  readonly data?: unknown;
  readonly warnings: readonly string[];
  readonly events: readonly EngineEvent[];
}

/** A rejected action: `state` is the very same object that was passed in. */
export interface ExecuteError<P = unknown> {
  readonly ok: false;
  readonly state: GameState<P>;
  readonly error: EngineError;
}

/** The value `execute` returns. */
export type ExecuteResult<P = unknown> = ExecuteOk<P> | ExecuteError<P>;

/** Options for {@link execute}. */
export interface ExecuteOptions {
  /** How deep post-hook follow-ups may chain (default 8). */
  readonly maxFollowUpDepth?: number;
  /** How many times the definition's `settle` hook may act after one action (default 200). */
  readonly maxSettleRounds?: number;
  /**
   * Deep-freeze the states this call builds, so changing one in place throws (default: on when
   * `NODE_ENV` is `development` or `test`, see `setStateFreezing`). Costs time proportional to
   * what the action changed; off, it costs nothing.
   */
  readonly freeze?: boolean;
}

/** The state with another plugin state (frozen too when freezing). */
function withPlugin<P>(state: GameState<P>, plugin: P, freeze: boolean): GameState<P> {
  const next = stateWith(state, state.zones, plugin);
  if (freeze) {
    deepFreeze(plugin);
    Object.freeze(next);
  }
  return next;
}

/** Freezes what a draft built: the new state and its new pieces (shared pieces are frozen). */
function freezeNew(draft: Draft, state: GameState): void {
  for (const card of draft.newCards) deepFreeze(card);
  freezeState(state, true);
}

// biome-ignore lint/suspicious/noExplicitAny: handlers are keyed by type; each narrows its own action.
const HANDLERS: Record<ActionType, (c: Ctx<any>) => Plan> = {
  draw: cards.draw,
  move_card: cards.moveCard,
  move_card_stack: cards.moveCardStack,
  place_on_zone: cards.placeOnZone,
  swap_card_stacks: cards.swapCardStacks,
  mulligan: cards.mulligan,
  shuffle: zones.shuffle,
  search_zone: zones.searchZone,
  peek: zones.peek,
  rearrange_zone: zones.rearrangeZone,
  reveal: zones.reveal,
  reveal_hand: zones.revealHand,
  flip_card: cardState.flipCard,
  set_visibility: cardState.setVisibility,
  set_orientation: cardState.setOrientation,
  add_counter: cardState.addCounter,
  remove_counter: cardState.removeCounter,
  set_counter: cardState.setCounter,
  coin_flip: flow.coinFlip,
  dice_roll: flow.diceRoll,
  declare_action: flow.declareAction,
  create_decision: flow.createDecision,
  resolve_decision: flow.resolveDecision,
  end_turn: flow.endTurn,
  end_phase: flow.endPhase,
  concede: flow.concede,
  declare_victory: flow.declareVictory,
};

const SOURCES = ['ui', 'ai', 'script'];
const NO_ACTIONS: readonly Action[] = Object.freeze([]);
const NO_OPTIONS: ExecuteOptions = Object.freeze({});
const isSource = (s: unknown) => s === 'script' || s === 'ai' || s === 'ui';

function envelope(state: GameState, action: unknown): EngineError | null {
  if (action === null || typeof action !== 'object')
    return engineError(
      'INVALID_ACTION',
      'An action must be an object with "type" and "player".',
      [],
    );
  const a = action as Partial<Action>;
  // Own properties only: `constructor` or `__proto__` is not an action type.
  if (typeof a.type !== 'string' || !Object.hasOwn(HANDLERS, a.type))
    return engineError('UNKNOWN_ACTION', `Unknown action type ${excerpt(a.type)}.`, [
      ...(typeof a.type === 'string' && a.type.length <= EXCERPT_LENGTH
        ? [`Closest: ${closestNames(a.type, ACTION_TYPES).join(', ')}.`]
        : []),
      `Action types: ${ACTION_TYPES.join(', ')}.`,
    ]);
  if (typeof a.player !== 'string' || !state.players.includes(a.player))
    return engineError('UNKNOWN_PLAYER', `Unknown player ${excerpt(a.player)}.`, [
      `Players: ${state.players.join(', ')}.`,
    ]);
  if (!isSource(a.source))
    return engineError('INVALID_ACTION', `"source" must be one of ${SOURCES.join(', ')}.`, []);
  if (a.allowedByCardEffect !== undefined && typeof a.allowedByCardEffect !== 'string')
    return engineError(
      'INVALID_ACTION',
      '"allowedByCardEffect" must name the card whose effect allows the action ("#id" or its name).',
      [],
    );
  if (state.result)
    return engineError('GAME_OVER', `The game is over (${state.result.reason}).`, [
      'Start a new game or restore an earlier checkpoint.',
    ]);
  return null;
}

/**
 * Who saw each of `cards` before or after the action (see `LogEntry.seenBy`); `undefined` when
 * every player saw every one, which is most lines (they name public cards), so nothing is made.
 */
function seenByOf(
  state: GameState,
  draft: Draft,
  cards: readonly InstanceId[],
): (readonly PlayerId[] | null)[] | undefined {
  let out: (readonly PlayerId[] | null)[] | undefined;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i] as InstanceId;
    const who = audienceOf(state.players, cardOf(state, id), draft.card(id));
    if (who === null && out === undefined) continue;
    if (out === undefined) out = new Array<readonly PlayerId[] | null>(i).fill(null);
    out.push(who);
  }
  return out;
}

/** The players who see `before` or `after` (one card, either may be absent); `null` for all. */
function audienceOf(
  players: readonly PlayerId[],
  before: CardInstance | undefined,
  after: CardInstance | undefined,
): readonly PlayerId[] | null {
  const a = before?.visibility ?? 'hidden';
  const b = after?.visibility ?? 'hidden';
  if (a === 'public' || b === 'public') return null;
  const out: PlayerId[] = [];
  for (const p of players)
    if ((a !== 'hidden' && a.players.includes(p)) || (b !== 'hidden' && b.players.includes(p)))
      out.push(p);
  return out.length === players.length ? null : out;
}

function logEntry(
  state: GameState,
  action: Action,
  message: string,
  cards: readonly InstanceId[] | undefined,
  bypassed: readonly { rule: string; effect: string }[],
  granted: GrantedEffect | null,
  draft: Draft,
): LogEntry {
  const entry: { -readonly [K in keyof LogEntry]: LogEntry[K] } = {
    seq: state.seq + 1,
    turn: state.turn.number,
    player: action.player,
    action: action.type,
    message,
  };
  if (cards !== undefined && cards.length > 0) {
    entry.cards = cards;
    const seenBy = seenByOf(state, draft, cards);
    if (seenBy !== undefined) entry.seenBy = seenBy;
  }
  if (bypassed.length > 0) entry.bypassed = bypassed;
  if (granted && (granted.rules.size > 0 || granted.zones.size > 0))
    entry.effect = { card: granted.card, name: granted.label };
  return entry;
}

/**
 * What one `execute` call gathers while its action, follow-ups and settle rounds run: every
 * step pushes its events and warnings here, in order, so a follow-up needs no result of its own.
 */
class Gathered {
  /** The first step's own event list, adopted as it is; later steps add to it. */
  events: EngineEvent[] | null = null;
  warnings: string[] | null = null;
  /** The top-level action's data. */
  data: unknown = undefined;

  warn(text: string): void {
    if (this.warnings === null) this.warnings = [text];
    else this.warnings.push(text);
  }

  clear(): void {
    this.events = null;
    this.warnings = null;
    this.data = undefined;
  }
}

// The one `Gathered` the next call uses (most calls are one action: no allocation for it). A
// hook that calls `execute` itself, while its caller's is in use, gets a new one.
let spare: Gathered | null = new Gathered();

/** A rejected step: its error (the state it was given stays as it was). */
class Refused {
  constructor(readonly error: EngineError) {}
}

/** Executes follow-ups in order on `state`; their events and warnings join the action's. */
function runFollowUps<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  followUps: readonly Action[],
  depth: number,
  maxDepth: number,
  freeze: boolean,
  out: Gathered,
  played: InstanceId | undefined,
): GameState<P> {
  let next = state;
  for (let i = 0; i < followUps.length; i++) {
    const f = followUps[i] as Action;
    if (depth >= maxDepth) {
      out.warn(`Follow-up ${f.type} skipped: post-hooks chained deeper than ${maxDepth}.`);
      break;
    }
    const r = step(definition, next, f, depth + 1, maxDepth, 0, freeze, played, out);
    if (r instanceof Refused)
      out.warn(`Follow-up ${f.type} failed (${r.error.code}): ${r.error.message}`);
    else next = r;
  }
  return next;
}

/**
 * One action (the top-level one or a follow-up), its post-hooks and follow-ups, and at the top
 * level the settle rounds. Events and warnings go to `out` only once the action succeeded, so a
 * refused step leaves `out` as it was.
 */
function step<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
  depth: number,
  maxDepth: number,
  maxSettleRounds: number,
  freeze: boolean,
  /** The card the top-level action played or used, when it is a `declare_action` with one. */
  inherited: InstanceId | undefined,
  out: Gathered,
): GameState<P> | Refused {
  const bad = envelope(state as GameState, action);
  if (bad) return new Refused(bad);
  const claim = grantCardEffect(definition, state, action);
  if (!claim.ok) return new Refused(claim.error);
  const granted = claim.granted;
  const ctx = new Ctx(definition as GameDefinition<unknown>, state as GameState, action, granted);
  let plan: Plan;
  try {
    plan = (HANDLERS[action.type] as (c: Ctx) => Plan)(ctx);
  } catch (e) {
    if (e instanceof ActionRejected) return new Refused(e.error);
    throw e;
  }
  const rules = evaluateRules(definition, state, action, plan.targets, granted);
  if (rules.error) return new Refused(rules.error);

  const draft = new Draft(state);
  let outcome: ReturnType<Plan['apply']>;
  try {
    outcome = plan.apply(draft as Draft);
  } catch (e) {
    if (e instanceof ActionRejected) return new Refused(e.error);
    throw e;
  }
  const described = definition.describeAction?.({
    state,
    action,
    targets: plan.targets,
    definition,
    data: outcome.data,
    message: outcome.message,
  });
  // The definition's words may name any card the action touched; the engine's, those it says.
  const entry = logEntry(
    state,
    action,
    described ?? outcome.message,
    described === undefined ? outcome.named : plan.targets.cards,
    rules.bypassed,
    granted,
    draft as Draft,
  );
  let next = draft.commit(entry);
  if (freeze) freezeNew(draft, next);
  if (depth === 0) out.data = outcome.data;
  // Barriers of the action and its follow-ups that carry out no card's effect of their own
  // belong to the card the top-level action played or used (Lass showing a hand, a decision's
  // shuffle …).
  const played =
    depth === 0 && action.type === 'declare_action' ? plan.targets.cards[0] : inherited;
  let events = out.events;
  if (events === null) events = out.events = outcome.events;
  else
    for (let i = 0; i < outcome.events.length; i++) events.push(outcome.events[i] as EngineEvent);
  const barriers = barrierEvents(
    state as GameState,
    next as GameState,
    action,
    plan.targets,
    draft.newCards,
    outcome.data,
    granted?.card ?? played,
  );
  for (let i = 0; i < barriers.length; i++) events.push(barriers[i] as EngineEvent);
  for (let i = 0; i < rules.bypassed.length; i++) {
    const b = rules.bypassed[i] as { rule: string; effect: string };
    events.push({ type: 'rule_bypassed', rule: b.rule, effect: b.effect });
  }
  for (let i = 0; i < rules.warnings.length; i++) out.warn(rules.warnings[i] as string);
  const hooks = forType(definition.postHooks, action.type);
  if (hooks.length > 0) {
    // The first hook's follow-ups as they are; copied only when a second hook adds more.
    let followUps: readonly Action[] = NO_ACTIONS;
    for (let i = 0; i < hooks.length; i++) {
      const res = (hooks[i] as PostHook<P>).run({
        state: next,
        before: state,
        action,
        targets: plan.targets,
        definition,
        data: outcome.data,
        effect: granted,
      });
      if (!res) continue;
      if (res.plugin !== undefined) next = withPlugin(next, res.plugin, freeze);
      const more = res.followUps;
      if (more !== undefined && more.length > 0)
        followUps = followUps.length === 0 ? more : [...followUps, ...more];
    }
    if (followUps.length > 0)
      next = runFollowUps(definition, next, followUps, depth, maxDepth, freeze, out, played);
  }
  // Settle: once the action and its follow-ups are done, the definition may act again on the
  // settled state, round after round, until it has nothing more to do.
  const settle = definition.settle;
  if (settle && depth === 0) {
    let rounds = 0;
    for (;;) {
      const res = settle({ state: next, action, definition });
      if (!res || (res.plugin === undefined && !res.followUps?.length)) break;
      if (++rounds > maxSettleRounds) {
        out.warn(`Settling stopped after ${maxSettleRounds} rounds.`);
        break;
      }
      if (res.plugin !== undefined) next = withPlugin(next, res.plugin, freeze);
      if (res.followUps)
        next = runFollowUps(definition, next, res.followUps, depth, maxDepth, freeze, out, played);
    }
  }
  return next;
}

/**
 * Executes one action atomically. Pipeline: envelope checks → the card-effect claim → name
 * resolution and structural checks → rule hooks → apply (copy-on-write) → post-hooks and their
 * follow-ups → settle rounds → events.
 * A rejected action returns `{ ok: false, state }` with the very same state object.
 */
export function execute<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
  options: ExecuteOptions = NO_OPTIONS,
): ExecuteResult<P> {
  const freeze = options.freeze ?? statesFrozen();
  // A state handed in from outside (built by hand, parsed from JSON) is frozen once too: the
  // result shares its pieces. Engine states are frozen already, so this stops at the top.
  if (freeze) freezeState(state as GameState);
  const out = spare ?? new Gathered();
  spare = null;
  let next: GameState<P> | Refused;
  try {
    next = step(
      definition,
      state,
      action,
      0,
      options.maxFollowUpDepth ?? 8,
      options.maxSettleRounds ?? 200,
      freeze,
      undefined,
      out,
    );
  } catch (e) {
    out.clear();
    spare = out;
    throw e;
  }
  const warnings = out.warnings ?? [];
  const events = out.events ?? [];
  const data = out.data;
  out.clear();
  spare = out;
  if (next instanceof Refused) return { ok: false, state, error: next.error };
  return data === undefined
    ? { ok: true, state: next, warnings, events }
    : { ok: true, state: next, data, warnings, events };
}
