import { describe, expect, it } from 'vitest';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  playTrainer,
  startTurn,
  table,
  templatesIn,
  useAbility,
  withSeeds,
} from '../effects.test-helper';

/**
 * What the cards carried out by code do, card by card (the pattern-compiled attacks are in
 * `patterns.test.ts`; every card also plays on a busy board in `every-card.test.ts`).
 */
const G = 'sve-1';
const F = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const PAWMOT = 'sv1-76';
const FUECOCO = 'sv1-36';
const MIRAIDON_EX = 'sv1-81';
const BULBASAUR = 'base1-44';
const IVYSAUR = 'base1-30';
const MACHOP = 'base1-52';
const PIKACHU = 'base1-58';
const CHARMANDER = 'base1-46';

describe('Scarlet & Violet Trainers', () => {
  it('Ultra Ball: two other cards from the hand as its cost, then any Pokémon from the deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: ['sv1-196', L, F, G], deck: [L, PAWMOT, L] },
        p2: { active: [FUECOCO] },
      }),
      'Ultra Ball',
      { chooser: optionsNaming('Basic Lightning', 'Basic Fire', 'Pawmot') },
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([G, PAWMOT].sort());
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([F, L, 'sv1-196'].sort());
  });

  it('Ultra Ball cannot be played without two other cards in hand', () => {
    const t = table({ p1: { active: [PAWMI], hand: ['sv1-196', L] }, p2: { active: [FUECOCO] } });
    expect(() => playTrainer(t, 'Ultra Ball')).toThrow(/CANNOT_PLAY_NOW.*2 other cards/);
  });

  it('Rare Candy: a Basic in play since an earlier turn evolves straight to its Stage 2', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI, L], hand: ['sv1-191', PAWMOT] }, p2: { active: [FUECOCO] } }),
      'Rare Candy',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMOT, PAWMI, L]);
    // Not on a Basic that came into play this turn.
    const fresh = table({
      p1: { active: [PAWMI], hand: ['sv1-191', PAWMOT] },
      p2: { active: [FUECOCO] },
      flags: { enteredThisTurn: ['1'] },
    });
    expect(() => playTrainer(fresh, 'Rare Candy')).toThrow(/CANNOT_PLAY_NOW/);
  });

  it('Judge: both players shuffle their hands into their decks and draw 4', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: ['sv1-176', L, L] },
        p2: { active: [FUECOCO], hand: [F] },
      }),
      'Judge',
    );
    expect(t.state.zones['p1:hand']?.cards).toHaveLength(4);
    expect(t.state.zones['p2:hand']?.cards).toHaveLength(4);
  });

  it('Katy: a new hand of 8, and the turn ends', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: ['sv1-177', L] }, p2: { active: [FUECOCO] } }),
      'Katy',
    );
    expect(t.state.zones['p1:hand']?.cards).toHaveLength(8);
    expect(t.state.turn.activePlayer).toBe('p2');
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['sv1-177']);
  });

  it('Crushing Hammer: heads discards an Energy from the Pokémon chosen, tails nothing', () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PAWMI], hand: ['sv1-168'] },
          p2: { active: [FUECOCO, F, F] },
        }),
        'Crushing Hammer',
      );
    const heads = withSeeds(
      [1, 2, 3, 4, 5, 6],
      run,
      (t) => templatesIn(t.state, 'p2:discard').length > 0,
    );
    expect(templatesIn(heads.state, 'p2:active')).toEqual([FUECOCO, F]);
    const tails = withSeeds(
      [1, 2, 3, 4, 5, 6],
      run,
      (t) => templatesIn(t.state, 'p2:discard').length === 0,
    );
    expect(templatesIn(tails.state, 'p2:active')).toEqual([FUECOCO, F, F]);
  });

  it("Team Star Grunt: an Energy of the opponent's Active goes on top of their deck", () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: ['sv1-195'] }, p2: { active: [FUECOCO, F] } }),
      'Team Star Grunt',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([FUECOCO]);
    expect(templatesIn(t.state, 'p2:deck')[0]).toBe(F);
  });

  it('Energy Switch: a Basic Energy moves from one of your Pokémon to another', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], bench: [[PAWMO, L]], hand: ['sv1-173'] },
        p2: { active: [FUECOCO] },
      }),
      'Energy Switch',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI, L]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMO]);
  });

  it('Penny: a Basic and all attached go back to the hand; the Active Spot is filled by promotion', () => {
    const t = playTrainer(
      table({
        p1: {
          active: [PAWMI, L],
          bench: [[FUECOCO]],
          hand: ['sv1-183'],
          activeCounters: { damage: 40 },
        },
        p2: { active: [FUECOCO] },
      }),
      'Penny',
      { chooser: optionsNaming('p1:active') },
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([L, PAWMI].sort());
    expect(templatesIn(t.state, 'p1:active')).toEqual([FUECOCO]);
    // Damage counters belong to play: the Pawmi in the hand carries none back.
    const hand = t.state.zones['p1:hand']?.cards ?? [];
    expect(hand.map((id) => t.state.cards[id]?.counters.damage ?? 0)).toEqual(hand.map(() => 0));
  });

  it('Picnic Basket: heals 30 from every Pokémon, both sides', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: ['sv1-184'], activeCounters: { damage: 40 } },
        p2: { active: [FUECOCO], activeCounters: { damage: 20 } },
      }),
      'Picnic Basket',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe('Scarlet & Violet Abilities', () => {
  it('Electrogenesis: a Basic Lightning Energy from the deck onto Pawmot, once a turn', () => {
    const t = useAbility(
      table({ p1: { active: [PAWMOT], deck: [G, L, G] }, p2: { active: [FUECOCO] } }),
      'p1:active',
      'Electrogenesis',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMOT, L]);
    expect(() => useAbility(t, 'p1:active', 'Electrogenesis')).toThrow(
      /ONCE_PER_TURN|already used/,
    );
  });

  it('Tandem Unit: up to 2 Basic Lightning Pokémon from the deck onto the Bench', () => {
    const t = useAbility(
      table({
        p1: { active: [MIRAIDON_EX], deck: [PAWMI, FUECOCO, PAWMI, L] },
        p2: { active: [FUECOCO] },
      }),
      'p1:active',
      'Tandem Unit',
      { chooser: (d) => (d.options ?? []).slice(0, 2) },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMI]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([PAWMI]);
  });

  it("Intimidating Howl: the opponent's Active goes to the Bench and the opponent picks the new one", () => {
    const t = table({
      p1: { active: ['sv1-137'] },
      p2: { active: [FUECOCO], bench: [[PAWMI], [PAWMO, PAWMI]] },
    });
    const next = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'ability',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { ability: 'Intimidating Howl' },
    });
    expect(next.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(next, optionsNaming('p2:bench_2'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([PAWMO, PAWMI]);
    expect(templatesIn(done.state, 'p2:bench_2')).toEqual([FUECOCO]);
    expect(done.state.turn.activePlayer).toBe('p1');
  });

  it('Flying Entry: played onto the Bench, Hawlucha may put a damage counter on 2 Benched Pokémon', () => {
    const t = table({
      p1: { active: [PAWMI], hand: ['sv1-118'] },
      p2: { active: [FUECOCO], bench: [[PAWMI], [PAWMO, PAWMI]] },
    });
    const played = act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: 'Hawlucha',
      from: 'p1:hand',
      to: 'p1:bench_1',
    });
    const done = answerAll(played, (d) => (d.options ?? []).slice(0, 2));
    expect(damageIn(done.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(done.state, 'p2:bench_2')).toBe(10);
  });

  it('Exoskeleton: Stonjourner takes 20 less damage from attacks', () => {
    const t = attack(
      table({ p1: { active: [PAWMI, L, L] }, p2: { active: ['sv1-121'] } }),
      'Zap Kick',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe('Scarlet & Violet attacks carried out by code', () => {
  it('Curse Spreading: 8 damage counters spread as the player picks, one at a time', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-90', P, P, P] },
        p2: { active: [MIRAIDON_EX], bench: [[MIRAIDON_EX]] },
      }),
      'Curse Spreading',
      { chooser: (d, s) => [(d.options ?? [])[s.log.length % 2] as string] },
    );
    expect(damageIn(t.state, 'p2:active') + damageIn(t.state, 'p2:bench_1')).toBe(80);
  });

  it("Triple Laser: 30 to three of the opponent's Pokémon, no Weakness on the Bench", () => {
    const t = attack(
      table({
        p1: { active: ['sv1-143', G, G, G] },
        p2: { active: [MIRAIDON_EX], bench: [[MIRAIDON_EX], [MIRAIDON_EX]] },
      }),
      'Triple Laser',
      { chooser: (d) => (d.options ?? []).slice(0, 3) },
    );
    expect([
      damageIn(t.state, 'p2:active'),
      damageIn(t.state, 'p2:bench_1'),
      damageIn(t.state, 'p2:bench_2'),
    ]).toEqual([30, 30, 30]);
  });

  it("Pendulum Influence: on heads, an attack of the opponent's is used as this one", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-83', P] }, p2: { active: [MIRAIDON_EX, L, L, L] } }),
        'Pendulum Influence',
        { chooser: optionsNaming('Photon Blaster') },
      );
    const said = (t: ReturnType<typeof run>) => t.state.log.map((e) => e.message).join('\n');
    const heads = withSeeds([1, 2, 3, 4, 5, 6, 7, 8], run, (t) =>
      /flipped a coin: heads/.test(said(t)),
    );
    // Photon Blaster does 220 as Hypno's (Hypno is Psychic: no Weakness against Miraidon ex),
    // and its "can't attack next turn" lands on Hypno.
    expect(said(heads)).toContain('added 220: damage on Miraidon ex');
  });
});

