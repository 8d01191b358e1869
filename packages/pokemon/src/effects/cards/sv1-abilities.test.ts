import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { Action, PendingDecision } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import type { PokemonState } from '../../game/state';
import { createPokemonPlugin } from '../../plugin/create-pokemon-plugin';
import { buildBoard } from '../../test/match-builder';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  eachNaming,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from '../effects.test-helper';

/**
 * Scarlet & Violet Abilities, each used (or put to the test) on a small board, with what its
 * printed text says happens — the options it offers, where cards go, the damage after Weakness
 * — and, for an Ability that would change nothing, the refusal with its reason.
 */
const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6';

const CACNEA = 'sv1-5';
const CACTURNE = 'sv1-6';
const SCATTERBUG = 'sv1-8';
const SPEWPA = 'sv1-9';
const VIVILLON = 'sv1-10';
const SPRIGATITO = 'sv1-13';
const SPIDOPS_EX = 'sv1-19';
const SMOLIV = 'sv1-21';
const DOLLIV = 'sv1-22';
const ARBOLIVA = 'sv1-23';
const SCOVILLAIN = 'sv1-29';
const FUECOCO = 'sv1-36';
const ARMAROUGE = 'sv1-41';
const SLOWBRO = 'sv1-43';
const QUAQUAVAL = 'sv1-54';
const PACHIRISU = 'sv1-68';
const JOLT_PAWMI = 'sv1-73';
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const PAWMOT = 'sv1-76';
const WATTREL = 'sv1-78';
const KILOWATTREL = 'sv1-79';
const MIRAIDON = 'sv1-80';
const MIRAIDON_EX = 'sv1-81';
const RALTS = 'sv1-84';
const KIRLIA = 'sv1-85';
const GARDEVOIR_EX = 'sv1-86';
const FLORGES = 'sv1-93';
const KLEFKI = 'sv1-96';
const FIDOUGH = 'sv1-98';
const DACHSBUN = 'sv1-99';
const RIOLU = 'sv1-112';
const LUCARIO = 'sv1-114';
const HAWLUCHA = 'sv1-118';
const STONJOURNER = 'sv1-121';
const KORAIDON_EX = 'sv1-125';
const MUK = 'sv1-127';
const KINGAMBIT = 'sv1-134';
const MABOSSTIFF = 'sv1-137';
const REVAVROOM = 'sv1-142';
const CHANSEY = 'sv1-144';
const BLISSEY = 'sv1-145';
const SKWOVET = 'sv1-151';
const NEMONA = 'sv1-180';
const POTION = 'sv1-188';
const RARE_CANDY = 'sv1-191';
const DEVOLUTION_SPRAY = 'base1-72';

const ids = (t: Table, zone: string) => [...(t.state.zones[zone]?.cards ?? [])];
const sorted = (xs: readonly string[]) => [...xs].sort();
const handSize = (t: Table, p = 'p1') => ids(t, `${p}:hand`).length;

/** Declares an Ability and returns the first decision it asks (without answering it). */
function firstQuestion(t: Table, zone: string, ability: string): PendingDecision | undefined {
  return act(t, abilityAction(t, zone, ability)).state.pendingDecision ?? undefined;
}

/** Chooses nothing where a choice allows it (declines a "you may"). */
const declines: Chooser = (d) => (d.select ? [] : d.options?.includes('no') ? ['no'] : []);

