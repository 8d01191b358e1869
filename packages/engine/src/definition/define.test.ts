import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Action, DeclareActionAction, DrawAction, EndTurnAction } from '../actions/types';
import type { Engine } from '../engine';
import { createEngine } from '../engine';
import type { ExecuteResult } from '../execute';
import type { History, ReplayResult } from '../history';
import { createCardRegistry, defineGame, definePostHook, defineRule } from './index';
import type { Rule, TurnOrderContext } from './types';

type Flags = { drawn: number; secret: string };
type Shown = { drawn: number };

const game = defineGame<Flags, Shown>({
  name: 'typed',
  cards: createCardRegistry([{ id: 'a', name: 'Ace' }]),
  zones: { perPlayer: [{ name: 'deck' }, { name: 'hand' }] },
  initPluginState: () => ({ drawn: 0, secret: 'kept' }),
  viewPlugin: (state) => ({ drawn: state.plugin.drawn }),
  rules: [
    defineRule({
      id: 'two-draws',
      actions: ['draw'],
      check: ({ state, action }) => {
        // The action is a draw and the state is the definition's, with no cast.
        expectTypeOf(action).toEqualTypeOf<DrawAction>();
        expectTypeOf(state.plugin).toEqualTypeOf<Flags>();
        return state.plugin.drawn + (action.count ?? 1) > 2
          ? { severity: 'hard', code: 'TWO_DRAWS', message: 'Two draws a game.' }
          : undefined;
      },
    }),
    defineRule({
      id: 'several',
      actions: ['declare_action', 'end_turn'],
      check: ({ action }) => {
        expectTypeOf(action).toEqualTypeOf<DeclareActionAction | EndTurnAction>();
        return action.type === 'declare_action' && action.kind === 'cheat'
          ? { severity: 'hard', code: 'NO', message: 'No cheating.' }
          : undefined;
      },
    }),
    // Without the helper a rule still checks every action type.
    {
      id: 'plain',
      check: ({ action }) => {
        expectTypeOf(action).toEqualTypeOf<Action>();
        return undefined;
      },
    },
  ],
  postHooks: [
    definePostHook({
      id: 'count',
      actions: ['draw'],
      run: ({ state, action }) => ({
        plugin: { ...state.plugin, drawn: state.plugin.drawn + (action.count ?? 1) },
      }),
    }),
  ],
});

describe('typed definitions', () => {
  const engine = createEngine(game);
  const state = engine.createInitialState({
    players: ['p1', 'p2'],
    seed: 1,
    decks: { p1: ['a', 'a', 'a'], p2: ['a'] },
  });

  it('types view.plugin as what viewPlugin shows, and shows only that', () => {
    const view = engine.view(state, 'p2');
    expectTypeOf(view.plugin).toEqualTypeOf<Shown | undefined>();
    expect(view.plugin).toEqual({ drawn: 0 });
  });

  it('runs rules and post-hooks written with the helpers', () => {
    const once = engine.execute(state, { type: 'draw', player: 'p1', source: 'ai', count: 2 });
    expect(once.ok && engine.view(once.state, 'p1').plugin).toEqual({ drawn: 2 });
    if (!once.ok) return;
    const twice = engine.execute(once.state, { type: 'draw', player: 'p1', source: 'ai' });
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.error.message).toBe('Two draws a game.');
    expect(twice.state).toBe(once.state);
    const cheat = engine.execute(state, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'cheat',
    });
    expect(!cheat.ok && cheat.error.message).toBe('No cheating.');
  });

  it('a rule for some action types is a rule', () => {
    const lone = defineRule<Flags, 'draw'>({
      id: 'lone',
      actions: ['draw'],
      check: () => undefined,
    });
    expectTypeOf(lone).toMatchTypeOf<Rule<Flags>>();
    expect(lone.actions).toEqual(['draw']);
  });

  it('the engine, execute, history and turn order keep the plugin and view types', () => {
    expectTypeOf(engine).toEqualTypeOf<Engine<Flags, Shown>>();
    const r = engine.execute(state, { type: 'end_turn', player: 'p1', source: 'ai' });
    expectTypeOf(r).toEqualTypeOf<ExecuteResult<Flags>>();
    expectTypeOf(r.state.plugin).toEqualTypeOf<Flags>();
    const h = engine.createHistory(state);
    expectTypeOf(h).toEqualTypeOf<History<Flags>>();
    expectTypeOf(
      engine.apply(h, { type: 'end_turn', player: 'p1', source: 'ai' }).history,
    ).toEqualTypeOf<History<Flags>>();
    expectTypeOf(engine.replay(state, [])).toEqualTypeOf<ReplayResult<Flags>>();
    const ordered = defineGame<Flags, Shown>({
      ...game,
      turnOrder: (ctx) => {
        expectTypeOf(ctx).toEqualTypeOf<TurnOrderContext<Flags>>();
        expectTypeOf(ctx.state.plugin).toEqualTypeOf<Flags>();
        return ctx.requested ?? ctx.state.turn.activePlayer;
      },
    });
    const again = createEngine(ordered).execute(state, {
      type: 'end_turn',
      player: 'p1',
      source: 'ai',
      next: 'p1',
    });
    expect(again.ok && again.state.turn).toMatchObject({ number: 2, round: 2, activePlayer: 'p1' });
  });
});
