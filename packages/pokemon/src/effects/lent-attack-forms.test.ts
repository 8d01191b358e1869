import { describe, expect, it } from 'vitest';
import { pokemonIn } from '../game/board';
import { classicEngine, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  trainerAction,
  withCounters,
} from './effects.test-helper';
import { passiveRulesOf } from './passive-text';
import { compileTrainerText } from './trainer-patterns';

/**
 * Attacks lent by Powers and Trainers (issue #28, mech6; `copied-attacks.ts`, the board's
 * `lentAttacksOf`), each on a real printing of a loaded fixture; outcomes from the printed text.
 * A lent attack is the text of the card it is printed on, carried out as the attacking
 * Pokémon's: its own type for Weakness and Resistance, its own Energy paying the printed cost
 * (Mimic: "including their costs"; Psylink: "including their Energy costs and anything else
 * required"; Prehistoric Memory / Recall: "still has to pay for that attack's Energy cost").
 */

const SUDOWOODO = 'neo3-26'; // Fighting; Mimic
const ALAKAZAM = 'gym2-16'; // Sabrina's Alakazam, Psychic; Psylink
const AERODACTYL = 'neo3-15'; // Prehistoric Memory
const RECALL = 'gym1-116';
const MISDREAVUS = 'neo3-11'; // Psychic; Night Eyes [P]: the Defending Pokémon is now Asleep
const HORSEA = 'neo1-62'; // Fin Slap [WW] 20+
const SEADRA = 'neo1-48'; // Bubble, Mud Splash
const PIKACHU = 'base1-58'; // Lightning, weak to Fighting; Gnaw [C] 10, Thunder Jolt [LC]
const KINGAMBIT = 'sv1-134'; // 170 HP, weak to Grass only
const F = 'sve-6';
const W = 'sve-3';
const P = 'sve-5';

const attacksIn = (t: Table, zone: string) =>
  pokemonIn(classicEngine.definition.cards, t.state, zone)?.card.attacks.map((a) => a.name);
const attackAction = (t: Table, name: string) => ({
  type: 'declare_action' as const,
  player: 'p1',
  source: 'ai' as const,
  kind: 'attack',
  card: `#${t.state.zones['p1:active']?.cards[0]}`,
  zone: 'p1:active',
  details: { attack: name },
});

describe('Sudowoodo — Mimic (neo3): "As long as Sudowoodo is your Active Pokémon, it copies all of the Defending Pokémon\'s attacks, including their costs"', () => {
  const board = () =>
    table({ p1: { active: [SUDOWOODO, F], bench: [[SUDOWOODO]] }, p2: { active: [PIKACHU] } });

  it("Gnaw, as Sudowoodo's (Fighting: ×2 on Pikachu): 20 damage", () => {
    expect(attacksIn(board(), 'p1:active')).toEqual(['Slam', 'Gnaw', 'Thunder Jolt']);
    expect(damageIn(attack(board(), 'Gnaw').state, 'p2:active')).toBe(20);
  });

  it("Thunder Jolt's cost [LC] must be paid: refused with only a Fighting Energy", () => {
    const t = board();
    expect(refusalOf(t, attackAction(t, 'Thunder Jolt'))).toMatch(/ATTACK_COST/);
  });

  it('not on the Bench, and not while Asleep', () => {
    expect(attacksIn(board(), 'p1:bench_1')).toEqual(['Slam']);
    const asleep = withCounters(board(), 'p1:active', { asleep: 1 });
    expect(attacksIn(asleep, 'p1:active')).toEqual(['Slam']);
  });
});

