/**
 * The independent audit's rulebook cases (issue #24): each is a rule of the Scarlet & Violet
 * rulebook (`modern`) or of the 1999 Base Set rulebook (`era: 'base-set'`), played through the
 * engine as a game would — setup and mulligans, first-turn limits, one Energy and one Supporter
 * a turn, Stadiums, evolution timing, Rare Candy, retreat, Special Conditions at the checkup,
 * Weakness and Resistance, Knock Outs, Prize cards and the three ways to win, Tools, Double
 * Colorless Energy. Written from the rules, not from the code.
 */
import { describe, expect, it } from 'vitest';
import { createPokemonEngine } from '../../game/definition';
import { setupPokemonGame } from '../../game/setup';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  startTurn,
  type Table,
  table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from '../effects.test-helper';
import {
  attackAction,
  count,
  endTurn,
  energyIn,
  fromHand,
  passTurn,
  play,
  playTrainerCard,
  prizesLeft,
  refusalCode,
  retreatAction,
  trainerPlay,
  withStadium,
} from './audit.test-helper';

const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

/** Cards of a player in hand and in play after setup (what they drew and kept). */
function cardsDrawn(state: Table['state'], player: string): number {
  return Object.entries(state.zones)
    .filter(([k]) => k.startsWith(`${player}:`) && /:(hand|active|bench_\d)$/.test(k))
    .reduce((n, [, z]) => n + z.cards.length, 0);
}