/** Card names among a decision's options (`#12 Pawmi` → `Pawmi`; zones kept as they are). */
const optionNames = (d: PendingDecision | undefined) =>
  sorted((d?.options ?? []).map((o) => o.replace(/^#\d+ /, '')));

/** The Pokémon in `zone` counts as put into play this turn. */
function enteredThisTurn(t: Table, zone: string): Table {
  const id = t.state.zones[zone]?.cards[0] as string;
  const flags = t.state.plugin.flags;
  return {
    ...t,
    state: {
      ...t.state,
      plugin: {
        ...t.state.plugin,
        flags: { ...flags, enteredThisTurn: [...flags.enteredThisTurn, id] },
      },
    },
  };
}

/** p1 moves a card from the hand (by name) to a zone: a Pokémon played or evolved, an Energy attached (`bottom`). */
function fromHand(t: Table, card: string, to: string, position?: 'bottom'): Table {
  return act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card,
    from: 'p1:hand',
    to,
    ...(position ? { position } : {}),
  });
}

/** The action of p1 retreating, discarding the Energy at `energyIndexes` of the Active stack. */
function retreatAction(t: Table, to: string, energyIndexes: number[]): Action {
  const stack = ids(t, 'p1:active');
  return {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'retreat',
    details: { to, discard: energyIndexes.map((i) => stack[i] as string) },
  };
}

cardBehaviour(GARDEVOIR_EX, 'Psychic Embrace', () => {
  // Gardevoir ex 310 HP; Kirlia 90 HP with 60 damage (30 left: 2 counters leave it at 10);
  // Ralts 70 HP with 50 damage (20 left: 2 counters would Knock It Out); Pawmi is Lightning.
  const board = () =>
    withCounters(
      withCounters(
        table({
          p1: {
            active: [GARDEVOIR_EX],
            bench: [[KIRLIA], [RALTS], [PAWMI]],
            discard: [P, P, R],
          },
          p2: { active: [FUECOCO] },
        }),
        'p1:bench_1',
        { damage: 60 },
      ),
      'p1:bench_2',
      { damage: 50 },
    );

  it('offers each Psychic Pokémon that 2 damage counters would not Knock Out, and no other', () => {
    const d = firstQuestion(board(), 'p1:active', 'Psychic Embrace');
    const options = d?.options ?? [];
    expect(options.some((o) => o.includes('p1:active'))).toBe(true);
    expect(options.some((o) => o.includes('p1:bench_1'))).toBe(true);
    expect(options.some((o) => o.includes('p1:bench_2'))).toBe(false);
    expect(options.some((o) => o.includes('p1:bench_3'))).toBe(false);
    expect(options).toHaveLength(2);
  });

  it('attaches a Basic Psychic Energy from the discard pile and puts 2 damage counters on that Pokémon', () => {
    const t = useAbility(board(), 'p1:active', 'Psychic Embrace', {
      chooser: optionsNaming('p1:bench_1'),
    });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KIRLIA, P]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(80);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([P, R].sort());
  });

  it('can be used as often as you like during the turn', () => {
    let t = useAbility(board(), 'p1:active', 'Psychic Embrace', {
      chooser: optionsNaming('p1:active'),
    });
    t = useAbility(t, 'p1:active', 'Psychic Embrace', { chooser: optionsNaming('p1:active') });
    expect(templatesIn(t.state, 'p1:active')).toEqual([GARDEVOIR_EX, P, P]);
    expect(damageIn(t.state, 'p1:active')).toBe(40);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
  });

  it('is refused, and not counted as used, without a Basic Psychic Energy in the discard pile', () => {
    const t = table({
      p1: { active: [GARDEVOIR_EX], discard: [R, G] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Psychic Embrace'))).toMatch(
      /CANNOT_USE_ABILITY.*no Basic Psychic Energy in your discard pile/,
    );
  });

  it('is refused when every Psychic Pokémon would be Knocked Out by the 2 damage counters', () => {
    const t = withCounters(
      table({
        p1: { active: [GARDEVOIR_EX], bench: [[PAWMI]], discard: [P] },
        p2: { active: [FUECOCO] },
      }),
      'p1:active',
      { damage: 290 },
    );
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Psychic Embrace'))).toMatch(
      /CANNOT_USE_ABILITY.*Knocked Out/,
    );
  });
});

cardBehaviour(SKWOVET, 'Nest Stash', () => {
  const board = (seed: number, hand = [G, R, W, L, P]) =>
    table({
      seed,
      p1: { active: [SKWOVET], hand, deck: [F, F, F] },
      p2: { active: [FUECOCO] },
    });

  it('puts the whole hand on the bottom of the deck, then draws a card (from the top)', () => {
    const t0 = board(1);
    const top = ids(t0, 'p1:deck')[0];
    const hand = ids(t0, 'p1:hand');
    const t = useAbility(t0, 'p1:active', 'Nest Stash');
    expect(ids(t, 'p1:hand')).toEqual([top]);
    const deck = ids(t, 'p1:deck');
    expect(deck).toHaveLength(7);
    expect([...deck.slice(2)].sort()).toEqual([...hand].sort());
  });

  it('shuffles the hand first: the order under the deck is not the order the player held', () => {
    const orders = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const t0 = board(seed);
      const t = useAbility(t0, 'p1:active', 'Nest Stash');
      const under = ids(t, 'p1:deck').slice(2);
      orders.add(under.map((id) => t.state.cards[id]?.templateId).join(','));
    }
    // Five different cards: a shuffle gives several orders over eight seeds, a plain move one.
    expect(orders.size).toBeGreaterThan(2);
  });

  it('is refused with an empty hand (nothing would go under the deck, so no card is drawn)', () => {
    const t = board(1, []);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Nest Stash'))).toMatch(/CANNOT_USE_ABILITY/);
  });

  it('is used once during your turn', () => {
    const t = useAbility(board(1), 'p1:active', 'Nest Stash');
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Nest Stash'))).toMatch(/ONCE_PER_TURN/);
  });
});

const QUILLS = [
  [CACNEA, 'Cacnea'],
  [CACTURNE, 'Cacturne'],
] as const;

for (const [id, name] of QUILLS)
  cardBehaviour(id, 'Counterattack Quills', () => {
    it(`${name} in the Active Spot, damaged by an attack, puts 3 damage counters on the attacker`, () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [id], bench: [[PAWMI]] },
          p2: { active: [FUECOCO, R] },
        }),
        'Gnaw',
        { player: 'p2' },
      );
      // Gnaw: 10, ×2 for the Fire Weakness.
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it(`${name} puts them on the attacker even when it is Knocked Out`, () => {
      const t = attack(
        withCounters(
          table({
            activePlayer: 'p2',
            p1: { active: [id], bench: [[PAWMI]] },
            p2: { active: [FUECOCO, R] },
          }),
          'p1:active',
          { damage: id === CACNEA ? 50 : 120 },
        ),
        'Gnaw',
        { player: 'p2' },
      );
      expect(templatesIn(t.state, 'p1:discard')).toContain(id);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it(`${name} reacts as well to an attack that picks it as a target (Skill Dive: 50 to 1 of your opponent's Pokémon)`, () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [id], bench: [[PAWMI]] },
          p2: { active: [KILOWATTREL, L, L] },
        }),
        'Skill Dive',
        { player: 'p2', chooser: optionsNaming('p1:active') },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(50);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it(`${name} on the Bench puts none (only in the Active Spot)`, () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [MIRAIDON_EX], bench: [[id]] },
          p2: { active: [MIRAIDON, L, L, L] },
        }),
        'Lightning Laser',
        { player: 'p2', chooser: optionsNaming('p1:bench_1') },
      );
      expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

