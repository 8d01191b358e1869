import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { BoardSpec } from '../test/match-builder';
import {
  BULBASAUR,
  flipsOf,
  heads,
  KINGAMBIT,
  PIKACHU,
  SEEDS,
  tails,
} from './cards/classic.test-helper';
import { classicSets, classicWith, classicTable as table } from './classic-sets.test-helper';
import { missingEffects } from './coverage';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  mostOptions,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';

/**
 * Pokémon Tools, Stadiums, Technical Machines and special Energy of Aquapolis (ecard2) and
 * Skyridge (ecard3), read clause by clause (`tool-rules.ts`, `stadium-rules.ts`,
 * `special-energy.ts`), each played from a real printing; outcomes are written from that card's
 * printed text. Beside each real printing, a MADE-UP card (set `mu8`, built in this file,
 * printed by no set) rewords the same form to show the reading is by clause, not by sentence.
 *
 * Rulings relied on:
 * - e-Card Tools' "If that Pokémon is Knocked Out, discard this card." is the game's rule for
 *   every attached card of a Knocked Out Pokémon; nothing more to do.
 * - Crystal Shard: "that Pokémon's type (color) is Colorless" changes its type only — its
 *   printed Weakness and Resistance stay; "If that Pokémon attacks, discard this card at the end
 *   of the turn" reads the attack's record on it (a Tool whose Pokémon did not attack stays).
 * - Memory Berry lends the attacks of the cards below, each with its printed cost (its reminder).
 * - "If your opponent has 5 or more Prizes, …" counts the Prize cards the opponent has left as
 *   the attack is made; a branch runs to the next "If your opponent has … Prize(s)," sentence.
 * - "At the end of any turn" comes before the Pokémon Checkup (as Darkness Energy's "At the end
 *   of every turn"), after either player's turn; "has 20 HP or less" is the HP it has left.
 */

/**
 * A made-up card set (test only): `mu8-N` cards that reword printed forms. Every made-up card has
 * its own id across this file (the effect registry remembers cards by id).
 */
function madeUp(cards: readonly Record<string, unknown>[]) {
  const set = loadCardSet(cards.map((c, i) => ({ number: String(i + 1), ...c })));
  return { set, table: classicWith(set).table };
}

const printed = (set: keyof typeof classicSets, id: string) => {
  const c = classicSets[set].cards.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
};

const endTurn = (t: Table, player = 'p1') => act(t, { type: 'end_turn', player, source: 'ai' });
const discardOf = (t: Table, player = 'p1') => templatesIn(t.state, `${player}:discard`);

const tool = (id: string, name: string, rules: string[]) => ({
  id,
  name,
  supertype: 'Trainer',
  subtypes: ['Pokémon Tool'],
  rules,
});

