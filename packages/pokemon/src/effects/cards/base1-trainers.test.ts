import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../../cards/bundled-sets';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  playTrainer,
  type Table,
  table,
  templatesIn,
  useAbility,
} from '../effects.test-helper';

/** Base Set Trainers: each one played on a small board, with what it did. */
const G = 'sve-1';
const R = 'sve-2'; // Fire
const W = 'sve-3';
const L = 'sve-4';
const KINGAMBIT = 'sv1-134';
const PIKACHU = 'base1-58';
const SQUIRTLE = 'base1-63';
const WARTORTLE = 'base1-42';
const CHARMANDER = 'base1-46';
const CHARIZARD = 'base1-4';
const BLASTOISE = 'base1-2';
const BULBASAUR = 'base1-44';
const IVYSAUR = 'base1-30';
const VENUSAUR = 'base1-15';
const HAUNTER = 'base1-29';

const DOLL = 'base1-70';
const COMPUTER_SEARCH = 'base1-71';
const DEVOLUTION_SPRAY = 'base1-72';
const IMPOSTOR_OAK = 'base1-73';
const ITEM_FINDER = 'base1-74';
const LASS = 'base1-75';
const BREEDER = 'base1-76';
const TRADER = 'base1-77';
const SCOOP_UP = 'base1-78';
const SUPER_ENERGY_REMOVAL = 'base1-79';
const DEFENDER = 'base1-80';
const ENERGY_RETRIEVAL = 'base1-81';
const FULL_HEAL = 'base1-82';
const MAINTENANCE = 'base1-83';
const PLUSPOWER = 'base1-84';
const POKEMON_CENTER = 'base1-85';
const FLUTE = 'base1-86';
const POKEDEX = 'base1-87';
const OAK = 'base1-88';
const REVIVE = 'base1-89';
const SUPER_POTION = 'base1-90';
const BILL = 'base1-91';
const ENERGY_REMOVAL = 'base1-92';
const GUST = 'base1-93';
const POTION = 'base1-94';
const SWITCH = 'base1-95';

const sorted = (xs: readonly string[]) => [...xs].sort();
const handSize = (t: Table, p = 'p1') => t.state.zones[`${p}:hand`]?.cards.length ?? 0;
const deckSize = (t: Table, p = 'p1') => t.state.zones[`${p}:deck`]?.cards.length ?? 0;

/** Sets counters on the card at `index` of a zone's stack (0 is the top). */
function withCounters(t: Table, zone: string, counters: Record<string, number>, index = 0): Table {
  const id = t.state.zones[zone]?.cards[index] as string;
  const card = t.state.cards[id];
  if (!card) throw new Error(`no card ${index} in ${zone}`);
  return {
    ...t,
    state: {
      ...t.state,
      cards: { ...t.state.cards, [id]: { ...card, counters: { ...card.counters, ...counters } } },
    },
  };
}

/** Damage counters (HP) on the cards of a zone that is not in play (hand, discard pile). */
const damageOnCards = (t: Table, zone: string) =>
  (t.state.zones[zone]?.cards ?? []).reduce(
    (n, id) => n + (t.state.cards[id]?.counters.damage ?? 0),
    0,
  );

/** p2's Hitmonchan Knocks Out p1's damaged Charmander; p1 is then to play (after the draw). */
function charmanderKnockedOut(hand: string[], p2Hand: string[] = []): Table {
  const t = attack(
    table({
      activePlayer: 'p2',
      p1: { active: [CHARMANDER], bench: [[PIKACHU]], hand, activeCounters: { damage: 20 } },
      p2: { active: ['base1-7', 'sve-6', 'sve-6', 'sve-6'], hand: p2Hand },
    }),
    'Special Punch',
    { player: 'p2' },
  );
  expect(templatesIn(t.state, 'p1:discard')).toEqual([CHARMANDER]);
  return nextTurn(t);
}

/** Whether playing a Trainer is refused (and with what message). */
function refusal(t: Table, name: string): string {
  try {
    playTrainer(t, name);
  } catch (err) {
    return String((err as Error).message);
  }
  return 'played';
}

/** Picks the options naming each of `parts`, one of each (for multi-choices of several). */
const naming =
  (...parts: string[]): Chooser =>
  (d, s) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const p of parts) {
      const i = left.findIndex((o) => o.includes(p));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out.length > 0 ? out : firstOptions(d, s);
  };

