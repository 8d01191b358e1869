import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import type { Rule } from '../definition';
import { createTestGame, runActions, type TestGameOptions, zoneIds } from '../test';

const oneDrawPerTurn: Rule = {
  id: 'one-draw',
  actions: ['draw'],
  check: ({ state, action }) =>
    state.log.some(
      (e) => e.turn === state.turn.number && e.action === 'draw' && e.player === action.player,
    )
      ? {
          severity: 'soft',
          code: 'ONE_DRAW',
          message: 'You already drew this turn.',
          hint: 'End your turn instead.',
        }
      : undefined,
};
const noStadiumForP2: Rule = {
  id: 'no-stadium',
  check: ({ action, targets }) =>
    action.player === 'p2' && targets.to === 'stadium'
      ? { severity: 'hard', code: 'NO_STADIUM', message: 'p2 may not use the stadium.' }
      : undefined,
};

describe('rule hooks', () => {
  it('strict: soft violations block with hints; a permitted card effect lifts them, logged', () => {
    const { engine, state } = createTestGame({
      definition: {
        rules: [oneDrawPerTurn],
        // A Potion in its owner's hand permits one extra draw.
        cardEffectPermit: ({ state: s, card }) =>
          s.cards[card]?.templateId === 'tpl-potion' ? { rules: ['ONE_DRAW'] } : undefined,
      },
    });
    const s1 = runActions(engine, state, [actions.draw({ player: 'p1', count: 5 })]);
    const potion = zoneIds(s1, 'p1:hand').find((id) => s1.cards[id]?.templateId === 'tpl-potion');
    const fox = zoneIds(s1, 'p1:hand').find((id) => s1.cards[id]?.templateId !== 'tpl-potion');
    const r = engine.execute(s1, actions.draw({ player: 'p1' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: { id: 'one-draw', code: 'ONE_DRAW', severity: 'soft' },
    });
    expect(r.error.hints).toContain('End your turn instead.');
    expect(r.state).toBe(s1);
    // A card that permits nothing lifts nothing, and the hint says so.
    const other = engine.execute(
      s1,
      actions.draw({ player: 'p1', allowedByCardEffect: `#${fox}` }),
    );
    expect(!other.ok && other.error.code).toBe('RULE_VIOLATION');
    expect(!other.ok && other.error.hints.join(' ')).toContain('does not permit this');
    const b = engine.execute(s1, actions.draw({ player: 'p1', allowedByCardEffect: `#${potion}` }));
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    const label = `Potion (#${potion})`;
    expect(b.state.log.at(-1)?.bypassed).toEqual([{ rule: 'one-draw', effect: label }]);
    expect(b.state.log.at(-1)?.effect).toEqual({ card: potion, name: label });
    expect(b.events).toContainEqual({ type: 'rule_bypassed', rule: 'one-draw', effect: label });
    expect(b.warnings[0]).toContain(label);
  });

  it('lenient: soft violations warn; off: rules do not run; hard always blocks', () => {
    const lenient = createTestGame({
      enforcement: 'lenient',
      definition: {
        rules: [oneDrawPerTurn, noStadiumForP2],
        cardEffectPermit: () => ({ rules: ['no-stadium', 'NO_STADIUM'] }),
      },
    });
    const s1 = runActions(lenient.engine, lenient.state, [actions.draw({ player: 'p1' })]);
    const w = lenient.engine.execute(s1, actions.draw({ player: 'p1' }));
    expect(w.ok && w.warnings[0]).toContain('ONE_DRAW');
    const s2 = runActions(lenient.engine, s1, [actions.draw({ player: 'p2' })]);
    const hard = lenient.engine.execute(
      s2,
      actions.moveCard({
        player: 'p2',
        card: `#${zoneIds(s2, 'p2:hand')[0]}`,
        to: 'stadium',
        allowedByCardEffect: `#${zoneIds(s2, 'p2:hand')[0]}`,
      }),
    );
    // Even a card whose permit names the rule cannot lift a hard one.
    expect(!hard.ok && hard.error.rule?.severity).toBe('hard');
    expect(!hard.ok && hard.error.hints).toContain('This is a hard rule: no card effect lifts it.');
    const off = createTestGame({ enforcement: 'off', definition: { rules: [noStadiumForP2] } });
    const o1 = runActions(off.engine, off.state, [actions.draw({ player: 'p2' })]);
    const o = off.engine.execute(
      o1,
      actions.moveCard({ player: 'p2', card: `#${zoneIds(o1, 'p2:hand')[0]}`, to: 'stadium' }),
    );
    expect(o.ok).toBe(true);
  });

  it('a hard rule speaks of card effects only in a game that has them', () => {
    const reject = (definition: TestGameOptions['definition']) => {
      const { engine, state } = createTestGame({ definition });
      const s1 = runActions(engine, state, [actions.draw({ player: 'p2' })]);
      const r = engine.execute(
        s1,
        actions.moveCard({ player: 'p2', card: `#${zoneIds(s1, 'p2:hand')[0]}`, to: 'stadium' }),
      );
      expect(!r.ok && r.error.rule).toEqual({
        id: 'no-stadium',
        code: 'NO_STADIUM',
        severity: 'hard',
      });
      return r.ok ? [] : r.error.hints;
    };
    // No `cardEffectPermit`: no card effect exists to lift anything, so none is mentioned.
    const plain = reject({ rules: [noStadiumForP2] });
    expect(plain.join('\n')).not.toMatch(/effect/i);
    // The same rule in a game with card effects says that none lifts it.
    const withEffects = reject({
      rules: [noStadiumForP2],
      cardEffectPermit: () => ({ rules: ['no-stadium'] }),
    });
    expect(withEffects).toContain('This is a hard rule: no card effect lifts it.');
  });

  it('post-hooks update plugin state and queue follow-ups; failing follow-ups become warnings', () => {
    const { engine, state } = createTestGame({
      definition: {
        initPluginState: () => ({ draws: 0 }),
        postHooks: [
          {
            id: 'count-draws',
            actions: ['draw'],
            run: ({ state: s }) => ({
              plugin: { draws: (s.plugin as { draws: number }).draws + 1 },
            }),
          },
          {
            id: 'discard-on-attack',
            actions: ['declare_action'],
            run: ({ action }) => ({
              followUps: [
                actions.moveCardStack({
                  player: action.player,
                  from: 'deck',
                  to: 'discard',
                  count: 1,
                }),
                actions.shuffle({ player: action.player, zone: 'board' }),
              ],
            }),
          },
        ],
      },
    });
    expect(state.plugin).toEqual({ draws: 0 });
    const s1 = runActions(engine, state, [
      actions.draw({ player: 'p1' }),
      actions.draw({ player: 'p1' }),
    ]);
    expect(s1.plugin).toEqual({ draws: 2 });
    const r = engine.execute(s1, actions.declareAction({ player: 'p1', kind: 'attack' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneIds(r.state, 'p1:discard')).toHaveLength(1);
    expect(r.warnings.some((w) => w.includes('ZONE_NOT_SHUFFLEABLE'))).toBe(true);
  });

  it('post-hook chains stop at the depth limit', () => {
    const { engine, state } = createTestGame({
      definition: {
        postHooks: [
          {
            id: 'loop',
            actions: ['coin_flip'],
            run: ({ action }) => ({ followUps: [actions.coinFlip({ player: action.player })] }),
          },
        ],
      },
    });
    const r = engine.execute(state, actions.coinFlip({ player: 'p1' }), { maxFollowUpDepth: 3 });
    expect(r.ok && r.events.filter((e) => e.type === 'random')).toHaveLength(4);
    expect(r.ok && r.warnings.join()).toContain('deeper than 3');
  });

  it('legal actions come from the plugin, with a generic default', () => {
    const { engine, state } = createTestGame();
    expect(engine.legalActions(state, 'p1').map((a) => a.type)).toEqual([
      'end_phase',
      'end_turn',
      'concede',
    ]);
    expect(engine.legalActions(state, 'p2').map((a) => a.type)).toEqual(['concede']);
    const custom = createTestGame({
      definition: {
        legalActions: (_s, p) => [actions.draw({ player: p })],
        rules: [oneDrawPerTurn],
      },
    });
    expect(custom.engine.legalActions(custom.state, 'p2')).toEqual([
      actions.draw({ player: 'p2' }),
    ]);
    const s1 = runActions(custom.engine, custom.state, [actions.draw({ player: 'p1' })]);
    const r = custom.engine.execute(s1, actions.draw({ player: 'p1' }));
    expect(!r.ok && r.error.hints.join(' ')).toContain('Legal now: draw');
  });
});
