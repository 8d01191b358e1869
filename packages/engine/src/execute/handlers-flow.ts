import type {
  CoinFlipAction,
  ConcedeAction,
  CreateDecisionAction,
  DeclareActionAction,
  DeclareVictoryAction,
  DiceRollAction,
  EndPhaseAction,
  EndTurnAction,
  ResolveDecisionAction,
} from '../actions/types';
import { EXCERPT_LENGTH, excerpt, reject } from '../errors';
import { closestNames } from '../names';
import type { GameResult, InstanceId, PendingDecision, PlayerId, TurnState } from '../state/types';
import { seatAfter } from '../turns';
import type { Ctx, Plan } from './context';
import type { EngineEvent } from './events';

export function coinFlip(c: Ctx<CoinFlipAction>): Plan {
  const count = c.count(c.action.count, 'count', 1, 1, 100);
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      const results = Array.from({ length: count }, () => (d.rng.int(2) === 0 ? 'heads' : 'tails'));
      const heads = results.filter((r) => r === 'heads').length;
      return {
        events: [{ type: 'random', kind: 'coin', results }],
        message: `${c.player} flipped ${count === 1 ? 'a coin' : `${count} coins`}: ${results.join(', ')}`,
        data: { results, heads, tails: count - heads },
      };
    },
  };
}

export function diceRoll(c: Ctx<DiceRollAction>): Plan {
  const count = c.count(c.action.count, 'count', 1, 1, 100);
  const sides = c.count(c.action.sides, 'sides', 6, 2, 1000);
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      const results = Array.from({ length: count }, () => d.rng.int(sides) + 1);
      const total = results.reduce((s, r) => s + r, 0);
      return {
        events: [{ type: 'random', kind: 'dice', results }],
        message: `${c.player} rolled ${count}d${sides}: ${results.join(', ')}`,
        data: { results, total },
      };
    },
  };
}

export function declareAction(c: Ctx<DeclareActionAction>): Plan {
  const a = c.action;
  c.text(a.kind, 'kind', 64, 'what is declared, e.g. "attack"');
  c.text(a.target, 'target', 200, 'what the declaration aims at', true);
  let card: InstanceId | undefined;
  if (a.card !== undefined) card = c.card(a.card, a.zone).id;
  return {
    targets: { cards: card ? [card] : [], zones: [] },
    apply() {
      const label = card ? ` with ${c.nameFor(card)}` : '';
      const event: EngineEvent = card
        ? { type: 'declared', player: c.player, kind: a.kind, card }
        : { type: 'declared', player: c.player, kind: a.kind };
      return {
        events: [event],
        message: `${c.player} declared ${a.kind}${label}${a.target ? ` on ${a.target}` : ''}`,
        named: card ? [card] : undefined,
        data: { kind: a.kind, card, target: a.target, details: a.details },
      };
    },
  };
}

/** Bounds on what a decision keeps in the state: its question and its options. */
const MAX_PROMPT = 1_000;
const MAX_OPTIONS = 300;
const MAX_OPTION = 300;

function checkPlayer(c: Ctx, p: unknown, field: string): PlayerId {
  if (typeof p !== 'string' || !c.state.players.includes(p))
    reject('UNKNOWN_PLAYER', `"${field}" names no player: ${excerpt(p)}.`, [
      `Players: ${c.state.players.join(', ')}.`,
    ]);
  return p;
}

export function createDecision(c: Ctx<CreateDecisionAction>): Plan {
  const a = c.action;
  const pending = c.state.pendingDecision;
  if (pending)
    reject('DECISION_PENDING', `${pending.decider} must first answer: "${pending.prompt}".`, [
      'Resolve the pending decision before asking another.',
    ]);
  const decider = checkPlayer(c, a.decider, 'decider');
  c.text(a.prompt, 'prompt', MAX_PROMPT, 'the question to ask');
  if (
    a.options !== undefined &&
    (!Array.isArray(a.options) ||
      a.options.length === 0 ||
      a.options.length > MAX_OPTIONS ||
      a.options.some((o) => typeof o !== 'string' || o.length > MAX_OPTION))
  )
    reject(
      'INVALID_ACTION',
      `"options" must be a list of 1 to ${MAX_OPTIONS} texts of at most ${MAX_OPTION} characters (or omitted for a free answer).`,
      [],
    );
  const select = a.select;
  if (
    select !== undefined &&
    (a.options === undefined ||
      !Number.isInteger(select?.min) ||
      !Number.isInteger(select?.max) ||
      select.min < 0 ||
      select.max < Math.max(1, select.min) ||
      select.min > a.options.length)
  )
    reject(
      'INVALID_ACTION',
      '"select" must be { min, max } whole numbers with 0 ≤ min ≤ max, max ≥ 1, and min no more than the options.',
      [],
    );
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      const decision: PendingDecision = {
        id: d.base.seq + 1,
        decider,
        createdBy: c.player,
        prompt: a.prompt,
        options: a.options ? [...a.options] : null,
        ...(select ? { select: { min: select.min, max: select.max } } : {}),
        ...(a.private === true ? { private: true } : {}),
      };
      d.pendingDecision = decision;
      d.touch();
      return {
        events: [{ type: 'decision_created', decision }],
        message: `${decider} must decide: ${a.prompt}`,
        data: { decision },
      };
    },
  };
}