/** The player to move draws and reaches the main phase. */
function nextTurn(t: Table): Table {
  const player = t.state.turn.activePlayer;
  let cur = act(t, { type: 'draw', player, source: 'ai' });
  cur = act(cur, { type: 'end_phase', player, source: 'ai' });
  return cur;
}

/** Every Base Set Trainer has a group of tests below (checked by the last test). */
const described = new Set<string>();
function card(title: string, fn: () => void) {
  described.add(title);
  const printed = getBundledRegistry().cards.find((c) => c.set.id === 'base1' && c.name === title);
  if (!printed) throw new Error(`no Base Set card named ${title}`);
  cardBehaviour(printed.id, undefined, fn);
}

card('Clefairy Doll', () => {
  it('is played onto the Bench as a 10 HP Basic Pokémon; not onto a full Bench', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: [DOLL] }, p2: { active: [KINGAMBIT] } }),
      'Clefairy Doll',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([DOLL]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
    const full = table({
      p1: { active: [PIKACHU], bench: Array.from({ length: 5 }, () => [SQUIRTLE]), hand: [DOLL] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(full, 'Clefairy Doll')).toMatch(/Bench is full/);
  });

  it('may be discarded during your turn; from the Active Spot a Benched Pokémon comes in', () => {
    const t = table({
      p1: { active: [DOLL], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });
    const gone = useAbility(t, 'p1:active', 'Discard Clefairy Doll');
    expect(templatesIn(gone.state, 'p1:discard')).toEqual([DOLL]);
    expect(templatesIn(gone.state, 'p1:active')).toEqual([PIKACHU]);
    // Nobody took a Prize.
    expect(handSize(gone, 'p2')).toBe(0);
  });

  it('Knocked Out, it gives no Prize', () => {
    const t = attack(
      table({
        p1: { active: [PIKACHU, L] },
        p2: { active: [DOLL], bench: [[SQUIRTLE]] },
      }),
      'Gnaw',
    );
    expect(templatesIn(t.state, 'p2:discard')).toEqual([DOLL]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(handSize(t)).toBe(0);
  });

  it("can't retreat, has no attacks and can't be Asleep", () => {
    const t = table({
      p1: { active: [DOLL], bench: [[PIKACHU]] },
      p2: { active: [HAUNTER, 'sve-5'] },
    });
    expect(() =>
      act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        details: { to: 'p1:bench_1', discard: [] },
      }),
    ).toThrow(/CANNOT_RETREAT/);
    expect(() => attack(t, 'Pound')).toThrow(/rejected/);
    const theirs = table({
      activePlayer: 'p2',
      p1: { active: [DOLL], bench: [[PIKACHU]] },
      p2: { active: [HAUNTER, 'sve-5'] },
    });
    const hypnosis = attack(theirs, 'Hypnosis', { player: 'p2' });
    expect(conditionsIn(hypnosis.state, 'p1:active')).toEqual([]);
  });
});

card('Computer Search', () => {
  it('2 other cards from the hand as its cost, then any card from the deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [COMPUTER_SEARCH, W, R, L], deck: [G, G, CHARIZARD, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Computer Search',
      { chooser: naming('Water', 'Fire', 'Charizard') },
    );
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([L, CHARIZARD]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([COMPUTER_SEARCH, W, R]));
    expect(deckSize(t)).toBe(3);
  });

  it('needs 2 other cards in hand', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [COMPUTER_SEARCH, W] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(t, 'Computer Search')).toMatch(/2 other cards/);
  });
});

