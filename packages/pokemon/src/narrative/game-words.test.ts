import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/match-builder';
import { formatNarrativeState } from './format-narrative-state';
import { gameWords } from './game-words';

describe('log lines in the words of the game', () => {
  it('says what happened to a Pokémon, by name', () => {
    expect(gameWords('p1 added 40: damage on Kingambit is now 40')).toBe(
      'Kingambit took 40 damage (40 in all)',
    );
    expect(gameWords('p2 set a counter: burned on Kingambit is now 1')).toBe(
      "p2's Kingambit is now Burned",
    );
    expect(gameWords('p1 declared attack with Pawmi')).toBe('p1 attacked with Pawmi');
  });

  it('calls a Pokémon its reader can no longer see a Pokémon ("a card" in the view\'s log)', () => {
    expect(gameWords('p1 added 40: damage on a card is now 40')).toBe(
      'A Pokémon took 40 damage (40 in all)',
    );
    expect(gameWords('p1 removed 20: damage on a card is now 20')).toBe(
      '20 damage was healed from a Pokémon (20 left)',
    );
    expect(gameWords('p2 set a counter: burned on a card is now 1')).toBe(
      "p2's Pokémon is now Burned",
    );
    expect(gameWords('p1 declared retreat with a card')).toBe('p1 retreated a Pokémon');
    expect(gameWords('p1 declared play_trainer with a card')).toBe('p1 played a card');
  });

  it("names the damaged Pokémon in the opponent's narrative after it went back into its deck (they saw it hit)", () => {
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-74', 'sve-4'], bench: [['sv1-78']] },
      p2: { active: ['sv1-36'] },
    });
    let s = state;
    for (const action of [
      { type: 'add_counter', card: 'Wattrel', zone: 'p1:bench_1', counter: 'damage', amount: 10 },
      { type: 'move_card', card: 'Wattrel', from: 'p1:bench_1', to: 'p1:deck' },
      { type: 'shuffle', zone: 'p1:deck' },
    ]) {
      const r = engine.execute(s, { ...action, player: 'p1', source: 'script' } as never);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.log.map((e) => e.message).join('\n')).toContain('damage on Wattrel is now 10');
    const p2 = formatNarrativeState(engine.view(s, 'p2'));
    expect(p2).toContain('- Wattrel took 10 damage (10 in all)');
    expect(p2).toContain('- opponent moved Wattrel from opponent_bench_1 to opponent_deck');
    expect(p2).not.toContain('A Pokémon took');
    // The deck hides where it went: no id follows the name there.
    expect(engine.view(s, 'p2').log.some((e) => e.cards?.length)).toBe(false);
  });
});
