import {
  createCardRegistry,
  createEngine,
  defineGame,
  type GameState,
  type GameView,
} from '@playmat/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Decision } from '../decision-model';
import { createScriptedModel } from '../test';
import { createDefaultTools } from './default-tools';
import {
  createGameDecisionModel,
  type GameDecisionInput,
  type GameDecisionModelOptions,
  type GameViewSource,
} from './game-decision-model';
import { createMatchStore, type MatchStore } from './match-store';
import { type MatchSummary, type PlayMatchConfig, playMatch } from './play-match';
import { type RunTurnConfig, runTurn } from './run-turn';
import {
  createGameToolContext,
  type DistributiveOmit,
  type GameToolContext,
  type GameToolContextOptions,
} from './tool-context';
import type { GamePlugin, Rejection } from './types';

// One game whose view shows players a different type than the plugin state: every public
// generic of @playmat/agent/game must carry both, so a bot typed on `Shown` takes the store.
interface Secret {
  readonly seed: number;
  readonly shown: string;
}
interface Shown {
  readonly shown: string;
}
const engine = createEngine(
  defineGame<Secret, Shown>({
    name: 'typed',
    cards: createCardRegistry([{ id: 'c', name: 'Card' }]),
    zones: { perPlayer: [{ name: 'hand' }] },
    initPluginState: () => ({ seed: 1, shown: 'yes' }),
    viewPlugin: (state) => ({ shown: state.plugin.shown }),
  }),
);
type View = GameView<Shown>;

const plugin: GamePlugin<Secret, Shown> = {
  id: 'typed',
  engine,
  formatCard: () => 'Card',
  formatState: (view) => {
    expectTypeOf(view).toEqualTypeOf<View>();
    return view.plugin?.shown ?? '';
  },
  getAgentConfig: (ctx) => {
    expectTypeOf(ctx).toEqualTypeOf<GameToolContext<Secret, Shown>>();
    expectTypeOf(ctx.view()).toEqualTypeOf<View>();
    expectTypeOf(ctx.store).toEqualTypeOf<MatchStore<Secret, Shown>>();
    return { system: '', tools: createDefaultTools(ctx), instructions: 'Play.' };
  },
  nextPhase: (state, player) => (state.turn.activePlayer === player ? 'main' : null),
  whoActs: (state) => (state.result ? null : state.turn.activePlayer),
  autoPhase: (store) => {
    expectTypeOf(store).toEqualTypeOf<MatchStore<Secret, Shown>>();
    return false;
  },
  legalCalls: (ctx) => {
    expectTypeOf(ctx.view().plugin).toEqualTypeOf<Shown | undefined>();
    return [];
  },
  restateError: (rejection) => {
    expectTypeOf(rejection).toEqualTypeOf<Rejection<Secret, Shown>>();
    expectTypeOf(rejection.ctx.view()).toEqualTypeOf<View>();
    return undefined;
  },
  maxTurns: (state) => {
    expectTypeOf(state).toEqualTypeOf<GameState<Secret>>();
    return 2;
  },
};

/** A bot written against the game's own types, as a user writes one. */
function typedBot(store: MatchStore<Secret, Shown>, decide: (view: View) => Decision) {
  return createGameDecisionModel({ store, player: 'p1', decide: ({ view }) => decide(view) });
}

describe('the view type flows through the agent bridge', () => {
  const state = engine.createInitialState({ players: ['p1', 'p2'], seed: 1 });

  it('createMatchStore keeps the engine view type', () => {
    const store = createMatchStore(engine, state);
    expectTypeOf(store).toEqualTypeOf<MatchStore<Secret, Shown>>();
    expectTypeOf(store.engine.view(store.state, 'p1')).toEqualTypeOf<View>();
    expect(store.engine.view(store.state, 'p1').plugin).toEqual({ shown: 'yes' });
  });

  it('createGameToolContext (and its options) keep it', () => {
    const store = createMatchStore(engine, state);
    const options = { store, player: 'p1', plugin };
    expectTypeOf(options).toMatchTypeOf<GameToolContextOptions<Secret, Shown>>();
    const ctx = createGameToolContext(options);
    expectTypeOf(ctx).toEqualTypeOf<GameToolContext<Secret, Shown>>();
    expect(ctx.view().plugin?.shown).toBe('yes');
    expectTypeOf<DistributiveOmit<{ a: 1; b: 2 } | { a: 1; c: 3 }, 'a'>>().toEqualTypeOf<
      { b: 2 } | { c: 3 }
    >();
  });

  it('game decision models read the typed view from a typed store, with no cast', async () => {
    const store = createMatchStore(engine, state);
    let seen: string | undefined;
    const bot = typedBot(store, (view) => {
      seen = view.plugin?.shown;
      return 'thinking';
    });
    await bot.doGenerate({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'go' }] }] });
    expect(seen).toBe('yes');
    expectTypeOf<GameDecisionInput<Shown>['view']>().toEqualTypeOf<View>();
    expectTypeOf(store).toMatchTypeOf<GameViewSource<Secret, Shown>>();
    expectTypeOf<GameDecisionModelOptions<Secret, Shown>['store']>().toEqualTypeOf<
      GameViewSource<Secret, Shown> | undefined
    >();
  });

  it('playMatch and runTurn take the typed plugin and store', async () => {
    const store = createMatchStore(engine, state);
    expectTypeOf<PlayMatchConfig<Secret, Shown>['store']>().toEqualTypeOf<
      MatchStore<Secret, Shown> | undefined
    >();
    expectTypeOf<PlayMatchConfig<Secret, Shown>['plugin']>().toEqualTypeOf<
      GamePlugin<Secret, Shown>
    >();
    expectTypeOf<RunTurnConfig<Secret, Shown>['store']>().toEqualTypeOf<
      MatchStore<Secret, Shown>
    >();
    const idle = createScriptedModel(() => ({ text: 'pass' }));
    const turn = await runTurn({ plugin, store, player: 'p1', models: { default: idle } });
    expect(turn.phase).toBe('main');
    const summary = await playMatch({
      plugin,
      store,
      players: { p1: { models: { default: idle } }, p2: { models: { default: idle } } },
    });
    expectTypeOf(summary).toEqualTypeOf<MatchSummary<Secret>>();
    // The plugin's own limit (2 turns) ended it.
    expect(summary.reason).toBe('turn limit (2) reached');
    expect(summary.finalState.plugin.seed).toBe(1);
  });
});
