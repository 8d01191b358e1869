import type {
  ActionChoice,
  ActionOption,
  DecisionView,
  ManualEffectView,
  ManualStep,
  MatchDriver,
  MatchStatus,
} from '../driver';
import { appendLog, createLog, type LogEvent, type MatchLog } from '../log';
import type { BoardView, PlayerId, Viewer } from '../view';

/** Delay between AI steps, in milliseconds, and its bounds (the speed slider's range). */
export const SPEED = { min: 0, max: 3000, default: 800 } as const;

/** Everything the game screen renders, as one immutable snapshot. */
export interface MatchSnapshot {
  /** Whose eyes the board is drawn through: the human player, or a spectator. */
  viewer: Viewer;
  board: BoardView;
  status: MatchStatus;
  log: MatchLog;
  /** True once {@link MatchController.start} ran and until the match ends. */
  started: boolean;
  paused: boolean;
  /** A driver call (an AI step or a human action) is in flight. */
  busy: boolean;
  delayMs: number;
  /** The human's options now (empty when it is not their move). */
  actions: readonly ActionOption[];
  /** The card whose action menu is open. */
  selectedCard: string | null;
  /**
   * The human's pending decision, if any: a promotion, or a choice a card's text gives (AI
   * decisions are the driver's business).
   */
  decision: DecisionView | null;
  /** A MANUAL card the human carries out by hand (its panel replaces the card menus meanwhile). */
  manual: ManualEffectView | null;
  /** The last rejection or failure, shown until the next successful move. */
  error: string | null;
}

/** Waits `ms` or until `signal` aborts (resolving either way). Injected so tests need no timers. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** Real-time sleep that ends early on abort. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** Options for {@link createMatchController}. */
export interface MatchControllerOptions {
  delayMs?: number;
  sleep?: Sleep;
  /** Log entries kept. */
  logCap?: number;
}

/**
 * Runs a match for the UI: steps AI players on a timer (pause, resume, speed, single step),
 * forwards the human's moves and decisions, collects the log, and publishes snapshots.
 * Implements the Svelte store contract (`subscribe`), so components can use `$controller`.
 */
export interface MatchController {
  subscribe(run: (snapshot: MatchSnapshot) => void): () => void;
  /** The current snapshot. */
  get(): MatchSnapshot;
  /** Starts stepping AI players (no-op if already started). */
  start(): void;
  pause(): void;
  resume(): void;
  /** While paused: runs exactly one AI step. Resolves when it is done. */
  stepOnce(): Promise<void>;
  /** Sets the delay between AI steps (clamped to {@link SPEED}). */
  setDelay(ms: number): void;
  /** Opens (or, with null or the same card, closes) a card's action menu. */
  selectCard(cardId: string | null): void;
  /** Options for one card, or the turn-level ones for null. */
  actionsFor(cardId: string | null): readonly ActionOption[];
  /** Performs one of the human's options (`choice`: what they picked for it, e.g. retreat Energy). */
  perform(actionId: string, choice?: ActionChoice): Promise<void>;
  /** Answers the human's pending decision. */
  answer(optionIds: readonly string[]): Promise<void>;
  /** Does one step of the open MANUAL card (`done` finishes it). */
  manualStep(step: ManualStep): Promise<void>;
  /** Resolves once the loop is idle (waiting for a human, paused, or finished). */
  idle(): Promise<void>;
  /** Stops the loop, aborts an AI step in flight and releases the driver. */
  dispose(): void;
}

/** Who the board is drawn for: the (single) human player, otherwise a spectator. */
export function viewerFor(driver: MatchDriver, humans: readonly PlayerId[]): Viewer {
  const human = humans.find((h) => driver.players.includes(h));
  return human ? { kind: 'player', player: human } : { kind: 'spectator' };
}

