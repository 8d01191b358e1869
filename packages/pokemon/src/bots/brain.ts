import type { GameView } from '@playmat/engine';
import type { CardRegistry } from '../cards/registry';
import type { ResolvingEffect } from '../effects/types';
import { type Board, readBoard } from './board';
import { decideChoice, waitingChoice } from './choices';
import { notListed, withUnlistedAttacksBlocked } from './legal-filter';
import { manualPlan } from './manual';
import { decideDecision, decideMain, decideSetup, learnEvolutionLines } from './policy';
import { call, callKey, type Play, type Step } from './steps';
import type { TurnKnowledge } from './trainers';
import type { BotBrainOptions, BotCall, BotCallResult, BotObservation, BotPhase } from './types';

/** Turn flags the Pokémon plugin may expose through `view.plugin`. */
interface ViewFlags {
  energyAttached?: boolean;
  supporterPlayed?: boolean;
  stadiumPlayed?: boolean;
  stadiumUsed?: boolean;
  retreated?: boolean;
  enteredThisTurn?: readonly string[];
  abilitiesUsed?: readonly string[];
}

interface TurnMemory {
  turnKey: string;
  energyAttached: boolean;
  supporterPlayed: boolean;
  stadiumPlayed: boolean;
  stadiumUsed: boolean;
  retreated: boolean;
  enteredZones: Set<string>;
  abilitiesUsed: Set<string>;
  rejected: Set<string>;
  calls: number;
}

/**
 * Picks the next main-phase play (default: the heuristic policy). `rejected` says which plays not
 * to try: refused this turn, or left out of the game's list of legal calls.
 */
export type MainChooser = (board: Board, k: TurnKnowledge, rejected: (p: Play) => boolean) => Play;

/** A decided call plus the play it belongs to. */
export interface BrainDecision {
  readonly call: BotCall;
  readonly why: string;
}

/**
 * The stateful side of a heuristic player: remembers what it did this turn, which calls were
 * rejected (never repeated in the same turn), and the follow-up steps of a multi-call play.
 * Everything it reads comes from the player's view and the results of its own calls.
 */
export interface BotBrain {
  /**
   * The next call for an observation. `choose` replaces the main-phase policy (the executor
   * passes the next step of its plan); follow-ups of the previous play still come first.
   */
  next(obs: BotObservation, choose?: MainChooser): BrainDecision;
  /** The board as the brain reads a view. */
  board(view: GameView): Board;
  /** What the brain knows about the current turn (for plans). */
  knowledge(view: GameView): TurnKnowledge;
  /** Whether a call was rejected this turn. */
  wasRejected(view: GameView, c: BotCall): boolean;
  /** Forget queued follow-ups (a plan changed). */
  reset(): void;
}

