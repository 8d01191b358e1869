import { expect, it } from 'vitest';
import { pokemonIn } from '../../game/board';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  table,
  templatesIn,
  useAbility,
  withSeeds,
} from '../effects.test-helper';
import {
  CHARMANDER,
  declareAbility,
  F,
  G,
  heads,
  KINGAMBIT,
  L,
  nextTurn,
  PIKACHU,
  R,
  refusalOf,
  SEEDS,
  SQUIRTLE,
  card as setCard,
  tails,
  W,
  withCounters,
} from './classic.test-helper';

/**
 * Fossil's Pokémon Powers and Trainers, played where their text matters. Each outcome is read
 * from the printed text.
 */
const card = (title: string, fn: () => void) => setCard('base3', title, fn);

const AERODACTYL = 'base3-1';
const DITTO = 'base3-3';
const DRAGONITE = 'base3-4';
const GENGAR = 'base3-5';
const HAUNTER = 'base3-6';
const MUK = 'base3-13';
const SLOWBRO = 'base3-43';
const KABUTO = 'base3-50';
const OMANYTE = 'base3-52';
const TENTACOOL = 'base3-56';
const FOSSIL = 'base3-62';
const ALAKAZAM = 'base1-1';
const CHARMELEON = 'base1-24';
const BILL = 'base1-91';

const evolve = (t: Table, name: string, to: string, player = 'p1') =>
  refusalOf(t, { type: 'move_card', player, source: 'ai', card: name, from: `${player}:hand`, to });

// ====================================================================== Pokémon Powers

card('Aerodactyl — Prehistoric Power', () => {
  const board = (counters: Record<string, number> = {}) =>
    withCounters(
      table({
        p1: { active: [PIKACHU], hand: [CHARMELEON], bench: [[CHARMANDER]] },
        p2: { active: [AERODACTYL] },
      }),
      'p2:active',
      counters,
    );
  it('no Evolution cards can be played — by either player', () => {
    expect(evolve(board(), 'Charmeleon', 'p1:bench_1')).toMatch(/NO_EVOLUTION_POWER/);
  });
  it('it stops working while Aerodactyl is Asleep, Confused or Paralyzed', () => {
    expect(evolve(board({ paralyzed: 1 }), 'Charmeleon', 'p1:bench_1')).toBe('played');
  });
});

card('Ditto — Transform', () => {
  const board = () =>
    table({
      p1: { active: [DITTO, G, G], bench: [[PIKACHU]], hand: [CHARMELEON] },
      p2: { active: [CHARMANDER, R] },
    });
  it("as the Active Pokémon it is the Defending Pokémon's card: its HP, type, Weakness and attacks", () => {
    const t = board();
    const ditto = pokemonIn(t.engine.definition.cards, t.state, 'p1:active');
    expect(ditto?.hp).toBe(50);
    expect(ditto?.card.types).toEqual(['Fire']);
    expect(ditto?.card.weaknesses[0]?.type).toBe('Water');
    expect(ditto?.card.attacks.map((a) => a.name)).toEqual(['Scratch', 'Ember']);
    expect(ditto?.card.abilities.map((a) => a.name)).toContain('Transform');
  });
  it('its Energy counts as any type: Grass Energy pays Ember ({R}{C}), which discards a Fire Energy it has none of', () => {
    const t = attack(board(), 'Ember');
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
  it("can't evolve, and is a Ditto again on the Bench or while Paralyzed", () => {
    expect(evolve(board(), 'Charmeleon', 'p1:active')).toMatch(/CANNOT_EVOLVE/);
    const benched = table({
      p1: { active: [PIKACHU], bench: [[DITTO]] },
      p2: { active: [CHARMANDER] },
    });
    expect(pokemonIn(benched.engine.definition.cards, benched.state, 'p1:bench_1')?.card.name).toBe(
      'Ditto',
    );
    const paralyzed = withCounters(board(), 'p1:active', { paralyzed: 1 });
    const ditto = pokemonIn(paralyzed.engine.definition.cards, paralyzed.state, 'p1:active');
    expect(ditto?.card.name).toBe('Ditto');
    expect(ditto?.hp).toBe(50);
  });
});

card('Dragonite — Step In', () => {
  it('once a turn, from the Bench, it switches with your Active Pokémon', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [[DRAGONITE]] },
      p2: { active: [KINGAMBIT] },
    });
    const stepped = useAbility(t, 'p1:bench_1', 'Step In');
    expect(templatesIn(stepped.state, 'p1:active')).toEqual([DRAGONITE]);
    expect(templatesIn(stepped.state, 'p1:bench_1')).toEqual([PIKACHU]);
    expect(() => useAbility(stepped, 'p1:active', 'Step In')).toThrow(/not on your Bench/);
  });
});