cardBehaviour(CACNEA, 'Counterattack Quills', () => {
  it("has no Ability while a Klefki is Active (Mischievous Lock: Cacnea is a Basic Pokémon); Cacturne's still works", () => {
    const joust = (defender: string) =>
      attack(
        table({
          activePlayer: 'p2',
          p1: { active: [defender], bench: [[PAWMI]] },
          p2: { active: [KLEFKI, P] },
        }),
        'Joust',
        { player: 'p2' },
      );
    expect(damageIn(joust(CACNEA).state, 'p2:active')).toBe(0);
    expect(damageIn(joust(CACTURNE).state, 'p2:active')).toBe(30);
  });
});

const ADAPTIVE = [
  [SCATTERBUG, 'Scatterbug', 'Spewpa'],
  [SPEWPA, 'Spewpa', 'Vivillon'],
] as const;

for (const [id, name, next] of ADAPTIVE)
  cardBehaviour(id, 'Adaptive Evolution', () => {
    it(`${name} can evolve during the turn it was played`, () => {
      const t = enteredThisTurn(
        table({
          p1: { active: [id], hand: [id === SCATTERBUG ? SPEWPA : VIVILLON] },
          p2: { active: [FUECOCO] },
        }),
        'p1:active',
      );
      expect(templatesIn(fromHand(t, next, 'p1:active').state, 'p1:active')[0]).toBe(
        id === SCATTERBUG ? SPEWPA : VIVILLON,
      );
    });

    it(`${name} can evolve during your first turn`, () => {
      const t = table({
        gameTurn: 1,
        p1: { active: [id], hand: [id === SCATTERBUG ? SPEWPA : VIVILLON] },
        p2: { active: [FUECOCO] },
      });
      expect(templatesIn(fromHand(t, next, 'p1:active').state, 'p1:active')).toHaveLength(2);
    });
  });

cardBehaviour(SCATTERBUG, 'Adaptive Evolution', () => {
  it('a Pokémon without it cannot evolve the turn it was played (Pawmi → Pawmo)', () => {
    const t = enteredThisTurn(
      table({ p1: { active: [PAWMI], hand: [PAWMO] }, p2: { active: [FUECOCO] } }),
      'p1:active',
    );
    expect(() => fromHand(t, 'Pawmo', 'p1:active')).toThrow(/EVOLVED_OR_PLAYED_THIS_TURN/);
  });

  it("has no Ability while a Klefki is Active (Scatterbug is Basic); Spewpa's still works", () => {
    const locked = (id: string, hand: string) =>
      enteredThisTurn(
        table({ p1: { active: [id], hand: [hand] }, p2: { active: [KLEFKI] } }),
        'p1:active',
      );
    expect(() => fromHand(locked(SCATTERBUG, SPEWPA), 'Spewpa', 'p1:active')).toThrow(
      /EVOLVED_OR_PLAYED_THIS_TURN/,
    );
    expect(
      templatesIn(
        fromHand(locked(SPEWPA, VIVILLON), 'Vivillon', 'p1:active').state,
        'p1:active',
      )[0],
    ).toBe(VIVILLON);
  });
});

cardBehaviour(SPIDOPS_EX, 'Trap Territory', () => {
  const board = (p1bench: string[][], p2bench: string[][]) =>
    table({
      p1: { active: [PAWMI, L, L], bench: [[WATTREL], ...p1bench] },
      p2: { active: [FUECOCO], bench: p2bench },
    });

  it("makes your opponent's Active Pokémon's Retreat Cost 1 more (Pawmi: 2 instead of 1)", () => {
    const t = board([], [[SPIDOPS_EX]]);
    expect(refusalOf(t, retreatAction(t, 'p1:bench_1', [1]))).toMatch(
      /RETREAT_COST Pawmi needs 2 Energy/,
    );
    const done = act(t, retreatAction(t, 'p1:bench_1', [1, 2]));
    expect(templatesIn(done.state, 'p1:active')).toEqual([WATTREL]);
    expect(templatesIn(done.state, 'p1:discard')).toEqual([L, L]);
  });

  it("does not change its own player's Retreat Costs", () => {
    const t = board([[SPIDOPS_EX]], []);
    const done = act(t, retreatAction(t, 'p1:bench_1', [1]));
    expect(templatesIn(done.state, 'p1:active')).toEqual([WATTREL]);
  });
});