describe('Sabrina\'s Alakazam — Psylink (gym2): "always has a copy of every attack your Psychic Pokémon in play have"', () => {
  const board = () =>
    table({
      p1: { active: [ALAKAZAM, P], bench: [[MISDREAVUS], [PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });

  it("Night Eyes from the Benched Misdreavus: the Defending Pokémon is now Asleep; Pikachu's attacks are not lent (Lightning)", () => {
    const names = attacksIn(board(), 'p1:active') ?? [];
    expect(names).toContain('Night Eyes');
    expect(names).not.toContain('Gnaw');
    const t = attack(board(), 'Night Eyes');
    expect(conditionsIn(t.state, 'p2:active')).toContain('asleep');
  });

  it('lends nothing while Alakazam is Paralyzed', () => {
    const t = withCounters(board(), 'p1:active', { paralyzed: 1 });
    expect(attacksIn(t, 'p1:active')).toEqual(['Mega Burn']);
  });
});

describe('Aerodactyl — Prehistoric Memory (neo3): "Whenever an Evolved Pokémon attacks (even if it\'s your opponent\'s), it can use any attack from its Basic Pokémon card …"', () => {
  const board = () =>
    table({
      p1: { active: [SEADRA, HORSEA, W, W], bench: [[AERODACTYL]] },
      p2: { active: [SEADRA, HORSEA], bench: [[HORSEA]] },
    });

  it("Seadra uses Horsea's Fin Slap (20); the opponent's evolved Seadra has it too, their Basic Horsea does not", () => {
    expect(attacksIn(board(), 'p1:active')).toContain('Fin Slap');
    expect(attacksIn(board(), 'p2:active')).toContain('Fin Slap');
    expect(attacksIn(board(), 'p2:bench_1')).toEqual(['Fin Slap']);
    expect(damageIn(attack(board(), 'Fin Slap').state, 'p2:active')).toBe(20);
  });

  it('stops working while Aerodactyl is Asleep (Benched here, set for the test)', () => {
    const t = withCounters(board(), 'p1:bench_1', { asleep: 1 });
    expect(attacksIn(t, 'p1:active')).not.toContain('Fin Slap');
  });
});

describe('Recall (gym1): "For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any Evolution card attached to it"', () => {
  const board = () =>
    table({
      p1: { active: [SEADRA, HORSEA, W, W], hand: [RECALL] },
      p2: { active: [KINGAMBIT], deck: [W, W] },
    });

  it('Fin Slap only after Recall, this turn; the cost is still paid', () => {
    const t = board();
    expect(refusalOf(t, attackAction(t, 'Fin Slap'))).toMatch(/no attack "Fin Slap"/);
    const played = answerAll(act(t, trainerAction(t, RECALL)));
    expect(damageIn(attack(played, 'Fin Slap').state, 'p2:active')).toBe(20);
    // The turn is over: the next Active Pokémon of p1 no longer has it.
    const next = act(played, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(attacksIn(next, 'p1:active')).not.toContain('Fin Slap');
  });

  it('refused (stays in hand) when the Active Pokémon is not evolved', () => {
    const t = table({ p1: { active: [HORSEA], hand: [RECALL] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(t, trainerAction(t, RECALL))).toMatch(/not evolved/);
  });
});

describe('lent-attack sentences in other words (made-up rewordings, no fixture prints them)', () => {
  it.each([
    // MADE-UP: "Madeupmon copies" instead of "it copies", "Energy costs".
    [
      "As long as Madeupmon is your Active Pokémon, Madeupmon copies all of the Defending Pokémon's attacks, including their Energy costs.",
      true,
    ],
    // MADE-UP: no word on the costs: whether they are paid would be a guess.
    [
      "As long as Madeupmon is your Active Pokémon, it copies all of the Defending Pokémon's attacks.",
      false,
    ],
    // MADE-UP: Psylink for Water Pokémon, without "such as discarding Energy cards".
    [
      'Madeupmon always has a copy of every attack your Water Pokémon in play have (including their Energy costs and anything else required in order to use those attacks).',
      true,
    ],
  ])('Power: %s → read %s', (text, reads) => {
    expect(passiveRulesOf('Madeupmon', { text }) !== undefined).toBe(reads);
  });

  it('Trainer: Recall without its reminder still reads (the cost is paid by the rules); another period does not', () => {
    const read = (text: string) =>
      compileTrainerText({ name: 'Madeup Recall', rules: [text] }) !== undefined;
    expect(
      read(
        'For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any Evolution card attached to it.',
      ),
    ).toBe(true);
    expect(
      read(
        'For your attacks until the end of the game, your Active Pokémon can use any attack from its Basic Pokémon card or any Evolution card attached to it.',
      ),
    ).toBe(false);
  });
});
