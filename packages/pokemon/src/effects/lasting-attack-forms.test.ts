import { describe, expect, it } from 'vitest';
import { pokemonLegalActions } from '../rules/legal-actions';
import {
  CHARMANDER,
  F,
  flipsOf,
  G,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  PIKACHU,
  pass,
  R,
  SEEDS,
  SQUIRTLE,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  attack,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { attackAction, evolve, retreat, verdict } from './lasting.test-helper';
import { isPatternText } from './patterns';

/**
 * Lasting attack effects read clause by clause (who can't do what, until when) and the reminder
 * "(Benching or evolving that Pokémon ends this effect.)", on real printings of the classic
 * fixtures. An effect of an attack ends when its Pokémon goes to the Bench or evolves: Base Set
 * rulebook, "Evolve a Pokémon in play" ("All other things about the Pokémon go away — … anything
 * else that might be the result of an attack"), cited in `lasting-attack-rules.test.ts`.
 */

/** Colorless costs are paid with Water Energy. */
const C = W;
/** 50 HP Fighting, Low Kick (F) 20; evolves into Machoke (Karate Chop F F C). */
const MACHOP = 'base1-52';
const MACHOKE = 'base1-34';
/** Evolves from Charmander. */
const CHARMELEON = 'base1-24';
/** No Retreat Cost; Bite (C) 20 after evolving; Rattata: Bite (C) 20. */
const RATTATA = 'base1-61';
const RATICATE = 'base1-40';
const SWITCH = 'base1-95';

const p1Flip = (side: 'heads' | 'tails') => (t: Table) => flipsOf(t, 'p1')[0] === side;

describe('Ariados — Spider Web: "If heads, the Defending Pokémon can\'t retreat. (Benching or evolving that Pokémon ends this effect.)"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-27', G] },
          p2: { active: [CHARMANDER, R], bench: [[SQUIRTLE]], hand: [CHARMELEON] },
        }),
        'Spider Web',
      ),
    );

  it("heads: the Defending Pokémon can't retreat, still not two turns later (no turn limit)", () => {
    const t = withSeeds(SEEDS, run, p1Flip('heads'));
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, retreat(later))).toBe('CANNOT_RETREAT');
  });

  it('heads: evolving the Defending Pokémon ends it', () => {
    const t = withSeeds(SEEDS, run, p1Flip('heads'));
    const evolved = evolve(t, 'p2:active', CHARMELEON);
    expect(verdict(evolved, retreat(evolved))).toBe('ok');
  });

  it('tails: it may retreat', () => {
    const t = withSeeds(SEEDS, run, p1Flip('tails'));
    expect(verdict(t, retreat(t))).toBe('ok');
  });
});

describe('Piloswine — Freeze: "If heads, the Defending Pokémon can\'t attack. (Benching or evolving the Defending Pokémon ends this effect.)"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-44', W, W] },
          p2: { active: [RATTATA, C], bench: [[SQUIRTLE, C]], hand: [SWITCH, SWITCH] },
        }),
        'Freeze',
      ),
    );

  it('does its 10 damage; heads: no attack, still none two turns later', () => {
    const t = withSeeds(SEEDS, run, p1Flip('heads'));
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('CANNOT_ATTACK');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Bite'))).toBe('CANNOT_ATTACK');
  });

  it('heads: going to the Bench ends it, even when brought back the same turn', () => {
    const t = withSeeds(SEEDS, run, p1Flip('heads'));
    const out = playTrainer(t, 'Switch', { player: 'p2', chooser: optionsNaming('Squirtle') });
    const back = playTrainer(out, 'Switch', { player: 'p2', chooser: optionsNaming('Rattata') });
    expect(back.state.zones['p2:active']?.cards[0]).toBe(t.state.zones['p2:active']?.cards[0]);
    expect(verdict(back, attackAction(back, 'Bite'))).toBe('ok');
  });

  it('tails: it may attack', () => {
    const t = withSeeds(SEEDS, run, p1Flip('tails'));
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('ok');
  });
});

