import { describe, expect, it } from 'vitest';
import { SEEDS } from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { compileAttackText } from './patterns';
import { compileTrainerText } from './trainer-patterns';

/**
 * Devolving (issue #28, mech6; `devolve.ts`), each form on a real printing of a loaded fixture,
 * outcomes from the printed text.
 *
 * Rules relied on (printed rule text):
 * - What devolving ends: Mew's Devolution Beam and Base Set's Devolution Spray print it: "That
 *   Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned, or anything else that might be
 *   the result of an attack (just as if you had evolved it)"; Muk's Poison Sacs ("Your opponent's
 *   Poisoned Pokémon don't recover from that Special Condition when they evolve or devolve") states
 *   the same as the rule it overrides.
 * - Damage counters stay with the Pokémon when it evolves or devolves (Bulbapedia "Evolution" /
 *   "Devolution", In the TCG); a devolved Pokémon with damage at least its HP is Knocked Out.
 * - Hyper Devolution Spray: "(You can't evolve a Pokémon the turn you devolve it.)" — applied to
 *   every devolving (the reminder states the rule).
 */

const HORSEA = 'neo1-62'; // Basic, 50 HP
const SEADRA = 'neo1-48'; // Stage 1 from Horsea, 70 HP
const SPRAY = 'neo2-73'; // Hyper Devolution Spray
const MEW = 'basep-8'; // Devolution Beam [PP]
const DARK_OMASTAR = 'neo4-19'; // Prehistoric Water [W]
const PIKACHU = 'base1-58';
const W = 'sve-3';
const P = 'sve-5';

const play = (t: Table, id: string, chooser?: Chooser) =>
  answerAll(act(t, trainerAction(t, id)), chooser);
const handTemplates = (t: Table, player = 'p1') => templatesIn(t.state, `${player}:hand`);
const evolveAction = (t: Table, id: string, to: string) => {
  const card = t.state.zones['p1:hand']?.cards.find((c) => t.state.cards[c]?.templateId === id);
  return {
    type: 'move_card' as const,
    player: 'p1',
    source: 'ai' as const,
    card: `#${card}`,
    from: 'p1:hand',
    to,
  };
};

describe('Hyper Devolution Spray (neo2): "Take the highest Stage Evolution card from that Pokémon and put it into your hand"', () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: [SEADRA, HORSEA, W], bench: [[PIKACHU]], hand: [SPRAY] },
        p2: { active: [PIKACHU] },
      }),
      'p1:active',
      { damage: 30, asleep: 1 },
    );

  it('Seadra goes to the hand; Horsea keeps the 30 damage and Energy, and is no longer Asleep', () => {
    const t = play(board(), SPRAY);
    expect(templatesIn(t.state, 'p1:active')).toEqual([HORSEA, W]);
    expect(handTemplates(t)).toContain(SEADRA);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toContain(SPRAY);
  });

  it("can't evolve the turn you devolve it: Seadra back onto Horsea is refused", () => {
    const t = play(board(), SPRAY);
    expect(refusalOf(t, evolveAction(t, SEADRA, 'p1:active'))).toMatch(/DEVOLVED_THIS_TURN/);
  });

  it('damage at least the new HP: the devolved Horsea (50 HP, 50 damage) is Knocked Out', () => {
    const t = play(withCounters(board(), 'p1:active', { damage: 50, asleep: 0 }), SPRAY);
    expect(templatesIn(t.state, 'p1:discard')).toContain(HORSEA);
  });

  it('offers only your evolved Pokémon; refused (stays in hand) with none', () => {
    const offered: string[] = [];
    const two = table({
      p1: { active: [SEADRA, HORSEA], bench: [[SEADRA, HORSEA], [HORSEA]], hand: [SPRAY] },
      p2: { active: [SEADRA, HORSEA] },
    });
    play(two, SPRAY, (d, s) => {
      offered.push(...(d.options ?? []));
      return optionsNaming()(d, s);
    });
    expect(offered.map((o) => o.split(' ')[0]).sort()).toEqual(['p1:active', 'p1:bench_1']);
    const none = table({
      p1: { active: [HORSEA], hand: [SPRAY] },
      p2: { active: [SEADRA, HORSEA] },
    });
    expect(refusalOf(none, trainerAction(none, SPRAY))).toMatch(/none of your Pokémon is evolved/);
  });
});

