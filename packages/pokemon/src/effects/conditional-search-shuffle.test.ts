import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, templatesIn } from './effects.test-helper';

/**
 * "If <condition>, search your deck for … Shuffle your deck afterward." (Nosepass's Invisible
 * Hand, Ruby & Sapphire): the shuffle belongs to the search — when the condition
 * fails, nothing is searched and the deck keeps its order. On the printing and a made-up
 * rewording of it.
 */

const madeUp = loadCardSet([
  rewordAttack(
    'ex1-18',
    'zz9s-1',
    'Invisible Hand',
    'If your opponent has any Pokémon-ex in play, search your deck for any 1 card and put it into your hand. Shuffle your deck afterward.',
  ),
]);
const { table } = classicWith(madeUp);

const DECK = ['ex1-104', 'ex1-105', 'ex1-106', 'ex1-104', 'ex1-105', 'ex1-106', 'ex1-106'];
const BASIC = 'ex1-64';
const EVOLVED = ['ex1-42', 'ex1-64'];
const EX = 'ex1-96';

const run = (attacker: string, defender: string[]) => {
  const t = table({ p1: { active: [attacker, 'ex1-105'], deck: DECK }, p2: { active: defender } });
  const before = t.state.zones['p1:deck']?.cards ?? [];
  const after = attack(t, 'Invisible Hand');
  return {
    before,
    after: after.state.zones['p1:deck']?.cards ?? [],
    hand: templatesIn(after.state, 'p1:hand'),
  };
};

describe('a conditional search shuffles only when it searches', () => {
  it("Invisible Hand against a Basic Active Pokémon: no card taken, the deck's order kept", () => {
    const r = run('ex1-18', [BASIC]);
    expect(r.hand).toEqual([]);
    expect(r.after).toEqual(r.before);
  });

  it('Invisible Hand against an Evolved Active Pokémon: 1 card taken', () => {
    const r = run('ex1-18', EVOLVED);
    expect(r.hand).toHaveLength(1);
    expect(r.after).toHaveLength(DECK.length - 1);
  });

  it('made up: "If your opponent has any Pokémon-ex in play, …" — no Pokémon-ex, no shuffle', () => {
    const none = run('zz9s-1', [BASIC]);
    expect(none.after).toEqual(none.before);
    expect(run('zz9s-1', [EX]).hand).toHaveLength(1);
  });
});