describe('a Tool "At the end of any turn, if the Pokémon this card is attached to has N HP or less, remove M damage counters from that Pokémon and discard this card."', () => {
  const HEALING_BERRY = 'ecard2-125';
  /** p1's Pikachu (40 HP) holds the Tool with `damage` on it; p1 ends the turn. */
  const board = (berry: string, damage: number, t0: (s: BoardSpec) => Table = table) =>
    withCounters(
      t0({ p1: { active: [PIKACHU, berry], bench: [[BULBASAUR]] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { damage },
    );

  it('Healing Berry is automatic; played from the hand, it is attached to the Pokémon named', () => {
    expect(missingEffects(printed('ecard2', HEALING_BERRY))).toEqual([]);
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], bench: [[BULBASAUR]], hand: [HEALING_BERRY] },
        p2: { active: [KINGAMBIT] },
      }),
      'Healing Berry',
      { target: 'p1:bench_1' },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR, HEALING_BERRY]);
  });

  it('20 HP left at the end of the turn: 3 counters off (30 → 0 damage), Healing Berry discarded', () => {
    const t = endTurn(board(HEALING_BERRY, 20));
    expect(t.state.pendingDecision).toBeFalsy();
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(discardOf(t)).toEqual([HEALING_BERRY]);
  });

  it("at the end of the opponent's turn too (any turn)", () => {
    // 30 HP left as p1's turn ends: nothing; p2's attack-free turn leaves it at 20 HP left.
    const mine = endTurn(board(HEALING_BERRY, 10), 'p1');
    expect(discardOf(mine)).toEqual([]);
    const t = endTurn(withCounters(mine, 'p1:active', { damage: 20 }), 'p2');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(discardOf(t)).toEqual([HEALING_BERRY]);
  });

  it('30 HP left: nothing happens, the Berry stays', () => {
    const t = endTurn(board(HEALING_BERRY, 10));
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, HEALING_BERRY]);
  });

  it('the end of the turn comes before the checkup: 30 HP left, Poison then leaves 20 and the Berry waits for the next turn end', () => {
    const t = endTurn(
      withCounters(board(HEALING_BERRY, 10), 'p1:active', { damage: 10, poisoned: 1 }),
    );
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, HEALING_BERRY]);
  });

  it('MADE-UP rewording ("At the end of each turn", "Pokemon", 10 HP, 2 counters, card name) reads the same', () => {
    const { set, table: t8 } = madeUp([
      tool('mu8-1', 'Made-up Berry', [
        "Attach Made-up Berry to 1 of your Pokemon that doesn't have a Pokemon Tool attached to it.",
        'At the end of each turn, if the Pokemon Made-up Berry is attached to has 10 HP or less, remove 2 damage counters from that Pokemon and discard Made-up Berry.',
      ]),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = endTurn(board('mu8-1', 30, t8));
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(discardOf(t)).toEqual(['mu8-1']);
    const kept = endTurn(board('mu8-1', 20, t8));
    expect(damageIn(kept.state, 'p1:active')).toBe(20);
    expect(discardOf(kept)).toEqual([]);
  });

  it('MADE-UP: "you may" at the end of the turn, or another act, stays manual', () => {
    const { set } = madeUp([
      tool('mu8-2', 'Made-up Berry 2', [
        'At the end of any turn, if the Pokémon this card is attached to has 20 HP or less, you may remove 3 damage counters from that Pokémon and discard this card.',
      ]),
      tool('mu8-3', 'Made-up Berry 3', [
        'At the end of any turn, if the Pokémon this card is attached to has 20 HP or less, draw a card and discard this card.',
      ]),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Berry 2']);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Made-up Berry 3']);
  });
});

const stadium = (id: string, name: string, rule: string) => ({
  id,
  name,
  supertype: 'Trainer',
  subtypes: ['Stadium'],
  rules: [
    'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
    rule,
  ],
});

const USE_STADIUM = {
  type: 'declare_action',
  player: 'p1',
  source: 'ai',
  kind: 'use_stadium',
} as const;
const useStadium = (t: Table) => answerAll(act(t, USE_STADIUM));

