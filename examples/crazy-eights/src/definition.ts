import {
  type Action,
  defineGame,
  definePostHook,
  defineRule,
  type GameState,
  type PlayerId,
  type RuleViolation,
} from '@playmat/engine';
import { canPlay, registry, SUITS, type Suit, template } from './cards';

/** Zone names. Hands are per player (`p1:hand`); the stock and the discard pile are shared. */
export const ZONES = { hand: 'hand', stock: 'stock', discard: 'discard' } as const;

/** The `declare_action` kind a play uses. */
export const PLAY = 'play';

/** What the plugin keeps in `state.plugin`. */
export interface EightsState {
  /** The suit to follow: the top card's, or the one named with an 8. `null` before the starter is turned. */
  readonly suit: Suit | null;
  /** The active player drew this turn. */
  readonly drawn: boolean;
  /** The active player played this turn (the turn is ending). */
  readonly played: boolean;
  /** Turns in a row that ended without a play; with an empty stock, a full round of them ends the game. */
  readonly passes: number;
}

/** A card in a zone, top first. */
const cardsIn = (state: GameState<EightsState>, zone: string) =>
  (state.zones[zone]?.cards ?? []).map((id) => template(state.cards[id]?.templateId ?? ''));

/** The top of the discard pile, if any. */
export function topCard(state: GameState<EightsState>) {
  return cardsIn(state, ZONES.discard)[0];
}

/** The cards in `player`'s hand that may be played now. */
export function playableCards(state: GameState<EightsState>, player: PlayerId) {
  const top = topCard(state);
  const suit = state.plugin.suit;
  if (!top || !suit) return [];
  return cardsIn(state, `${player}:${ZONES.hand}`).filter((c) => canPlay(c, top, suit));
}

// Scripts (the dealer, the plugin's own follow-ups) are trusted; the rules police players.
const byPlayer = (action: Action) => action.source !== 'script';

const notYourTurn = (state: GameState<EightsState>, action: Action): RuleViolation | undefined =>
  state.turn.activePlayer === action.player
    ? undefined
    : {
        severity: 'hard',
        code: 'NOT_YOUR_TURN',
        message: `It is ${state.turn.activePlayer}'s turn, not yours.`,
        hint: 'Wait for your turn.',
      };

/**
 * The Crazy Eights rules as an engine definition. The second type is what `viewPlugin` shows
 * players (here all of the plugin state): it types `view.plugin`.
 */