/** Creates a controller over `driver`; `humans` are the seats played in this page. */
export function createMatchController(
  driver: MatchDriver,
  humans: readonly PlayerId[],
  options: MatchControllerOptions = {},
): MatchController {
  const sleep = options.sleep ?? realSleep;
  const viewer = viewerFor(driver, humans);
  const human = viewer.kind === 'player' ? viewer.player : null;
  const abort = new AbortController();
  const subscribers = new Set<(s: MatchSnapshot) => void>();
  let log = createLog(options.logCap);
  let snapshot: MatchSnapshot;
  let started = false;
  let paused = false;
  let busy = false;
  let delayMs = clamp(options.delayMs ?? SPEED.default);
  let selectedCard: string | null = null;
  let error: string | null = null;
  let loop: Promise<void> = Promise.resolve();
  let looping = false;
  let wake = new AbortController();
  let disposed = false;

  const unsubscribeDriver = driver.onEvent((e: LogEvent) => {
    log = appendLog(log, e);
    publish();
  });

  function build(): MatchSnapshot {
    const status = driver.status();
    const myTurn = human !== null && status.kind === 'turn' && status.player === human;
    const actions = myTurn && !busy ? driver.actions(human) : [];
    if (selectedCard !== null && !actions.some((a) => a.cardId === selectedCard)) {
      selectedCard = null;
    }
    const decision =
      status.kind === 'decision' && status.actor === 'human' && status.player === human
        ? status.decision
        : null;
    const manual = myTurn ? driver.manual(human) : null;
    return {
      viewer,
      board: driver.view(viewer),
      status,
      log,
      started,
      paused,
      busy,
      delayMs,
      actions,
      selectedCard,
      decision,
      manual,
      error,
    };
  }

  function publish(): void {
    if (disposed) return;
    snapshot = build();
    for (const s of subscribers) s(snapshot);
  }

  function aiToAct(): boolean {
    const s = driver.status();
    return s.kind !== 'finished' && s.actor === 'ai';
  }

  async function runStep(): Promise<boolean> {
    busy = true;
    publish();
    try {
      const r = await driver.step(abort.signal);
      error = r.ok ? null : r.error;
      return r.ok;
    } catch (e) {
      // A thrown error (e.g. a provider outage) pauses the match rather than looping on it.
      error = `AI step failed: ${e instanceof Error ? e.message : String(e)}`;
      log = appendLog(log, { kind: 'error', text: error });
      paused = true;
      return false;
    } finally {
      busy = false;
      publish();
    }
  }

  function kick(): void {
    if (looping || disposed || !started || paused) return;
    looping = true;
    loop = (async () => {
      try {
        while (!disposed && !paused && aiToAct()) {
          const ok = await runStep();
          if (!ok) break;
          if (!disposed && !paused && aiToAct()) {
            wake = new AbortController();
            await sleep(delayMs, AbortSignal.any([wake.signal, abort.signal]));
          }
        }
      } finally {
        looping = false;
      }
    })();
  }

  async function humanMove(run: () => Promise<{ ok: true } | { ok: false; error: string }>) {
    if (busy) {
      error = 'Wait for the current move to finish.';
      publish();
      return;
    }
    busy = true;
    publish();
    try {
      const r = await run();
      error = r.ok ? null : r.error;
      if (r.ok) selectedCard = null;
    } finally {
      busy = false;
      publish();
    }
    kick();
  }

  snapshot = build();

  return {
    subscribe(run) {
      subscribers.add(run);
      run(snapshot);
      return () => subscribers.delete(run);
    },
    get: () => snapshot,
    start() {
      if (started) return;
      started = true;
      publish();
      kick();
    },
    pause() {
      paused = true;
      wake.abort();
      publish();
    },
    resume() {
      paused = false;
      publish();
      kick();
    },
    async stepOnce() {
      if (!paused || busy || !aiToAct()) return;
      await runStep();
    },
    setDelay(ms) {
      delayMs = clamp(ms);
      // A shorter delay should apply now, not after the current wait.
      wake.abort();
      publish();
    },
    selectCard(cardId) {
      selectedCard = cardId === selectedCard ? null : cardId;
      publish();
    },
    actionsFor(cardId) {
      return snapshot.actions.filter((a) => a.cardId === cardId);
    },
    perform(actionId, choice) {
      if (!human) return rejectLocally('Spectators cannot make moves.');
      return humanMove(() => driver.perform(human, actionId, choice));
    },
    answer(optionIds) {
      const d = snapshot.decision;
      if (!human || !d) return rejectLocally('There is no decision waiting for you.');
      return humanMove(() => driver.answer(human, d.id, optionIds));
    },
    manualStep(step) {
      if (!human || !snapshot.manual)
        return rejectLocally('There is no card to carry out by hand now.');
      return humanMove(() => driver.manualStep(human, step));
    },
    async idle() {
      // The loop may restart itself after a human move; wait until it settles.
      for (;;) {
        const current = loop;
        await current;
        if (current === loop && !looping) return;
      }
    },
    dispose() {
      disposed = true;
      abort.abort();
      wake.abort();
      unsubscribeDriver();
      subscribers.clear();
      driver.dispose();
    },
  };

  async function rejectLocally(message: string): Promise<void> {
    error = message;
    publish();
  }
}

function clamp(ms: number): number {
  if (!Number.isFinite(ms)) return SPEED.default;
  return Math.min(SPEED.max, Math.max(SPEED.min, Math.round(ms)));
}
