import {
  createGameToolContext,
  createMatchStore,
  type MatchStore,
  playMatch,
} from '@playmat/agent/game';
import { createScriptedModel } from '@playmat/agent/test';
import type { Action, CardInstance, GameState, Zone } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';

/**
 * Claims are checked for what they grant, not for being there: each rule break an outside
 * review found with `allowedByCardEffect` (through the raw engine) or with a card the game does
 * not carry out (through the seat's manual tools) is refused with a clear error and changes
 * nothing. A manual card still does what it is for.
 */
const PAWMI = 'sv1-74';
const QUAXLY = 'sv1-52';
const FUECOCO = 'sv1-36';
const L = 'sve-4';
const RARE_CANDY = 'sv1-191';
const MESAGOZA = 'sv1-178';

// A set the user loads, with an Item the plugin has no implementation for.
const custom = loadCardSet({
  set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
  cards: [
    {
      id: 'tst-1',
      name: 'Mystery Box',
      supertype: 'Trainer',
      subtypes: ['Item'],
      number: '1',
      rules: ['Draw 2 cards. (A test card: no code reads this sentence.)'],
    },
  ],
});
const plugin = createPokemonPlugin({
  registry: createCardRegistry([...Object.values(getBundledSets()), custom]),
});

/** A board, with `stadium` (a card of p2's) in the Stadium spot when given. */
function board(spec: BoardSpec & { stadium?: string }): GameState<PokemonState> {
  const p2 = spec.p2 ?? {};
  const { state } = buildBoard({
    ...spec,
    engine: plugin.engine,
    p2: { ...p2, hand: [...(p2.hand ?? []), ...(spec.stadium ? [spec.stadium] : [])] },
  });
  if (!spec.stadium) return state;
  const hand = state.zones['p2:hand']?.cards ?? [];
  const id = hand.at(-1) as string;
  const card = state.cards[id] as CardInstance;
  const zone = (key: string) => state.zones[key] as Zone;
  return {
    ...state,
    cards: { ...state.cards, [id]: { ...card, visibility: 'public', faceUp: true } },
    zones: {
      ...state.zones,
      'p2:hand': { ...zone('p2:hand'), cards: hand.slice(0, -1) },
      stadium: { ...zone('stadium'), cards: [id] },
    },
  };
}

function seat(store: MatchStore<PokemonState>, player = 'p1') {
  const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
  const tools = plugin.getAgentConfig(ctx, 'main').tools as ToolSet;
  return async (name: string, input: Record<string, unknown> = {}) =>
    String(await tools[name]?.execute?.(input as never, { toolCallId: 'x', messages: [] }));
}

/** Executes through the raw engine and expects a refusal that changes nothing. */
function refused(state: GameState<PokemonState>, action: Action) {
  const r = plugin.engine.execute(state, action);
  expect(r.ok).toBe(false);
  expect(r.state).toBe(state);
  return r.ok ? '' : `${r.error.rule?.code ?? r.error.code}: ${r.error.message}`;
}

describe('a claim lifts only the rules its permit names', () => {
  it('an Energy attached with any card named as the claim still uses the turn’s attachment', () => {
    const state = board({
      p1: { active: [PAWMI], hand: [L, L, RARE_CANDY] },
      p2: { active: [QUAXLY] },
    });
    const [first, second, candy] = state.zones['p1:hand']?.cards ?? [];
    const one = plugin.engine.execute(state, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${first}`,
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom',
      allowedByCardEffect: `#${candy}`,
    });
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.state.plugin.flags.energyAttached).toBe(true);
    expect(
      refused(one.state, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${second}`,
        from: 'p1:hand',
        to: 'p1:active',
        position: 'bottom',
      }),
    ).toMatch(/^ONE_ENERGY_PER_TURN: /);
  });

  it('a claim never lets a player play cards in the other player’s turn', () => {
    const state = board({ p1: { active: [PAWMI] }, p2: { active: [QUAXLY], hand: [FUECOCO, L] } });
    const [fuecoco, energy] = state.zones['p2:hand']?.cards ?? [];
    expect(
      refused(state, {
        type: 'move_card',
        player: 'p2',
        source: 'ai',
        card: `#${fuecoco}`,
        from: 'p2:hand',
        to: 'p2:bench_1',
        allowedByCardEffect: `#${energy}`,
      }),
    ).toMatch(/^NOT_YOUR_TURN: It is p1's turn/);
  });
});

