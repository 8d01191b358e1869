import {
  type Action,
  actions,
  createInitialState,
  execute,
  type GameDefinition,
  type GameState,
} from '@playmat/engine';
import { z } from 'zod';
import { type CardRegistry, cardLabel } from '../cards';
import type { ArkhamDeck } from '../decks';
import {
  type ArkhamPluginState,
  createArkhamDefinition,
  gainResources,
  OPENING_HAND,
} from '../plugin/arkham-game';

/** When to take the one mulligan. */
export type MulliganPolicy =
  /** Never. */
  | 'none'
  /** Only when the opening hand holds no key card: redraw every non-key card. */
  | 'missing-key'
  /** Always redraw every card that is not a key card or setup asset. */
  | 'aggressive';

/**
 * A user-defined goal: every requirement met by turn `byTurn` (by the end of its actions, as in
 * {@link BY_TURN_DEFINITION}). Each requirement is met by `count` (default 1) copies of any of
 * `anyOf`, either drawn (hand, play or discard) or in play.
 */
export const simulationGoalSchema = z.object({
  description: z.string().max(200).optional(),
  byTurn: z.number().int().min(1).max(20),
  requirements: z
    .array(
      z.object({
        anyOf: z
          .array(z.string().regex(/^\d{5}$/))
          .min(1)
          .max(10),
        where: z.enum(['drawn', 'play']),
        count: z.number().int().min(1).max(4).optional(),
      }),
    )
    .min(1)
    .max(6),
});

/** A user-defined goal (see {@link simulationGoalSchema}). */
export type SimulationGoal = z.infer<typeof simulationGoalSchema>;

/** Options of {@link simulateDeck}. */
export interface SimulationOptions {
  trials: number;
  seed?: number | string;
  /** Turns simulated (default 5). Turn 1 starts with the opening hand; each turn ends with upkeep. */
  turns?: number;
  /** Cards to track (codes; copies of one code). Default: the deck's costliest 2-copy assets. */
  keyCards?: string[];
  /** Assets that must be in play for the deck to be "set up". Default: up to two key assets. */
  setupAssets?: string[];
  mulligan?: MulliganPolicy;
  goal?: SimulationGoal;
}

/**
 * What "by turn t" means everywhere in a report: by the end of turn t's three actions, before
 * that turn's upkeep draw (a card drawn in upkeep can first be used on the next turn). Drawn
 * and in-play odds are measured at the same moment, so a card can never be "in play by turn
 * t" more often than it is "drawn by turn t".
 */
export const BY_TURN_DEFINITION =
  "by turn t = by the end of turn t's actions, before its upkeep draw; turn 1 starts with the opening hand";

/** Statistics for one tracked card. */
export interface KeyCardStats {
  code: string;
  name: string;
  copies: number;
  /** P(at least one copy in the opening hand kept after the mulligan). */
  openingHand: number;
  /**
   * P(at least one copy drawn by turn t), index 0 = turn 1 (see {@link BY_TURN_DEFINITION}).
   * Draws are the kept opening hand, draw actions taken while setting up and upkeep draws.
   */
  byTurn: number[];
  /**
   * Mean cards drawn until the first copy: the kept opening hand counts as its five draws
   * (mulliganed cards and replaced weaknesses are not counted), then every later draw; past
   * the horizon the remaining deck order is used.
   */
  averageDrawsToFind: number;
}

/** What {@link simulateDeck} reports. Probabilities are fractions of `trials`. */
export interface SimulationReport {
  trials: number;
  turns: number;
  seed: number | string;
  mulliganPolicy: MulliganPolicy;
  /** What "by turn t" means in this report ({@link BY_TURN_DEFINITION}). */
  byTurnDefinition: string;
  keyCards: KeyCardStats[];
  mulligan: { rate: number; averageCardsRedrawn: number };
  setup: {
    assets: Array<{ code: string; name: string }>;
    /** P(all setup assets in play by turn t), index 0 = turn 1 (see {@link BY_TURN_DEFINITION}). */
    byTurn: number[];
    /** Mean setup turn over the games that set up within the horizon, or null. */
    averageTurn: number | null;
  };
  /** P(at least one weakness drawn after setup within the horizon). */
  weaknessDrawnRate: number;
  goal?: { description: string; byTurn: number; successRate: number };
}