card('Devolution Spray', () => {
  it('discards the chosen Stage and higher; damage stays, Special Conditions go', () => {
    const board = () =>
      withCounters(
        table({
          p1: { active: [VENUSAUR, IVYSAUR, BULBASAUR, G], hand: [DEVOLUTION_SPRAY] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30, poisoned: 1 },
      );
    const one = playTrainer(board(), 'Devolution Spray', { chooser: optionsNaming('Stage 1') });
    expect(templatesIn(one.state, 'p1:active')).toEqual([BULBASAUR, G]);
    expect(damageIn(one.state, 'p1:active')).toBe(30);
    expect(conditionsIn(one.state, 'p1:active')).toEqual([]);
    expect(sorted(templatesIn(one.state, 'p1:discard'))).toEqual(
      sorted([VENUSAUR, IVYSAUR, DEVOLUTION_SPRAY]),
    );
    const two = playTrainer(board(), 'Devolution Spray', { chooser: optionsNaming('Stage 2') });
    expect(templatesIn(two.state, 'p1:active')).toEqual([IVYSAUR, BULBASAUR, G]);
    expect(damageIn(two.state, 'p1:active')).toBe(30);
  });

  it('needs an evolved Pokémon', () => {
    const t = table({
      p1: { active: [BULBASAUR], hand: [DEVOLUTION_SPRAY] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(t, 'Devolution Spray')).toMatch(/evolved/);
  });

  it('the discarded Evolution cards carry no damage counters', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [IVYSAUR, BULBASAUR], hand: [DEVOLUTION_SPRAY] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      ),
      'Devolution Spray',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(damageOnCards(t, 'p1:discard')).toBe(0);
  });
});

card('Impostor Professor Oak', () => {
  it('the opponent shuffles their hand into their deck and draws 7', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [IMPOSTOR_OAK, W] },
        p2: { active: [KINGAMBIT], hand: [R, R, R] },
      }),
      'Impostor Professor Oak',
    );
    expect(handSize(t, 'p2')).toBe(7);
    expect(deckSize(t, 'p2')).toBe(20 + 3 - 7);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
  });

  it('is refused when the opponent has no cards in hand or deck: it would change nothing', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [IMPOSTOR_OAK] },
      p2: { active: [KINGAMBIT], hand: [], deck: [] },
    });
    expect(refusal(t, 'Impostor Professor Oak')).toMatch(/CANNOT_PLAY_NOW .*would change nothing/);
  });
});

card('Item Finder', () => {
  it('2 other cards from the hand as its cost, then a Trainer from the discard pile', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [ITEM_FINDER, W, R], discard: [G, POTION] },
        p2: { active: [KINGAMBIT] },
      }),
      'Item Finder',
      { chooser: naming('Water', 'Fire', 'Potion') },
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([POTION]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([G, W, R, ITEM_FINDER]));
  });

  it('needs a Trainer in the discard pile', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [ITEM_FINDER, W, R], discard: [G] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(t, 'Item Finder')).toMatch(/no Trainer card/);
  });
});

card('Lass', () => {
  it('both hands are shown, and every Trainer in them is shuffled into its deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [LASS, BILL, G] },
        p2: { active: [KINGAMBIT], hand: [GUST, POTION, R] },
      }),
      'Lass',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([G]);
    expect(templatesIn(t.state, 'p2:hand')).toEqual([R]);
    expect(templatesIn(t.state, 'p1:deck')).toContain(BILL);
    expect(deckSize(t, 'p2')).toBe(22);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([LASS]);
    // Each player's hand is shown to both, as it was when Lass was played.
    expect(
      t.state.log.filter((e) => /revealed|showed/.test(e.message)).map((e) => e.message),
    ).toEqual([
      'p1 revealed Bill, Basic Grass Energy',
      'p2 revealed Gust of Wind, Potion, Basic Fire Energy',
    ]);
  });
});

card('Pokémon Breeder', () => {
  it('a Stage 2 from the hand goes straight onto its Basic, which loses its Special Conditions', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [CHARMANDER, R], bench: [[SQUIRTLE]], hand: [BREEDER, CHARIZARD] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 20, poisoned: 1 },
      ),
      'Pokémon Breeder',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARIZARD, CHARMANDER, R]);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('only when that Pokémon could evolve: not on the first turn, not a Basic put down this turn', () => {
    const spec = {
      p1: { active: [CHARMANDER], hand: [BREEDER, CHARIZARD] },
      p2: { active: [KINGAMBIT] },
    };
    expect(refusal(table({ ...spec, gameTurn: 1 }), 'Pokémon Breeder')).toMatch(/first turn/);
    const fresh = table({ ...spec, flags: { enteredThisTurn: ['1'] } });
    expect(refusal(fresh, 'Pokémon Breeder')).toMatch(/CANNOT_PLAY_NOW/);
    // Blastoise does not evolve from Charmander.
    const wrong = table({
      p1: { active: [CHARMANDER], hand: [BREEDER, BLASTOISE] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(wrong, 'Pokémon Breeder')).toMatch(/CANNOT_PLAY_NOW/);
  });
});