cardBehaviour(ARBOLIVA, 'Enriching Oil', () => {
  const board = (hand: string[], active = [DOLLIV]) =>
    withCounters(
      table({
        p1: { active, bench: [[PAWMI], [WATTREL]], hand },
        p2: { active: [FUECOCO], activeCounters: { damage: 50 } },
      }),
      'p1:bench_1',
      { damage: 40 },
    );

  it('evolving from the hand, you may heal all damage from 1 of your Pokémon (only damaged ones are offered)', () => {
    const t0 = withCounters(board([ARBOLIVA]), 'p1:active', { damage: 30 });
    const asked = fromHand(t0, 'Arboliva', 'p1:active');
    expect(sorted(asked.state.pendingDecision?.options ?? []).map((o) => o.split(' ')[0])).toEqual([
      'p1:active',
      'p1:bench_1',
    ]);
    const t = answerAll(asked, optionsNaming('p1:bench_1'));
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(damageIn(t.state, 'p2:active')).toBe(50);
  });

  it('may be declined: nothing is healed', () => {
    const t = answerAll(fromHand(board([ARBOLIVA]), 'Arboliva', 'p1:active'), declines);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(40);
  });

  it('works when Rare Candy plays it from the hand onto a Basic Pokémon', () => {
    const t = playTrainer(board([RARE_CANDY, ARBOLIVA], [SMOLIV]), 'Rare Candy', {
      chooser: optionsNaming('p1:active', 'Arboliva', 'p1:bench_1'),
    });
    expect(templatesIn(t.state, 'p1:active')[0]).toBe(ARBOLIVA);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });
});

cardBehaviour(ARMAROUGE, 'Fire Off', () => {
  const board = () =>
    table({
      p1: {
        active: [PAWMI],
        bench: [
          [ARMAROUGE, R, W],
          [FUECOCO, R],
        ],
      },
      p2: { active: [FUECOCO] },
    });

  it('offers each Fire Energy on your Benched Pokémon, and moves the one chosen to your Active Pokémon', () => {
    const d = firstQuestion(board(), 'p1:bench_1', 'Fire Off');
    expect(d?.options).toHaveLength(2);
    expect((d?.options ?? []).every((o) => o.includes('Basic Fire Energy'))).toBe(true);
    const t = useAbility(board(), 'p1:bench_1', 'Fire Off', { chooser: optionsNaming('Fuecoco') });
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI, R]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([FUECOCO]);
  });

  it('can be used as often as you like, and is refused once no Benched Pokémon has a Fire Energy', () => {
    let t = useAbility(board(), 'p1:bench_1', 'Fire Off');
    t = useAbility(t, 'p1:bench_1', 'Fire Off');
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI, R, R]);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Fire Off'))).toMatch(
      /CANNOT_USE_ABILITY.*Fire Energy/,
    );
  });
});

cardBehaviour(SLOWBRO, 'Strange Behavior', () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: [SLOWBRO], bench: [[PAWMI], [WATTREL]] },
        p2: { active: [FUECOCO], activeCounters: { damage: 30 } },
      }),
      'p1:bench_1',
      { damage: 30 },
    );

  it('moves 1 damage counter from another of your Pokémon to Slowbro, as often as you like', () => {
    const d = firstQuestion(board(), 'p1:active', 'Strange Behavior');
    expect(d).toBeUndefined(); // only Pawmi has damage: no question
    let t = useAbility(board(), 'p1:active', 'Strange Behavior');
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    t = useAbility(t, 'p1:active', 'Strange Behavior');
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it("is refused when none of your other Pokémon has damage (Slowbro's own does not count)", () => {
    const t = table({
      p1: { active: [SLOWBRO], bench: [[PAWMI]], activeCounters: { damage: 20 } },
      p2: { active: [FUECOCO], activeCounters: { damage: 30 } },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Strange Behavior'))).toMatch(
      /CANNOT_USE_ABILITY/,
    );
  });
});

cardBehaviour(QUAQUAVAL, 'Energy Carnival', () => {
  const board = (hand: string[]) =>
    table({ p1: { active: [QUAQUAVAL], bench: [[PAWMI]], hand }, p2: { active: [FUECOCO] } });

  it('attaches a Basic Energy card from your hand to 1 of your Pokémon, besides the Energy of the turn', () => {
    const d = firstQuestion(board([G, W, NEMONA]), 'p1:active', 'Energy Carnival');
    expect(optionNames(d)).toEqual(['Basic Grass Energy', 'Basic Water Energy']);
    const t = useAbility(board([G, W, NEMONA]), 'p1:active', 'Energy Carnival', {
      chooser: optionsNaming('Grass', 'p1:bench_1'),
    });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMI, G]);
    const attached = fromHand(t, 'Basic Water Energy', 'p1:active', 'bottom');
    expect(templatesIn(attached.state, 'p1:active')).toEqual([QUAQUAVAL, W]);
  });

  it('is used once during your turn, and refused with no Basic Energy card in your hand', () => {
    const t = useAbility(board([G, W]), 'p1:active', 'Energy Carnival');
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Energy Carnival'))).toMatch(/ONCE_PER_TURN/);
    const none = board([NEMONA]);
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Energy Carnival'))).toMatch(
      /CANNOT_USE_ABILITY.*no Basic Energy card in your hand/,
    );
  });
});