/** Thrown for options the simulator cannot run; the message says which and what is allowed. */
export class SimulationInputError extends Error {
  override readonly name = 'SimulationInputError';
}

/** Upper bound on trials per call, to keep one request bounded. */
export const MAX_TRIALS = 20_000;

const PLAYER = 'p1';

/** Default key cards: 2-copy non-signature assets, costliest first, at most three. */
export function defaultKeyCards(deck: ArkhamDeck, registry: CardRegistry): string[] {
  return Object.entries(deck.slots)
    .map(([code, n]) => ({ card: registry.get(code), n }))
    .filter(
      ({ card, n }) => card?.type === 'asset' && !card.restrictedTo && !card.subtype && n >= 2,
    )
    .sort(
      (a, b) =>
        (b.card?.cost ?? 0) - (a.card?.cost ?? 0) || a.card!.code.localeCompare(b.card!.code),
    )
    .slice(0, 3)
    .map(({ card }) => card!.code);
}

/** Everything one game needs to know, computed once per simulation. */
interface Setup {
  definition: GameDefinition<ArkhamPluginState>;
  deckList: string[];
  isWeakness: (code: string) => boolean;
  cost: (code: string) => number;
  keyCards: string[];
  setupAssets: string[];
  turns: number;
  mulligan: MulliganPolicy;
  goal?: SimulationGoal;
}

class Table {
  constructor(
    public state: GameState<ArkhamPluginState>,
    private readonly definition: GameDefinition<ArkhamPluginState>,
  ) {}

  run(action: Action): boolean {
    const result = execute(this.definition, this.state, action);
    if (result.ok) this.state = result.state as GameState<ArkhamPluginState>;
    return result.ok;
  }

  zone(name: string): readonly string[] {
    return this.state.zones[`${PLAYER}:${name}`]?.cards ?? [];
  }

  code(instanceId: string): string {
    return this.state.cards[instanceId]!.templateId;
  }

  codes(name: string): string[] {
    return this.zone(name).map((id) => this.code(id));
  }

  /** Draws one card; returns its instance id or undefined when the deck is empty. */
  draw(): string | undefined {
    const top = this.zone('deck')[0];
    if (top === undefined) return undefined;
    this.run(actions.draw({ player: PLAYER }));
    return top;
  }

  move(instanceId: string, to: string): boolean {
    return this.run(actions.moveCard({ player: PLAYER, card: `#${instanceId}`, to }));
  }
}

interface GameOutcome {
  /** Draw order (codes): the kept opening hand first, then later draws. No mulliganed cards. */
  drawn: string[];
  mulliganed: number;
  setupTurn: number | null;
  weaknessDrawn: boolean;
  goalMet: boolean;
  /** Deck order left at the end, to extend draw counts past the horizon. */
  rest: string[];
  /** `drawn.length` at the end of each turn's actions (before upkeep). */
  drawnByTurn: number[];
}

