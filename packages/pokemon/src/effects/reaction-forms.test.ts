import { describe, expect, it } from 'vitest';
import { readBoard } from '../bots/board';
import { decideChoice, waitingChoice } from '../bots/choices';
import { F, flipsOf, G, L, logOf, nextTurn, SEEDS, W } from './cards/classic.test-helper';
import { classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  type Table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import { markersOf } from './markers';
import { passiveRulesOf } from './passive-text';
import { readReaction, readToolReaction } from './reaction-text';
import { normaliseText } from './sentences';

/**
 * What happens during the opponent's attack: the defending side's Powers that react to being
 * damaged, read clause by clause (`reaction-text.ts`: trigger + coin + outcome) and carried out
 * at one point of the attack (`reactions.ts`: after its damage and effects, before hit-backs and
 * Knock Outs), on real printings of the classic fixtures, each outcome written from the card.
 *
 * Rulings relied on, and where none was found:
 * - Order of an attack: the 1999 Base Set rulebook's attack steps put damage (after Weakness,
 *   then Resistance) before the attack's other effects, and Knock Outs are checked when the
 *   attack is over — so a Power that reacts "even if it's Knocked Out" still acts, and the
 *   Special Conditions a Pokémon had "when your opponent attacks" are those at the attack's
 *   start (an attack that damages and then Paralyzes does not stop the reaction to its damage).
 * - Damage a Pokémon Power does ("this power does 20 damage to the attacking Pokémon") is not
 *   an attack's damage: Weakness and Resistance are steps of an attack's damage in the rulebook,
 *   and Powers that want them say "(Apply Weakness and Resistance.)" — such a text is not read
 *   here and stays manual. No official ruling was found on Weakness/Resistance for damage done
 *   back by an attack's lasting effect (Reflect Shield's "do 20 damage to the attacking
 *   Pokémon") — Reflect Shield stays MANUAL for that reason.
 * - "Prevent all effects of attacks, other than damage": no official ruling was found (searched
 *   the stored rulebook / Q&A pages) — those texts (Light Wave, Crystal Body) stay MANUAL.
 * - Who flips: the text's player. "flip a coin" on the defending side's Power is flipped by
 *   that player's seat (the log shows it), not the attacking one.
 */

/** 30 HP Colorless Basic, Bite (C) 20 — no Weakness in play against the Pokémon below. */
const RATTATA = 'base1-61';
const ERIKAS_VILEPLUME = 'gym1-5';
const ROCKETS_SNORLAX = 'gym1-33';
const KOGAS_MUK = 'gym2-26';
const LIGHT_PILOSWINE = 'neo4-26';
/** Water Basic, 40 HP, Bubble (W): flip, heads the Defending Pokémon is now Paralyzed; 10 damage. */
const POLIWAG = 'base1-59';

/** 40 HP Lightning Basic, Selfdestruct (L C) 40: 10 to each Benched Pokémon, 40 to itself. */
const MAGNEMITE = 'base1-53';

const p2Flip = (side: 'heads' | 'tails') => (t: Table) => flipsOf(t, 'p2')[0] === side;

/** p1's Rattata bites p2's Active Pokémon `defender` (with `extra` on p2's side). */
const bite = (
  seed: number,
  defender: string[],
  opts: { counters?: Record<string, number>; bench?: string[][] } = {},
) =>
  attack(
    table({
      seed,
      p1: { active: [RATTATA, W, W] },
      p2: {
        active: defender,
        ...(opts.bench ? { bench: opts.bench } : {}),
        ...(opts.counters ? { activeCounters: opts.counters } : {}),
      },
    }),
    'Bite',
  );

/** p1's Magnemite Selfdestructs: p2's Active Snorlax (awake) and each Benched Pokémon (`bench`) are hit. */
const selfdestruct = (seed: number, ...bench: string[][]) =>
  attack(
    table({
      seed,
      p1: { active: [MAGNEMITE, L, W], bench: [[RATTATA]] },
      p2: { active: [ROCKETS_SNORLAX, W], bench },
    }),
    'Selfdestruct',
  );

describe('reading: the clauses of a reaction', () => {
  const read = (name: string, text: string) => readReaction(normaliseText(name, text));

  it('reads each printed trigger, coin and outcome', () => {
    expect(
      read(
        "Erika's Vileplume",
        "If an attack does damage to Erika's Vileplume while it's your Active Pokémon (even if it's Knocked Out), flip a coin. If heads, your opponent's Active Pokémon is now Confused.",
      ),
    ).toEqual({
      activeOnly: true,
      unlessKnockedOut: false,
      coin: 'heads',
      outcome: { kind: 'condition', condition: 'confused' },
    });
    expect(
      read(
        'Entei',
        "Whenever your opponent's attack damages Entei, unless that attack Knocks Out Entei, flip a coin. If heads, your opponent's Active Pokémon is now Asleep.",
      ),
    ).toMatchObject({ unlessKnockedOut: true, coin: 'heads' });
  });

  // Made-up rewordings (no fixture prints them): the same clauses in other words.
  it('made-up rewordings read the same', () => {
    expect(
      read(
        'Foo',
        "If Foo is your Active Pokémon and is damaged by an opponent's attack, flip a coin. If tails, the attacking Pokémon is now Paralyzed.",
      ),
    ).toEqual({
      activeOnly: true,
      unlessKnockedOut: false,
      coin: 'tails',
      outcome: { kind: 'condition', condition: 'paralyzed' },
    });
    expect(
      read(
        'Foo',
        "Whenever an opponent's attack damages Foo (even if Foo is Knocked Out), put 1 damage counter on the attacking Pokémon.",
      ),
    ).toEqual({
      activeOnly: false,
      unlessKnockedOut: false,
      outcome: { kind: 'counters', count: 1 },
    });
  });

  it('refuses what it cannot carry out: damage of any source, "an attack" reaching the Bench, unknown outcomes', () => {
    // "gets damaged": Powers and other effects damage too; the game reacts to attacks only.
    expect(
      read(
        'Foo',
        'If Foo is your Active Pokémon and gets damaged, flip a coin. If tails, this power does 20 damage to each Active Pokémon.',
      ),
    ).toBeUndefined();
    // "an attack" anywhere: the player's own attack may damage their Benched Pokémon.
    expect(
      read('Foo', 'If an attack does damage to Foo, the attacking Pokémon is now Confused.'),
    ).toBeUndefined();
    expect(
      read(
        'Foo',
        "If an opponent's attack does damage to Foo, flip a coin. If heads, shuffle Foo into your deck.",
      ),
    ).toBeUndefined();
  });

  it('a reaction Power whose note asks for Weakness and Resistance stays manual', () => {
    expect(
      passiveRulesOf('Foo', {
        text: "If your opponent's attack does damage to Foo, this power does 20 damage to the attacking Pokémon. (Apply Weakness and Resistance.)",
      }),
    ).toBeUndefined();
  });
});

describe("Erika's Vileplume — Pollen Defense: \"If an attack does damage to Erika's Vileplume while it's your Active Pokémon (even if it's Knocked Out), flip a coin. If heads, your opponent's Active Pokémon is now Confused.\"", () => {
  it("heads: the attacker is Confused; the coin is flipped by Vileplume's player", () => {
    const t = withSeeds(SEEDS, (s) => bite(s, [ERIKAS_VILEPLUME, G]), p2Flip('heads'));
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toContain('confused');
    expect(flipsOf(t, 'p1')).toEqual([]);
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, (s) => bite(s, [ERIKAS_VILEPLUME, G]), p2Flip('tails'));
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('even when the damage Knocks it Out', () => {
    const t = withSeeds(
      SEEDS,
      (s) => bite(s, [ERIKAS_VILEPLUME, G], { counters: { damage: 70 }, bench: [[POLIWAG]] }),
      p2Flip('heads'),
    );
    expect(templatesIn(t.state, 'p2:discard')).toContain(ERIKAS_VILEPLUME);
    expect(conditionsIn(t.state, 'p1:active')).toContain('confused');
  });

  it('works even while Vileplume is Asleep (its text says so)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => bite(s, [ERIKAS_VILEPLUME, G], { counters: { asleep: 1 } }),
      p2Flip('heads'),
    );
    expect(conditionsIn(t.state, 'p1:active')).toContain('confused');
  });

  it('not while Benched: Selfdestruct damages it on the Bench, and no coin is flipped', () => {
    const t = selfdestruct(1, [ERIKAS_VILEPLUME]);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(flipsOf(t, 'p2')).toEqual([]);
    expect(logOf(t)).not.toMatch(/confused/);
  });
});