describe('Mew — Devolution Beam (basep): "Choose an evolved Pokémon (your own or your opponent\'s). Return the highest Stage Evolution card … to its player\'s hand"', () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: [MEW, P, P], bench: [[SEADRA, HORSEA]] },
        p2: { active: [SEADRA, HORSEA, W], bench: [[PIKACHU]] },
      }),
      'p2:active',
      { damage: 20, paralyzed: 1 },
    );

  it("the opponent's Seadra returns to their hand; Horsea keeps the damage, no longer Paralyzed; both players' evolved Pokémon offered", () => {
    const offered: string[] = [];
    const t = attack(board(), 'Devolution Beam', {
      chooser: (d, s) => {
        offered.push(...(d.options ?? []));
        return optionsNaming('p2:active')(d, s);
      },
    });
    expect(offered.sort()).toEqual([
      expect.stringMatching(/^p1:bench_1 Seadra/),
      expect.stringMatching(/^p2:active Seadra/),
    ]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([HORSEA, W]);
    expect(handTemplates(t, 'p2')).toContain(SEADRA);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('your own Benched Seadra returns to your hand', () => {
    const t = attack(board(), 'Devolution Beam', { chooser: optionsNaming('p1:bench_1') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([HORSEA]);
    expect(handTemplates(t)).toContain(SEADRA);
  });
});

describe('Dark Omastar — Prehistoric Water (neo4): "choose 1 of them and flip a coin. If heads, your opponent … shuffles it into his or her deck"', () => {
  const board = (seed: number) =>
    table({
      seed,
      p1: { active: [DARK_OMASTAR, W] },
      p2: { active: [SEADRA, HORSEA], deck: [W, W, W] },
    });
  const flip = (t: Table) =>
    t.state.log.find((e) => e.message.startsWith('p1 flipped'))?.message ?? '';

  it("heads: Seadra is shuffled into the opponent's deck; Horsea is the Active Pokémon", () => {
    const t = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Prehistoric Water'),
      (x) => /heads/.test(flip(x)),
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([HORSEA]);
    expect(templatesIn(t.state, 'p2:deck').sort()).toEqual([SEADRA, W, W, W].sort());
  });

  it('tails: nothing happens', () => {
    const t = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Prehistoric Water'),
      (x) => /tails/.test(flip(x)),
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([SEADRA, HORSEA]);
  });

  it('no evolved Pokémon: no choice, no coin', () => {
    const t = attack(
      table({ p1: { active: [DARK_OMASTAR, W] }, p2: { active: [HORSEA] } }),
      'Prehistoric Water',
    );
    expect(flip(t)).toBe('');
    expect(templatesIn(t.state, 'p2:active')).toEqual([HORSEA]);
  });
});

describe('devolving sentences in other words (made-up rewordings, no fixture prints them)', () => {
  it.each([
    // MADE-UP: the opponent's evolved Pokémon, to "its owner's hand", no reminder.
    [
      'attack',
      "Choose 1 of your opponent's evolved Pokémon. Return the highest Stage Evolution card on that Pokémon to its owner's hand.",
      true,
    ],
    // MADE-UP: a Trainer that devolves either player's Pokémon to its player's hand.
    [
      'trainer',
      "Choose an evolved Pokémon (your own or your opponent's). Put the highest Stage Evolution card on that Pokémon into its player's hand.",
      true,
    ],
    // MADE-UP: "put it into your hand" of a Pokémon that may be the opponent's: not a known meaning.
    [
      'trainer',
      "Choose an evolved Pokémon (your own or your opponent's). Take the highest Stage Evolution card from that Pokémon and put it into your hand.",
      false,
    ],
    // MADE-UP: the card leaves with no Pokémon chosen before: "that Pokémon" names nothing.
    [
      'attack',
      "Return the highest Stage Evolution card on that Pokémon to its player's hand.",
      false,
    ],
  ])('%s: %s → compiled %s', (kind, text, compiles) => {
    const out =
      kind === 'trainer'
        ? compileTrainerText({ name: 'Madeup Spray', rules: [text] }) !== undefined
        : compileAttackText('Madeupmon', text) !== undefined;
    expect(out).toBe(compiles);
  });
});