card('Pokémon Trader', () => {
  it('a Pokémon from the hand is traded for one from the deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [TRADER, SQUIRTLE, G], deck: [G, CHARIZARD, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Pokémon Trader',
      { chooser: naming('Charizard') },
    );
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([CHARIZARD, G]));
    expect(templatesIn(t.state, 'p1:deck')).toContain(SQUIRTLE);
    expect(deckSize(t)).toBe(3);
  });

  it('needs a Pokémon in the hand', () => {
    const t = table({ p1: { active: [PIKACHU], hand: [TRADER, G] }, p2: { active: [KINGAMBIT] } });
    expect(refusal(t, 'Pokémon Trader')).toMatch(/no Pokémon card/);
  });
});

card('Scoop Up', () => {
  it('the Basic Pokémon card goes back to the hand, everything else to the discard pile', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [IVYSAUR, BULBASAUR, G], bench: [[PIKACHU]], hand: [SCOOP_UP] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      ),
      'Scoop Up',
      { chooser: optionsNaming('p1:active') },
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([BULBASAUR]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([IVYSAUR, G, SCOOP_UP]));
    // The Active Spot was filled from the Bench.
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
  });

  it('works on a Benched Pokémon too', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], bench: [[SQUIRTLE, W]], hand: [SCOOP_UP] },
        p2: { active: [KINGAMBIT] },
      }),
      'Scoop Up',
      { chooser: optionsNaming('p1:bench_1') },
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
  });

  it('the Basic Pokémon comes back without its damage', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [CHARMANDER, R], bench: [[PIKACHU]], hand: [SCOOP_UP] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      ),
      'Scoop Up',
      { chooser: optionsNaming('p1:active') },
    );
    expect(damageOnCards(t, 'p1:hand')).toBe(0);
    const again = act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: 'Charmander',
      from: 'p1:hand',
      to: 'p1:bench_1',
    });
    expect(damageIn(again.state, 'p1:bench_1')).toBe(0);
  });
});

card('Super Energy Removal', () => {
  it("an Energy of yours as its cost, then up to 2 of one of the opponent's Pokémon", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU, L], hand: [SUPER_ENERGY_REMOVAL] },
        p2: { active: [KINGAMBIT, R], bench: [[CHARMANDER, R, R, R]] },
      }),
      'Super Energy Removal',
      { chooser: naming('p2:bench_1', 'Fire', 'Fire') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([L, SUPER_ENERGY_REMOVAL].sort());
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([CHARMANDER, R]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([R, R]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, R]);
  });

  it('needs an Energy of yours to discard', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [SUPER_ENERGY_REMOVAL] },
      p2: { active: [KINGAMBIT, R] },
    });
    expect(refusal(t, 'Super Energy Removal')).toMatch(/none of your Pokémon has an Energy/);
  });
});

card('Defender', () => {
  it("goes on the Pokémon chosen, takes 20 off each attack's damage until the end of the opponent's next turn", () => {
    const t = playTrainer(
      table({
        p1: { active: [WARTORTLE, W], bench: [[BULBASAUR]], hand: [DEFENDER] },
        p2: { active: [PIKACHU, L, L] },
      }),
      'Defender',
      { target: 'p1:active' },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([WARTORTLE, W, DEFENDER]);
    const ended = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(templatesIn(ended.state, 'p1:active')).toContain(DEFENDER);
    // Thunder Jolt: 30, doubled by Wartortle's Lightning Weakness, less 20.
    const hit = attack(nextTurn(ended), 'Thunder Jolt', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(40);
    expect(templatesIn(hit.state, 'p1:active')).not.toContain(DEFENDER);
    expect(templatesIn(hit.state, 'p1:discard')).toContain(DEFENDER);
  });
});

card('Energy Retrieval', () => {
  it('1 other card from the hand for up to 2 basic Energy from the discard pile', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL, BILL], discard: [G, W, R, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Retrieval',
      { chooser: naming('Bill', 'Water', 'Fire') },
    );
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([W, R]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(
      sorted([G, PIKACHU, BILL, ENERGY_RETRIEVAL]),
    );
  });

  it('is a trade: the basic Energy card given for it is not offered back', () => {
    // "Trade 1 of the other cards in your hand for up to 2 basic Energy cards from your discard
    // pile": the cards taken are those already in the discard pile, not the card given.
    let offered: readonly string[] = [];
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL, W], discard: [G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Retrieval',
      {
        chooser: (d, s) => {
          if (/up to 2 basic Energy/.test(d.prompt)) offered = d.options ?? [];
          return naming('Water', 'Grass')(d, s);
        },
      },
    );
    expect(offered.some((o) => o.includes('Water'))).toBe(false);
    expect(offered.some((o) => o.includes('Grass'))).toBe(true);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([G]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([W, ENERGY_RETRIEVAL]));
  });

  it('needs another card in hand and a basic Energy in the discard pile', () => {
    const alone = table({
      p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL], discard: [G] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(alone, 'Energy Retrieval')).toMatch(/1 other card/);
    const none = table({
      p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL, G], discard: [PIKACHU] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(none, 'Energy Retrieval')).toMatch(/no basic Energy/);
  });
});