describe('Base Set', () => {
  it('Super Potion heals the damage of an evolved Pokémon, wherever on the stack it sits', () => {
    // Bulbasaur took 20, evolved to Ivysaur, took 20 more: 40 in all.
    const t = table({
      p1: { active: [IVYSAUR, BULBASAUR, G], hand: ['base1-90'] },
      p2: { active: [FUECOCO] },
    });
    const [ivy, bulba] = t.state.zones['p1:active']?.cards ?? [];
    const damaged = {
      ...t,
      state: {
        ...t.state,
        cards: {
          ...t.state.cards,
          [ivy as string]: { ...t.state.cards[ivy as string], counters: { damage: 20 } },
          [bulba as string]: { ...t.state.cards[bulba as string], counters: { damage: 20 } },
        },
      } as typeof t.state,
    };
    const healed = playTrainer(damaged, 'Super Potion');
    expect(damageIn(healed.state, 'p1:active')).toBe(0);
    expect(templatesIn(healed.state, 'p1:discard').sort()).toEqual(['base1-90', G].sort());
  });

  it('Clefairy Doll: a 10 HP Basic on the Bench that gives no Prize when Knocked Out', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: ['base1-70'] }, p2: { active: [FUECOCO] } }),
      'Clefairy Doll',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-70']);
    const discarded = useAbility(t, 'p1:bench_1', 'Discard Clefairy Doll');
    expect(templatesIn(discarded.state, 'p1:discard')).toEqual(['base1-70']);
  });

  it('Devolution Spray: the Stage goes, the damage stays', () => {
    const t = table({
      p1: { active: [IVYSAUR, BULBASAUR], hand: ['base1-72'], activeCounters: { damage: 30 } },
      p2: { active: [FUECOCO] },
    });
    const done = playTrainer(t, 'Devolution Spray');
    expect(templatesIn(done.state, 'p1:active')).toEqual([BULBASAUR]);
    expect(damageIn(done.state, 'p1:active')).toBe(30);
  });

  it('Buzzap: Electrode is Knocked Out (a Prize for the opponent) and attached as 2 Energy of a type', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [['base1-21']] },
      p2: { active: [FUECOCO] },
    });
    const done = useAbility(t, 'p1:bench_1', 'Buzzap', {
      chooser: optionsNaming('p1:active', 'Lightning'),
    });
    expect(templatesIn(done.state, 'p1:active')).toEqual([PIKACHU, 'base1-21']);
    expect(done.state.zones['p2:hand']?.cards).toHaveLength(1);
    // Pikachu's Thunder Jolt (Lightning + Colorless) is paid by Electrode alone.
    const zap = attack(done, 'Thunder Jolt');
    // 30 to Fuecoco (no Weakness to Lightning), whatever the coin says about Pikachu itself.
    expect(damageIn(zap.state, 'p2:active')).toBe(30);
  });

  it('Metronome copies an attack of the Defending Pokémon, without its costs', () => {
    const t = attack(
      table({ p1: { active: ['base1-5', G, G, G] }, p2: { active: [CHARMANDER, F] } }),
      'Metronome',
      { chooser: optionsNaming('Ember') },
    );
    // Ember's 30, and no Energy of Clefairy's discarded for it.
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-5', G, G, G]);
  });

  it("Leek Slap: once while Farfetch'd stays in play", () => {
    const t = attack(
      table({ p1: { active: ['base1-27', G] }, p2: { active: [MIRAIDON_EX] } }),
      'Leek Slap',
    );
    const theirs = act(startTurn(t), { type: 'end_turn', player: 'p2', source: 'ai' });
    expect(() => attack(startTurn(theirs), 'Leek Slap')).toThrow(/CANNOT_USE_ATTACK/);
  });

  it("Harden: 30 or less damage is prevented during the opponent's next turn", () => {
    const t = attack(
      table({ p1: { active: ['base1-56', 'sve-6', 'sve-6'] }, p2: { active: [PAWMI, L, L] } }),
      'Harden',
    );
    const hit = attack(startTurn(t), 'Zap Kick', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(0);
  });

  it('Toxic: Poisoned for 20 a checkup', () => {
    const t = attack(
      table({ p1: { active: ['base1-11', G, G, G] }, p2: { active: [MIRAIDON_EX] } }),
      'Toxic',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    // 20 from the attack, 20 from the checkup between the turns.
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('Energy Removal and Gust of Wind act on the opponent only as their text says', () => {
    const er = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base1-92'] },
        p2: { active: [FUECOCO, F], bench: [[PAWMI, L]] },
      }),
      'Energy Removal',
      { chooser: firstOptions },
    );
    expect(templatesIn(er.state, 'p2:discard')).toHaveLength(1);
    const gust = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base1-93'] },
        p2: { active: [FUECOCO], bench: [[PAWMI]] },
      }),
      'Gust of Wind',
    );
    expect(templatesIn(gust.state, 'p2:active')).toEqual([PAWMI]);
    expect(templatesIn(gust.state, 'p2:bench_1')).toEqual([FUECOCO]);
  });

  it('Pokédex puts the top cards back in the chosen order', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base1-87'], deck: [G, F, W, L, P, G] },
        p2: { active: [FUECOCO] },
      }),
      'Pokédex',
      { chooser: (d) => [(d.options ?? []).at(-1) as string] },
    );
    // Always the last offered goes next: the top five end up reversed.
    expect(templatesIn(t.state, 'p1:deck')).toEqual([P, L, W, F, G, G]);
  });

  it('Lass shuffles every Trainer from both hands into their decks', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base1-75', 'base1-91', G] },
        p2: { active: [FUECOCO], hand: ['base1-94', F] },
      }),
      'Lass',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([G]);
    expect(templatesIn(t.state, 'p2:hand')).toEqual([F]);
    void MACHOP;
  });
});
