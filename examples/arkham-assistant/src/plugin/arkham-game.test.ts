import { actions, createInitialState, execute, view } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { createArkhamDefinition, gainResources, STARTING_RESOURCES } from './arkham-game';

const definition = createArkhamDefinition(defaultRegistry());
// Top first: .45 Automatic (cost 4), Machete (3), Beat Cop (4), Cover Up, Knife (1).
const start = () =>
  createInitialState(definition, {
    players: ['p1', 'p2'],
    seed: 1,
    decks: { p1: ['01016', '01020', '01018', '01007', '01086'], p2: ['01086', '01087'] },
  });
const ok = <S>(r: { ok: boolean; state: S }) => {
  expect(r.ok).toBe(true);
  return r.state;
};

describe('Arkham plugin', () => {
  it('starts each investigator with 5 resources and no mulligan used', () => {
    const s = start();
    expect(s.plugin.resources).toEqual({ p1: STARTING_RESOURCES, p2: STARTING_RESOURCES });
    expect(s.plugin.mulliganUsed).toEqual({ p1: false, p2: false });
  });

  it('pays an asset cost from resources and refuses one it cannot afford', () => {
    let s = ok(execute(definition, start(), actions.draw({ player: 'p1', count: 3 })));
    s = ok(
      execute(definition, s, actions.moveCard({ player: 'p1', card: '.45 Automatic', to: 'play' })),
    );
    expect(s.plugin.resources.p1).toBe(1);
    const refused = execute(
      definition,
      s,
      actions.moveCard({ player: 'p1', card: 'Machete', to: 'play' }),
    );
    expect(refused.ok).toBe(false);
    expect(refused.state).toBe(s);
    if (!refused.ok) {
      expect(refused.error.message).toContain('costs 3 resources; you have 1');
    }
    s = ok(execute(definition, s, gainResources('p1', 2)));
    s = ok(execute(definition, s, actions.moveCard({ player: 'p1', card: 'Machete', to: 'play' })));
    expect(s.plugin.resources.p1).toBe(0);
    expect(s.zones['p1:play']!.cards).toHaveLength(2);
  });

  it('allows exactly one mulligan per investigator', () => {
    const mulligan = (player: string) => actions.declareAction({ player, kind: 'mulligan' });
    const s = ok(execute(definition, start(), mulligan('p1')));
    const again = execute(definition, s, mulligan('p1'));
    expect(again.ok).toBe(false);
    expect(again.state).toBe(s);
    expect(execute(definition, s, mulligan('p2')).ok).toBe(true);
  });

  it('keeps the deck hidden and a hand visible only to its owner', () => {
    const s = ok(execute(definition, start(), actions.draw({ player: 'p1', count: 2 })));
    const own = view(definition, s, 'p1');
    const other = view(definition, s, 'p2');
    expect(own.zones['p1:hand']!.cards.map((c) => c.name)).toEqual(
      expect.arrayContaining(['.45 Automatic', 'Machete']),
    );
    expect(other.zones['p1:hand']!.cards.some((c) => c.name === 'Machete')).toBe(false);
    expect(JSON.stringify(other)).not.toContain('Machete');
    expect(JSON.stringify(own.zones['p1:deck'])).not.toContain('Beat Cop');
  });
});