/** Creates a brain for one player. */
export function createBotBrain(options: BotBrainOptions): BotBrain {
  const { player, registry } = options;
  const maxCalls = options.maxCallsPerTurn ?? 60;
  learnEvolutionLines(registry.cards);
  let mem: TurnMemory = freshMemory('');
  let queue: Step[] = [];
  let pendingFollowUps: readonly Step[] | undefined;
  const ownTurns = new Set<number>();
  /** Moves made so far for each MANUAL effect (by effect id). */
  const manualDone = new Map<number, number>();

  const syncTurn = (view: GameView, phase: BotPhase) => {
    const key = `${view.turn.number}:${view.turn.activePlayer}:${phase === 'setup' ? 'setup' : 'play'}`;
    if (key !== mem.turnKey) {
      mem = freshMemory(key);
      queue = [];
      pendingFollowUps = undefined;
    }
    if (phase === 'main' && view.turn.activePlayer === player) ownTurns.add(view.turn.number);
  };

  const knowledge = (view: GameView): TurnKnowledge => {
    const plugin = view.plugin as
      | { flags?: ViewFlags; gameTurn?: number; firstPlayer?: string }
      | undefined;
    const f = plugin?.flags;
    const gameTurn = plugin?.gameTurn;
    return {
      energyAttached: mem.energyAttached || f?.energyAttached === true,
      supporterPlayed: mem.supporterPlayed || f?.supporterPlayed === true,
      stadiumPlayed: mem.stadiumPlayed || f?.stadiumPlayed === true,
      stadiumUsed: mem.stadiumUsed || f?.stadiumUsed === true,
      retreated: mem.retreated || f?.retreated === true,
      firstOwnTurn: gameTurn !== undefined ? gameTurn <= 2 : ownTurns.size <= 1,
      firstGameTurn: gameTurn !== undefined ? gameTurn === 1 : view.turn.number <= 1,
      enteredZones: enteredZones(view, f?.enteredThisTurn, mem.enteredZones),
      abilitiesUsed: mem.abilitiesUsed,
    };
  };

  const learn = (results: readonly BotCallResult[]) => {
    for (const r of results) {
      if (!r.ok) {
        mem.rejected.add(callKey(r.call));
        continue;
      }
      const input = r.call.input as Record<string, string>;
      switch (r.call.toolName) {
        case 'attach_energy':
          mem.energyAttached = true;
          break;
        case 'play_trainer':
          if (/supporter/i.test(r.text) || SUPPORTERS.test(input.card ?? ''))
            mem.supporterPlayed = true;
          if (/stadium/i.test(r.text)) mem.stadiumPlayed = true;
          break;
        case 'play_pokemon':
        case 'evolve':
          mem.enteredZones.add(input.to ?? input.target ?? '');
          break;
        case 'declare_retreat':
          mem.retreated = true;
          break;
        case 'use_stadium':
          mem.stadiumUsed = true;
          break;
        case 'declare_ability':
          mem.abilitiesUsed.add(`${input.pokemon}:${input.ability}`);
          break;
      }
    }
  };

  const isRejected = (p: Play) => mem.rejected.has(callKey(p.call));

  return {
    board: (view) => readBoard(view, registry),
    knowledge,
    wasRejected: (_view, c) => mem.rejected.has(callKey(c)),
    reset() {
      queue = [];
      pendingFollowUps = undefined;
    },
    next(obs, choose) {
      syncTurn(obs.view, obs.phase);
      learn(obs.lastResults);
      const last = obs.lastResults[obs.lastResults.length - 1];
      // The first call of a play succeeded: its follow-ups come next; failed: drop them.
      if (pendingFollowUps) {
        if (last?.ok) queue = [...pendingFollowUps, ...queue];
        pendingFollowUps = undefined;
      }
      mem.calls++;
      const seen = readBoard(obs.view, registry);
      const board = obs.phase === 'main' ? withUnlistedAttacksBlocked(seen, obs.legalCalls) : seen;
      const end = (why: string): BrainDecision => ({
        call: call(obs.phase === 'setup' ? 'end_phase' : 'end_turn'),
        why,
      });
      if (obs.view.result) return end('the game is over');
      if (mem.calls > maxCalls) return end('call budget for this turn used up');

      // A card the game does not carry out: the bot makes the moves of the sentences it knows,
      // then finishes, naming what it left out.
      const open = (
        obs.view.plugin as { effects?: readonly ResolvingEffect[] } | undefined
      )?.effects?.at(-1);
      if (open?.manual && open.player === player && !obs.view.pendingDecision) {
        const plan = manualPlan(open, registry);
        const done = manualDone.get(open.id) ?? 0;
        const next = plan.calls[done];
        manualDone.set(open.id, done + 1);
        if (next) return { call: next, why: `carry out ${open.name} by hand (${next.toolName})` };
        const left =
          plan.skipped.length > 0
            ? `; left out, no card move for it: ${plan.skipped.map((x) => `"${x}"`).join(' ')}`
            : '';
        return {
          call: call('finish_effect'),
          why: `${open.name} carried out by hand (${plan.calls.length} move${plan.calls.length === 1 ? '' : 's'})${left}`,
        };
      }
      const decision = obs.view.pendingDecision;
      if (decision?.yours) {
        const choice = waitingChoice(obs.view);
        const p: Play = choice
          ? {
              call: decideChoice(board, obs.view, registry, choice),
              why: `answer ${choice.effect.name}`,
            }
          : decideDecision(board, decision.options);
        if (!isRejected(p)) return { call: p.call, why: p.why };
        // Rejected once: the first legal answer.
        const options = decision.options ?? [];
        const min = choice?.min ?? 1;
        return {
          call: call(
            'resolve_decision',
            choice && (choice.min !== 1 || choice.max !== 1)
              ? { choices: choice.options.slice(0, min).map((o) => o.label) }
              : { choice: options[0] ?? '' },
          ),
          why: 'first legal answer',
        };
      }
      if (obs.phase === 'setup') return emit(decideSetup(board, obs.toolNames, isRejected));
      if (obs.phase === 'startOfTurn') {
        const drew = (obs.view.plugin as { flags?: { drew?: boolean } } | undefined)?.flags?.drew;
        const draw = call('draw', { count: 1 });
        if (!drew && !mem.rejected.has(callKey(draw)))
          return { call: draw, why: 'draw for the turn' };
        const endPhase = call('end_phase');
        if (!mem.rejected.has(callKey(endPhase)))
          return { call: endPhase, why: 'start of turn done' };
        return end('cannot leave the start of turn');
      }
      if (obs.phase === 'decision') return end('no decision left');

      // Follow-up steps of the current play.
      while (queue.length > 0) {
        const step = queue.shift() as Step;
        if (typeof step === 'function') {
          queue = [
            ...step({
              board,
              registry,
              lastOk: last?.ok ?? true,
              lastText: last?.text ?? '',
              toolNames: obs.toolNames,
            }),
            ...queue,
          ];
          continue;
        }
        if (!mem.rejected.has(callKey(step)) && !notListed(step, obs.legalCalls))
          return { call: step, why: 'follow-up of the last play' };
      }
      const k = knowledge(obs.view);
      // Not tried: what was refused this turn, and what the game's legal list leaves out.
      const blocked = (p: Play) => isRejected(p) || notListed(p.call, obs.legalCalls);
      return emit(choose ? choose(board, k, blocked) : decideMain(board, k, blocked));
    },
  };

  function emit(p: Play): BrainDecision {
    pendingFollowUps = p.followUps;
    return { call: p.call, why: p.why };
  }
}

const SUPPORTERS = /^(Nemona|Jacq|Arven|Professor's Research)/;

/** Zones (agent keys) of the Pokémon that came into play or evolved this turn. */
function enteredZones(
  view: GameView,
  ids: readonly string[] | undefined,
  known: ReadonlySet<string>,
): Set<string> {
  const out = new Set(known);
  if (!ids || ids.length === 0) return out;
  for (const z of Object.values(view.zones)) {
    const top = z.cards[0];
    if (z.owner === view.viewer && top && ids.includes(top.id)) out.add(`your_${z.name}`);
  }
  return out;
}

function freshMemory(turnKey: string): TurnMemory {
  return {
    turnKey,
    energyAttached: false,
    supporterPlayed: false,
    stadiumPlayed: false,
    stadiumUsed: false,
    retreated: false,
    enteredZones: new Set(),
    abilitiesUsed: new Set(),
    rejected: new Set(),
    calls: 0,
  };
}

export type { CardRegistry };