describe('a Stadium\'s use "flip a coin. If heads, that player chooses 1 of his or her Evolved Pokémon in play and discards the top Evolution card from that Pokémon, devolving it."', () => {
  const UNDERSEA_RUINS = 'ecard2-138';
  const RAICHU = 'base1-14';
  /** p1's Active Raichu (on Pikachu, 30 damage, Paralyzed) and the Stadium played. */
  const board = (ruins: string, name: string, seed: number, t0: (s: BoardSpec) => Table = table) =>
    playTrainer(
      withCounters(
        t0({
          seed,
          p1: { active: [RAICHU, PIKACHU], bench: [[BULBASAUR]], hand: [ruins] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30, paralyzed: 1 },
      ),
      name,
    );

  it('Undersea Ruins is automatic; heads: Raichu goes to the discard pile, Pikachu keeps the 30 damage and is no longer Paralyzed', () => {
    expect(missingEffects(printed('ecard2', UNDERSEA_RUINS))).toEqual([]);
    const t = withSeeds(
      SEEDS,
      (s) => useStadium(board(UNDERSEA_RUINS, 'Undersea Ruins', s)),
      heads,
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(discardOf(t)).toEqual([RAICHU]);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(t.state.cards[t.state.zones['p1:active']?.cards[0] ?? '']?.counters.paralyzed ?? 0).toBe(
      0,
    );
  });

  it('tails: nothing is devolved; the use is once a turn', () => {
    const t = withSeeds(
      SEEDS,
      (s) => useStadium(board(UNDERSEA_RUINS, 'Undersea Ruins', s)),
      tails,
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([RAICHU, PIKACHU]);
    expect(refusalOf(t, USE_STADIUM)).toMatch(/ONCE_PER_TURN/);
  });

  it('with no Evolved Pokémon the use is refused, saying why', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [UNDERSEA_RUINS] },
        p2: { active: [KINGAMBIT] },
      }),
      'Undersea Ruins',
    );
    expect(refusalOf(t, USE_STADIUM)).toMatch(/none of your Pokémon is evolved/);
  });

  it('MADE-UP rewording ("Once during each of his or her turns", "he or she chooses", "the highest Stage Evolution card on it") reads the same', () => {
    const { set, table: t8 } = madeUp([
      stadium(
        'mu8-10',
        'Made-up Ruins',
        'Once during each of his or her turns, a player may flip a coin. If heads, he or she chooses 1 of his or her Evolved Pokemon and discards the highest Stage Evolution card on it, devolving that Pokémon.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = withSeeds(SEEDS, (s) => useStadium(board('mu8-10', 'Made-up Ruins', s, t8)), heads);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(discardOf(t)).toEqual([RAICHU]);
  });

  it('MADE-UP: the card going elsewhere ("puts it into his or her hand") stays manual', () => {
    const { set } = madeUp([
      stadium(
        'mu8-11',
        'Made-up Ruins 2',
        "Once during each player's turn, that player may flip a coin. If heads, that player chooses 1 of his or her Evolved Pokémon in play and puts the top Evolution card from that Pokémon into his or her hand, devolving it.",
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Ruins 2']);
  });
});

describe('a Technical Machine lending "Before doing damage, discard any Trainer cards attached to the Defending Pokémon."', () => {
  const DARKNESS_CUBE = 'ecard2-119'; // Plunder [D] 10
  const HEALING_BERRY = 'ecard2-125';
  const SNEASEL = 'neo1-25'; // Darkness
  const DARK = 'sve-7';
  const board = (cube: string, t0: (s: BoardSpec) => Table = table) =>
    t0({
      p1: { active: [SNEASEL, DARK], bench: [[PIKACHU]], hand: [cube] },
      p2: { active: [PIKACHU, HEALING_BERRY] },
    });

  it("Darkness Cube 01 is automatic; Plunder discards the Defending Pokémon's Tool before its 10 damage", () => {
    expect(missingEffects(printed('ecard2', DARKNESS_CUBE))).toEqual([]);
    const t = attack(
      playTrainer(board(DARKNESS_CUBE), 'Darkness Cube 01', { target: 'p1:active' }),
      'Plunder',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([PIKACHU]);
    expect(discardOf(t, 'p2')).toEqual([HEALING_BERRY]);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('MADE-UP Machine ("Darkness or Metal Pokemon", "can use", "(before they affect the damage)") reads the same', () => {
    const { set, table: t8 } = madeUp([
      {
        id: 'mu8-20',
        name: 'Made-up Cube',
        supertype: 'Trainer',
        subtypes: ['Technical Machine'],
        rules: [
          "Attach this card to 1 of your Darkness or Metal Pokemon in play. That Pokémon can use this card's attack instead of its own. Discard this card at the end of your turn.",
        ],
        attacks: [
          {
            name: 'Made-up Plunder',
            cost: ['Colorless'],
            damage: '20',
            text: 'Before doing damage, discard any Trainer cards attached to the Defending Pokémon (before they affect the damage).',
          },
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = attack(
      playTrainer(board('mu8-20', t8), 'Made-up Cube', { target: 'p1:active' }),
      'Made-up Plunder',
    );
    expect(discardOf(t, 'p2')).toEqual([HEALING_BERRY]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

describe('Tools that change their Pokémon while attached, discarded "at the end of any turn the Pokémon attacks"', () => {
  const CRYSTAL_SHARD = 'ecard3-122';
  const MEMORY_BERRY = 'ecard2-128';
  const CHARMANDER = 'base1-46'; // Fire; Scratch [C] 10
  const RAICHU = 'base1-14'; // on Pikachu (Gnaw [C] 10)
  const R = 'sve-2';
  const L = 'sve-4';

  it('Crystal Shard is automatic; Charmander holding it is Colorless: Scratch is not doubled against Bulbasaur (weak to Fire)', () => {
    expect(missingEffects(printed('ecard3', CRYSTAL_SHARD))).toEqual([]);
    const hit = (tools: string[]) =>
      attack(
        table({ p1: { active: [CHARMANDER, R, ...tools] }, p2: { active: [BULBASAUR] } }),
        'Scratch',
      );
    expect(damageIn(hit([]).state, 'p2:active')).toBe(20);
    const t = hit([CRYSTAL_SHARD]);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    // It attacked: the Shard is discarded as the turn ends.
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER, R]);
    expect(discardOf(t)).toEqual([CRYSTAL_SHARD]);
  });

  it('Crystal Shard changes the type, not the printed Weakness: Squirtle holding it still takes double from Pikachu; it did not attack, so it stays', () => {
    const SQUIRTLE = 'base1-63';
    const t = attack(
      table({ p1: { active: [PIKACHU, L] }, p2: { active: [SQUIRTLE, CRYSTAL_SHARD] } }),
      'Gnaw',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(t.state.turn.activePlayer).toBe('p2');
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE, CRYSTAL_SHARD]);
  });

  it("Memory Berry is automatic; Raichu holding it uses Pikachu's Gnaw, then the Berry is discarded", () => {
    expect(missingEffects(printed('ecard2', MEMORY_BERRY))).toEqual([]);
    const board = (tools: string[]) =>
      table({ p1: { active: [RAICHU, PIKACHU, L, ...tools] }, p2: { active: [KINGAMBIT] } });
    expect(() => attack(board([]), 'Gnaw')).toThrow();
    const t = attack(board([MEMORY_BERRY]), 'Gnaw');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(discardOf(t)).toEqual([MEMORY_BERRY]);
  });

  it('Memory Berry: a turn without an attack keeps it', () => {
    const t = endTurn(
      table({ p1: { active: [RAICHU, PIKACHU, L, MEMORY_BERRY] }, p2: { active: [KINGAMBIT] } }),
    );
    expect(templatesIn(t.state, 'p1:active')).toContain(MEMORY_BERRY);
  });

  it('MADE-UP rewordings ("While this card is attached, its type is Water", "If that Pokemon attacks, discard … at the end of that turn") read the same', () => {
    const { set, table: t8 } = madeUp([
      tool('mu8-30', 'Made-up Prism', [
        "Attach Made-up Prism to 1 of your Pokemon that doesn't have a Pokemon Tool attached to it.",
        'While this card is attached, its type is Water. Discard this card at the end of any turn in which that Pokemon attacks.',
      ]),
      tool('mu8-31', 'Made-up Locket', [
        "Attach Made-up Locket to 1 of your Pokémon that doesn't already have a Pokémon Tool card attached to it. If that Pokémon is Knocked Out, discard this card.",
        "The Pokemon Made-up Locket is attached to can use any attack from its Basic Pokemon card or any Evolution card from which that Pokemon evolved. (You still have to pay for that attack's Energy cost.) If that Pokemon attacks, discard Made-up Locket at the end of that turn.",
      ]),
    ]);
    expect(set.cards.map((c) => missingEffects(c as never))).toEqual([[], []]);
    // Charmander as Water: Scratch against Charmander (weak to Water) is doubled.
    const prism = attack(
      t8({ p1: { active: [CHARMANDER, R, 'mu8-30'] }, p2: { active: [CHARMANDER] } }),
      'Scratch',
    );
    expect(damageIn(prism.state, 'p2:active')).toBe(20);
    expect(discardOf(prism)).toEqual(['mu8-30']);
    const locket = attack(
      t8({ p1: { active: [RAICHU, PIKACHU, L, 'mu8-31'] }, p2: { active: [KINGAMBIT] } }),
      'Gnaw',
    );
    expect(damageIn(locket.state, 'p2:active')).toBe(10);
    expect(discardOf(locket)).toEqual(['mu8-31']);
  });

  it('MADE-UP: only "discard after attacking", or a type change with another sentence, stays manual', () => {
    const { set } = madeUp([
      tool('mu8-32', 'Made-up Shard 2', [
        'If that Pokémon attacks, discard this card at the end of the turn.',
      ]),
      tool('mu8-33', 'Made-up Shard 3', [
        "As long as this card is attached to a Pokémon, that Pokémon's type (color) is Colorless. That Pokémon's Retreat Cost is 0.",
      ]),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Shard 2']);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Made-up Shard 3']);
  });
});

/** p1 attaches the Energy `templateId` from the hand to `to` (the turn's attachment). */
function attachFromHand(t: Table, templateId: string, to = 'p1:active'): Table {
  const card = (t.state.zones['p1:hand']?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === templateId,
  );
  return act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card: `#${card}`,
    from: 'p1:hand',
    to,
    position: 'bottom',
  });
}

const answer = (t: Table, yes: boolean) =>
  answerAll(t, (d) => [
    (d.options ?? []).includes('yes') ? (yes ? 'yes' : 'no') : ((d.options ?? [])[0] ?? ''),
  ]);

describe('a special Energy "When you play this card from your hand and attach it to 1 of your Evolved Pokémon, you may remove up to N damage counters from that Pokémon and discard the top card from it."', () => {
  const RETRO_ENERGY = 'ecard3-144';
  const RAICHU = 'base1-14';
  const board = (energy: string, t0: (s: BoardSpec) => Table = table) =>
    withCounters(
      t0({
        p1: { active: [RAICHU, PIKACHU], bench: [[BULBASAUR]], hand: [energy] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      { damage: 30 },
    );

  it('Retro Energy is automatic; on Raichu, yes: 2 counters off (30 → 10), Raichu discarded, Pikachu keeps the Energy', () => {
    expect(missingEffects(printed('ecard3', RETRO_ENERGY))).toEqual([]);
    const asked = attachFromHand(board(RETRO_ENERGY), RETRO_ENERGY);
    expect(asked.state.pendingDecision?.decider).toBe('p1');
    const t = answer(asked, true);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, RETRO_ENERGY]);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(discardOf(t)).toEqual([RAICHU]);
  });

  it('no: nothing happens (Raichu stays with its 30 damage)', () => {
    const t = answer(attachFromHand(board(RETRO_ENERGY), RETRO_ENERGY), false);
    expect(templatesIn(t.state, 'p1:active')).toEqual([RAICHU, PIKACHU, RETRO_ENERGY]);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('on a Basic Pokémon: no question, it is just attached', () => {
    const t = attachFromHand(board(RETRO_ENERGY), RETRO_ENERGY, 'p1:bench_1');
    expect(t.state.pendingDecision ?? undefined).toBeUndefined();
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR, RETRO_ENERGY]);
  });

  it('MADE-UP rewording ("When you attach … from your hand to", 1 counter, "the highest Stage Evolution card on that Pokémon") reads the same', () => {
    const { set, table: t8 } = madeUp([
      {
        id: 'mu8-40',
        name: 'Made-up Retro',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: [
          'Made-up Retro provides Colorless Energy. When you attach Made-up Retro from your hand to 1 of your Evolved Pokemon, you may remove up to 1 damage counter from it and discard the highest Stage Evolution card on that Pokémon. (This counts as devolving that Pokémon.)',
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = answer(attachFromHand(board('mu8-40', t8), 'mu8-40'), true);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, 'mu8-40']);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('MADE-UP: the counters without the devolving, or a devolving to the hand, stays manual', () => {
    const { set } = madeUp([
      {
        id: 'mu8-41',
        name: 'Made-up Retro 2',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: [
          'This card provides Colorless Energy. When you play this card from your hand and attach it to 1 of your Evolved Pokémon, you may return the top card from it to your hand. (This counts as devolving it.)',
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Retro 2']);
  });
});

describe('a Technical Machine\'s attack in branches on the opponent\'s Prizes: "If your opponent has 5 or more Prizes, … If your opponent has exactly 2 / only 1 Prize, …"', () => {
  const PLATE_ALPHA = 'ecard3-133'; // Desert Burn: 5+ a Trainer card from the deck; only 1: Burned, Paralyzed, Poisoned
  const PLATE_DELTA = 'ecard3-136'; // Healing Oasis: 5+ up to 3 basic Energy; exactly 2: all counters off 1 of yours
  const POTION = 'base1-94';
  const G = 'sve-1';
  const W = 'sve-3';
  const prizes = (n: number) => Array.from({ length: n }, () => G);
  const board = (plate: string, oppPrizes: number, t0: (s: BoardSpec) => Table = table) =>
    withCounters(
      t0({
        p1: {
          active: [PIKACHU, W],
          bench: [[BULBASAUR]],
          hand: [plate],
          deck: [POTION, W, W, 'sve-4'],
        },
        p2: { active: [KINGAMBIT], prizes: prizes(oppPrizes) },
      }),
      'p1:bench_1',
      { damage: 30 },
    );
  // Take what is offered: every card allowed; Bulbasaur when a Pokémon is chosen.
  const take: Chooser = (d, st) =>
    (d.options ?? []).some((o) => o.includes('Bulbasaur'))
      ? optionsNaming('Bulbasaur')(d, st)
      : mostOptions(d, st);
  const use = (t: Table, name: string, attackName: string) =>
    attack(playTrainer(t, name, { target: 'p1:active' }), attackName, { chooser: take });

  it('Mystery Plate α and δ are automatic', () => {
    expect(missingEffects(printed('ecard3', PLATE_ALPHA))).toEqual([]);
    expect(missingEffects(printed('ecard3', PLATE_DELTA))).toEqual([]);
  });

  it('Healing Oasis, opponent at 6 Prizes: up to 3 basic Energy from the deck into the hand; no counters removed', () => {
    const t = use(board(PLATE_DELTA, 6), 'Mystery Plate δ', 'Healing Oasis');
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([W, W, 'sve-4'].sort());
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
  });

  it('Healing Oasis, opponent at exactly 2 Prizes: all counters off 1 of your Pokémon; nothing from the deck', () => {
    const t = use(board(PLATE_DELTA, 2), 'Mystery Plate δ', 'Healing Oasis');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });

  it('Healing Oasis, opponent at 3 Prizes: neither branch, nothing happens', () => {
    const t = use(board(PLATE_DELTA, 3), 'Mystery Plate δ', 'Healing Oasis');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
  });

  it('Desert Burn, opponent at only 1 Prize: the Defending Pokémon is Burned, Paralyzed and Poisoned', () => {
    const t = use(board(PLATE_ALPHA, 1), 'Mystery Plate α', 'Desert Burn');
    expect(conditionsIn(t.state, 'p2:active').sort()).toEqual(['burned', 'paralyzed', 'poisoned']);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
  });

  it('Desert Burn, opponent at 5 Prizes: a Trainer card from the deck into the hand, no condition', () => {
    const t = use(board(PLATE_ALPHA, 5), 'Mystery Plate α', 'Desert Burn');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([POTION]);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it("Retro Cave (Mystery Plate γ), opponent at exactly 2 Prizes: their Raichu's top card goes to the bottom of their deck (devolved to Pikachu)", () => {
    const PLATE_GAMMA = 'ecard3-135';
    const RAICHU = 'base1-14';
    expect(missingEffects(printed('ecard3', PLATE_GAMMA))).toEqual([]);
    const t = attack(
      playTrainer(
        table({
          p1: { active: [PIKACHU, W], hand: [PLATE_GAMMA] },
          p2: { active: [RAICHU, PIKACHU], deck: [G, G], prizes: prizes(2) },
        }),
        'Mystery Plate γ',
        { target: 'p1:active' },
      ),
      'Retro Cave',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p2:deck').at(-1)).toBe(RAICHU);
  });

  it('Retro Cave, opponent at 6 Prizes: your hand shuffled into your deck, then 6 cards drawn', () => {
    const PLATE_GAMMA = 'ecard3-135';
    const t = attack(
      playTrainer(
        table({
          p1: { active: [PIKACHU, W], hand: [PLATE_GAMMA, POTION], deck: [W, W, W, W, W, W, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Mystery Plate γ',
        { target: 'p1:active' },
      ),
      'Retro Cave',
    );
    expect(templatesIn(t.state, 'p1:hand')).toHaveLength(6);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
  });

  it("Stone Crush (Mystery Plate β), opponent at only 1 Prize: 2 of the Defending Pokémon's Energy shuffled into their deck (the only 1 when it has 1)", () => {
    const PLATE_BETA = 'ecard3-134';
    expect(missingEffects(printed('ecard3', PLATE_BETA))).toEqual([]);
    const run = (energy: string[]) =>
      use(
        table({
          p1: { active: [PIKACHU, W], hand: [PLATE_BETA] },
          p2: { active: [KINGAMBIT, ...energy], deck: [G], prizes: prizes(1) },
        }),
        'Mystery Plate β',
        'Stone Crush',
      );
    const three = run([G, W, 'sve-4']);
    expect(templatesIn(three.state, 'p2:active')).toHaveLength(2);
    expect(templatesIn(three.state, 'p2:deck')).toHaveLength(3);
    const one = run([W]);
    expect(templatesIn(one.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(one.state, 'p2:deck').sort()).toEqual([G, W].sort());
  });

  it('Stone Crush, opponent at 5 Prizes: draw 3 cards, their Energy stays', () => {
    const t = use(
      table({
        p1: { active: [PIKACHU, W], hand: ['ecard3-134'], deck: [W, W, W, W] },
        p2: { active: [KINGAMBIT, G], prizes: prizes(5) },
      }),
      'Mystery Plate β',
      'Stone Crush',
    );
    expect(templatesIn(t.state, 'p1:hand')).toHaveLength(3);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G]);
  });

  const plate = (id: string, text: string) => ({
    id,
    name: `Made-up Plate ${id}`,
    supertype: 'Trainer',
    subtypes: ['Technical Machine'],
    rules: [
      `Attach this card to 1 of your Pokémon in play. That Pokémon may use this card's attack instead of its own. At the end of your turn, discard Made-up Plate ${id}.`,
    ],
    attacks: [{ name: 'Made-up Oasis', cost: ['Colorless'], damage: '', text }],
  });

  it('MADE-UP rewording ("4 or more Prizes" / "3 or fewer Prizes left", other clauses) reads the same', () => {
    const { set, table: t8 } = madeUp([
      plate(
        'mu8-50',
        'If your opponent has 4 or more Prizes, draw 2 cards. If your opponent has 3 or fewer Prizes left, the Defending Pokémon is now Asleep.',
      ),
      plate(
        'mu8-54',
        'If your opponent has exactly 2 Prizes, flip a coin. If heads, choose 3 Energy cards attached to the Defending Pokemon (1 if there is only 1). Your opponent shuffles those cards into his or her deck.',
      ),
      plate(
        'mu8-53',
        "If your opponent has only 1 Prize, choose 1 of your opponent's evolved Pokémon. Its owner puts the highest Stage Evolution card on that Pokémon on the bottom of his or her deck. (This counts as devolving that Pokémon.)",
      ),
    ]);
    expect(missingEffects(set.cards[1] as never)).toEqual([]);
    expect(missingEffects(set.cards[2] as never)).toEqual([]);
    // "3 Energy cards … (1 if there is only 1)" on heads.
    const crushed = use(
      t8({
        seed: 1,
        p1: { active: [PIKACHU, W], hand: ['mu8-54'] },
        p2: { active: [KINGAMBIT, G, G, G, G], prizes: prizes(2) },
      }),
      'Made-up Plate mu8-54',
      'Made-up Oasis',
    );
    expect(flipsOf(crushed, 'p1')).toHaveLength(1);
    expect(templatesIn(crushed.state, 'p2:active')).toHaveLength(
      flipsOf(crushed, 'p1')[0] === 'heads' ? 2 : 5,
    );
    const retro = use(
      t8({
        p1: { active: [PIKACHU, W], hand: ['mu8-53'] },
        p2: { active: ['base1-14', PIKACHU], prizes: prizes(1) },
      }),
      'Made-up Plate mu8-53',
      'Made-up Oasis',
    );
    expect(templatesIn(retro.state, 'p2:active')).toEqual([PIKACHU]);
    expect(templatesIn(retro.state, 'p2:deck').at(-1)).toBe('base1-14');
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const many = use(board('mu8-50', 4, t8), 'Made-up Plate mu8-50', 'Made-up Oasis');
    expect(templatesIn(many.state, 'p1:hand')).toHaveLength(2);
    expect(conditionsIn(many.state, 'p2:active')).toEqual([]);
    const few = use(board('mu8-50', 3, t8), 'Made-up Plate mu8-50', 'Made-up Oasis');
    expect(templatesIn(few.state, 'p1:hand')).toEqual([]);
    expect(conditionsIn(few.state, 'p2:active')).toEqual(['asleep']);
  });

  it('MADE-UP: a sentence before the first branch, or a branch the rules cannot read, stays manual', () => {
    const { set } = madeUp([
      plate('mu8-51', 'Draw a card. If your opponent has 5 or more Prizes, draw 2 cards.'),
      plate(
        'mu8-52',
        'If your opponent has 5 or more Prizes, draw 2 cards. If your opponent has only 1 Prize, your opponent reveals his or her hand and you name a card.',
      ),
    ]);
    expect(set.cards.map((c) => missingEffects(c as never))).toEqual([
      ['Made-up Plate mu8-51'],
      ['Made-up Plate mu8-52'],
    ]);
  });
});

describe('a Stadium\'s use "if that player has an Evolution card in his or her hand, he or she may search his or her deck for a basic Energy card, … Then that player chooses an Evolution card from his or her hand, … puts it into his or her deck."', () => {
  const MYSTERY_ZONE = 'ecard3-137';
  const RAICHU = 'base1-14';
  const POTION = 'base1-94';
  const W = 'sve-3';
  const board = (zone: string, name: string, hand: string[], t0: (s: BoardSpec) => Table = table) =>
    playTrainer(
      t0({
        p1: { active: [PIKACHU], hand: [zone, ...hand], deck: [POTION, W, POTION] },
        p2: { active: [KINGAMBIT] },
      }),
      name,
    );

  it('Mystery Zone is automatic; used: the Water Energy from the deck into the hand, Raichu from the hand into the deck', () => {
    expect(missingEffects(printed('ecard3', MYSTERY_ZONE))).toEqual([]);
    const t = useStadium(board(MYSTERY_ZONE, 'Mystery Zone', [RAICHU]));
    expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([POTION, POTION, RAICHU].sort());
    // Both cards were shown to the opponent.
    const shown = t.state.log.filter((l) => /reveal/i.test(l.message)).length;
    expect(shown).toBeGreaterThanOrEqual(2);
  });

  it('with no Evolution card in the hand the use is refused, saying why', () => {
    const t = board(MYSTERY_ZONE, 'Mystery Zone', [POTION]);
    expect(refusalOf(t, USE_STADIUM)).toMatch(/no Evolution card in your hand/);
  });

  it('MADE-UP rewording ("Once during each of his or her turns", "if he or she has a Basic Pokémon card", a Trainer card searched) reads the same', () => {
    const { set, table: t8 } = madeUp([
      stadium(
        'mu8-60',
        'Made-up Zone',
        'Once during each of his or her turns, if he or she has a Basic Pokémon card in his or her hand, he or she may search his or her deck for a Trainer card, show it to his or her opponent, and put it into his or her hand. Then he or she chooses a Basic Pokémon card from his or her hand, shows it to his or her opponent, and puts it into his or her deck. He or she shuffles his or her deck afterward.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = useStadium(board('mu8-60', 'Made-up Zone', [BULBASAUR], t8));
    expect(templatesIn(t.state, 'p1:hand')).toEqual([POTION]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([BULBASAUR, POTION, W].sort());
  });
});