describe("Farfetch'd — Leek Jab: \"This attack can't be used during your next turn. (Benching Farfetch'd ends this effect.)\"", () => {
  const used = (hand: string[] = []) =>
    nextTurn(
      pass(
        attack(
          table({
            p1: { active: ['neo3-43', C, C, C], bench: [[SQUIRTLE]], hand },
            p2: { active: [KINGAMBIT] },
          }),
          'Leek Jab',
        ),
      ),
    );

  it('does 40; refused during your next turn while Gust is not; usable the turn after', () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(verdict(t, attackAction(t, 'Leek Jab'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(t, attackAction(t, 'Gust'))).toBe('ok');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Leek Jab'))).toBe('ok');
  });

  it("Benching Farfetch'd ends it: switched out and back, Leek Jab is allowed", () => {
    const t = used([SWITCH, SWITCH]);
    const out = playTrainer(t, 'Switch', { chooser: optionsNaming('Squirtle') });
    const back = playTrainer(out, 'Switch', { chooser: optionsNaming("Farfetch'd") });
    expect(verdict(back, attackAction(back, 'Leek Jab'))).toBe('ok');
  });
});

describe('Octillery — Octazooka: "If heads, whenever the Defending Pokémon attacks, your opponent flips a coin. If tails, that attack does nothing."', () => {
  /** Octazooka with p1's coin on `side`; p2's Machop then uses Low Kick `later` turn pairs after (or evolves and uses Karate Chop). */
  const run = (side: 'heads' | 'tails', seed: number, later = 0, evolveFirst = false) => {
    let t = nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo3-34', W, W, W] },
          p2: { active: [MACHOP, F, F, F], hand: [MACHOKE] },
        }),
        'Octazooka',
      ),
    );
    if (flipsOf(t, 'p1')[0] !== side) return undefined;
    for (let i = 0; i < later; i++) t = nextTurn(pass(pass(t)));
    if (evolveFirst) t = evolve(t, 'p2:active', MACHOKE);
    return attack(t, evolveFirst ? 'Karate Chop' : 'Low Kick', { player: 'p2' });
  };
  const find = (
    side: 'heads' | 'tails',
    p2: 'heads' | 'tails' | undefined,
    later = 0,
    evolveFirst = false,
  ) =>
    withSeeds(
      SEEDS,
      (s) => run(side, s, later, evolveFirst),
      (t) => t !== undefined && (p2 === undefined || flipsOf(t, 'p2').at(-1) === p2),
    ) as Table;
  const p2Flips = (t: Table) =>
    t.state.log.filter((e) => e.message.startsWith('p2 flipped')).length;

  it("does 40; heads: tails on the opponent's coin and Low Kick does nothing, heads and it does its 20", () => {
    const tails = find('heads', 'tails');
    expect(damageIn(tails.state, 'p2:active')).toBe(40);
    expect(damageIn(tails.state, 'p1:active')).toBe(0);
    expect(damageIn(find('heads', 'heads').state, 'p1:active')).toBe(20);
  });

  it('heads: the coin is still flipped two turns later (no turn limit)', () => {
    expect(p2Flips(find('heads', undefined, 1))).toBe(1);
  });

  it('heads: evolving the Defending Pokémon ends it (Machoke attacks with no flip)', () => {
    expect(p2Flips(find('heads', undefined, 0, true))).toBe(0);
  });

  it('tails: Low Kick with no flip', () => {
    const t = find('tails', undefined);
    expect(p2Flips(t)).toBe(0);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });
});