/** Matches an answer to an option: exactly, then in any case. */
function matchOption(options: readonly string[], answer: string): string | undefined {
  return (
    options.find((o) => o === answer) ??
    options.find((o) => o.toLowerCase() === answer.toLowerCase())
  );
}

export function resolveDecision(c: Ctx<ResolveDecisionAction>): Plan {
  const a = c.action;
  const pending = c.state.pendingDecision;
  if (!pending) reject('NO_PENDING_DECISION', 'There is no decision to answer.', []);
  if (pending.decider !== c.player)
    reject(
      'NOT_YOUR_DECISION',
      `${pending.decider} must answer "${pending.prompt}", not ${c.player}.`,
      [],
    );
  const options = pending.options;
  const optionsHint = options ? [`Options: ${options.join(', ')}.`] : [];
  const select = pending.select;
  let answers: string[];
  if (a.choices !== undefined) {
    if (!Array.isArray(a.choices) || a.choices.some((x) => typeof x !== 'string'))
      reject('INVALID_CHOICE', '"choices" must be a list of strings.', optionsHint);
    answers = [...a.choices];
  } else if (typeof a.choice === 'string') answers = [a.choice];
  else
    reject(
      'INVALID_CHOICE',
      select
        ? '"choices" must list the options you pick (or "choice" for one).'
        : '"choice" must be a string.',
      optionsHint,
    );
  const min = select?.min ?? 1;
  const max = select?.max ?? 1;
  if (answers.length < min || answers.length > max)
    reject(
      'INVALID_CHOICE',
      min === max
        ? `Pick exactly ${min} option${min === 1 ? '' : 's'}; you gave ${answers.length}.`
        : `Pick from ${min} to ${max} options; you gave ${answers.length}.`,
      optionsHint,
    );
  if (options) {
    answers = answers.map((answer) => {
      const exact = matchOption(options, answer);
      if (exact === undefined)
        reject('INVALID_CHOICE', `${excerpt(answer)} is not an option for "${pending.prompt}".`, [
          ...optionsHint,
          ...(answer.length <= EXCERPT_LENGTH
            ? [`Closest: ${closestNames(answer, options, 1).join('')}.`]
            : []),
        ]);
      return exact;
    });
    const dup = answers.find((x, i) => answers.indexOf(x) !== i);
    if (dup !== undefined)
      reject(
        'INVALID_CHOICE',
        `${excerpt(dup)} is picked twice; pick each option once.`,
        optionsHint,
      );
  }
  const choice = answers.join(', ');
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      d.pendingDecision = null;
      d.touch();
      return {
        events: [
          pending.private
            ? { type: 'decision_resolved', id: pending.id, choice: '', choices: [] }
            : { type: 'decision_resolved', id: pending.id, choice, choices: answers },
        ],
        message: pending.private
          ? `${c.player} answered: ${pending.prompt}`
          : `${c.player} chose ${choice || 'nothing'}`,
        data: { decision: pending, choice, choices: answers },
      };
    },
  };
}

function requireActive(c: Ctx, verb: string): void {
  if (c.state.turn.activePlayer !== c.player)
    reject('NOT_YOUR_TURN', `Only the active player (${c.state.turn.activePlayer}) can ${verb}.`, [
      'Wait for your turn.',
    ]);
}