card('Full Heal', () => {
  it('the Active Pokémon is no longer Asleep, Confused, Paralyzed or Poisoned', () => {
    const t = playTrainer(
      withCounters(
        table({ p1: { active: [PIKACHU], hand: [FULL_HEAL] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { asleep: 1, poisoned: 1, damage: 10 },
      ),
      'Full Heal',
    );
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('is refused when the Active Pokémon has none of them: it would change nothing', () => {
    const t = table({ p1: { active: [PIKACHU], hand: [FULL_HEAL] }, p2: { active: [KINGAMBIT] } });
    expect(refusal(t, 'Full Heal')).toMatch(/CANNOT_PLAY_NOW .*it would change nothing/);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([FULL_HEAL]);
  });
});

card('Maintenance', () => {
  it('2 other cards shuffled into the deck, then draw a card', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [MAINTENANCE, W, R, BILL], deck: [G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Maintenance',
      { chooser: naming('Water', 'Fire') },
    );
    expect(handSize(t)).toBe(2);
    expect(templatesIn(t.state, 'p1:hand')).toContain(BILL);
    expect(deckSize(t)).toBe(4);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([MAINTENANCE]);
  });

  it('needs 2 other cards in the hand', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [MAINTENANCE, W] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(t, 'Maintenance')).toMatch(/CANNOT_PLAY_NOW .*2 other cards/);
  });
});

card('PlusPower', () => {
  it('goes on the Active Pokémon: 10 more damage after Weakness, discarded at the end of the turn', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU, L], hand: [PLUSPOWER] }, p2: { active: [SQUIRTLE] } }),
      'PlusPower',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, L, PLUSPOWER]);
    const hit = attack(t, 'Gnaw');
    // 10, doubled by Squirtle's Weakness, then 10 more.
    expect(damageIn(hit.state, 'p2:active')).toBe(30);
    expect(templatesIn(hit.state, 'p1:discard')).toEqual([PLUSPOWER]);
  });
});

card('Pokémon Center', () => {
  it('heals every damaged Pokémon of yours and discards their Energy; the others keep theirs', () => {
    const t = playTrainer(
      withCounters(
        withCounters(
          table({
            p1: {
              active: [PIKACHU, L],
              bench: [
                [SQUIRTLE, W],
                [IVYSAUR, BULBASAUR, G],
              ],
              hand: [POKEMON_CENTER],
            },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 20 },
        ),
        'p1:bench_2',
        { damage: 10 },
        1,
      ),
      'Pokémon Center',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([IVYSAUR, BULBASAUR]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([SQUIRTLE, W]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([L, G, POKEMON_CENTER]));
  });

  it('is refused when none of your Pokémon has damage', () => {
    const t = table({
      p1: { active: [PIKACHU, L], hand: [POKEMON_CENTER] },
      p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
    });
    expect(refusal(t, 'Pokémon Center')).toMatch(/CANNOT_PLAY_NOW .*would change nothing/);
  });
});

card('Pokémon Flute', () => {
  it("a Basic Pokémon from the opponent's discard pile onto their Bench", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [FLUTE] },
        p2: { active: [KINGAMBIT], discard: [IVYSAUR, R, SQUIRTLE] },
      }),
      'Pokémon Flute',
    );
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
    expect(sorted(templatesIn(t.state, 'p2:discard'))).toEqual(sorted([IVYSAUR, R]));
    expect(templatesIn(t.state, 'p1:discard')).toEqual([FLUTE]);
  });

  it("not when the opponent's Bench is full or there is no Basic Pokémon to bring back", () => {
    const full = table({
      p1: { active: [PIKACHU], hand: [FLUTE] },
      p2: {
        active: [KINGAMBIT],
        bench: Array.from({ length: 5 }, () => [PIKACHU]),
        discard: [SQUIRTLE],
      },
    });
    expect(refusal(full, 'Pokémon Flute')).toMatch(/Bench is full/);
    const none = table({
      p1: { active: [PIKACHU], hand: [FLUTE] },
      p2: { active: [KINGAMBIT], discard: [IVYSAUR] },
    });
    expect(refusal(none, 'Pokémon Flute')).toMatch(/no Basic Pokémon/);
  });

  it('a Pokémon Knocked Out comes back without its damage', () => {
    const ko = attack(
      table({
        p1: { active: ['base1-7', 'sve-6', 'sve-6', 'sve-6'], hand: [FLUTE] },
        p2: { active: [CHARMANDER], bench: [[PIKACHU]], activeCounters: { damage: 20 } },
      }),
      'Special Punch',
    );
    expect(templatesIn(ko.state, 'p2:discard')).toEqual([CHARMANDER]);
    const back = nextTurn(act(nextTurn(ko), { type: 'end_turn', player: 'p2', source: 'ai' }));
    const t = playTrainer(back, 'Pokémon Flute');
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([CHARMANDER]);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });
});

