import { describe, expect, it } from 'vitest';
import { SEEDS } from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  startTurn,
  type Table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import { compileAttackText } from './patterns';

/**
 * Records of last turn's attacks (issue #28, mech6; `attack-records.ts`,
 * `attack-record-rules.ts`), each form on a real printing of a loaded fixture, played over the
 * turns its text reads; outcomes from the printed text.
 *
 * Readings: "last turn" in an attack's own condition ("used its Lie Low attack last turn") is
 * its player's previous turn; "your last turn" likewise; "your opponent's last turn" the turn
 * just before this one; the printed texts say which. A Confused attacker that fails its coin
 * still made its attack (the record is made when the attack is declared).
 */

const DUGTRIO = 'gym2-22'; // Lie Low [F], Earthdrill [FFC] 60
const HORSEA = 'neo1-62'; // Fin Slap [WW] 20+
const MISDREAVUS = 'neo3-11'; // Night Eyes [P], Perish Song [PPP]
const SMEARGLE = 'neo2-11'; // Sketch [CC]
const PIKACHU = 'base1-58'; // Gnaw [C] 10
const KINGAMBIT = 'sv1-134'; // 170 HP, weak to Grass only
const F = 'sve-6';
const W = 'sve-3';
const P = 'sve-5';
const L = 'sve-4';

const attackAction = (t: Table, name: string, player = 'p1') => ({
  type: 'declare_action' as const,
  player,
  source: 'ai' as const,
  kind: 'attack',
  card: `#${t.state.zones[`${player}:active`]?.cards[0]}`,
  zone: `${player}:active`,
  details: { attack: name },
});
/** Ends the current player's turn without attacking; the next player is in the main phase. */
const pass = (t: Table): Table =>
  startTurn(act(t, { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' }));

describe("Brock's Dugtrio — Earthdrill (gym2): \"can't be used unless Brock's Dugtrio used its Lie Low attack last turn\"", () => {
  const board = () =>
    table({ p1: { active: [DUGTRIO, F, F, F] }, p2: { active: [KINGAMBIT], deck: [W, W, W] } });

  it('refused with no Lie Low last turn (the reason says why)', () => {
    const t = board();
    expect(refusalOf(t, attackAction(t, 'Earthdrill'))).toMatch(/Lie Low/);
  });

  it('Lie Low, the opponent passes, then Earthdrill does 60', () => {
    const next = pass(startTurn(attack(board(), 'Lie Low')));
    expect(next.state.turn.activePlayer).toBe('p1');
    const hit = attack(next, 'Earthdrill');
    expect(damageIn(hit.state, 'p2:active')).toBe(60);
  });

  it('Lie Low two turns ago is not "last turn": refused again after a turn without it', () => {
    const later = pass(pass(pass(startTurn(attack(board(), 'Lie Low')))));
    expect(later.state.turn.activePlayer).toBe('p1');
    expect(refusalOf(later, attackAction(later, 'Earthdrill'))).toMatch(/Lie Low/);
  });
});

describe('Horsea — Fin Slap (neo1): "If an attack damaged Horsea during your opponent\'s last turn, … 20 damage plus 10 more damage. If not, … 20 damage."', () => {
  const board = () =>
    table({
      activePlayer: 'p2',
      p1: { active: [HORSEA, W, W], deck: [W, W, W] },
      p2: { active: [PIKACHU, L], bench: [[PIKACHU]], deck: [W, W, W] },
    });

  it('damaged by Gnaw last turn: Fin Slap does 30', () => {
    const mine = startTurn(attack(board(), 'Gnaw', { player: 'p2' }));
    // Gnaw's 10, doubled by Horsea's Lightning Weakness.
    expect(damageIn(mine.state, 'p1:active')).toBe(20);
    expect(damageIn(attack(mine, 'Fin Slap').state, 'p2:active')).toBe(30);
  });

  it('not damaged (the opponent passed): Fin Slap does 20', () => {
    const mine = pass(board());
    expect(damageIn(attack(mine, 'Fin Slap').state, 'p2:active')).toBe(20);
  });
});

describe('Misdreavus — Perish Song (neo3): "If the Defending Pokémon is Asleep and was attacked with Night Eyes during your last turn, it is Knocked Out."', () => {
  const board = (seed: number) =>
    table({
      seed,
      p1: { active: [MISDREAVUS, P, P, P], deck: [P, P, P] },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU]], deck: [W, W, W] },
    });
  /** Night Eyes, then the opponent's turn passes (the checkup may wake the Pokémon). */
  const nightEyes = (seed: number) => pass(startTurn(attack(board(seed), 'Night Eyes')));

  it('still Asleep: Perish Song Knocks Out Kingambit (170 HP, no damage)', () => {
    const mine = withSeeds(SEEDS, nightEyes, (t) =>
      conditionsIn(t.state, 'p2:active').includes('asleep'),
    );
    const t = attack(mine, 'Perish Song');
    expect(templatesIn(t.state, 'p2:discard')).toContain(KINGAMBIT);
  });

  it('woke up at a checkup: nothing happens', () => {
    const mine = withSeeds(
      SEEDS,
      nightEyes,
      (t) => !conditionsIn(t.state, 'p2:active').includes('asleep'),
    );
    const t = attack(mine, 'Perish Song');
    expect(templatesIn(t.state, 'p2:active')[0]).toBe(KINGAMBIT);
  });

  it('Asleep but not from Night Eyes last turn: nothing happens', () => {
    const t = attack(
      table({
        p1: { active: [MISDREAVUS, P, P, P] },
        p2: { active: [KINGAMBIT], activeCounters: { asleep: 1 } },
      }),
      'Perish Song',
    );
    expect(templatesIn(t.state, 'p2:active')[0]).toBe(KINGAMBIT);
  });
});