card('Gengar — Curse', () => {
  it("moves 1 damage counter from one of the opponent's Pokémon to another, even to Knock it Out", () => {
    const t = withCounters(
      withCounters(
        table({
          p1: { active: [GENGAR] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'p2:active',
        { damage: 30 },
      ),
      'p2:bench_1',
      { damage: 30 },
    );
    const moved = useAbility(t, 'p1:active', 'Curse', {
      chooser: optionsNaming('p2:active', 'p2:bench_1'),
    });
    expect(damageIn(moved.state, 'p2:active')).toBe(20);
    // Pikachu had 40 HP and 30 damage: the counter Knocks it Out.
    expect(templatesIn(moved.state, 'p2:discard')).toContain(PIKACHU);
    expect(() => useAbility(moved, 'p1:active', 'Curse')).toThrow(/already used Curse/);
  });
  it('needs a damaged Pokémon of the opponent and another to move it to', () => {
    const t = table({ p1: { active: [GENGAR] }, p2: { active: [KINGAMBIT], bench: [[PIKACHU]] } });
    expect(() => useAbility(t, 'p1:active', 'Curse')).toThrow(/CANNOT_USE_ABILITY/);
  });
});

card('Haunter — Transparency', () => {
  const run = (seed: number) =>
    attack(table({ seed, p1: { active: [SQUIRTLE, W] }, p2: { active: [HAUNTER] } }), 'Bubble');
  const coins = (t: Table) => t.state.log.filter((e) => e.message.startsWith('p1 flipped'));
  it('heads: all effects of the attack, damage included, are prevented on Haunter', () => {
    // Bubble flips too ("If heads, … Paralyzed"): the first coin is Transparency's.
    const h = withSeeds(SEEDS, run, (t) => coins(t)[0]?.message.endsWith('heads') === true);
    expect(damageIn(h.state, 'p2:active')).toBe(0);
    expect(conditionsIn(h.state, 'p2:active')).toEqual([]);
  });
  it('tails: the attack does what it does', () => {
    const t = withSeeds(SEEDS, run, (x) => coins(x)[0]?.message.endsWith('tails') === true);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

card('Muk — Toxic Gas', () => {
  const board = (counters: Record<string, number> = {}) =>
    withCounters(
      withCounters(
        table({ p1: { active: [ALAKAZAM], bench: [[PIKACHU]] }, p2: { active: [MUK] } }),
        'p1:active',
        { damage: 30 },
      ),
      'p2:active',
      counters,
    );
  it("all other Pokémon Powers are ignored (Alakazam's Damage Swap)", () => {
    expect(() => useAbility(board(), 'p1:active', 'Damage Swap')).toThrow(/Toxic Gas/);
  });
  it('not while Muk is Asleep', () => {
    const swapped = useAbility(board({ asleep: 1 }), 'p1:active', 'Damage Swap');
    expect(damageIn(swapped.state, 'p1:active')).toBe(20);
  });
});

card('Slowbro — Strange Behavior', () => {
  it('moves a damage counter from your other Pokémon to Slowbro, as often as you like, never Knocking it Out', () => {
    const t = withCounters(
      withCounters(
        table({ p1: { active: [SLOWBRO], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } }),
        'p1:bench_1',
        { damage: 30 },
      ),
      'p1:active',
      { damage: 30 },
    );
    const once = useAbility(t, 'p1:active', 'Strange Behavior');
    expect(damageIn(once.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(once.state, 'p1:active')).toBe(40);
    const twice = useAbility(once, 'p1:active', 'Strange Behavior');
    expect(damageIn(twice.state, 'p1:active')).toBe(50);
    // Slowbro (60 HP) has 10 left: one more counter would Knock it Out.
    expect(() => useAbility(twice, 'p1:active', 'Strange Behavior')).toThrow(/Knock it Out/);
  });
});

card('Kabuto — Kabuto Armor', () => {
  it('an attack does half its damage to Kabuto, rounded down to the nearest 10', () => {
    const t = attack(
      table({ p1: { active: [PIKACHU, L, L] }, p2: { active: [KABUTO] } }),
      'Thunder Jolt',
    );
    // Thunder Jolt's 30 (Kabuto is not weak to Lightning): half is 15, rounded down to 10.
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
  it('not while Kabuto is Asleep', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: [PIKACHU, L, L] }, p2: { active: [KABUTO] } }),
        'p2:active',
        { asleep: 1 },
      ),
      'Thunder Jolt',
    );
    expect(templatesIn(t.state, 'p2:discard')).toContain(KABUTO);
  });
});

card('Omanyte — Clairvoyance', () => {
  it("the opponent's hand is face up: every card in it is shown", () => {
    const t = table({
      p1: { active: [OMANYTE, W], hand: [BILL] },
      p2: { active: [KINGAMBIT], hand: [BILL, W] },
    });
    // p1 attacks; p2's turn starts with a draw: that card is shown too.
    const drawn = nextTurn(attack(t, 'Water Gun'));
    const hand = drawn.state.zones['p2:hand']?.cards ?? [];
    expect(hand).toHaveLength(3);
    for (const id of hand) expect(drawn.state.cards[id]?.visibility).toBe('public');
    // p1's own hand stays p1's.
    for (const id of drawn.state.zones['p1:hand']?.cards ?? [])
      expect(drawn.state.cards[id]?.visibility).not.toBe('public');
  });
});

card('Tentacool — Cowardice', () => {
  it('returns Tentacool to the hand; the cards attached to it are discarded', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [[TENTACOOL, W]] },
      p2: { active: [KINGAMBIT] },
    });
    const back = useAbility(t, 'p1:bench_1', 'Cowardice');
    expect(templatesIn(back.state, 'p1:hand')).toEqual([TENTACOOL]);
    expect(templatesIn(back.state, 'p1:discard')).toEqual([W]);
    expect(templatesIn(back.state, 'p1:bench_1')).toEqual([]);
  });
  it("can't be used the turn Tentacool came into play", () => {
    const t = table({ p1: { active: [PIKACHU], hand: [TENTACOOL] }, p2: { active: [KINGAMBIT] } });
    const played = act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: 'Tentacool',
      from: 'p1:hand',
      to: 'p1:bench_1',
    });
    expect(() => useAbility(played, 'p1:bench_1', 'Cowardice')).toThrow(/came into play this turn/);
  });
});