describe('audit rulebook: setup and mulligans', () => {
  const basicsFew = [...Array(2).fill('sv1-42'), ...Array(58).fill('sve-3')];
  const basicsMany = [...Array(30).fill('sv1-42'), ...Array(30).fill('sve-3')];

  it('each player has 7 cards to start, an Active Basic Pokémon and 6 Prize cards face down', () => {
    const { state } = setupPokemonGame(createPokemonEngine(), {
      decks: { p1: basicsMany, p2: basicsMany },
      seed: 5,
      checkDecks: false,
    });
    for (const p of ['p1', 'p2']) {
      expect(cardsDrawn(state, p)).toBe(7);
      expect(templatesIn(state, `${p}:active`)).toEqual(['sv1-42']);
      expect(count({ engine: createPokemonEngine(), state }, `${p}:deck`)).toBe(60 - 7 - 6);
      expect(prizesLeft({ engine: createPokemonEngine(), state }, p)).toBe(6);
    }
  });

  it('setup puts only Basic Pokémon into play', () => {
    const engine = createPokemonEngine();
    const deck = [
      ...Array(20).fill('sv1-20'),
      ...Array(20).fill('sv1-22'),
      ...Array(20).fill('sve-1'),
    ];
    const { state } = setupPokemonGame(engine, {
      decks: { p1: deck, p2: deck },
      seed: 2,
      checkDecks: false,
      placement: 'agents',
    });
    const t = { engine, state };
    const stage1 = (state.zones['p1:hand']?.cards ?? []).find(
      (id) => state.cards[id]?.templateId === 'sv1-22',
    );
    if (!stage1) throw new Error('seed 2 gave no Dolliv in the opening hand');
    const r = refusalCode(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${stage1}`,
      to: 'p1:active',
      faceUp: false,
    });
    expect(r).toBeDefined();
  });

  /** Extra cards the opponent drew for mulligans (auto placement draws all it may). */
  function mulligans(era: 'modern' | 'base-set', seed: number) {
    const { state, actions } = setupPokemonGame(createPokemonEngine(), {
      decks: { p1: basicsFew, p2: basicsMany },
      seed,
      era,
      checkDecks: false,
    });
    const taken = (p: string) =>
      actions.filter((a) => a.type === 'mulligan' && a.player === p).length;
    return { p1: taken('p1'), p2: taken('p2'), drawnByP2: cardsDrawn(state, 'p2') };
  }

  it('Scarlet & Violet: the opponent may draw 1 card for each mulligan (auto placement draws them)', () => {
    const m = withSeeds(
      seeds,
      (s) => mulligans('modern', s),
      (r) => r.p1 >= 2 && r.p2 === 0,
    );
    expect(m.drawnByP2).toBe(7 + m.p1);
  });

  it('1999: the opponent may draw up to 2 cards for each mulligan', () => {
    const m = withSeeds(
      seeds,
      (s) => mulligans('base-set', s),
      (r) => r.p1 >= 2 && r.p2 === 0,
    );
    expect(m.drawnByP2).toBe(7 + 2 * m.p1);
  });
});

describe('audit rulebook: the first turn', () => {
  const firstTurn = (era: 'modern' | 'base-set', gameTurn: 1 | 2) =>
    table({
      era,
      gameTurn,
      activePlayer: gameTurn === 1 ? 'p1' : 'p2',
      p1: {
        active: ['sv1-123', 'sve-6'],
        hand: ['sv1-176', 'sv1-181', 'sve-6', 'sv1-22', 'base1-91', 'base1-91'],
        bench: [['sv1-20']],
      },
      p2: {
        active: ['sv1-123', 'sve-6'],
        hand: ['sv1-176', 'sv1-181', 'sve-6', 'sv1-22'],
        bench: [['sv1-20']],
      },
    });

  it('Scarlet & Violet: the player going first may not attack or play a Supporter on the first turn, but may play Items and attach Energy', () => {
    const t = firstTurn('modern', 1);
    expect(refusalCode(t, attackAction(t, 'Bedrock Breaker'))).toBe('NO_ATTACK_FIRST_TURN');
    expect(refusalCode(t, trainerAction(t, 'sv1-176'))).toBe('NO_SUPPORTER_FIRST_TURN');
    expect(refusalOf(t, trainerAction(t, 'sv1-181'))).toBeUndefined();
    expect(refusalOf(t, fromHand(t, 'sve-6', 'p1:active', 'bottom'))).toBeUndefined();
  });

  it('Scarlet & Violet: the player going second may attack and play a Supporter on their first turn', () => {
    const t = firstTurn('modern', 2);
    expect(refusalOf(t, trainerAction(t, 'sv1-176', 'p2'))).toBeUndefined();
    expect(refusalOf(t, attackAction(t, 'Bedrock Breaker', 'p2'))).toBeUndefined();
  });

  it('neither player may evolve on their first turn', () => {
    for (const turn of [1, 2] as const) {
      const t = firstTurn('modern', turn);
      const player = turn === 1 ? 'p1' : 'p2';
      expect(refusalCode(t, fromHand(t, 'sv1-22', `${player}:bench_1`, 'top', player))).toBe(
        'NO_EVOLUTION_FIRST_TURN',
      );
    }
  });

  it('the player going first draws a card to start their first turn', () => {
    const { state } = setupPokemonGame(createPokemonEngine(), {
      decks: {
        p1: [...Array(30).fill('sv1-42'), ...Array(30).fill('sve-3')],
        p2: [...Array(30).fill('sv1-42'), ...Array(30).fill('sve-3')],
      },
      seed: 1,
      checkDecks: false,
    });
    const first = state.turn.activePlayer;
    const t = startTurn({ engine: createPokemonEngine(), state });
    expect(t.state.turn.activePlayer).toBe(first);
    expect(count(t, `${first}:deck`)).toBe(60 - 7 - 6 - 1);
  });

  it('1999: the first turn has no exceptions — the first player may attack and play Trainers as often as they like', () => {
    let t = table({
      era: 'base-set',
      gameTurn: 1,
      p1: { active: ['base1-56', 'base1-97'], hand: ['base1-91', 'base1-91'] },
      p2: { active: ['base1-3'] },
    });
    t = playTrainerCard(t, 'base1-91');
    t = playTrainerCard(t, 'base1-91');
    expect(count(t, 'p1:hand')).toBe(4);
    t = attack(t, 'Rock Throw');
    // 10, ×2 for Chansey's Weakness to Fighting.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

describe('audit rulebook: once a turn', () => {
  it('one Energy card from the hand a turn, in either era; again next turn', () => {
    for (const era of ['modern', 'base-set'] as const) {
      let t = table({
        era,
        p1: { active: ['sv1-42'], bench: [['sv1-42']], hand: ['sve-3', 'sve-3', 'sve-3'] },
        p2: { active: ['sv1-42'] },
      });
      t = play(t, 'sve-3', 'p1:active', 'bottom');
      expect(refusalCode(t, fromHand(t, 'sve-3', 'p1:bench_1', 'bottom'))).toBe(
        'ONE_ENERGY_PER_TURN',
      );
      t = passTurn(passTurn(t));
      expect(refusalOf(t, fromHand(t, 'sve-3', 'p1:bench_1', 'bottom'))).toBeUndefined();
    }
  });

  it('one Supporter a turn; Items as many as you like', () => {
    let t = table({
      p1: {
        active: ['sv1-42'],
        hand: ['sv1-175', 'sv1-176', 'sv1-181', 'sv1-181'],
        deck: ['sv1-20', 'sv1-20', 'sv1-22', ...Array(10).fill('sve-1')],
      },
      p2: { active: ['sv1-42'] },
    });
    t = playTrainerCard(t, 'sv1-181');
    t = playTrainerCard(t, 'sv1-181');
    expect(count(t, 'p1:bench_1') + count(t, 'p1:bench_2')).toBe(2);
    t = playTrainerCard(t, 'sv1-175');
    expect(templatesIn(t.state, 'p1:hand')).toContain('sv1-22');
    expect(refusalCode(t, trainerAction(t, 'sv1-176'))).toBe('ONE_SUPPORTER_PER_TURN');
  });

  it('Scarlet & Violet: one retreat a turn', () => {
    let t = table({
      p1: { active: ['sv1-20', 'sve-1', 'sve-1'], bench: [['sv1-42', 'sve-1', 'sve-1']] },
      p2: { active: ['sv1-42'] },
    });
    t = act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active').slice(0, 1)));
    expect(templatesIn(t.state, 'p1:active')[0]).toBe('sv1-42');
    expect(refusalCode(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active')))).toBe(
      'ONE_RETREAT_PER_TURN',
    );
  });

  it('1999: retreating is not limited to once a turn (paying the cost each time)', () => {
    let t = table({
      era: 'base-set',
      p1: { active: ['base1-58', 'base1-100'], bench: [['base1-41', 'base1-102']] },
      p2: { active: ['base1-3'] },
    });
    t = act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active')));
    t = act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active')));
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-58']);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual(['base1-100', 'base1-102']);
  });

  it('a Pokémon attacks once, and the attack ends the turn', () => {
    const t = attack(
      table({ p1: { active: ['sv1-66', 'sve-4'] }, p2: { active: ['sv1-122'] } }),
      'Static Shock',
    );
    expect(t.state.turn.activePlayer).toBe('p2');
  });
});

describe('audit rulebook: Stadiums', () => {
  const board = () =>
    table({
      p1: { active: ['sv1-42'], hand: ['sv1-178', 'sv1-167'] },
      p2: { active: ['sv1-42'], hand: ['sv1-178'] },
    });

  it('one Stadium a turn', () => {
    const t = playTrainerCard(board(), 'sv1-178');
    expect(templatesIn(t.state, 'stadium')).toEqual(['sv1-178']);
    expect(refusalCode(t, trainerAction(t, 'sv1-167'))).toBe('ONE_STADIUM_PER_TURN');
  });

  it("a Stadium with the same name as the one in play can't be played (the opponent's either)", () => {
    let t = playTrainerCard(board(), 'sv1-178');
    t = passTurn(t);
    expect(refusalCode(t, trainerAction(t, 'sv1-178', 'p2'))).toBe('SAME_STADIUM');
  });

  it("a new Stadium puts the old one in its owner's discard pile", () => {
    let t = withStadium(board(), 'sv1-178', 'p2');
    t = playTrainerCard(t, 'sv1-167');
    expect(templatesIn(t.state, 'stadium')).toEqual(['sv1-167']);
    expect(templatesIn(t.state, 'p2:discard')).toEqual(['sv1-178']);
  });
});

describe('audit rulebook: evolution', () => {
  it("a Pokémon can't evolve the turn it was put into play", () => {
    let t = table({
      p1: { active: ['sv1-42'], hand: ['sv1-20', 'sv1-22'] },
      p2: { active: ['sv1-42'] },
    });
    t = play(t, 'sv1-20', 'p1:bench_1');
    expect(refusalCode(t, fromHand(t, 'sv1-22', 'p1:bench_1', 'top'))).toBe(
      'EVOLVED_OR_PLAYED_THIS_TURN',
    );
  });

  it("a Pokémon that evolved this turn can't evolve again", () => {
    let t = table({
      p1: { active: ['sv1-20'], hand: ['sv1-22', 'sv1-23'] },
      p2: { active: ['sv1-42'] },
    });
    t = play(t, 'sv1-22', 'p1:active', 'top');
    expect(refusalCode(t, fromHand(t, 'sv1-23', 'p1:active', 'top'))).toBe(
      'EVOLVED_OR_PLAYED_THIS_TURN',
    );
  });

  it('a Stage 2 does not go on a Basic, nor an evolution on another line', () => {
    const t = table({
      p1: { active: ['sv1-20'], bench: [['sv1-42']], hand: ['sv1-23', 'sv1-22'] },
      p2: { active: ['sv1-42'] },
    });
    expect(refusalCode(t, fromHand(t, 'sv1-23', 'p1:active', 'top'))).toBe('EVOLUTION_CHAIN');
    expect(refusalCode(t, fromHand(t, 'sv1-22', 'p1:bench_1', 'top'))).toBe('EVOLUTION_CHAIN');
  });

  it('evolving keeps damage, Energy and Tools; Special Conditions end', () => {
    let t = table({
      p1: { active: ['sv1-20', 'sve-1', 'sv1-193'], hand: ['sv1-22'] },
      p2: { active: ['sv1-42'] },
    });
    t = withCounters(t, 'p1:active', { damage: 30, poisoned: 1, confused: 1 });
    t = play(t, 'sv1-22', 'p1:active', 'top');
    expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-22', 'sv1-20', 'sve-1', 'sv1-193']);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('1999: evolving ends Special Conditions too, damage stays', () => {
    let t = table({
      era: 'base-set',
      p1: { active: ['base1-46', 'base1-98'], hand: ['base1-24'] },
      p2: { active: ['base1-3'] },
    });
    t = withCounters(t, 'p1:active', { damage: 20, asleep: 1, poisoned: 1 });
    t = play(t, 'base1-24', 'p1:active', 'top');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });
});

describe('audit rulebook: Rare Candy', () => {
  const candy = (extra: Parameters<typeof table>[0] = {}) =>
    table({
      p1: { active: ['sv1-132'], hand: ['sv1-191', 'sv1-134'] },
      p2: { active: ['sv1-42'] },
      ...extra,
    });

  it('puts the Stage 2 from the hand on its Basic, skipping the Stage 1 (damage stays)', () => {
    const t = playTrainerCard(withCounters(candy(), 'p1:active', { damage: 20 }), 'sv1-191');
    expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-134', 'sv1-132']);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['sv1-191']);
  });

  it("can't be used during your first turn", () => {
    const t = candy({ gameTurn: 1 });
    expect(refusalOf(t, trainerAction(t, 'sv1-191'))).toBeDefined();
  });

  it("can't be used on a Basic put into play this turn", () => {
    let t = table({
      p1: { active: ['sv1-42'], hand: ['sv1-132', 'sv1-191', 'sv1-134'] },
      p2: { active: ['sv1-42'] },
    });
    t = play(t, 'sv1-132', 'p1:bench_1');
    expect(refusalOf(t, trainerAction(t, 'sv1-191'))).toBeDefined();
  });

  it('needs a Stage 2 in the hand that evolves from a Basic in play', () => {
    const t = table({
      p1: { active: ['sv1-42'], bench: [['sv1-20']], hand: ['sv1-191', 'sv1-134'] },
      p2: { active: ['sv1-42'] },
    });
    expect(refusalOf(t, trainerAction(t, 'sv1-191'))).toBeDefined();
  });
});

describe('audit rulebook: retreat', () => {
  it('costs the Retreat Cost in Energy, discarded; the Pokémon going to the Bench loses its Special Conditions', () => {
    let t = table({
      p1: { active: ['sv1-42', 'sve-1', 'sve-1', 'sve-1'], bench: [['sv1-20']] },
      p2: { active: ['sv1-42'] },
    });
    t = withCounters(t, 'p1:active', { confused: 1, poisoned: 1, damage: 10 });
    expect(
      refusalCode(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active').slice(0, 1))),
    ).toBe('RETREAT_COST');
    t = act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active').slice(0, 2)));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['sv1-42', 'sve-1']);
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['sve-1', 'sve-1']);
    expect(conditionsIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
  });

  it("an Asleep or Paralyzed Pokémon can't retreat (either era)", () => {
    for (const era of ['modern', 'base-set'] as const)
      for (const c of ['asleep', 'paralyzed']) {
        const t = table({
          era,
          p1: { active: ['sv1-20', 'sve-1'], bench: [['sv1-42']], activeCounters: { [c]: 1 } },
          p2: { active: ['sv1-42'] },
        });
        expect(refusalCode(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active')))).toBe(
          'SPECIAL_CONDITION',
        );
      }
  });

  it('1999: a Confused Pokémon pays, then flips — heads it retreats, tails it stays (Energy gone) and cannot try again that turn', () => {
    const tryRetreat = (seed: number) => {
      const t = table({
        era: 'base-set',
        seed,
        p1: {
          active: ['base1-58', 'base1-100', 'base1-100'],
          bench: [['base1-41']],
          activeCounters: { confused: 1 },
        },
        p2: { active: ['base1-3'] },
      });
      return act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active').slice(0, 1)));
    };
    const heads = withSeeds(
      seeds,
      tryRetreat,
      (r) => templatesIn(r.state, 'p1:active')[0] === 'base1-41',
    );
    expect(templatesIn(heads.state, 'p1:bench_1')).toEqual(['base1-58', 'base1-100']);
    const tails = withSeeds(
      seeds,
      tryRetreat,
      (r) => templatesIn(r.state, 'p1:active')[0] === 'base1-58',
    );
    expect(templatesIn(tails.state, 'p1:active')).toEqual(['base1-58', 'base1-100']);
    expect(templatesIn(tails.state, 'p1:discard')).toEqual(['base1-100']);
    expect(
      refusalOf(tails, retreatAction(tails, 'p1:bench_1', energyIn(tails, 'p1:active'))),
    ).toBeDefined();
  });

  it('Scarlet & Violet: a Confused Pokémon retreats without a flip', () => {
    for (const seed of seeds.slice(0, 6)) {
      let t = table({
        seed,
        p1: { active: ['sv1-20', 'sve-1'], bench: [['sv1-42']], activeCounters: { confused: 1 } },
        p2: { active: ['sv1-42'] },
      });
      t = act(t, retreatAction(t, 'p1:bench_1', energyIn(t, 'p1:active')));
      expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-42']);
    }
  });
});

describe('audit rulebook: Special Conditions at the checkup', () => {
  it('Poison: 1 damage counter at each checkup, after either player’s turn', () => {
    let t = table({
      p1: { active: ['sv1-42'] },
      p2: { active: ['sv1-122'], activeCounters: { poisoned: 1 } },
    });
    t = endTurn(t);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    t = endTurn(startTurn(t));
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('Scarlet & Violet Burn: 2 damage counters, then a flip — heads it recovers, tails it stays Burned', () => {
    const burn = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-29', 'sve-1'] }, p2: { active: ['sv1-42'] } }),
        'Hot Bite',
      );
    const healed = withSeeds(seeds, burn, (r) => conditionsIn(r.state, 'p2:active').length === 0);
    expect(damageIn(healed.state, 'p2:active')).toBe(20 + 20);
    const still = withSeeds(seeds, burn, (r) =>
      conditionsIn(r.state, 'p2:active').includes('burned'),
    );
    expect(damageIn(still.state, 'p2:active')).toBe(20 + 20);
  });

  it("Asleep: a flip at each checkup, heads it wakes; it can't attack while Asleep", () => {
    const spore = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-25', 'sve-1'] },
          p2: { active: ['sv1-122', 'sve-6', 'sve-6'] },
        }),
        'Spore',
      );
    const asleep = startTurn(
      withSeeds(seeds, spore, (r) => conditionsIn(r.state, 'p2:active').includes('asleep')),
    );
    expect(refusalCode(asleep, attackAction(asleep, 'Vise Grip', 'p2'))).toBe('SPECIAL_CONDITION');
    const awake = startTurn(
      withSeeds(seeds, spore, (r) => conditionsIn(r.state, 'p2:active').length === 0),
    );
    expect(refusalOf(awake, attackAction(awake, 'Vise Grip', 'p2'))).toBeUndefined();
  });

  it("Paralysis from an attack: can't attack or retreat during its owner's next turn, gone at that turn's checkup", () => {
    const jolt = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-73', 'sve-4'] },
          p2: { active: ['sv1-122', 'sve-6', 'sve-6', 'sve-6'], bench: [['sv1-42']] },
        }),
        'Jolt',
      );
    let t = startTurn(
      withSeeds(seeds, jolt, (r) => conditionsIn(r.state, 'p2:active').includes('paralyzed')),
    );
    expect(refusalCode(t, attackAction(t, 'Vise Grip', 'p2'))).toBe('SPECIAL_CONDITION');
    expect(refusalCode(t, retreatAction(t, 'p2:bench_1', energyIn(t, 'p2:active'), 'p2'))).toBe(
      'SPECIAL_CONDITION',
    );
    t = endTurn(t);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('Scarlet & Violet Confusion: heads the attack works; tails 3 damage counters on itself and the attack does nothing', () => {
    const confusedAttack = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-122', 'sve-6', 'sve-6'], activeCounters: { confused: 1 } },
          p2: { active: ['sv1-42'] },
        }),
        'Vise Grip',
      );
    const tails = withSeeds(seeds, confusedAttack, (r) => damageIn(r.state, 'p1:active') > 0);
    expect(damageIn(tails.state, 'p1:active')).toBe(30);
    expect(damageIn(tails.state, 'p2:active')).toBe(0);
    const heads = withSeeds(seeds, confusedAttack, (r) => damageIn(r.state, 'p1:active') === 0);
    expect(damageIn(heads.state, 'p2:active')).toBe(50);
  });

  it('1999 Confusion: tails, 20 damage to itself — ×2 for a Pokémon weak to its own type (Mewtwo: 40)', () => {
    const confused = (seed: number, mon: string[]) =>
      attack(
        table({
          era: 'base-set',
          seed,
          p1: { active: mon, activeCounters: { confused: 1 } },
          p2: { active: ['base1-3'] },
        }),
        mon[0] === 'base1-10' ? 'Psychic' : 'Rock Throw',
      );
    const onix = withSeeds(
      seeds,
      (s) => confused(s, ['base1-56', 'base1-97']),
      (r) => damageIn(r.state, 'p1:active') > 0,
    );
    expect(damageIn(onix.state, 'p1:active')).toBe(20);
    expect(damageIn(onix.state, 'p2:active')).toBe(0);
    const mewtwo = withSeeds(
      seeds,
      (s) => confused(s, ['base1-10', 'base1-101', 'base1-101']),
      (r) => damageIn(r.state, 'p1:active') > 0,
    );
    expect(damageIn(mewtwo.state, 'p1:active')).toBe(40);
  });

  it('1999: Asleep, Confused and Paralyzed replace each other; Poison stays with them', () => {
    let t = table({
      era: 'base-set',
      p1: { active: ['base1-29', 'base1-101'] },
      p2: { active: ['base1-3'], activeCounters: { confused: 1, poisoned: 1 } },
    });
    t = act(t, attackAction(t, 'Hypnosis'));
    // After the checkup's flip it is Asleep or awake, never Confused, and still Poisoned.
    expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
    expect(conditionsIn(t.state, 'p2:active')).not.toContain('confused');
    const hypnosis = (seed: number) =>
      attack(
        table({
          era: 'base-set',
          seed,
          p1: { active: ['base1-29', 'base1-101'] },
          p2: { active: ['base1-3'], activeCounters: { confused: 1, poisoned: 1 } },
        }),
        'Hypnosis',
      );
    const asleep = withSeeds(seeds, hypnosis, (r) =>
      conditionsIn(r.state, 'p2:active').includes('asleep'),
    );
    expect(conditionsIn(asleep.state, 'p2:active')).toEqual(['asleep', 'poisoned']);
  });

  it('1999 Poison: 10 damage between turns', () => {
    const t = endTurn(
      table({
        era: 'base-set',
        p1: { active: ['base1-3'] },
        p2: { active: ['base1-3'], activeCounters: { poisoned: 1 } },
      }),
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('switching to the Bench ends Special Conditions', () => {
    let t = table({
      p1: {
        active: ['sv1-42'],
        bench: [['sv1-20']],
        hand: ['sv1-194'],
        activeCounters: { asleep: 1, poisoned: 1 },
      },
      p2: { active: ['sv1-42'] },
    });
    t = playTrainerCard(t, 'sv1-194');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['sv1-42']);
    expect(conditionsIn(t.state, 'p1:bench_1')).toEqual([]);
  });
});

describe('audit rulebook: Weakness and Resistance', () => {
  const hit = (era: 'modern' | 'base-set', attacker: string[], name: string, defender: string) =>
    damageIn(
      attack(table({ era, p1: { active: attacker }, p2: { active: [defender] } }), name).state,
      'p2:active',
    );

  it('Scarlet & Violet Weakness ×2: Mareep’s Static Shock 10 on Slowpoke (weak to Lightning) is 20', () => {
    expect(hit('modern', ['sv1-66', 'sve-4'], 'Static Shock', 'sv1-42')).toBe(20);
  });

  it('Scarlet & Violet Resistance −30: Klawf’s Vise Grip 50 on Hypno (resists Fighting) is 20', () => {
    expect(hit('modern', ['sv1-122', 'sve-6', 'sve-6'], 'Vise Grip', 'sv1-83')).toBe(20);
  });

  it('Weakness goes by the attacker’s type, not the Energy paid: Pikachu’s Gnaw [C] on Seel is 20', () => {
    expect(hit('base-set', ['base1-58', 'base1-97'], 'Gnaw', 'base1-41')).toBe(20);
  });

  it('1999 Resistance −30 leaves no damage below 0: Pikachu’s Gnaw on Dugtrio is 0', () => {
    expect(hit('base-set', ['base1-58', 'base1-100'], 'Gnaw', 'base1-19')).toBe(0);
  });

  it('Weakness does not apply to Benched Pokémon: Magneton’s Selfdestruct does 20 to a Benched Seel (weak to Lightning)', () => {
    const t = attack(
      table({
        era: 'base-set',
        p1: { active: ['base3-11', ...Array(4).fill('base1-100')] },
        p2: { active: ['base1-3'], bench: [['base1-41']] },
      }),
      'Selfdestruct',
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
  });
});

describe('audit rulebook: Knock Outs, Prize cards and winning', () => {
  it('a Knocked Out Pokémon goes to the discard pile with its cards; the attacker takes 1 Prize; its owner promotes a Benched Pokémon', () => {
    let t = table({
      p1: { active: ['sv1-122', 'sve-6', 'sve-6'] },
      p2: { active: ['sv1-20', 'sve-1'], bench: [['sv1-42'], ['sv1-8']] },
    });
    t = act(t, attackAction(t, 'Vise Grip'));
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p2');
    expect(d?.options).toHaveLength(2);
    t = act(t, {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: d?.options?.[1] ?? '',
    });
    expect(templatesIn(t.state, 'p2:active')).toEqual(['sv1-8']);
    expect(templatesIn(t.state, 'p2:discard').sort()).toEqual(['sv1-20', 'sve-1']);
    expect(prizesLeft(t, 'p1')).toBe(5);
    expect(count(t, 'p1:hand')).toBe(1);
  });

  it('Knocking Out a Pokémon ex takes 2 Prize cards', () => {
    const t = attack(
      withCounters(
        table({
          p1: { active: ['sv1-122', 'sve-6', 'sve-6'] },
          p2: { active: ['sv1-81'], bench: [['sv1-42']] },
        }),
        'p2:active',
        { damage: 200 },
      ),
      'Vise Grip',
    );
    expect(prizesLeft(t, 'p1')).toBe(4);
  });

  it('taking the last Prize card wins', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-122', 'sve-6', 'sve-6'], prizes: ['sve-1'] },
        p2: { active: ['sv1-20'], bench: [['sv1-42']] },
      }),
      'Vise Grip',
    );
    expect(t.state.result?.winners).toEqual(['p1']);
  });

  it('a player with no Pokémon left in play loses', () => {
    const t = attack(
      table({ p1: { active: ['sv1-122', 'sve-6', 'sve-6'] }, p2: { active: ['sv1-20'] } }),
      'Vise Grip',
    );
    expect(t.state.result?.winners).toEqual(['p1']);
  });

  it("a player who can't draw at the start of their turn loses (either era)", () => {
    for (const era of ['modern', 'base-set'] as const) {
      const t = endTurn(
        table({ era, p1: { active: ['sv1-42'] }, p2: { active: ['sv1-42'], deck: [] } }),
      );
      expect(t.state.result?.winners).toEqual(['p1']);
    }
  });

  it('1999: 6 Prize cards and 1 for each Knock Out', () => {
    const t = attack(
      table({
        era: 'base-set',
        p1: { active: ['base1-56', 'base1-97', 'base1-97'] },
        p2: { active: ['base1-43'], bench: [['base1-3']], activeCounters: { damage: 20 } },
      }),
      'Rock Throw',
    );
    expect(templatesIn(t.state, 'p2:discard')).toContain('base1-43');
    expect(prizesLeft(t, 'p1')).toBe(5);
  });
});

describe('audit rulebook: Bench, Tools and special Energy', () => {
  it('the Bench holds 5 Pokémon', () => {
    const t = table({
      p1: { active: ['sv1-42'], bench: Array(5).fill(['sv1-42']), hand: ['sv1-20'] },
      p2: { active: ['sv1-42'] },
    });
    const to = 'p1:bench_5';
    expect(refusalOf(t, fromHand(t, 'sv1-20', to))).toBeDefined();
  });

  it('one Pokémon Tool per Pokémon', () => {
    let t = table({
      p1: { active: ['sv1-42'], hand: ['sv1-193', 'sv1-197'] },
      p2: { active: ['sv1-42'] },
    });
    t = playTrainerCard(t, 'sv1-193', { target: 'p1:active' });
    expect(refusalCode(t, trainerPlay(t, 'sv1-197', 'p1:active'))).toBe('ONE_TOOL_PER_POKEMON');
  });

  it('Double Colorless Energy provides [C][C]: it pays the two Colorless of an attack, and two of a Retreat Cost', () => {
    const t = attack(
      table({
        era: 'base-set',
        p1: { active: ['base1-23', 'base1-98', 'base1-98', 'base1-96'] },
        p2: { active: ['base1-3'] },
      }),
      'Take Down',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(80);
    let r = table({
      era: 'base-set',
      p1: { active: ['base1-56', 'base1-96', 'base1-97'], bench: [['base1-41']] },
      p2: { active: ['base1-3'] },
    });
    const dce = energyIn(r, 'p1:active').filter(
      (id) => r.state.cards[id]?.templateId === 'base1-96',
    );
    expect(refusalOf(r, retreatAction(r, 'p1:bench_1', dce))).toBeDefined();
    const all = energyIn(r, 'p1:active');
    r = act(r, retreatAction(r, 'p1:bench_1', all));
    expect(templatesIn(r.state, 'p1:active')).toEqual(['base1-41']);
  });

  it("an attack can't be used without its Energy", () => {
    const t = table({ p1: { active: ['sv1-122', 'sve-6'] }, p2: { active: ['sv1-42'] } });
    expect(refusalCode(t, attackAction(t, 'Vise Grip'))).toBe('ATTACK_COST');
  });
});