function playOne(setup: Setup, seed: string): GameOutcome {
  const state = createInitialState(setup.definition, {
    players: [PLAYER],
    seed,
    decks: { [PLAYER]: setup.deckList },
    enforcement: 'strict',
  });
  const t = new Table(state, setup.definition);
  t.run(actions.shuffle({ player: PLAYER, zone: 'deck' }));
  const drawn: string[] = [];

  // Setup draws: weaknesses are set aside and replaced.
  const drawReplacing = (n: number) => {
    let got = 0;
    while (got < n) {
      const id = t.draw();
      if (id === undefined) return;
      if (setup.isWeakness(t.code(id))) t.move(id, 'setAside');
      else {
        drawn.push(t.code(id));
        got++;
      }
    }
  };
  drawReplacing(OPENING_HAND);

  const keep = new Set([...setup.keyCards, ...setup.setupAssets]);
  const hand = t.zone('hand');
  const hasKey = hand.some((id) => setup.keyCards.includes(t.code(id)));
  let mulliganed = 0;
  if (setup.mulligan === 'aggressive' || (setup.mulligan === 'missing-key' && !hasKey)) {
    const redraw = hand.filter((id) => !keep.has(t.code(id)));
    if (redraw.length && t.run(actions.declareAction({ player: PLAYER, kind: 'mulligan' }))) {
      for (const id of redraw) t.move(id, 'setAside');
      // Mulliganed cards were never really drawn: the count starts from the kept hand.
      const kept = t.codes('hand');
      drawn.length = 0;
      drawn.push(...kept);
      drawReplacing(redraw.length);
      mulliganed = redraw.length;
    }
  }
  // Mulliganed cards and set-aside weaknesses go back before the game starts.
  for (const id of [...t.zone('setAside')]) t.move(id, 'deck');
  t.run(actions.shuffle({ player: PLAYER, zone: 'deck' }));

  let setupTurn: number | null = setup.setupAssets.length === 0 ? 1 : null;
  let weaknessDrawn = false;
  let goalMet = false;
  const inPlay = () => t.codes('play');
  const goalHolds = (goal: SimulationGoal) =>
    goal.requirements.every((r) => {
      const pool =
        r.where === 'play' ? inPlay() : [...t.codes('hand'), ...inPlay(), ...t.codes('discard')];
      return pool.filter((c) => r.anyOf.includes(c)).length >= (r.count ?? 1);
    });

  const drawnByTurn: number[] = [];
  for (let turn = 1; turn <= setup.turns; turn++) {
    // Investigation: three actions spent getting the setup assets out.
    for (let a = 0; a < 3 && setupTurn === null; a++) {
      const missing = setup.setupAssets.filter((code) => !inPlay().includes(code));
      const inHand = t
        .zone('hand')
        .filter((id) => missing.includes(t.code(id)))
        .sort((x, y) => setup.cost(t.code(x)) - setup.cost(t.code(y)));
      const playable = inHand.find((id) => t.move(id, 'play'));
      if (playable === undefined) {
        if (inHand.length) t.run(gainResources(PLAYER));
        else {
          const id = t.draw();
          if (id !== undefined) {
            drawn.push(t.code(id));
            if (setup.isWeakness(t.code(id))) {
              weaknessDrawn = true;
              t.move(id, 'threat');
            }
          }
        }
      }
      if (setup.setupAssets.every((code) => inPlay().includes(code))) setupTurn = turn;
    }
    drawnByTurn.push(drawn.length);
    if (setup.goal && !goalMet && turn <= setup.goal.byTurn && goalHolds(setup.goal))
      goalMet = true;
    // Upkeep: one card and one resource.
    const id = t.draw();
    if (id !== undefined) {
      drawn.push(t.code(id));
      if (setup.isWeakness(t.code(id))) {
        weaknessDrawn = true;
        t.move(id, 'threat');
      }
    }
    t.run(gainResources(PLAYER));
  }
  return {
    drawn,
    mulliganed,
    setupTurn,
    weaknessDrawn,
    goalMet,
    rest: t.codes('deck'),
    drawnByTurn,
  };
}

/**
 * Checks simulation options against a deck and fills the defaults, without running anything.
 * @throws SimulationInputError naming the bad option and what is allowed.
 */
export function checkSimulationOptions(
  deck: ArkhamDeck,
  registry: CardRegistry,
  options: SimulationOptions,
): { trials: number; turns: number; keyCards: string[]; setupAssets: string[] } {
  const { trials } = options;
  if (!Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) {
    throw new SimulationInputError(
      `trials must be a whole number from 1 to ${MAX_TRIALS}; got ${trials}.`,
    );
  }
  const turns = options.turns ?? 5;
  if (!Number.isInteger(turns) || turns < 1 || turns > 20) {
    throw new SimulationInputError(`turns must be a whole number from 1 to 20; got ${turns}.`);
  }
  const inDeck = (code: string, field: string) => {
    if (!deck.slots[code]) {
      throw new SimulationInputError(
        `${field}: card ${code} is not in the deck; use codes from its slots (${Object.keys(deck.slots).join(', ')}).`,
      );
    }
  };
  const keyCards = options.keyCards ?? defaultKeyCards(deck, registry);
  for (const code of keyCards) inDeck(code, 'keyCards');
  const setupAssets =
    options.setupAssets ??
    keyCards.filter((code) => registry.get(code)?.type === 'asset').slice(0, 2);
  for (const code of setupAssets) inDeck(code, 'setupAssets');
  for (const r of options.goal?.requirements ?? []) {
    for (const code of r.anyOf) inDeck(code, 'goal');
  }

  return { trials, turns, keyCards, setupAssets };
}