cardBehaviour(PACHIRISU, 'Electricity Pouches', () => {
  it("can't be Paralyzed: Jolt's heads Paralyzes Pawmi, not Pachirisu", () => {
    const jolt = (defender: string, seed: number) =>
      attack(
        table({
          seed,
          activePlayer: 'p2',
          p1: { active: [defender] },
          p2: { active: [JOLT_PAWMI, L] },
        }),
        'Jolt',
        { player: 'p2' },
      );
    const seed = withSeeds(
      [1, 2, 3, 4, 5, 6, 7, 8],
      (s) => s,
      (s) => conditionsIn(jolt(PAWMI, s).state, 'p1:active').includes('paralyzed'),
    );
    expect(conditionsIn(jolt(PACHIRISU, seed).state, 'p1:active')).toEqual([]);
  });
});

cardBehaviour(PAWMOT, 'Electrogenesis', () => {
  const board = (deck: string[]) =>
    table({ p1: { active: [PAWMI], bench: [[PAWMOT]], deck }, p2: { active: [FUECOCO] } });

  it('attaches a Basic Lightning Energy from your deck to Pawmot, offering no other card', () => {
    const d = firstQuestion(board([G, L, W, L]), 'p1:bench_1', 'Electrogenesis');
    expect(optionNames(d)).toEqual(['Basic Lightning Energy', 'Basic Lightning Energy']);
    const t = useAbility(board([G, L, W]), 'p1:bench_1', 'Electrogenesis');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMOT, L]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([G, W]));
  });

  it('may find nothing in a deck with no Basic Lightning Energy (it is secret), and is then used', () => {
    const t = useAbility(board([G, W]), 'p1:bench_1', 'Electrogenesis');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMOT]);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Electrogenesis'))).toMatch(/ONCE_PER_TURN/);
  });

  it('is refused with an empty deck', () => {
    const t = board([]);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Electrogenesis'))).toMatch(
      /CANNOT_USE_ABILITY.*your deck is empty/,
    );
  });
});

cardBehaviour(MIRAIDON_EX, 'Tandem Unit', () => {
  const deck = [PAWMI, WATTREL, PAWMO, FUECOCO, G];

  it('puts up to 2 Basic Lightning Pokémon from your deck onto your Bench, offering no other card', () => {
    const board = table({ p1: { active: [MIRAIDON_EX], deck }, p2: { active: [FUECOCO] } });
    expect(optionNames(firstQuestion(board, 'p1:active', 'Tandem Unit'))).toEqual([
      'Pawmi',
      'Wattrel',
    ]);
    const t = useAbility(board, 'p1:active', 'Tandem Unit', {
      chooser: eachNaming('Pawmi', 'Wattrel'),
    });
    expect(
      sorted([...templatesIn(t.state, 'p1:bench_1'), ...templatesIn(t.state, 'p1:bench_2')]),
    ).toEqual(sorted([PAWMI, WATTREL]));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([PAWMO, FUECOCO, G]));
  });

  it('takes only as many as the Bench has room for, and is refused with a full Bench', () => {
    const four = table({
      p1: { active: [MIRAIDON_EX], bench: [[PAWMO], [PAWMO], [PAWMO], [PAWMO]], deck },
      p2: { active: [FUECOCO] },
    });
    const d = firstQuestion(four, 'p1:active', 'Tandem Unit');
    expect(d?.select?.max).toBe(1);
    const full = table({
      p1: { active: [MIRAIDON_EX], bench: [[PAWMO], [PAWMO], [PAWMO], [PAWMO], [PAWMO]], deck },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(full, abilityAction(full, 'p1:active', 'Tandem Unit'))).toMatch(
      /CANNOT_USE_ABILITY.*Bench is full/i,
    );
  });
});

cardBehaviour(FLORGES, 'Blooming Garden', () => {
  const jab = (p1bench: string[][], p2bench: string[][] = []) =>
    attack(
      table({
        activePlayer: 'p2',
        p1: { active: [PAWMI], bench: p1bench },
        p2: { active: [RIOLU, F], bench: p2bench },
      }),
      'Jab',
      { player: 'p2' },
    );

  it('your Pokémon in play have no Weakness: Jab does 10 to Pawmi, not 20', () => {
    expect(damageIn(jab([]).state, 'p1:active')).toBe(20);
    expect(damageIn(jab([[FLORGES]]).state, 'p1:active')).toBe(10);
  });

  it("does not take away your opponent's Weakness", () => {
    expect(damageIn(jab([], [[FLORGES]]).state, 'p1:active')).toBe(20);
  });
});