describe('a card the game does not carry out reaches only what its player owns', () => {
  /** p1 plays the Mystery Box (no implementation): the manual tools are open. */
  async function manual(spec: Parameters<typeof board>[0]) {
    const store = createMatchStore(plugin.engine, board(spec));
    const call = seat(store);
    expect(await call('play_trainer', { card: 'Mystery Box' })).toContain(
      'is not carried out by the game',
    );
    return { store, call };
  }

  it("takes no Stadium of the opponent's out of the shared Stadium spot", async () => {
    const { store, call } = await manual({
      p1: { active: [PAWMI], hand: ['tst-1'] },
      p2: { active: [QUAXLY] },
      stadium: MESAGOZA,
    });
    const before = store.state;
    const out = await call('move_card', { card: 'Mesagoza', from: 'stadium', to: 'your_hand' });
    expect(out).toMatch(
      /^Error: Mesagoza is opponent's card; you may move or change only your own cards\./,
    );
    expect(store.state).toBe(before);
    expect(await call('move_card_stack', { from: 'stadium', to: 'your_discard' })).toMatch(
      /^Error: Mesagoza is opponent's card; you may move or change only your own cards\./,
    );
    expect(await call('add_counter', { card: 'Mesagoza', counter: 'damage', amount: 10 })).toMatch(
      /^Error: Mesagoza is opponent's card; you may move or change only your own cards\./,
    );
    expect(store.state).toBe(before);
  });

  it('declares no Special Condition on the opponent’s Active Pokémon', () => {
    const store = createMatchStore(
      plugin.engine,
      board({ p1: { active: [PAWMI], hand: ['tst-1'] }, p2: { active: [QUAXLY] } }),
    );
    const call = seat(store);
    return (async () => {
      await call('play_trainer', { card: 'Mystery Box' });
      const state = store.state;
      expect(
        refused(state, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'set_status',
          zone: 'p2:active',
          details: { status: 'paralyzed' },
        }),
      ).toBe('NOT_A_PLAYER_ACTION: Special Conditions are given by card effects, not by hand.');
    })();
  });

  it('still does what it is for: its player draws 2 cards by hand and finishes it', async () => {
    const { store, call } = await manual({
      p1: { active: [PAWMI], hand: ['tst-1'], deck: [L, L, L, L] },
      p2: { active: [QUAXLY] },
    });
    expect(await call('draw', { count: 2 })).toMatch(/^You drew 2 cards/);
    expect(await call('finish_effect')).toContain('The card is done.');
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(2);
    expect(store.state.zones['p1:discard']?.cards).toHaveLength(1);
  });

  it('counts, per seat, the effects a match carried out by hand', async () => {
    const store = createMatchStore(
      plugin.engine,
      board({
        p1: { active: [PAWMI], hand: ['tst-1'], deck: [L, L, L, L, L, L] },
        p2: { active: [QUAXLY] },
      }),
    );
    const calls: [string, Record<string, unknown>][] = [
      ['play_trainer', { card: 'Mystery Box' }],
      ['draw', { count: 2 }],
      ['finish_effect', {}],
      ['end_turn', {}],
    ];
    let n = 0;
    const p1 = createScriptedModel(() => {
      const [toolName, input] = calls[n++] ?? ['end_turn', {}];
      return { toolCalls: [{ toolName, input }] };
    });
    const p2 = createScriptedModel(() => ({ toolCalls: [{ toolName: 'end_turn', input: {} }] }));
    const summary = await playMatch({
      plugin,
      store,
      players: { p1: { models: { default: p1 } }, p2: { models: { default: p2 } } },
      maxTurns: 2,
    });
    expect(summary.perPlayer.p1?.unverified).toBe(1);
    expect(summary.perPlayer.p2?.unverified).toBe(0);
    expect(summary.perPlayer.p1?.rejected).toBe(0);
  });
});
