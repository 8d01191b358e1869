/**
 * The hooks game: a card game written the way plugins write them, where most actions run
 * post-hooks that queue follow-ups. Four players, 32 cards each (128 on the table). A turn is
 * one top-level action, a play: rules check it is the player's turn and the card is in hand; a
 * post-hook counts the play and queues the card's move to the shared pile and the end of the
 * turn; the end of turn's post-hook queues the next player's draw, and when their deck is empty
 * the pile back into it and a shuffle first. So a turn is 4 engine actions (6 on a reshuffle),
 * each with its log line, all of them atomic.
 *
 * `HooksMutableTarget` plays the very same game on one mutable state, as the main workload's
 * speed limit does (targets.ts): the game's own checks (whose turn, the card in hand), the same
 * visibility bookkeeping and PRNG, but no validation, no copies, no log, no history.
 */
import {
  type Action,
  createCardRegistry,
  createInitialState,
  defineGame,
  type EngineEvent,
  execute,
  type GameState,
  RngCursor,
} from '../src/index';

export const HOOK_PLAYERS = ['p1', 'p2', 'p3', 'p4'] as const;
export const HOOK_DECK = 32;
const TEMPLATES = Array.from({ length: 13 }, (_, i) => ({ id: `t${i}`, name: `Card ${i}` }));

interface Relay {
  readonly played: number;
  readonly reshuffles: number;
}

export const hooksDefinition = defineGame<Relay, Relay>({
  name: 'relay',
  cards: createCardRegistry(TEMPLATES),
  zones: {
    perPlayer: [
      { name: 'deck', defaultVisibility: 'hidden', shuffleable: true },
      { name: 'hand', ordered: false, defaultVisibility: 'owner' },
    ],
    shared: [{ name: 'pile', defaultVisibility: 'public' }],
  },
  initPluginState: () => ({ played: 0, reshuffles: 0 }),
  viewPlugin: (state) => state.plugin,
  rules: [
    {
      id: 'your-turn',
      actions: ['declare_action'],
      check: ({ state, action }) =>
        state.turn.activePlayer === action.player
          ? undefined
          : { severity: 'hard', code: 'NOT_YOUR_TURN', message: 'Not your turn.' },
    },
    {
      id: 'from-hand',
      actions: ['declare_action'],
      check: ({ state, action, targets }) =>
        state.zones[`${action.player}:hand`]?.cards.includes(targets.cards[0] ?? '')
          ? undefined
          : { severity: 'hard', code: 'NOT_IN_HAND', message: 'Play from your hand.' },
    },
  ],
  postHooks: [
    {
      id: 'play',
      actions: ['declare_action'],
      // Follow-ups written out, not spread from a base ({ ...base, type }): a spread followed
      // by a new key is one of V8's slow paths, a microsecond or more each on Node 20.
      run: ({ state, action, targets }) => {
        const player = action.player;
        return {
          plugin: { ...state.plugin, played: state.plugin.played + 1 },
          followUps: [
            // Named with the zone it leaves, as the Pokémon plugin's follow-ups are.
            {
              type: 'move_card',
              player,
              source: 'script',
              card: `#${targets.cards[0]}`,
              from: `${player}:hand`,
              to: 'pile',
            },
            { type: 'end_turn', player, source: 'script' },
          ],
        };
      },
    },
    {
      id: 'refill',
      actions: ['end_turn'],
      run: ({ state }) => {
        const player = state.turn.activePlayer;
        const draw: Action = { type: 'draw', player, source: 'script' };
        if ((state.zones[`${player}:deck`]?.cards.length ?? 0) > 0) return { followUps: [draw] };
        const deck = `${player}:deck`;
        return {
          plugin: { ...state.plugin, reshuffles: state.plugin.reshuffles + 1 },
          followUps: [
            { type: 'move_card_stack', player, source: 'script', from: 'pile', to: deck },
            { type: 'shuffle', player, source: 'script', zone: deck },
            draw,
          ],
        };
      },
    },
  ],
});