cardBehaviour(KLEFKI, 'Mischievous Lock', () => {
  it("in the Active Spot, Basic Pokémon have no Abilities (both players'); Evolution Pokémon keep theirs", () => {
    const t = table({
      p1: { active: [MIRAIDON_EX], bench: [[MABOSSTIFF]], deck: [PAWMI] },
      p2: { active: [KLEFKI], bench: [[FUECOCO]] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Tandem Unit'))).toMatch(/ABILITY_BLOCKED/);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Intimidating Howl'))).toBeUndefined();
    const own = table({
      p1: { active: [KLEFKI], bench: [[SKWOVET]], hand: [G] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(own, abilityAction(own, 'p1:bench_1', 'Nest Stash'))).toMatch(
      /ABILITY_BLOCKED/,
    );
  });

  it('on the Bench it locks nothing', () => {
    const t = table({
      p1: { active: [MIRAIDON_EX], deck: [PAWMI] },
      p2: { active: [FUECOCO], bench: [[KLEFKI]] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Tandem Unit'))).toBeUndefined();
  });
});

cardBehaviour(DACHSBUN, 'Well-Baked Body', () => {
  const hit = (defender: string, attacker: string[], name: string) =>
    attack(
      table({
        activePlayer: 'p2',
        p1: { active: [defender] },
        p2: { active: attacker },
      }),
      name,
      { player: 'p2' },
    );

  it("prevents all damage from your opponent's Fire Pokémon's attacks, and can't be Burned", () => {
    const t = hit(DACHSBUN, [ARMAROUGE, R, R, R], 'Flame Cannon');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it("takes damage from other Pokémon's attacks but still can't be Burned (Fidough without it is)", () => {
    const t = hit(DACHSBUN, [SCOVILLAIN, G], 'Hot Bite');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(conditionsIn(hit(FIDOUGH, [SCOVILLAIN, G], 'Hot Bite').state, 'p1:active')).toEqual([
      'burned',
    ]);
  });
});

cardBehaviour(HAWLUCHA, 'Flying Entry', () => {
  const board = (p2bench: string[][], hand = [HAWLUCHA], p2active = FUECOCO) =>
    table({
      p1: { active: [PAWMI], hand, deck: [HAWLUCHA, G] },
      p2: { active: [p2active], bench: p2bench },
    });

  it("played from your hand onto your Bench, you may put 1 damage counter on each of 2 of your opponent's Benched Pokémon", () => {
    const t = answerAll(
      fromHand(board([[PAWMI], [WATTREL], [PAWMO]]), 'Hawlucha', 'p1:bench_1'),
      (d) => (d.select ? (d.options ?? []).filter((o) => !o.includes('bench_2')) : ['yes']),
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_3')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('asks for 2 of them, not 1, once you say yes', () => {
    const asked = answerAll(
      fromHand(board([[PAWMI], [WATTREL], [PAWMO]]), 'Hawlucha', 'p1:bench_1'),
      (d) => (d.select ? [] : ['yes']),
      1,
    );
    expect(asked.state.pendingDecision?.select).toEqual({ min: 2, max: 2 });
  });

  it('may be declined: no damage counters', () => {
    const t = answerAll(fromHand(board([[PAWMI], [WATTREL]]), 'Hawlucha', 'p1:bench_1'), declines);
    expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
  });

  it('with only 1 Benched Pokémon, that one gets the damage counter', () => {
    const t = answerAll(fromHand(board([[PAWMI]]), 'Hawlucha', 'p1:bench_1'), () => ['yes']);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
  });

  it('not when it comes onto the Bench from the deck (Nest Ball), nor while a Klefki is Active', () => {
    const nested = playTrainer(board([[PAWMI], [WATTREL]], ['sv1-181']), 'Nest Ball', {
      chooser: optionsNaming('Hawlucha'),
    });
    expect(templatesIn(nested.state, 'p1:bench_1')).toEqual([HAWLUCHA]);
    expect(damageIn(nested.state, 'p2:bench_1') + damageIn(nested.state, 'p2:bench_2')).toBe(0);
    const locked = fromHand(
      board([[PAWMI], [WATTREL]], [HAWLUCHA], KLEFKI),
      'Hawlucha',
      'p1:bench_1',
    );
    expect(locked.state.pendingDecision).toBeFalsy();
    expect(locked.state.plugin.effects).toEqual([]);
  });
});

cardBehaviour(STONJOURNER, 'Exoskeleton', () => {
  it('takes 20 less damage from attacks, after Weakness: Leafage 20 × 2 − 20 = 20', () => {
    const t = attack(
      table({ p1: { active: [SPRIGATITO, G, G] }, p2: { active: [STONJOURNER] } }),
      'Leafage',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('has no Ability while a Klefki is Active (Stonjourner is Basic): Joust does its 10', () => {
    const t = attack(
      table({ p1: { active: [KLEFKI, P] }, p2: { active: [STONJOURNER] } }),
      'Joust',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

cardBehaviour(KORAIDON_EX, 'Dino Cry', () => {
  const board = (discard: string[]) =>
    table({
      p1: { active: [KORAIDON_EX], bench: [[RIOLU], [LUCARIO], [PAWMI]], discard },
      p2: { active: [FUECOCO] },
    });

  it('attaches up to 2 Basic Fighting Energy from your discard pile to your Basic Fighting Pokémon, then your turn ends', () => {
    const asked = act(
      board([F, F, F, G]),
      abilityAction(board([F, F, F, G]), 'p1:active', 'Dino Cry'),
    );
    expect(optionNames(asked.state.pendingDecision ?? undefined)).toEqual([
      'Basic Fighting Energy',
      'Basic Fighting Energy',
      'Basic Fighting Energy',
    ]);
    expect(asked.state.pendingDecision?.select?.max).toBe(2);
    const picked = answerAll(asked, (d) => (d.select ? (d.options ?? []).slice(0, 2) : []), 1);
    // Only Koraidon ex and Riolu are Basic Fighting Pokémon.
    expect(
      (picked.state.pendingDecision?.options ?? []).map((o) => o.split(' ')[0]).sort(),
    ).toEqual(['p1:active', 'p1:bench_1']);
    const t = answerAll(picked, (d) =>
      d.select
        ? (d.options ?? []).slice(0, 2)
        : [(d.options ?? []).find((o) => o.includes('bench_1')) ?? ''],
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([RIOLU, F, F]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([F, G]));
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('is refused, and the turn goes on, with no Basic Fighting Energy in your discard pile', () => {
    const t = board([G]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Dino Cry'))).toMatch(/CANNOT_USE_ABILITY/);
  });
});

cardBehaviour(MUK, 'Poison Sacs', () => {
  const evolve = (p1bench: string[][], p2bench: string[][]) =>
    fromHand(
      table({
        p1: { active: [PAWMI], bench: p1bench, hand: [PAWMO], activeCounters: { poisoned: 1 } },
        p2: { active: [FUECOCO], bench: p2bench },
      }),
      'Pawmo',
      'p1:active',
    );

  it("your opponent's Poisoned Pokémon stays Poisoned when it evolves", () => {
    expect(conditionsIn(evolve([], []).state, 'p1:active')).toEqual([]);
    expect(conditionsIn(evolve([], [[MUK]]).state, 'p1:active')).toEqual(['poisoned']);
  });

  it("the Poison keeps its strength: Toxic Ripper's 6 damage counters at the checkup, after evolving", () => {
    // p1's Chansey was Poisoned by Toxic Ripper (6 damage counters at each checkup).
    const t0 = table({
      p1: { active: [CHANSEY], hand: [BLISSEY], activeCounters: { poisoned: 1 } },
      p2: { active: [FUECOCO], bench: [[MUK]] },
    });
    const chansey = ids(t0, 'p1:active')[0] as string;
    const ripped: Table = {
      ...t0,
      state: {
        ...t0.state,
        plugin: {
          ...t0.state.plugin,
          markers: [
            {
              kind: 'poison-damage',
              card: chansey,
              amount: 60,
              until: null,
              source: 'Toxic Ripper',
            },
          ],
        },
      },
    };
    const evolved = fromHand(ripped, 'Blissey', 'p1:active');
    expect(conditionsIn(evolved.state, 'p1:active')).toEqual(['poisoned']);
    const after = act(evolved, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(damageIn(after.state, 'p1:active')).toBe(60);
  });

  it("does not keep its own player's Pokémon Poisoned", () => {
    expect(conditionsIn(evolve([[MUK]], []).state, 'p1:active')).toEqual([]);
  });

  it("your opponent's Poisoned Pokémon stays Poisoned when it devolves (Devolution Spray)", () => {
    const spray = (p2bench: string[][]) =>
      playTrainer(
        table({
          p1: {
            active: [PAWMO, PAWMI],
            hand: [DEVOLUTION_SPRAY],
            activeCounters: { poisoned: 1 },
          },
          p2: { active: [FUECOCO], bench: p2bench },
        }),
        'Devolution Spray',
      );
    expect(templatesIn(spray([[MUK]]).state, 'p1:active')).toEqual([PAWMI]);
    expect(conditionsIn(spray([[MUK]]).state, 'p1:active')).toEqual(['poisoned']);
    expect(conditionsIn(spray([]).state, 'p1:active')).toEqual([]);
  });
});

cardBehaviour(KINGAMBIT, 'Leadership', () => {
  const punch = (attacker: string[], name: string, defender: string, p1bench = [[KINGAMBIT]]) =>
    attack(
      table({
        p1: { active: attacker, bench: p1bench },
        p2: { active: [defender], bench: [[PAWMI]] },
      }),
      name,
      { chooser: optionsNaming('p2:bench_1') },
    );

  it("your Basic Pokémon's attacks do 30 more to the opponent's Active Pokémon, before Weakness", () => {
    expect(damageIn(punch([PAWMI, L], 'Light Punch', FUECOCO).state, 'p2:active')).toBe(40);
    // Slowbro is weak to Lightning: (10 + 30) × 2.
    expect(damageIn(punch([PAWMI, L], 'Light Punch', SLOWBRO).state, 'p2:active')).toBe(80);
  });

  it('not for an Evolution Pokémon, not to the Bench, not for the opponent', () => {
    expect(damageIn(punch([PAWMO, L], 'Thunder Shock', FUECOCO).state, 'p2:active')).toBe(30);
    const laser = punch([MIRAIDON, L, L, L], 'Lightning Laser', MIRAIDON_EX);
    expect(damageIn(laser.state, 'p2:active')).toBe(120);
    expect(damageIn(laser.state, 'p2:bench_1')).toBe(30);
    const theirs = attack(
      table({ p1: { active: [PAWMI, L] }, p2: { active: [FUECOCO], bench: [[KINGAMBIT]] } }),
      'Light Punch',
    );
    expect(damageIn(theirs.state, 'p2:active')).toBe(10);
  });
});

cardBehaviour(MABOSSTIFF, 'Intimidating Howl', () => {
  it("switches out your opponent's Active Pokémon; your opponent chooses the new one", () => {
    const t = table({
      p1: { active: [MABOSSTIFF] },
      p2: { active: [FUECOCO], bench: [[PAWMI], [WATTREL]] },
    });
    const asked = act(t, abilityAction(t, 'p1:active', 'Intimidating Howl'));
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(asked, optionsNaming('p2:bench_2'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([WATTREL]);
    expect(templatesIn(done.state, 'p2:bench_2')).toEqual([FUECOCO]);
    expect(refusalOf(done, abilityAction(done, 'p1:active', 'Intimidating Howl'))).toMatch(
      /ONCE_PER_TURN/,
    );
  });

  it('is refused when your opponent has no Benched Pokémon', () => {
    const t = table({ p1: { active: [MABOSSTIFF] }, p2: { active: [FUECOCO] } });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Intimidating Howl'))).toMatch(
      /CANNOT_USE_ABILITY.*no Benched Pokémon/,
    );
  });
});

cardBehaviour(REVAVROOM, 'Rumbling Engine', () => {
  const board = (hand: string[], deck?: string[]) =>
    table({
      p1: { active: [REVAVROOM], hand, ...(deck ? { deck } : {}) },
      p2: { active: [FUECOCO] },
    });

  it('discards an Energy card from your hand, then draws until you have 6 cards', () => {
    const d = firstQuestion(board([L, G, NEMONA]), 'p1:active', 'Rumbling Engine');
    expect(optionNames(d)).toEqual(['Basic Grass Energy', 'Basic Lightning Energy']);
    const t = useAbility(board([L, G, NEMONA]), 'p1:active', 'Rumbling Engine', {
      chooser: optionsNaming('Lightning'),
    });
    expect(templatesIn(t.state, 'p1:discard')).toEqual([L]);
    expect(handSize(t)).toBe(6);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Rumbling Engine'))).toMatch(
      /ONCE_PER_TURN|CANNOT_USE_ABILITY/,
    );
  });

  it('is refused without an Energy card in hand, with 6 cards left after the discard, or with an empty deck', () => {
    const none = board([NEMONA, POTION]);
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Rumbling Engine'))).toMatch(
      /CANNOT_USE_ABILITY.*Energy card in your hand/,
    );
    const full = board([L, G, G, G, G, G, G]);
    expect(refusalOf(full, abilityAction(full, 'p1:active', 'Rumbling Engine'))).toMatch(
      /CANNOT_USE_ABILITY.*6 or more cards/,
    );
    const empty = board([L], []);
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Rumbling Engine'))).toMatch(
      /CANNOT_USE_ABILITY.*deck is empty/,
    );
  });
});

cardBehaviour(BLISSEY, 'Busybody Nurse', () => {
  it('your Active Pokémon recovers from all Special Conditions, once during your turn', () => {
    const t = useAbility(
      table({
        p1: { active: [PAWMI], bench: [[BLISSEY]], activeCounters: { asleep: 1, poisoned: 1 } },
        p2: { active: [FUECOCO] },
      }),
      'p1:bench_1',
      'Busybody Nurse',
    );
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('is refused when your Active Pokémon has no Special Condition', () => {
    const t = table({
      p1: { active: [PAWMI], bench: [[BLISSEY]] },
      p2: { active: [FUECOCO], activeCounters: { asleep: 1 } },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Busybody Nurse'))).toMatch(
      /CANNOT_USE_ABILITY.*change nothing/,
    );
  });
});

describe('an Ability that would change nothing', () => {
  it('is refused with the reason, leaves the state as it was and is not counted as used', () => {
    const t = table({ p1: { active: [GARDEVOIR_EX], discard: [R] }, p2: { active: [FUECOCO] } });
    const r = t.engine.execute(t.state, abilityAction(t, 'p1:active', 'Psychic Embrace'));
    expect(r.ok).toBe(false);
    expect(t.state.plugin.flags.abilitiesUsed).toEqual([]);
    expect(answerAll(t).state).toBe(t.state);
  });
});

describe('what the seat reads when an Ability would change nothing', () => {
  it('is the refusal with its reason, never "… used Psychic Embrace."', async () => {
    const plugin = createPokemonPlugin();
    const state = buildBoard({
      engine: plugin.engine,
      p1: { active: [GARDEVOIR_EX], bench: [[KIRLIA]], discard: [R] },
      p2: { active: [FUECOCO] },
    }).state;
    const store = createMatchStore(plugin.engine, state);
    const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
    const tools = plugin.getAgentConfig(ctx, 'main').tools as ToolSet;
    const out = String(
      await tools.declare_ability?.execute?.(
        { pokemon: 'your_active', ability: 'Psychic Embrace' } as never,
        { toolCallId: 't', messages: [] },
      ),
    );
    expect(out).not.toMatch(/used Psychic Embrace/);
    expect(out).toMatch(/Psychic Embrace can't be used now: there is no Basic Psychic Energy/);
    expect(store.state.plugin.flags.abilitiesUsed).toEqual([]);
  });
});