describe('Stantler — Terrorize: "If the Defending Pokémon is a Basic Pokémon, choose 1 of its attacks. That Pokémon can\'t use that attack during your opponent\'s next turn."', () => {
  const used = (defending: string[], hand: string[] = []) =>
    nextTurn(
      attack(
        table({ p1: { active: ['neo3-38', C] }, p2: { active: defending, hand } }),
        'Terrorize',
        { chooser: optionsNaming('Ember') },
      ),
    );

  it('a Basic Defending Pokémon: the chosen attack is refused, the other is not; the turn after, both', () => {
    const t = used([CHARMANDER, R, R]);
    expect(verdict(t, attackAction(t, 'Ember'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(t, attackAction(t, 'Scratch'))).toBe('ok');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Ember'))).toBe('ok');
  });

  it('an evolved Defending Pokémon: no choice is asked and nothing is refused', () => {
    const start = table({ p1: { active: ['neo3-38', C] }, p2: { active: [CHARMELEON, R, R, R] } });
    const declared = act(start, attackAction(start, 'Terrorize'));
    expect(declared.state.pendingDecision ?? undefined).toBeUndefined();
    const t = nextTurn(declared);
    expect(verdict(t, attackAction(t, 'Flamethrower'))).toBe('ok');
    expect(verdict(t, attackAction(t, 'Slash'))).toBe('ok');
  });
});

/** The attacks the legal actions offer the player to move. */
const offeredAttacks = (t: Table) =>
  pokemonLegalActions(t.state, t.state.turn.activePlayer, classicRegistry)
    .filter((a) => a.type === 'declare_action' && a.kind === 'attack')
    .map((a) => (a.type === 'declare_action' ? String(a.details?.attack) : ''));

describe('legal actions leave out the attacks a lasting effect refuses', () => {
  it("Leek Jab is not offered during Farfetch'd's next turn, Gust is; both the turn after", () => {
    const t = nextTurn(
      pass(
        attack(
          table({ p1: { active: ['neo3-43', C, C, C] }, p2: { active: [KINGAMBIT] } }),
          'Leek Jab',
        ),
      ),
    );
    expect(offeredAttacks(t)).toEqual(['Gust']);
    expect(offeredAttacks(nextTurn(pass(pass(t))))).toEqual(['Gust', 'Leek Jab']);
  });

  it('a Frozen Pokémon is offered no attack at all', () => {
    const run = (seed: number) =>
      nextTurn(
        attack(
          table({ seed, p1: { active: ['neo1-44', W, W] }, p2: { active: [RATTATA, C] } }),
          'Freeze',
        ),
      );
    expect(offeredAttacks(withSeeds(SEEDS, run, p1Flip('tails')))).toEqual(['Bite']);
    expect(offeredAttacks(withSeeds(SEEDS, run, p1Flip('heads')))).toEqual([]);
  });
});

describe('lasting "can\'t" clauses: what the words do not support stays manual', () => {
  it.each([
    // "that Pokémon" / "that attack" with nothing chosen before
    "That Pokémon can't use that attack during your opponent's next turn.",
    // the attacker can't attack with no turn named: never ends while it is Active
    "SELF can't attack.",
    // two turns named
    "During your next turn, the Defending Pokémon can't attack during your opponent's next turn.",
    // a reminder about a Pokémon the effect is not on
    "SELF can't attack during your next turn. (Benching or evolving the Defending Pokémon ends this effect.)",
    "The Defending Pokémon can't retreat. (Benching SELF ends this effect.)",
  ])('%s', (text) => {
    expect(isPatternText('X', text)).toBe(false);
  });
});

const BLASTOISE = 'base1-2';
/** Strikes Back: "Whenever your opponent's attack damages Machamp …, this power does 10 damage to the attacking Pokémon." */
const MACHAMP = 'base1-8';
const rainDance = (t: Table, zone: string) => verdict(t, abilityAction(t, zone, 'Rain Dance'));

describe('Sabrina\'s Gengar — Dark Wave: "All Pokémon Powers stop working until the end of your opponent\'s next turn."', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['gym2-29', P, P] },
          p2: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: [W, W] },
        }),
        'Dark Wave',
      ),
    );

  it('does 20; Rain Dance is refused in the next turn, and works again the turn after', () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(rainDance(t, 'p2:bench_1')).toBe('ABILITY_BLOCKED');
    const later = nextTurn(pass(pass(t)));
    expect(rainDance(later, 'p2:bench_1')).toBe('ok');
  });
});