card('Pokédex', () => {
  it('the top 5 cards are put back in the order chosen; the rest stays below', () => {
    const P = 'sve-5';
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [POKEDEX], deck: [G, R, W, L, P, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Pokédex',
      { chooser: naming('Lightning', 'Grass', 'Psychic', 'Fire') },
    );
    expect(templatesIn(t.state, 'p1:deck')).toEqual([L, G, P, R, W, G]);
  });

  it('with fewer than 5 cards, those', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [POKEDEX], deck: [G, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Pokédex',
      { chooser: naming('Fire') },
    );
    expect(templatesIn(t.state, 'p1:deck')).toEqual([R, G]);
  });

  it('shows the top cards to you alone, even a single one; refused with an empty deck', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: [POKEDEX], deck: [R] }, p2: { active: [KINGAMBIT] } }),
      'Pokédex',
    );
    const top = t.state.zones['p1:deck']?.cards[0] as string;
    const mine = t.engine.view(t.state, 'p1');
    const theirs = t.engine.view(t.state, 'p2');
    const seen = (v: typeof mine) =>
      v.zones['p1:deck']?.cards?.some((c) => c.id === top && c.templateId === R) === true;
    expect(seen(mine)).toBe(true);
    expect(seen(theirs)).toBe(false);
    const empty = table({
      p1: { active: [PIKACHU], hand: [POKEDEX], deck: [] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(empty, 'Pokédex')).toMatch(/CANNOT_PLAY_NOW .*your deck is empty/);
  });
});

card('Professor Oak', () => {
  it('discard the hand, then draw 7', () => {
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: [OAK, W, R] }, p2: { active: [KINGAMBIT] } }),
      'Professor Oak',
    );
    expect(handSize(t)).toBe(7);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([OAK, W, R]));
  });
});