export const eightsDefinition = defineGame<EightsState, EightsState>({
  name: 'crazy-eights',
  cards: registry,
  zones: {
    perPlayer: [{ name: ZONES.hand, ordered: false, defaultVisibility: 'owner' }],
    shared: [
      { name: ZONES.stock, ordered: true, defaultVisibility: 'hidden', shuffleable: true },
      { name: ZONES.discard, ordered: true, defaultVisibility: 'public' },
    ],
  },
  drawZones: { from: ZONES.stock, to: ZONES.hand },
  initPluginState: () => ({ suit: null, drawn: false, played: false, passes: 0 }),
  // Everyone may know the suit to follow and whether the active player drew.
  viewPlugin: (state) => state.plugin,
  rules: [
    {
      id: 'play-on-your-turn',
      actions: ['declare_action', 'draw', 'end_turn'],
      check: ({ state, action }) => (byPlayer(action) ? notYourTurn(state, action) : undefined),
    },
    // #region play-rule
    // `defineRule` types `action` by the actions it lists: here a `declare_action`.
    defineRule({
      id: 'play-must-match',
      actions: ['declare_action'],
      check: ({ state, action, targets }) => {
        if (action.kind !== PLAY) return undefined;
        const id = targets.cards[0];
        const card = id ? template(state.cards[id]?.templateId ?? '') : undefined;
        const top = topCard(state);
        const suit = state.plugin.suit;
        if (!card || !top || !suit)
          return { severity: 'hard', code: 'NO_CARD', message: 'Name a card from your hand.' };
        if (card.rank === '8') {
          const named = action.details?.suit;
          if (SUITS.some((s) => s === named)) return undefined;
          return {
            severity: 'hard',
            code: 'EIGHT_NEEDS_SUIT',
            message: `An 8 changes the suit: say which one (got ${JSON.stringify(named ?? null)}).`,
            hint: `Play it again with suit set to one of ${SUITS.join(', ')}.`,
          };
        }
        if (canPlay(card, top, suit)) return undefined;
        const playable = playableCards(state, action.player).map((c) => c.name);
        return {
          severity: 'hard',
          code: 'DOES_NOT_MATCH',
          message: `${card.name} matches neither the rank of ${top.name} nor the suit ${suit}.`,
          hint: playable.length
            ? `Playable now: ${playable.join(', ')}.`
            : 'You have nothing playable: draw a card.',
        };
      },
    }),
    // #endregion play-rule
    {
      id: 'one-draw-per-turn',
      actions: ['draw'],
      check: ({ state, action }) =>
        byPlayer(action) && state.plugin.drawn
          ? {
              severity: 'hard',
              code: 'ALREADY_DREW',
              message: 'You already drew this turn.',
              hint: 'Play the card you drew if it matches, otherwise pass.',
            }
          : undefined,
    },
    // #region soft-rule
    {
      // Soft: `strict` blocks it, `lenient` lets a player draw anyway with a warning.
      id: 'draw-only-when-stuck',
      actions: ['draw'],
      check: ({ state, action }) => {
        if (!byPlayer(action)) return undefined;
        const playable = playableCards(state, action.player);
        return playable.length === 0
          ? undefined
          : {
              severity: 'soft',
              code: 'HAS_PLAYABLE_CARD',
              message: `You can play ${playable.map((c) => c.name).join(', ')}; drawing is for when you cannot.`,
              hint: 'Play one of those cards.',
            };
      },
    },
    // #endregion soft-rule
    {
      id: 'draw-before-passing',
      actions: ['end_turn'],
      check: ({ state, action }) => {
        const { drawn, played } = state.plugin;
        const stock = state.zones[ZONES.stock]?.cards.length ?? 0;
        if (!byPlayer(action) || drawn || played || stock === 0) return undefined;
        return {
          severity: 'hard',
          code: 'DRAW_FIRST',
          message: 'You may pass only after drawing a card (or when the stock is empty).',
          hint: 'Play a matching card, or draw one first.',
        };
      },
    },
  ],
  postHooks: [
    {
      // The starter card sets the first suit to follow.
      id: 'starter',
      actions: ['move_card_stack'],
      run: ({ state, targets }) => {
        const id = targets.cards[0];
        if (targets.from !== ZONES.stock || targets.to !== ZONES.discard || !id) return undefined;
        return {
          plugin: { ...state.plugin, suit: template(state.cards[id]?.templateId ?? '').suit },
        };
      },
    },
    // #region play-hook
    definePostHook({
      // A play moves the card to the discard pile and ends the turn.
      id: 'play',
      actions: ['declare_action'],
      run: ({ state, action, targets }) => {
        const id = targets.cards[0];
        if (action.kind !== PLAY || !id) return undefined;
        const card = template(state.cards[id]?.templateId ?? '');
        const named = SUITS.find((s) => s === action.details?.suit);
        const suit = card.rank === '8' && named ? named : card.suit;
        const base = { player: action.player, source: 'script' } as const;
        const followUps: Action[] = [
          { ...base, type: 'move_card', card: `#${id}`, to: ZONES.discard },
          { ...base, type: 'end_turn' },
        ];
        return { plugin: { ...state.plugin, suit, played: true, passes: 0 }, followUps };
      },
    }),
    // #endregion play-hook
    {
      id: 'drew',
      actions: ['draw'],
      run: ({ state, action }) =>
        byPlayer(action) ? { plugin: { ...state.plugin, drawn: true } } : undefined,
    },
    // #region next-turn
    {
      // A new turn starts clean; with an empty stock, a full round of passes ends the game.
      id: 'next-turn',
      actions: ['end_turn'],
      run: ({ state, before, action }) => {
        const passes = before.plugin.played ? 0 : before.plugin.passes + 1;
        const plugin = { ...state.plugin, drawn: false, played: false, passes };
        const stock = state.zones[ZONES.stock]?.cards.length ?? 0;
        if (stock > 0 || passes < state.players.length) return { plugin };
        const count = (p: PlayerId) => state.zones[`${p}:${ZONES.hand}`]?.cards.length ?? 0;
        const [winner = action.player] = [...state.players].sort((a, b) => count(a) - count(b));
        return {
          plugin,
          followUps: [
            {
              type: 'declare_victory',
              player: winner,
              source: 'script',
              reason: `the game is blocked; ${winner} holds the fewest cards`,
            },
          ],
        };
      },
    },
    // #endregion next-turn
  ],
  // #region settle
  // Once an action and all its follow-ups are done (the card is on the pile): an empty hand
  // wins. A post-hook could not see this, as it runs before the follow-ups it queues.
  settle: ({ state }) => {
    if (state.result || state.plugin.suit === null) return undefined; // still dealing
    const winner = state.players.find((p) => state.zones[`${p}:${ZONES.hand}`]?.cards.length === 0);
    if (!winner) return undefined;
    const reason = `${winner} played their last card`;
    return { followUps: [{ type: 'declare_victory', player: winner, source: 'script', reason }] };
  },
  // #endregion settle
  legalActions: (state, player) => {
    if (state.result || state.turn.activePlayer !== player) return [];
    const base = { player, source: 'script' } as const;
    const plays: Action[] = playableCards(state, player).map((c) => ({
      ...base,
      type: 'declare_action',
      kind: PLAY,
      card: c.name,
      ...(c.rank === '8' ? { details: { suit: c.suit } } : {}),
    }));
    const stock = state.zones[ZONES.stock]?.cards.length ?? 0;
    if (plays.length > 0) return plays;
    if (!state.plugin.drawn && stock > 0) return [{ ...base, type: 'draw' }];
    return [{ ...base, type: 'end_turn' }];
  },
});