describe('Magby — Sputter: "All Pokémon Powers stop working until the end of your next turn."', () => {
  const first = () =>
    attack(
      table({
        p1: { active: ['neo1-23', C] },
        p2: { active: [MACHAMP], bench: [[BLASTOISE]], hand: [W] },
      }),
      'Sputter',
    );

  it("Machamp's Strikes Back answers Sputter itself (the Powers stop after the damage)", () => {
    expect(damageIn(first().state, 'p1:active')).toBe(10);
  });

  it("in the opponent's turn Rain Dance is refused; in your next turn Strikes Back does nothing", () => {
    const theirs = nextTurn(first());
    expect(rainDance(theirs, 'p2:bench_1')).toBe('ABILITY_BLOCKED');
    const mine = attack(nextTurn(pass(theirs)), 'Sputter');
    expect(damageIn(mine.state, 'p2:active')).toBe(20);
    expect(damageIn(mine.state, 'p1:active')).toBe(10);
  });

  it('once your next turn is over, Rain Dance works again', () => {
    const t = nextTurn(pass(pass(first())));
    expect(t.state.turn.activePlayer).toBe('p2');
    expect(rainDance(t, 'p2:bench_1')).toBe('ok');
  });
});

describe('Dark Flaaffy — Stun Wave: "If the Defending Pokémon has a Pokémon Power, that power stops working until the end of your next turn."', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['neo4-34', L, L] },
          p2: { active: [BLASTOISE, W, W, W], bench: [[BLASTOISE]], hand: [W, W] },
        }),
        'Stun Wave',
      ),
    );

  it("does 30 × 2 (Weakness); the Defending Blastoise's Rain Dance is refused, the Benched one's is not", () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(rainDance(t, 'p2:active')).toBe('ABILITY_BLOCKED');
    expect(rainDance(t, 'p2:bench_1')).toBe('ok');
  });

  it('it works again once that turn is over', () => {
    const t = nextTurn(pass(pass(used())));
    expect(t.state.turn.activePlayer).toBe('p2');
    expect(rainDance(t, 'p2:active')).toBe('ok');
  });

  it('going to the Bench ends it (the rules end an attack’s effects there)', () => {
    const t = used();
    const retreated = act(t, retreat(t));
    expect(rainDance(retreated, 'p2:bench_1')).toBe('ok');
  });
});

describe('Togetic — Fly: "If heads, during your opponent\'s next turn, prevent all effects of attacks, including damage, done to Togetic; if tails, this attack does nothing (not even damage)."', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-16', C, C, C] },
          p2: { active: [PIKACHU, L, L] },
        }),
        'Fly',
      ),
    );

  it("heads: 30 damage, and Pikachu's Gnaw does nothing to Togetic in the next turn", () => {
    const t = withSeeds(SEEDS, run, p1Flip('heads'));
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    const hit = attack(t, 'Gnaw', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(0);
  });

  it("tails: no damage at all, and Pikachu's Gnaw does its 10 to Togetic", () => {
    const t = withSeeds(SEEDS, run, p1Flip('tails'));
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    const hit = attack(t, 'Gnaw', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(10);
  });
});

