import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { declareAttack } from '../effects/cards/sv1-attacks.test-helper';
import { type Table, table, withCounters } from '../effects/effects.test-helper';
import { readBoard } from './board';
import { decideChoice, waitingChoice } from './choices';

const registry = getBundledRegistry();
const MIRAIDON = 'sv1-80'; // Lightning Laser: 90, and 30 to 1 of the opponent's Benched Pokémon.
const DRIFBLIM = 'sv1-90'; // Curse Spreading: put 8 damage counters on the opponent's Pokémon.
const ARCANINE_EX = 'sv1-32'; // Tera, 280 HP.
const GREAT_TUSK_EX = 'sv1-123'; // not Tera, 250 HP.
const LECHONK = 'sv1-155';
const KINGAMBIT = 'sv1-134';
const L = 'sve-4';
const P = 'sve-5';

/** The option p1's bot picks for the first choice of `attackName` (`p2:bench_2 Lechonk (…)`). */
function botPick(t: Table, attackName: string): string {
  const waiting = declareAttack(t, attackName);
  const view = waiting.engine.view(waiting.state, 'p1');
  const choice = waitingChoice(view);
  if (!choice) throw new Error(`${attackName} asked no choice`);
  const call = decideChoice(readBoard(view, registry), view, registry, choice);
  return String((call.input as { choice?: string }).choice);
}

/** p2's Bench: `first` with 10 HP left (one hit from a Knock Out), then an untouched Lechonk. */
function benchOf(attacker: readonly string[], first: string, hp: number): Table {
  const t = table({
    p1: { active: attacker },
    p2: { active: [KINGAMBIT], bench: [[first], [LECHONK]] },
  });
  return withCounters(t, 'p2:bench_1', { damage: hp - 10 });
}

describe('the heuristic bot and the Tera rule', () => {
  it("does not aim an attack's Bench damage at a Benched Tera Pokémon, which would take none", () => {
    expect(botPick(benchOf([MIRAIDON, L, L, L], ARCANINE_EX, 280), 'Lightning Laser')).toContain(
      'Lechonk',
    );
    // The same board with a non-Tera Pokémon one hit from a Knock Out: that one is the pick.
    expect(botPick(benchOf([MIRAIDON, L, L, L], GREAT_TUSK_EX, 250), 'Lightning Laser')).toContain(
      'Great Tusk ex',
    );
  });

  it('still puts damage counters on a Benched Tera Pokémon: they are not damage', () => {
    expect(botPick(benchOf([DRIFBLIM, P, P, P], ARCANINE_EX, 280), 'Curse Spreading')).toContain(
      'Arcanine ex',
    );
  });
});