describe("Rocket's Snorlax — Restless Sleep: \"If your opponent's attack does damage to Rocket's Snorlax and Rocket's Snorlax is already Asleep (even if it's Knocked Out), this power does 20 damage to the attacking Pokémon.\"", () => {
  it('Asleep: 20 damage to the attacker, no coin', () => {
    const t = bite(1, [ROCKETS_SNORLAX, W], { counters: { asleep: 1 } });
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('awake: nothing', () => {
    const t = bite(1, [ROCKETS_SNORLAX, W]);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });
});

describe("Light Piloswine — Fluffy Wool: \"During your opponent's turn, if Light Piloswine is your Active Pokémon and is damaged by your opponent's attack (even if it's Knocked Out), flip a coin. If heads, the attacking Pokémon is now Asleep. This power stops working if Light Piloswine is already Asleep, Confused, or Paralyzed when your opponent attacks.\"", () => {
  it('heads: the attacker is Asleep', () => {
    const t = withSeeds(SEEDS, (s) => bite(s, [LIGHT_PILOSWINE, W]), p2Flip('heads'));
    expect(logOf(t)).toMatch(/set a counter: asleep on .*Rattata/);
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, (s) => bite(s, [LIGHT_PILOSWINE, W]), p2Flip('tails'));
    expect(logOf(t)).not.toMatch(/set a counter: asleep on .*Rattata/);
  });

  it('already Paralyzed when the attack starts: no coin', () => {
    const t = bite(1, [LIGHT_PILOSWINE, W], { counters: { paralyzed: 1 } });
    expect(flipsOf(t, 'p2')).toEqual([]);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });
});

describe("Koga's Muk — Energy Drain: \"If an opponent's attack does damage to Koga's Muk (even if Koga's Muk is Knocked Out), flip a coin. If heads and if it has any, choose 1 Energy card attached to the attacking Pokémon and discard it.\"", () => {
  const start = (seed: number) => {
    const t = table({ seed, p1: { active: [RATTATA, W, G] }, p2: { active: [KOGAS_MUK, G] } });
    return act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Bite' },
    });
  };
  const settle = (t: Table) => {
    let cur = t;
    // Settle until Muk's player is asked, or the turn is over.
    for (let i = 0; i < 5 && !cur.state.pendingDecision; i++) cur = answerAll(cur);
    return cur;
  };

  it("heads: Muk's player — not the attacking seat — chooses the Energy, and it is discarded", () => {
    const t = withSeeds(SEEDS, (s) => settle(start(s)), p2Flip('heads'));
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p2');
    expect(d?.options?.length).toBe(2);
    // The acting seat cannot answer it.
    expect(() =>
      act(t, {
        type: 'resolve_decision',
        player: 'p1',
        source: 'ai',
        choice: d?.options?.[0] ?? '',
      }),
    ).toThrow();
    const grass = d?.options?.find((o) => !o.includes('Water')) ?? '';
    const done = act(t, { type: 'resolve_decision', player: 'p2', source: 'ai', choice: grass });
    expect(templatesIn(done.state, 'p1:active')).toEqual([RATTATA, W]);
    expect(templatesIn(done.state, 'p1:discard')).toEqual([G]);
  });

  it("the bots answer it from Muk's player's seat; the attacking seat's view shows it no choice", () => {
    const t = withSeeds(SEEDS, (s) => settle(start(s)), p2Flip('heads'));
    expect(waitingChoice(t.engine.view(t.state, 'p1'))).toBeUndefined();
    const view = t.engine.view(t.state, 'p2');
    const choice = waitingChoice(view);
    if (!choice) throw new Error('p2 is asked nothing');
    expect(choice.kind).toBe('energy');
    const call = decideChoice(readBoard(view, classicRegistry), view, classicRegistry, choice);
    const picked = String((call.input as { choice?: string }).choice);
    expect(choice.options.map((o) => o.label)).toContain(picked);
    const done = act(t, { type: 'resolve_decision', player: 'p2', source: 'ai', choice: picked });
    expect(templatesIn(done.state, 'p1:discard')).toHaveLength(1);
    expect(templatesIn(done.state, 'p1:active')).toHaveLength(2);
  });

  it('on the Bench too (its text names no place): heads offers the Energy of Magnemite', () => {
    const t = withSeeds(SEEDS, (s) => selfdestruct(s, [KOGAS_MUK]), p2Flip('heads'));
    // `attack` answered the choice with the first Energy; Magnemite was then Knocked Out.
    expect(logOf(t)).toMatch(/Energy Drain: choose 1 Energy card attached to Magnemite/);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
  });

  it('tails: nothing is discarded', () => {
    const t = withSeeds(SEEDS, (s) => answerAll(start(s)), p2Flip('tails'));
    expect(templatesIn(t.state, 'p1:active')).toHaveLength(3);
  });
});