/**
 * Plays `trials` seeded games of a deck's opening turns on the Arkham plugin and reports how
 * often key cards show up, how the mulligan is used, when the setup assets are in play given
 * the resource curve (3 actions a turn: play, else take a resource, else draw), and how often a
 * goal is met. Deterministic for a given seed.
 * @throws SimulationInputError for bad trial counts, turns or card codes.
 */
export function simulateDeck(
  deck: ArkhamDeck,
  registry: CardRegistry,
  options: SimulationOptions,
): SimulationReport {
  const { trials, turns, keyCards, setupAssets } = checkSimulationOptions(deck, registry, options);
  const deckList: string[] = [];
  for (const [code, n] of Object.entries(deck.slots)) {
    if (!registry.get(code))
      throw new SimulationInputError(`Card ${code} is not in the card data.`);
    for (let i = 0; i < n; i++) deckList.push(code);
  }
  const setup: Setup = {
    definition: createArkhamDefinition(registry),
    deckList,
    isWeakness: (code) => registry.get(code)?.subtype !== undefined,
    cost: (code) => registry.get(code)?.cost ?? 0,
    keyCards,
    setupAssets,
    turns,
    mulligan: options.mulligan ?? 'missing-key',
    goal: options.goal,
  };
  const seed = options.seed ?? 1;

  const found = keyCards.map(() => new Array<number>(turns).fill(0));
  const inOpeningHand = keyCards.map(() => 0);
  const drawsToFind = keyCards.map(() => 0);
  const setupBy = new Array<number>(turns).fill(0);
  let setupTurnSum = 0;
  let setupGames = 0;
  let mulligans = 0;
  let redrawn = 0;
  let weakness = 0;
  let goals = 0;

  for (let i = 0; i < trials; i++) {
    const game = playOne(setup, `${seed}:${i}`);
    if (game.mulliganed) {
      mulligans++;
      redrawn += game.mulliganed;
    }
    if (game.weaknessDrawn) weakness++;
    if (game.goalMet) goals++;
    if (game.setupTurn !== null) {
      setupGames++;
      setupTurnSum += game.setupTurn;
      for (let t = game.setupTurn; t <= turns; t++) setupBy[t - 1]!++;
    }
    keyCards.forEach((code, k) => {
      const first = game.drawn.indexOf(code);
      // Past the horizon the deck order says how many more draws it would take.
      const position = first >= 0 ? first + 1 : game.drawn.length + game.rest.indexOf(code) + 1;
      drawsToFind[k]! += position;
      if (position <= OPENING_HAND) inOpeningHand[k]!++;
      game.drawnByTurn.forEach((count, t) => {
        if (position <= count) found[k]![t]!++;
      });
    });
  }

  return {
    trials,
    turns,
    seed,
    mulliganPolicy: setup.mulligan,
    byTurnDefinition: BY_TURN_DEFINITION,
    keyCards: keyCards.map((code, k) => ({
      code,
      name: cardLabel(registry.get(code)!),
      copies: deck.slots[code] ?? 0,
      openingHand: inOpeningHand[k]! / trials,
      byTurn: found[k]!.map((n) => n / trials),
      averageDrawsToFind: drawsToFind[k]! / trials,
    })),
    mulligan: {
      rate: mulligans / trials,
      averageCardsRedrawn: mulligans ? redrawn / mulligans : 0,
    },
    setup: {
      assets: setupAssets.map((code) => ({ code, name: cardLabel(registry.get(code)!) })),
      byTurn: setupBy.map((n) => n / trials),
      averageTurn: setupGames ? setupTurnSum / setupGames : null,
    },
    weaknessDrawnRate: weakness / trials,
    ...(options.goal
      ? {
          goal: {
            description: options.goal.description ?? 'goal',
            byTurn: options.goal.byTurn,
            successRate: goals / trials,
          },
        }
      : {}),
  };
}