/** A dealt table: 4 decks of 32, five cards in each hand. */
export function hooksInitialState(): GameState<Relay> {
  const decks = Object.fromEntries(
    HOOK_PLAYERS.map((p, k) => [
      p,
      Array.from({ length: HOOK_DECK }, (_, i) => `t${(i * 5 + k) % 13}`),
    ]),
  );
  let state = createInitialState(hooksDefinition, {
    players: HOOK_PLAYERS,
    seed: 'hooks',
    decks,
  });
  for (const p of HOOK_PLAYERS) {
    const r = execute(hooksDefinition, state, {
      type: 'draw',
      player: p,
      source: 'script',
      count: 5,
    });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** What the hooks workload needs of an implementation: who plays, and one play. */
export interface HooksTarget {
  /** The active player's first card in hand. */
  firstCard(): string;
  /** The active player plays that card: the whole turn, follow-ups and all. */
  play(card: string): void;
}

/** Plays `turns` turns; returns the number of top-level actions (one per turn). */
export function runHooksWorkload(t: HooksTarget, turns: number): number {
  for (let i = 0; i < turns; i++) t.play(t.firstCard());
  return turns;
}

/** The engine: every turn one `execute` of the play, hooks and follow-ups inside it. */
export class HooksEngineTarget implements HooksTarget {
  state = hooksInitialState();
  /** The last turn's events. */
  events: readonly EngineEvent[] = [];
  firstCard(): string {
    const p = this.state.turn.activePlayer;
    return this.state.zones[`${p}:hand`]?.cards[0] as string;
  }
  play(card: string): void {
    const r = execute(hooksDefinition, this.state, {
      type: 'declare_action',
      player: this.state.turn.activePlayer,
      source: 'ai',
      kind: 'play',
      card: `#${card}`,
      zone: 'hand',
    });
    if (!r.ok) throw new Error(r.error.message);
    this.state = r.state;
    this.events = r.events;
  }
}

interface MCard {
  visibility: unknown;
  faceUp: boolean;
}

/** The same game on one mutable state (see the top of this file). */
export class HooksMutableTarget implements HooksTarget {
  private cards: Record<string, MCard>;
  private zones: Record<string, string[]>;
  private rng: RngCursor;
  private active = 0;
  /** The plugin state's counts, kept as the engine's hooks keep them. */
  readonly counts = { played: 0, reshuffles: 0 };
  constructor() {
    const s = hooksInitialState();
    this.cards = JSON.parse(JSON.stringify(s.cards));
    this.zones = Object.fromEntries(Object.entries(s.zones).map(([k, z]) => [k, [...z.cards]]));
    this.rng = new RngCursor(s.rng);
  }
  private see(id: string, visibility: unknown): void {
    const c = this.cards[id] as MCard;
    c.visibility = visibility;
    c.faceUp = visibility === 'public';
  }
  firstCard(): string {
    return this.zones[`${HOOK_PLAYERS[this.active]}:hand`]?.[0] as string;
  }
  play(card: string): void {
    const p = HOOK_PLAYERS[this.active] as string;
    const hand = this.zones[`${p}:hand`] as string[];
    const at = hand.indexOf(card);
    if (at < 0) throw new Error('Play from your hand.');
    this.counts.played++;
    hand.splice(at, 1);
    (this.zones.pile as string[]).unshift(card);
    this.see(card, 'public');
    this.active = (this.active + 1) % HOOK_PLAYERS.length;
    const q = HOOK_PLAYERS[this.active] as string;
    const deck = this.zones[`${q}:deck`] as string[];
    if (deck.length === 0) {
      this.counts.reshuffles++;
      const pile = this.zones.pile as string[];
      for (const id of pile) this.see(id, 'hidden');
      deck.push(...pile);
      pile.length = 0;
      this.rng.shuffleInPlace(deck);
    }
    const drawn = deck.shift() as string;
    (this.zones[`${q}:hand`] as string[]).push(drawn);
    this.see(drawn, { players: [q] });
  }
}