const HITMONCHAN = 'neo4-69';
const WOOPER = 'neo2-71';
const ELECTABUZZ = 'basep-2';
/** Fighting Basic, 50 HP, Low Kick (F) 20. */
const MACHOP = 'base1-52';

/**
 * p1's `user` uses `move` (it costs nothing more than `energy`); p2's Machop then Low Kicks it
 * during p2's turn (Machop has enough Energy). Returns the table after Low Kick.
 */
const usedThenKicked = (seed: number, user: string, energy: string[], move: string) => {
  const used = attack(
    table({ seed, p1: { active: [user, ...energy] }, p2: { active: [MACHOP, F] } }),
    move,
  );
  return attack(nextTurn(used), 'Low Kick', { player: 'p2' });
};

describe('Hitmonchan — Dodge: "If Hitmonchan would be damaged by an attack during your opponent\'s next turn, flip a coin. If heads, prevent that attack\'s damage done to Hitmonchan. (Any other effects of attacks still happen.)"', () => {
  const p1Flip = (side: 'heads' | 'tails') => (t: Table) => flipsOf(t, 'p1')[0] === side;

  it("heads: Low Kick's damage is prevented; Hitmonchan's player flips, when the damage would be done", () => {
    const t = withSeeds(SEEDS, (s) => usedThenKicked(s, HITMONCHAN, [F], 'Dodge'), p1Flip('heads'));
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(flipsOf(t, 'p2')).toEqual([]);
  });

  it('tails: Low Kick does its 20 (Hitmonchan has no Weakness to Fighting)', () => {
    const t = withSeeds(SEEDS, (s) => usedThenKicked(s, HITMONCHAN, [F], 'Dodge'), p1Flip('tails'));
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('no coin while the opponent does not attack it (the effect waits for damage)', () => {
    const used = attack(
      table({ seed: 1, p1: { active: [HITMONCHAN, F] }, p2: { active: [MACHOP, F] } }),
      'Dodge',
    );
    const t = nextTurn(used);
    expect(flipsOf(t, 'p1')).toEqual([]);
  });
});

describe('Wooper — Slime: "If an attack would do damage to Wooper during your opponent\'s next turn, your opponent flips a coin. If tails, prevent all damage to Wooper from that attack. (Any other effects of that attack happen.)"', () => {
  it("tails: the damage is prevented; the coin is the attacking player's", () => {
    const t = withSeeds(SEEDS, (s) => usedThenKicked(s, WOOPER, [W], 'Slime'), p2Flip('tails'));
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });

  it('heads: Low Kick does its 20', () => {
    const t = withSeeds(SEEDS, (s) => usedThenKicked(s, WOOPER, [W], 'Slime'), p2Flip('heads'));
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('going to the Bench ends it (an effect of an attack)', () => {
    const used = attack(
      table({
        seed: 1,
        p1: { active: [WOOPER, W], bench: [[RATTATA]] },
        p2: { active: [MACHOP, F] },
      }),
      'Slime',
    );
    const top = used.state.zones['p1:active']?.cards[0];
    const benched = act(used, {
      type: 'swap_card_stacks',
      player: 'p1',
      source: 'script',
      a: 'p1:active',
      b: 'p1:bench_1',
    });
    expect(benched.state.zones['p1:bench_1']?.cards[0]).toBe(top);
    expect(markersOf(used.state, 'prevent-damage-on-coin')).toHaveLength(1);
    expect(markersOf(benched.state, 'prevent-damage-on-coin')).toEqual([]);
  });
});

describe('Electabuzz — Light Screen: "Whenever an attack does damage to Electabuzz (after applying Weakness and Resistance) during your opponent\'s next turn, that attack only does half the damage to Electabuzz (rounded down to the nearest 10)."', () => {
  it('Low Kick: 20 doubled by Weakness to 40, then halved to 20', () => {
    const t = usedThenKicked(1, ELECTABUZZ, [L], 'Light Screen');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('without Light Screen the same kick does 40', () => {
    const t = attack(
      nextTurn(
        act(table({ seed: 1, p1: { active: [ELECTABUZZ, L] }, p2: { active: [MACHOP, F] } }), {
          type: 'end_turn',
          player: 'p1',
          source: 'ai',
        }),
      ),
      'Low Kick',
      { player: 'p2' },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });
});

const GIOVANNIS_MACHAMP = 'gym2-6';

describe("Giovanni's Machamp — Fortitude: \"If Giovanni's Machamp would be Knocked Out by an opponent's attack, flip a coin. If heads, Giovanni's Machamp is not Knocked Out and its remaining HP become 10 instead. This power can't be used if Giovanni's Machamp is already Asleep, Confused, or Paralyzed.\"", () => {
  const bitten = (seed: number, counters: Record<string, number>) =>
    bite(seed, [GIOVANNIS_MACHAMP, F], { counters, bench: [[POLIWAG]] });

  it("heads (Machamp's player flips): not Knocked Out, 10 HP left", () => {
    const t = withSeeds(SEEDS, (s) => bitten(s, { damage: 90 }), p2Flip('heads'));
    expect(templatesIn(t.state, 'p2:active')[0]).toBe(GIOVANNIS_MACHAMP);
    expect(damageIn(t.state, 'p2:active')).toBe(90);
  });

  it('tails: Knocked Out', () => {
    const t = withSeeds(SEEDS, (s) => bitten(s, { damage: 90 }), p2Flip('tails'));
    expect(templatesIn(t.state, 'p2:discard')).toContain(GIOVANNIS_MACHAMP);
  });

  it('no coin when the attack does not Knock it Out', () => {
    const t = bitten(1, { damage: 10 });
    expect(flipsOf(t, 'p2')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('already Paralyzed when attacked: no coin, Knocked Out', () => {
    const t = bitten(1, { damage: 90, paralyzed: 1 });
    expect(flipsOf(t, 'p2')).toEqual([]);
    expect(templatesIn(t.state, 'p2:discard')).toContain(GIOVANNIS_MACHAMP);
  });
});

const MISTYS_CLOYSTER = 'gym1-29';

describe("Misty's Cloyster — Shell Armor: \"You may reduce all damage done by attacks to Misty's Cloyster by 10 (after applying Weakness and Resistance). (Any other effects of attacks still happen). This power can't be used if Misty's Cloyster is Asleep, Confused, or Paralyzed.\"", () => {
  const biteCloyster = (counters: Record<string, number> = {}) => {
    const t = table({
      seed: 1,
      p1: { active: [RATTATA, W] },
      p2: { active: [MISTYS_CLOYSTER, W], activeCounters: counters },
    });
    return act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Bite' },
    });
  };

  it("Cloyster's player is asked when Bite would damage it; the attacking seat cannot answer", () => {
    const t = biteCloyster();
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p2');
    expect(d?.prompt).toMatch(/Shell Armor: reduce the damage to Misty's Cloyster by 10/);
    expect(() =>
      act(t, { type: 'resolve_decision', player: 'p1', source: 'ai', choice: 'yes' }),
    ).toThrow();
  });

  it('yes: Bite does 10; no: 20', () => {
    const yes = act(biteCloyster(), {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: 'yes',
    });
    expect(damageIn(answerAll(yes).state, 'p2:active')).toBe(10);
    const no = act(biteCloyster(), {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: 'no',
    });
    expect(damageIn(answerAll(no).state, 'p2:active')).toBe(20);
  });

  it("the bot in Cloyster's seat takes the reduction", () => {
    const t = biteCloyster();
    const view = t.engine.view(t.state, 'p2');
    const choice = waitingChoice(view);
    if (!choice) throw new Error('p2 is asked nothing');
    const call = decideChoice(readBoard(view, classicRegistry), view, classicRegistry, choice);
    expect((call.input as { choice?: string }).choice).toBe('yes');
  });

  it('Asleep: not asked, Bite does 20', () => {
    const t = biteCloyster({ asleep: 1 });
    expect(t.state.pendingDecision ?? undefined).toBeUndefined();
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

const COUNTERATTACK_CLAWS = 'neo4-97';

describe('Counterattack Claws: "During your opponent\'s turn, if the Pokémon Counterattack Claws is attached to is your Active Pokémon and an opponent\'s attack damages it (even if it is Knocked Out), flip a coin. If heads, put 2 damage counters on the Defending Pokémon. Then, discard Counterattack Claws."', () => {
  const clawed = (seed: number) => bite(seed, [ROCKETS_SNORLAX, W, COUNTERATTACK_CLAWS]);

  it("heads: 2 damage counters on the attacker; the Tool's owner flips; Claws is discarded", () => {
    const t = withSeeds(SEEDS, clawed, p2Flip('heads'));
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([COUNTERATTACK_CLAWS]);
    expect(templatesIn(t.state, 'p2:active')).not.toContain(COUNTERATTACK_CLAWS);
  });

  it('tails: no counters, and Claws is discarded all the same', () => {
    const t = withSeeds(SEEDS, clawed, p2Flip('tails'));
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([COUNTERATTACK_CLAWS]);
  });

  it('on a Benched Pokémon: nothing, and it stays', () => {
    const t = selfdestruct(1, [RATTATA, COUNTERATTACK_CLAWS]);
    expect(flipsOf(t, 'p2')).toEqual([]);
    expect(templatesIn(t.state, 'p2:bench_1')).toContain(COUNTERATTACK_CLAWS);
  });

  it('the Tool text is read (a made-up Tool with "Then, discard" left out keeps the Tool)', () => {
    const sentences = [
      "During your opponent's turn, if the Pokémon SELF is attached to is your Active Pokémon and an opponent's attack damages it, flip a coin.",
      "If tails, your opponent's Active Pokémon is now Poisoned.",
    ];
    expect(readToolReaction(sentences, 0)).toEqual({
      reaction: {
        activeOnly: true,
        unlessKnockedOut: false,
        coin: 'tails',
        outcome: { kind: 'condition', condition: 'poisoned' },
      },
      discard: false,
      used: 2,
    });
  });
});