describe('Smeargle — Sketch (neo2): "If the Defending Pokémon attacked last turn, and Smeargle was in play during that attack, Smeargle copies that attack …"', () => {
  const board = () =>
    table({
      activePlayer: 'p2',
      p1: { active: [SMEARGLE, W, W], deck: [W, W, W] },
      p2: { active: [PIKACHU, L], deck: [W, W, W] },
    });

  it("Pikachu used Gnaw: Sketch does Gnaw's 10 to it", () => {
    const mine = startTurn(attack(board(), 'Gnaw', { player: 'p2' }));
    expect(damageIn(attack(mine, 'Sketch').state, 'p2:active')).toBe(10);
  });

  it('the opponent did not attack: Sketch does nothing', () => {
    const t = attack(pass(board()), 'Sketch');
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('Smeargle was not in play during that attack (put into play this turn): nothing', () => {
    const mine = startTurn(attack(board(), 'Gnaw', { player: 'p2' }));
    const top = mine.state.zones['p1:active']?.cards[0] as string;
    const fresh: Table = {
      ...mine,
      state: {
        ...mine.state,
        plugin: {
          ...mine.state.plugin,
          flags: { ...mine.state.plugin.flags, enteredThisTurn: [top] },
        },
      },
    };
    expect(damageIn(attack(fresh, 'Sketch').state, 'p2:active')).toBe(0);
  });
});

describe('last-turn sentences in other words (made-up rewordings, no fixture prints them)', () => {
  it.each([
    // MADE-UP: "did damage to", another condition form on the same damage sentence.
    [
      "If an attack did damage to Madeupmon during your opponent's last turn, this attack does 30 damage plus 30 more damage. If not, this attack does 30 damage.",
      true,
    ],
    // MADE-UP: a Paralyzed condition with "the Defending Pokémon is Knocked Out".
    [
      'If the Defending Pokémon is Paralyzed and was attacked with Stun Ray during your last turn, the Defending Pokémon is Knocked Out.',
      true,
    ],
    // MADE-UP: "You can't use this attack unless …" with the record condition.
    ["You can't use this attack unless Madeupmon used its Charge Up attack last turn.", true],
    // MADE-UP: "If not" whose damage is not the base before it: not a restatement.
    [
      "If an attack damaged Madeupmon during your opponent's last turn, this attack does 20 damage plus 10 more damage. If not, this attack does 10 damage.",
      false,
    ],
    // MADE-UP: an unknown record ("was healed last turn") stays manual.
    ['If Madeupmon was healed last turn, it is Knocked Out.', false],
  ])('%s → compiled %s', (text, compiles) => {
    expect(compileAttackText('Madeupmon', text) !== undefined).toBe(compiles);
  });
});