// ====================================================================== Trainers

card('Mr. Fuji', () => {
  it('a Benched Pokémon and every card attached to it are shuffled into the deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], bench: [[CHARMANDER, R]], hand: ['base3-58'], deck: [G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Mr. Fuji',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([CHARMANDER, G, G, R].sort());
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['base3-58']);
  });
  it("can't be played without a Benched Pokémon", () => {
    const t = table({ p1: { active: [PIKACHU], hand: ['base3-58'] }, p2: { active: [KINGAMBIT] } });
    expect(() => playTrainer(t, 'Mr. Fuji')).toThrow(/no Benched Pokémon/);
  });
});

card('Energy Search', () => {
  it('a basic Energy card from the deck into the hand, and the deck is shuffled', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base3-59'], deck: [PIKACHU, L, BILL] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Search',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([L]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([PIKACHU, BILL].sort());
  });
});

card('Gambler', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['base3-60', BILL, W, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Gambler',
    );
  it('the hand is shuffled into the deck; heads: draw 8 cards', () => {
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:hand')).toHaveLength(8);
    // 20 in the deck at first, 3 from the hand, 8 drawn.
    expect(templatesIn(h.state, 'p1:deck')).toHaveLength(15);
  });
  it('tails: draw 1 card', () => {
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:hand')).toHaveLength(1);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(22);
  });
});

card('Recycle', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['base3-61'], discard: [BILL, F], deck: [G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Recycle',
      { chooser: optionsNaming('Bill') },
    );
  it('heads: a card of your choice from the discard pile goes on top of the deck', () => {
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:deck')).toEqual([BILL, G, G]);
    expect(templatesIn(h.state, 'p1:discard').sort()).toEqual([F, 'base3-61'].sort());
  });
  it('tails: nothing moves', () => {
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([G, G]);
  });
});

card('Mysterious Fossil', () => {
  it('is played onto the Bench as a 10 HP Basic Pokémon', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: [FOSSIL] }, p2: { active: [KINGAMBIT] } }),
      'Mysterious Fossil',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([FOSSIL]);
    expect(pokemonIn(t.engine.definition.cards, t.state, 'p1:bench_1')?.hp).toBe(10);
  });
  it("can't retreat, can't be Poisoned, and its Knock Out gives no Prize", () => {
    const t = table({
      p1: { active: [FOSSIL], bench: [[PIKACHU]] },
      p2: { active: [CHARMANDER, R] },
    });
    expect(
      refusalOf(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        card: `#${t.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { to: 'p1:bench_1', discard: [] },
      }),
    ).toMatch(/retreat/i);
    const hit = attack(
      nextTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' })),
      'Scratch',
      {
        player: 'p2',
      },
    );
    expect(templatesIn(hit.state, 'p1:discard')).toContain(FOSSIL);
    expect(hit.state.zones['p2:hand']?.cards.length).toBe(1);
  });
  it('may be discarded from play during your turn', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [[FOSSIL]] },
      p2: { active: [KINGAMBIT] },
    });
    const gone = answerAll(declareAbility(t, 'p1:bench_1', 'Discard Mysterious Fossil'));
    expect(templatesIn(gone.state, 'p1:discard')).toEqual([FOSSIL]);
  });
});