card('Revive', () => {
  it('a Basic Pokémon from the discard pile onto the Bench with half its HP in damage, rounded down', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [REVIVE], discard: [IVYSAUR, CHARMANDER] },
        p2: { active: [KINGAMBIT] },
      }),
      'Revive',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([CHARMANDER]);
    // 50 HP: half is 25, rounded down to 20.
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
  });

  it('not with a full Bench or no Basic Pokémon in the discard pile', () => {
    const full = table({
      p1: {
        active: [PIKACHU],
        bench: Array.from({ length: 5 }, () => [SQUIRTLE]),
        hand: [REVIVE],
        discard: [CHARMANDER],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(full, 'Revive')).toMatch(/Bench is full/);
    const none = table({
      p1: { active: [PIKACHU], hand: [REVIVE], discard: [IVYSAUR] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(none, 'Revive')).toMatch(/no Basic Pokémon/);
  });

  it('a Pokémon Knocked Out comes back with half its HP in damage only', () => {
    const t = playTrainer(charmanderKnockedOut([REVIVE]), 'Revive');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([CHARMANDER]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
  });
});

card('Super Potion', () => {
  it('an Energy of that Pokémon as its cost, then up to 40 damage healed, wherever it sits on the stack', () => {
    const t = playTrainer(
      withCounters(
        withCounters(
          table({
            p1: { active: [IVYSAUR, BULBASAUR, G, G], bench: [[SQUIRTLE]], hand: [SUPER_POTION] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 20 },
        ),
        'p1:active',
        { damage: 30 },
        1,
      ),
      'Super Potion',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:active')).toEqual([IVYSAUR, BULBASAUR, G]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([G, SUPER_POTION]));
  });

  it('needs a damaged Pokémon with an Energy attached', () => {
    const t = withCounters(
      table({
        p1: { active: [PIKACHU], bench: [[SQUIRTLE, W]], hand: [SUPER_POTION] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      { damage: 20 },
    );
    expect(refusal(t, 'Super Potion')).toMatch(/Energy card to discard/);
  });
});

card('Bill', () => {
  it('draw 2', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [BILL], deck: [W, R, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Bill',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([W, R]);
  });

  it('draws what is left (1 card); refused with an empty deck', () => {
    const one = playTrainer(
      table({ p1: { active: [PIKACHU], hand: [BILL], deck: [W] }, p2: { active: [KINGAMBIT] } }),
      'Bill',
    );
    expect(templatesIn(one.state, 'p1:hand')).toEqual([W]);
    const empty = table({
      p1: { active: [PIKACHU], hand: [BILL], deck: [] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(empty, 'Bill')).toMatch(/CANNOT_PLAY_NOW .*would change nothing/);
  });
});

card('Energy Removal', () => {
  it("an Energy of any of the opponent's Pokémon, as chosen", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [ENERGY_REMOVAL] },
        p2: { active: [KINGAMBIT, G], bench: [[CHARMANDER, R, W]] },
      }),
      'Energy Removal',
      { chooser: naming('p2:bench_1', 'Water') },
    );
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([CHARMANDER, R]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([W]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G]);
  });

  it('needs an Energy on the other side', () => {
    const t = table({
      p1: { active: [PIKACHU, L], hand: [ENERGY_REMOVAL] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusal(t, 'Energy Removal')).toMatch(/no Energy|has Energy attached/);
  });
});

card('Gust of Wind', () => {
  it("the Benched Pokémon chosen comes into the opponent's Active Spot", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [GUST] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
      }),
      'Gust of Wind',
      { chooser: optionsNaming('p2:bench_2') },
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
  });

  it('needs a Benched Pokémon', () => {
    const t = table({ p1: { active: [PIKACHU], hand: [GUST] }, p2: { active: [KINGAMBIT] } });
    expect(refusal(t, 'Gust of Wind')).toMatch(/no Benched Pokémon/);
  });
});

card('Potion', () => {
  it('up to 2 damage counters off the Pokémon chosen', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [PIKACHU], bench: [[SQUIRTLE]], hand: [POTION] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      ),
      'Potion',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([POTION]);
  });

  it('is refused when none of your Pokémon has damage', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [[SQUIRTLE]], hand: [POTION] },
      p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
    });
    expect(refusal(t, 'Potion')).toMatch(/CANNOT_PLAY_NOW .*would change nothing/);
  });
});

card('Switch', () => {
  it('your Active Pokémon changes places with the Benched one chosen', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [PIKACHU, L], bench: [[SQUIRTLE], [CHARMANDER]], hand: [SWITCH] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { paralyzed: 1 },
      ),
      'Switch',
      { chooser: optionsNaming('p1:bench_2') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([PIKACHU, L]);
    // Special Conditions stay behind in the Active Spot.
    expect(conditionsIn(t.state, 'p1:bench_2')).toEqual([]);
  });

  it('needs a Benched Pokémon', () => {
    const t = table({ p1: { active: [PIKACHU], hand: [SWITCH] }, p2: { active: [KINGAMBIT] } });
    expect(refusal(t, 'Switch')).toMatch(/no Benched Pokémon/);
  });
});

describe('every Base Set Trainer', () => {
  it('has its tests here', () => {
    const names = new Set(
      getBundledRegistry()
        .cards.filter((c) => c.set.id === 'base1' && c.supertype === 'Trainer')
        .map((c) => c.name),
    );
    expect(names.size).toBe(26);
    expect([...names].filter((n) => !described.has(n))).toEqual([]);
  });
});