/** The turn after this one: who the definition's turn order (or the default circle) names. */
function nextTurn(c: Ctx<EndTurnAction | EndPhaseAction>): TurnState {
  const { state, definition, action } = c;
  const next = (action as EndTurnAction).next;
  let requested: PlayerId | undefined;
  if (next !== undefined) {
    requested = checkPlayer(c, next, 'next');
    if (!definition.turnOrder && action.source !== 'script')
      reject(
        'INVALID_ACTION',
        `The game decides who plays after you: "next" is for its own scripts (you named ${requested}).`,
        ['End the turn without "next".'],
      );
  }
  const from = state.turn.activePlayer;
  const step = definition.turnOrder
    ? definition.turnOrder({ state, action, requested })
    : (requested ?? seatAfter(state.players, from));
  const player = typeof step === 'string' ? step : step?.player;
  if (typeof player !== 'string' || !state.players.includes(player))
    reject('UNKNOWN_PLAYER', `The game's turn order named no player: ${excerpt(player)}.`, [
      `Players: ${state.players.join(', ')}.`,
    ]);
  const wrapped = state.players.indexOf(player) <= state.players.indexOf(from);
  const newRound = (typeof step === 'string' ? undefined : step.newRound) ?? wrapped;
  const phases = definition.phases ?? ['main'];
  return {
    number: state.turn.number + 1,
    round: state.turn.round + (newRound ? 1 : 0),
    activePlayer: player,
    phase: phases[0] ?? 'main',
  };
}

export function endTurn(c: Ctx<EndTurnAction>): Plan {
  requireActive(c, 'end the turn');
  const turn = nextTurn(c);
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      d.turn = turn;
      d.touch();
      return {
        events: [{ type: 'turn_changed', turn }],
        message: `${c.player} ended turn ${c.state.turn.number}; ${turn.activePlayer} to play`,
        data: { turn },
      };
    },
  };
}

export function endPhase(c: Ctx<EndPhaseAction>): Plan {
  requireActive(c, 'end the phase');
  const phases = c.definition.phases ?? ['main'];
  const i = phases.indexOf(c.state.turn.phase);
  const next = phases[i + 1];
  const turn: TurnState = next === undefined ? nextTurn(c) : { ...c.state.turn, phase: next };
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      d.turn = turn;
      d.touch();
      const ev: EngineEvent =
        next === undefined ? { type: 'turn_changed', turn } : { type: 'phase_changed', turn };
      return {
        events: [ev],
        message:
          next === undefined
            ? `${c.player} ended the last phase; ${turn.activePlayer} to play`
            : `${c.player} moved to the ${next} phase`,
        data: { turn },
      };
    },
  };
}

function finish(result: GameResult, message: string): Plan {
  return {
    targets: { cards: [], zones: [] },
    apply(d) {
      d.result = result;
      d.touch();
      return { events: [{ type: 'game_over', result }], message, data: { result } };
    },
  };
}

export function concede(c: Ctx<ConcedeAction>): Plan {
  const others = c.state.players.filter((p) => p !== c.player);
  return finish(
    { winners: others, losers: [c.player], reason: `${c.player} conceded` },
    `${c.player} conceded`,
  );
}

export function declareVictory(c: Ctx<DeclareVictoryAction>): Plan {
  const a = c.action;
  if (a.winner !== undefined && a.winners !== undefined)
    reject('INVALID_ACTION', 'Give "winner" (one player) or "winners" (a shared win), not both.');
  let winners: PlayerId[];
  if (a.winners === undefined)
    winners = [a.winner === undefined ? c.player : checkPlayer(c, a.winner, 'winner')];
  else if (!Array.isArray(a.winners) || a.winners.length === 0)
    reject('INVALID_ACTION', '"winners" must list the players who share the win.', [
      `Players: ${c.state.players.join(', ')}.`,
    ]);
  else {
    for (const w of a.winners) checkPlayer(c, w, 'winners');
    winners = c.state.players.filter((p) => a.winners?.includes(p));
  }
  c.text(a.reason, 'reason', 300, 'why the game is won, e.g. "took all prizes"');
  const who =
    winners.length === 1 ? winners[0] : `${winners.slice(0, -1).join(', ')} and ${winners.at(-1)}`;
  return finish(
    { winners, losers: c.state.players.filter((p) => !winners.includes(p)), reason: a.reason },
    winners.length === 1 ? `${who} won: ${a.reason}` : `${who} share the win: ${a.reason}`,
  );
}