/**
 * The hit-backs: "If an attack does damage to Dark Wartortle during your opponent's next turn
 * (even if Dark Wartortle is Knocked Out), Dark Wartortle attacks the Defending Pokémon for an
 * equal amount of damage." Whether Weakness and Resistance apply to the answer is not printed,
 * and no ruling was found (searched: rulings compendium pages, WotC chat logs, card reviews — a
 * 2000 Pojo review of Rocket's Hitmonchan reads Crosscounter's answer with Weakness applied, not
 * an official source). The reading here is the printed one: the Pokémon "attacks" for that
 * damage, and damage an attack does to the Defending Pokémon gets Weakness and Resistance unless
 * the text says otherwise — as Fire Wall, which answers in the same words, prints "(Apply
 * Weakness and Resistance.)". Its coin (Counter, Crosscounter) is flipped when the damage is done,
 * as part of the attack being answered (same odds; the log names that attack's player).
 */
describe.each([
  ['Team Rocket', 'base5-46'],
  ['Legendary Collection ("does an equal amount of damage to the Defending Pokémon")', 'base6-39'],
])('Dark Wartortle (%s) — Mirror Shell', (_set, id) => {
  /** Mirror Shell, then p2's Charmander (weak to Water) uses `name`. */
  const answered = (name: string, damage = 0) => {
    let t = nextTurn(
      attack(
        table({
          p1: { active: [id, W, W], bench: [[SQUIRTLE]] },
          p2: { active: [CHARMANDER, R, R], bench: [[SQUIRTLE]] },
        }),
        'Mirror Shell',
      ),
    );
    if (damage > 0) t = withCounters(t, 'p1:active', { damage });
    return attack(t, name, { player: 'p2' });
  };

  it("Scratch's 10 is answered with 10, doubled by Charmander's Weakness to Water", () => {
    const t = answered('Scratch');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('even when the damage Knocks Dark Wartortle Out: Ember 30 → 60 back Knocks Charmander Out too', () => {
    const t = answered('Ember', 50);
    expect(templatesIn(t.state, 'p1:discard')).toContain(id);
    expect(templatesIn(t.state, 'p2:discard')).toContain(CHARMANDER);
  });

  it('only during the next turn: the turn after, Scratch is not answered', () => {
    const t0 = nextTurn(
      attack(
        table({ p1: { active: [id, W, W] }, p2: { active: [CHARMANDER, R, R] } }),
        'Mirror Shell',
      ),
    );
    const t = attack(nextTurn(pass(pass(t0))), 'Scratch', { player: 'p2' });
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe.each([
  [
    'Wobbuffet — Counter: "If heads, Wobbuffet attacks the Defending Pokémon for an equal amount of damage."',
    'neo2-16',
    P,
    10,
  ],
  [
    "Rocket's Hitmonchan — Crosscounter: \"If heads, … attacks your opponent's Active Pokémon for double that amount of damage. (If Rocket's Hitmonchan takes 20 damage, it does 40 damage to that Pokémon.)\"",
    'gym1-11',
    F,
    20,
  ],
])('%s', (_title, id, energy, back) => {
  const run = (seed: number) =>
    attack(
      nextTurn(
        attack(
          table({ seed, p1: { active: [id, energy] }, p2: { active: [CHARMANDER, R, R] } }),
          id === 'neo2-16' ? 'Counter' : 'Crosscounter',
        ),
      ),
      'Scratch',
      { player: 'p2' },
    );
  const p2Coin = (side: string) => (t: Table) => flipsOf(t, 'p2')[0] === side;

  it(`heads: Scratch's 10 is answered with ${back}`, () => {
    const t = withSeeds(SEEDS, run, p2Coin('heads'));
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(back);
  });

  it('tails: no answer', () => {
    const t = withSeeds(SEEDS, run, p2Coin('tails'));
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe('hit-backs: what the words do not support stays manual', () => {
  it('a reminder whose numbers are not the answer the text states', () => {
    expect(
      isPatternText(
        'X',
        "If an attack does damage to X during your opponent's next turn (even if X is Knocked Out), flip a coin. If heads, X attacks your opponent's Active Pokémon for double that amount of damage. (If X takes 20 damage, it does 20 damage to that Pokémon.)",
      ),
    ).toBe(false);
  });
});
