import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../bots/bot-match';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import {
  CHARMANDER,
  F,
  flipsOf,
  G,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  pass,
  R,
  SEEDS,
  SQUIRTLE,
  W,
  withMarker,
} from './cards/classic.test-helper';
import { classicRegistry as registry, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  templatesIn,
  trainerAction,
  withSeeds,
} from './effects.test-helper';
import {
  attackAction,
  energyIn,
  evolve,
  retreat,
  retreatAction,
  verdict,
} from './lasting.test-helper';
import { isPatternText } from './patterns';

/**
 * Effects of attacks that last beyond the attack, compiled from the text of classic cards no code
 * was written for: each test plays a real printing and asserts what its text says, and when the
 * effect ends — the turn the text names, and the rules' end of any effect of an attack on a
 * Pokémon. That end, as the 1999 rules state it: "When a Pokémon evolves, it keeps any Energy
 * cards … and any damage counters … All other things about the Pokémon go away — Sleep,
 * Confusion, Paralysis, Poison, or anything else that might be the result of an attack some
 * Pokémon made earlier" (Base Set rulebook, "Evolve a Pokémon in play"; copy at
 * angelfire.com/pokemon/pokemonunivers/rules.html), and "if a Pokémon goes to the Bench, these
 * things are removed from it" (Base Set rulebook, "How do Sleep, Confusion, Paralysis, and
 * Poison work?"). Cards restate it: Mean Look "(Benching or evolving either Pokémon ends this
 * effect.)", Shadow Images "(or is Benched or is evolved)".
 */

const D = 'sve-7';
const M = 'sve-8';
/** 160 HP Water, weak to Lightning only. */
const DONDOZO = 'sv1-61';
/** No Retreat Cost; evolves into Raticate (Retreat Cost 1). */
const RATTATA = 'base1-61';
const RATICATE = 'base1-40';
const CHARMELEON = 'base1-24';
const GUST = 'base1-93';
const SWITCH = 'base1-95';
/** Poison Sting (G) 10: "Flip a coin. If heads, the Defending Pokémon is now Poisoned." */
const WEEDLE = 'base1-69';
/** 100 HP Grass, weak to Fire; Solarbeam (G G G G) 60. */
const VENUSAUR = 'base1-15';
/** Stretch Kick (F F): 20 to a chosen Benched Pokémon. */
const HITMONLEE = 'base3-7';
/** 70 HP Water; Withdraw (W C). */
const WARTORTLE = 'base1-42';
const PIKACHU = 'base1-58';

const p1Heads = (t: Table) => flipsOf(t, 'p1')[0] === 'heads';
const p1Tails = (t: Table) => flipsOf(t, 'p1')[0] === 'tails';

describe('Murkrow — Mean Look: "can\'t retreat as long as Murkrow remains your Active Pokémon"', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['neo1-24', D], bench: [[RATTATA]] },
          p2: { active: [RATTATA, G], bench: [[SQUIRTLE]], hand: [RATICATE] },
        }),
        'Mean Look',
      ),
    );

  it("the Defending Pokémon can't retreat, and still can't two turns later (no turn limit)", () => {
    const t = used();
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const later = nextTurn(pass(pass(t)));
    expect(later.state.turn.activePlayer).toBe('p2');
    expect(verdict(later, retreat(later))).toBe('CANNOT_RETREAT');
  });

  it('ends when Murkrow goes to the Bench', () => {
    const t = nextTurn(pass(used()));
    const benched = act(t, retreat(t));
    const theirs = nextTurn(act(benched, { type: 'end_turn', player: 'p1', source: 'ai' }));
    expect(verdict(theirs, retreat(theirs))).toBe('ok');
  });

  it('ends when the Defending Pokémon evolves', () => {
    const t = used();
    const evolved = evolve(t, 'p2:active', RATICATE);
    expect(verdict(evolved, retreat(evolved))).toBe('ok');
  });
});

describe('Cyndaquil — Leer: "(Benching or evolving either Pokémon ends this effect.)"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-56', R] },
          p2: { active: [CHARMANDER, R, R, R], hand: [CHARMELEON] },
        }),
        'Leer',
      ),
    );

  it("heads: the Defending Pokémon can't attack Cyndaquil; evolving it ends that", () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attackAction(t, 'Ember'))).toBe('CANNOT_ATTACK');
    const evolved = evolve(t, 'p2:active', CHARMELEON);
    expect(verdict(evolved, attackAction(evolved, 'Slash'))).toBe('ok');
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Ember'))).toBe('ok');
  });

  it('is refused where no effect between the two Pokémon precedes it', () => {
    expect(
      isPatternText(
        'X',
        "The Defending Pokémon can't retreat during your opponent's next turn. (Benching or evolving either Pokémon ends this effect.)",
      ),
    ).toBe(false);
  });
});

describe('Chikorita — Growl: "reduced by 10 (before applying Weakness and Resistance)"', () => {
  const used = (defending: string[]) =>
    nextTurn(
      attack(
        table({ p1: { active: ['neo1-54', G] }, p2: { active: defending, hand: [RATICATE] } }),
        'Growl',
      ),
    );

  it('Ember (30) against Chikorita, weak to Fire: (30 − 10) × 2 = 40, not 30 × 2 − 10', () => {
    const t = attack(used([CHARMANDER, R, R]), 'Ember', { player: 'p2' });
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });

  it("Rattata's Bite does 10; once Rattata evolves, Raticate's Bite does its 20", () => {
    const t = attack(used([RATTATA, G]), 'Bite', { player: 'p2' });
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    const evolved = evolve(used([RATTATA, G]), 'p2:active', RATICATE);
    expect(damageIn(attack(evolved, 'Bite', { player: 'p2' }).state, 'p1:active')).toBe(20);
  });
});

describe('Spinarak — Scary Face: "until the end of your opponent\'s next turn, … can\'t attack or retreat"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-75', G] },
          p2: { active: [RATTATA, G], bench: [[SQUIRTLE]] },
        }),
        'Scary Face',
      ),
    );

  it('heads: neither attack nor retreat that turn; both again the turn after', () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('CANNOT_ATTACK');
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Bite'))).toBe('ok');
    expect(verdict(later, retreat(later))).toBe('ok');
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('ok');
    expect(verdict(t, retreat(t))).toBe('ok');
  });
});

describe('Sabrina\'s Slowbro — Screaming Headbutt: "You can\'t use this attack during your next turn."', () => {
  const used = () =>
    nextTurn(
      pass(
        attack(
          table({ p1: { active: ['gym1-60', P, P, P] }, p2: { active: [KINGAMBIT] } }),
          'Screaming Headbutt',
        ),
      ),
    );

  it('does 40, is refused the next turn while Naptime is not, and is usable the turn after', () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(verdict(t, attackAction(t, 'Screaming Headbutt'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(t, attackAction(t, 'Naptime'))).toBe('ok');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Screaming Headbutt'))).toBe('ok');
  });
});

describe('Onix — Screech: "until the end of your next turn, … that attack does 20 more damage"', () => {
  const used = (p2Bench: string[][] = []) =>
    attack(
      table({
        p1: { active: ['neo1-69', F, F], hand: [GUST] },
        p2: { active: [SQUIRTLE, W], bench: p2Bench },
      }),
      'Screech',
    );

  it('an attack that damages the Defending Pokémon in the next turn does 20 more (Rage 10 → 30)', () => {
    const t = attack(nextTurn(pass(used())), 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('the turn after that, no more', () => {
    const t = attack(nextTurn(pass(pass(pass(used())))), 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('ends when the Defending Pokémon goes to the Bench (retreat), even if brought back', () => {
    const theirs = nextTurn(used([[RATTATA]]));
    const retreated = act(theirs, retreat(theirs));
    const mine = nextTurn(act(retreated, { type: 'end_turn', player: 'p2', source: 'ai' }));
    const back = playTrainer(mine, 'Gust of Wind', { chooser: optionsNaming('Squirtle') });
    const t = attack(back, 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

describe('Deflector: "whenever it takes damage, divide that damage in half (rounded down to the nearest 10)"', () => {
  it.each([
    ["Erika's Exeggcute", 'gym1-43', P],
    ['Chikorita', 'neo1-53', G],
  ])(
    "%s: Pikachu's Thunder Jolt 30 → 10 in the next turn; Gnaw 10 the turn after",
    (_n, id, energy) => {
      const used = nextTurn(
        attack(
          table({ p1: { active: [id, energy] }, p2: { active: [PIKACHU, L, L] } }),
          'Deflector',
        ),
      );
      // 30 halved is 15, rounded down to the nearest 10.
      const hit = attack(used, 'Thunder Jolt', { player: 'p2' });
      expect(damageIn(hit.state, 'p1:active')).toBe(10);
      const again = attack(nextTurn(pass(hit)), 'Gnaw', { player: 'p2' });
      expect(damageIn(again.state, 'p1:active')).toBe(20);
    },
  );
});

describe('Bayleef — Pollen Shield: "can\'t become Asleep, Confused, Paralyzed, or Poisoned"', () => {
  /** p1's Bayleef uses `name`; p2's Weedle then uses Poison Sting and its coin comes up heads. */
  const stung = (name: string) =>
    withSeeds(
      SEEDS,
      (seed) =>
        attack(
          nextTurn(
            attack(
              table({ seed, p1: { active: ['neo1-28', G, G, G] }, p2: { active: [WEEDLE, G] } }),
              name,
            ),
          ),
          'Poison Sting',
          { player: 'p2' },
        ),
      (t) => flipsOf(t, 'p2')[0] === 'heads',
    );

  it('after Pollen Shield, a heads Poison Sting does its 10 but Bayleef is not Poisoned', () => {
    const t = stung('Pollen Shield');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('after Poisonpowder instead, the same sting Poisons it', () => {
    expect(conditionsIn(stung('Poisonpowder').state, 'p1:active')).toEqual(['poisoned']);
  });
});

describe('Lt. Surge\'s Rattata — Focus Energy: "During your next turn, … Gnaw attack\'s base damage is doubled."', () => {
  it('Gnaw does 40 the next turn, 20 the turn after', () => {
    const used = attack(
      table({ p1: { active: ['gym1-82', W, W] }, p2: { active: [KINGAMBIT] } }),
      'Focus Energy',
    );
    const gnaw = attack(nextTurn(pass(used)), 'Gnaw');
    expect(damageIn(gnaw.state, 'p2:active')).toBe(40);
    const again = attack(nextTurn(pass(gnaw)), 'Gnaw');
    expect(damageIn(again.state, 'p2:active')).toBe(60);
  });
});

/** p1's `id` uses `name` (its coin `side` where it flips); p2 then draws and attacks with `p2Attack`. */
function answered(
  spec: { id: string; energy: string[]; name: string; p2: string[]; p2Attack: string },
  side?: 'heads' | 'tails',
): Table {
  return withSeeds(
    SEEDS,
    (seed) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: [spec.id, ...spec.energy] }, p2: { active: spec.p2 } }),
            spec.name,
          ),
        ),
        spec.p2Attack,
        { player: 'p2' },
      ),
    (t) => side === undefined || flipsOf(t, 'p1')[0] === side,
  );
}

describe('Swift: "isn\'t affected by Weakness, Resistance, Pokémon Powers, or any other effects on the Defending Pokémon"', () => {
  it.each([
    ["Misty's Staryu", 'gym1-90', [W, W], 20],
    ['Electabuzz', 'neo1-33', [L, L, L], 30],
    ['Ledyba', 'neo4-71', [G, G], 20],
  ])(
    '%s: its printed damage through Weakness, Defender and a damage-preventing effect',
    (_n, id, energy, printed) => {
      // Squirtle is weak to Lightning (Electabuzz's 30 is not doubled), carries a Defender (−20)
      // and has all damage prevented: each is Weakness or an effect on the Defending Pokémon.
      const t = table({ p1: { active: [id, ...energy] }, p2: { active: [SQUIRTLE, 'base1-80'] } });
      const shielded = withMarker(t, 'p2:active', {
        kind: 'prevent-damage',
        until: t.state.plugin.gameTurn,
        source: 'Withdraw',
      });
      expect(damageIn(attack(shielded, 'Swift').state, 'p2:active')).toBe(printed);
    },
  );

  it('a chosen target\'s "isn\'t affected" (Feint Attack) stays manual: the chosen Pokémon may be Benched', () => {
    expect(
      isPatternText(
        'Murkrow',
        "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness, Resistance, Pokémon Powers, or any other effects on the Defending Pokémon.",
      ),
    ).toBe(false);
  });
});

describe("damage to the attacker reduced or prevented during the opponent's next turn", () => {
  it("Brock's Dugtrio — Lie Low: Charmander's Ember 30 → 10", () => {
    const t = answered({
      id: 'gym2-22',
      energy: [F],
      name: 'Lie Low',
      p2: [CHARMANDER, R, R],
      p2Attack: 'Ember',
    });
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it("Jigglypuff — Expand: 10 to the Defending Pokémon, then Charmander's Ember 30 → 20", () => {
    const t = answered({
      id: 'neo4-44',
      energy: [W, W],
      name: 'Expand',
      p2: [CHARMANDER, R, R],
      p2Attack: 'Ember',
    });
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('Skarmory — Steel Wing: heads 30 → 10; tails 30', () => {
    const spec = {
      id: 'neo1-13',
      energy: [M, W, W],
      name: 'Steel Wing',
      p2: [PIKACHU, L, L],
      p2Attack: 'Thunder Jolt',
    };
    expect(damageIn(answered(spec, 'heads').state, 'p1:active')).toBe(10);
    expect(damageIn(answered(spec, 'tails').state, 'p1:active')).toBe(30);
  });

  it("Squirtle (Base Set 2) — Withdraw: heads no damage from Pikachu's Gnaw; tails 10 × 2 (Weakness)", () => {
    const spec = {
      id: 'base4-93',
      energy: [W, W],
      name: 'Withdraw',
      p2: [PIKACHU, L],
      p2Attack: 'Gnaw',
    };
    expect(damageIn(answered(spec, 'heads').state, 'p1:active')).toBe(0);
    expect(damageIn(answered(spec, 'tails').state, 'p1:active')).toBe(20);
  });

  it('Dark Porygon2 — Curve Attack: heads no damage; tails Thunder Jolt does its 30', () => {
    const spec = {
      id: 'neo4-8',
      energy: [W, W, W],
      name: 'Curve Attack',
      p2: [PIKACHU, L, L],
      p2Attack: 'Thunder Jolt',
    };
    expect(damageIn(answered(spec, 'heads').state, 'p1:active')).toBe(0);
    expect(damageIn(answered(spec, 'tails').state, 'p1:active')).toBe(30);
  });

  it('Mewtwo (Base Set 2) — Barrier: a Psychic Energy discarded; a heads Poison Sting does nothing to it', () => {
    const t = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          nextTurn(
            attack(
              table({ seed, p1: { active: ['base4-10', P, P] }, p2: { active: [WEEDLE, G] } }),
              'Barrier',
            ),
          ),
          'Poison Sting',
          { player: 'p2' },
        ),
      (x) => flipsOf(x, 'p2')[0] === 'heads',
    );
    expect(energyIn(t, 'p1:active')).toHaveLength(1);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('Metapod (Neo Discovery) — Harden: Gnaw 10 prevented, Thunder Jolt 30 not', () => {
    const spec = { id: 'neo2-42', energy: [G, G], name: 'Harden', p2: [PIKACHU, L, L] };
    expect(damageIn(answered({ ...spec, p2Attack: 'Gnaw' }).state, 'p1:active')).toBe(0);
    expect(damageIn(answered({ ...spec, p2Attack: 'Thunder Jolt' }).state, 'p1:active')).toBe(30);
  });

  it('Light Jolteon — Pulse Guard: Thunder Jolt 30 prevented, Gnaw 10 not', () => {
    const spec = { id: 'neo4-48', energy: [L], name: 'Pulse Guard', p2: [PIKACHU, L, L] };
    expect(damageIn(answered({ ...spec, p2Attack: 'Thunder Jolt' }).state, 'p1:active')).toBe(0);
    expect(damageIn(answered({ ...spec, p2Attack: 'Gnaw' }).state, 'p1:active')).toBe(10);
  });
});

describe("Giovanni's Nidoking — Intimidate: \"If the Defending Pokémon's maximum HP is 50 or less, it can't attack\"", () => {
  const used = (defending: string[]) =>
    nextTurn(
      attack(table({ p1: { active: ['gym2-7', G] }, p2: { active: defending } }), 'Intimidate'),
    );

  it("Pikachu (40 HP) can't attack Nidoking; Raticate (60 HP) can", () => {
    const small = used([PIKACHU, L]);
    expect(verdict(small, attackAction(small, 'Gnaw'))).toBe('CANNOT_ATTACK');
    const big = used([RATICATE, G]);
    expect(verdict(big, attackAction(big, 'Bite'))).toBe('ok');
  });
});

describe('Larvitar (Neo Destiny) — Leer: "can\'t attack … (Benching or evolving either Pokémon ends this effect.)"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo4-70', F], bench: [[SQUIRTLE]] },
          p2: { active: [PIKACHU, L], hand: [GUST] },
        }),
        'Leer',
      ),
    );

  it('heads: no attack at all while Larvitar stays Active; once it is gusted to the Bench, Gnaw again', () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attackAction(t, 'Gnaw'))).toBe('CANNOT_ATTACK');
    const gusted = playTrainer(t, 'Gust of Wind', {
      player: 'p2',
      chooser: optionsNaming('Squirtle'),
    });
    expect(verdict(gusted, attackAction(gusted, 'Gnaw'))).toBe('ok');
  });

  it('tails: Gnaw', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Gnaw'))).toBe('ok');
  });
});

describe("can't use this attack during your next turn, on a coin or after self-damage", () => {
  it("Misty's Poliwag — Bubbles: tails, refused the next turn; heads, not", () => {
    const run = (seed: number) =>
      nextTurn(
        pass(
          attack(
            table({ seed, p1: { active: ['gym2-89', W, W] }, p2: { active: [KINGAMBIT] } }),
            'Bubbles',
          ),
        ),
      );
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Bubbles'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(t, attackAction(t, 'Amnesia'))).toBe('ok');
    const h = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(h, attackAction(h, 'Bubbles'))).toBe('ok');
  });

  it('Dark Pupitar — Rock Tackle: 40, 10 to itself, refused the next turn', () => {
    const t = nextTurn(
      pass(
        attack(
          table({ p1: { active: ['neo4-38', F, F] }, p2: { active: [KINGAMBIT] } }),
          'Rock Tackle',
        ),
      ),
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(verdict(t, attackAction(t, 'Rock Tackle'))).toBe('CANNOT_USE_ATTACK');
  });
});

describe('"Either way, you can\'t use this attack again as long as X stays in play (even putting X on the Bench …)"', () => {
  const run = (seed: number) =>
    attack(
      table({
        seed,
        p1: { active: ['gym2-9', G, G, G], bench: [[RATTATA]], hand: [SWITCH] },
        p2: { active: [DONDOZO] },
      }),
      'Hyper Needle',
    );

  it("Koga's Beedrill — Hyper Needle: heads 70; refused later, even after a trip to the Bench", () => {
    const h = withSeeds(SEEDS, run, p1Heads);
    expect(damageIn(h.state, 'p2:active')).toBe(70);
    const later = nextTurn(pass(h));
    expect(verdict(later, attackAction(later, 'Hyper Needle'))).toBe('CANNOT_USE_ATTACK');
    // Retreat Cost 0: to the Bench with its Energy kept.
    const benched = act(later, {
      ...retreatAction('p1'),
      details: { to: 'p1:bench_1', discard: [] },
    });
    const back = playTrainer(benched, 'Switch', { chooser: optionsNaming("Koga's Beedrill") });
    expect(
      back.state.zones['p1:active']?.cards.map((id) => back.state.cards[id]?.templateId)[0],
    ).toBe('gym2-9');
    expect(verdict(back, attackAction(back, 'Hyper Needle'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(back, attackAction(back, 'Nerve Poison'))).toBe('ok');
  });

  it('tails: nothing done, and still refused the next turn', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    const later = nextTurn(pass(t));
    expect(verdict(later, attackAction(later, 'Hyper Needle'))).toBe('CANNOT_USE_ATTACK');
  });
});

describe('Misty\'s Horsea — Ink Spurt: "whenever the Defending Pokémon tries to attack, your opponent flips a coin"', () => {
  /** Ink Spurt with p1's coin on `side`, then p2's Pikachu tries Gnaw `turns` opponent turns later. */
  const run = (side: 'heads' | 'tails', seed: number, later = 0) => {
    let t = nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['gym2-87', W, W] },
          p2: { active: [PIKACHU, L], bench: [[RATTATA]] },
        }),
        'Ink Spurt',
      ),
    );
    if (flipsOf(t, 'p1')[0] !== side) return undefined;
    for (let i = 0; i < later; i++) t = nextTurn(pass(pass(t)));
    return attack(t, 'Gnaw', { player: 'p2' });
  };
  const find = (side: 'heads' | 'tails', p2: 'heads' | 'tails' | undefined, later = 0) =>
    withSeeds(
      SEEDS,
      (s) => run(side, s, later),
      (t) => t !== undefined && (p2 === undefined || flipsOf(t, 'p2').at(-1) === p2),
    ) as Table;
  const gnawFlips = (t: Table) =>
    t.state.log.filter((e) => e.message.startsWith('p2 flipped')).length;

  it('heads: a tails flip makes Gnaw do nothing; heads, it does its 10 × 2 (Weakness)', () => {
    expect(damageIn(find('heads', 'tails').state, 'p1:active')).toBe(0);
    expect(damageIn(find('heads', 'heads').state, 'p1:active')).toBe(20);
  });

  it('heads: it still holds two turns later (no turn limit)', () => {
    expect(gnawFlips(find('heads', undefined, 1))).toBe(1);
  });

  it('tails: Gnaw with no flip', () => {
    const t = find('tails', undefined);
    expect(gnawFlips(t)).toBe(0);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });
});

/** The player to move attaches the first Energy card of their hand to the Pokémon in `zone`. */
function attachAction(t: Table, zone: string): Action {
  const player = t.state.turn.activePlayer;
  const card = (t.state.zones[`${player}:hand`]?.cards ?? []).find((id) =>
    (t.state.cards[id]?.templateId ?? '').startsWith('sve-'),
  );
  return {
    type: 'move_card',
    player,
    source: 'ai',
    card: `#${card}`,
    to: zone,
    position: 'bottom',
  };
}
const activeOf = (t: Table, player: string) =>
  t.state.cards[t.state.zones[`${player}:active`]?.cards[0] ?? '']?.templateId;

describe('Croconaw — Jaw Clamp: "as long as Croconaw is your Active Pokémon, … can\'t retreat, and if the effect of … would change that player\'s Active Pokémon, that part of the effect does nothing"', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['neo1-31', W, W, W], bench: [[RATTATA]] },
          p2: { active: [CHARMELEON, R], bench: [[SQUIRTLE]], hand: [SWITCH, GUST] },
        }),
        'Jaw Clamp',
      ),
    );

  it('30 × 2 (Weakness) to Charmeleon; no retreat; a Switch does nothing to the Active Pokémon (and is discarded)', () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const switched = playTrainer(t, 'Switch', { player: 'p2', chooser: optionsNaming('Squirtle') });
    expect(activeOf(switched, 'p2')).toBe(CHARMELEON);
    expect(templatesIn(switched.state, 'p2:discard')).toContain(SWITCH);
  });

  it('ends once Croconaw is no longer Active: gusted to the Bench, then the retreat is allowed', () => {
    const gusted = playTrainer(used(), 'Gust of Wind', {
      player: 'p2',
      chooser: optionsNaming('Rattata'),
    });
    expect(activeOf(gusted, 'p1')).toBe(RATTATA);
    expect(verdict(gusted, retreat(gusted))).toBe('ok');
  });

  it("ends with the opponent's next turn: the turn after, a Switch works", () => {
    const later = nextTurn(pass(pass(used())));
    const switched = playTrainer(later, 'Switch', {
      player: 'p2',
      chooser: optionsNaming('Squirtle'),
    });
    expect(activeOf(switched, 'p2')).toBe(SQUIRTLE);
  });
});

describe('Dark Ariados — Poison Bind: Poisoned; heads, held in the Active Spot until the end of the next turn', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo4-17', G, G, G] },
          p2: { active: [CHARMANDER, R], bench: [[SQUIRTLE]], hand: [SWITCH] },
        }),
        'Poison Bind',
      ),
    );

  it('heads: Poisoned, no retreat, Switch does nothing', () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const switched = playTrainer(t, 'Switch', { player: 'p2', chooser: optionsNaming('Squirtle') });
    expect(activeOf(switched, 'p2')).toBe(CHARMANDER);
  });

  it('tails: Poisoned, and Switch works', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    const switched = playTrainer(t, 'Switch', { player: 'p2', chooser: optionsNaming('Squirtle') });
    expect(activeOf(switched, 'p2')).toBe(SQUIRTLE);
  });
});

describe('Misty\'s Tentacool — Crystal Beam: "your opponent can\'t attach Energy cards to the Defending Pokémon during his or her next turn"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['gym1-57', W, W] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]], hand: [D, D] },
        }),
        'Crystal Beam',
      ),
    );

  it('heads: refused on the Defending Pokémon, allowed on a Benched one; allowed again the turn after', () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attachAction(t, 'p2:active'))).toBe('CANNOT_ATTACH_ENERGY');
    expect(verdict(t, attachAction(t, 'p2:bench_1'))).toBe('ok');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attachAction(later, 'p2:active'))).toBe('ok');
  });

  it('tails: allowed', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attachAction(t, 'p2:active'))).toBe('ok');
  });
});

describe('Dark Octillery — Tentacle Wrap: heads Paralyzed; tails, one Colorless more to retreat', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo4-62', W, W] },
          p2: { active: [CHARMANDER, R], bench: [[SQUIRTLE]] },
        }),
        'Tentacle Wrap',
      ),
    );

  it("tails: Charmander (Retreat Cost 1) can't retreat with its one Energy", () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(verdict(t, retreat(t))).toBe('RETREAT_COST');
  });

  it('heads: Paralyzed', () => {
    expect(conditionsIn(withSeeds(SEEDS, run, p1Heads).state, 'p2:active')).toEqual(['paralyzed']);
  });
});

describe('"isn\'t Knocked Out and its remaining HP become 10 instead"', () => {
  /** p1's `id` uses `name`; p2's Charmeleon then uses Flamethrower (50). */
  const burned = (id: string, name: string, accept: (t: Table) => boolean) =>
    withSeeds(
      SEEDS,
      (seed) =>
        attack(
          nextTurn(
            attack(
              table({
                seed,
                p1: { active: [id, F, G], bench: [[RATTATA]] },
                p2: { active: [CHARMELEON, R, R, R] },
              }),
              name,
            ),
          ),
          'Flamethrower',
          { player: 'p2' },
        ),
      accept,
    );
  const stillActive = (t: Table, id: string) => activeOf(t, 'p1') === id;

  it('Phanpy — Endure, heads: Flamethrower would Knock it Out (40 HP); it stays with 10 HP', () => {
    const t = burned('neo1-43', 'Endure', p1Heads);
    expect(stillActive(t, 'neo1-43')).toBe(true);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('Phanpy — Endure, tails: Knocked Out', () => {
    const t = burned('neo1-43', 'Endure', p1Tails);
    expect(stillActive(t, 'neo1-43')).toBe(false);
    expect(templatesIn(t.state, 'p1:discard')).toContain('neo1-43');
  });

  it('Dark Forretress — Armor Up: 50 × 2 would Knock it Out (60 HP); heads it keeps 10 HP, tails it is Knocked Out', () => {
    const heads = burned('neo4-35', 'Armor Up', (t) => flipsOf(t, 'p2').at(-1) === 'heads');
    expect(stillActive(heads, 'neo4-35')).toBe(true);
    expect(damageIn(heads.state, 'p1:active')).toBe(50);
    const tails = burned('neo4-35', 'Armor Up', (t) => flipsOf(t, 'p2').at(-1) === 'tails');
    expect(stillActive(tails, 'neo4-35')).toBe(false);
  });

  it("Endure ends with the opponent's next turn: two turns later the same attack Knocks Phanpy Out", () => {
    const t = withSeeds(
      SEEDS,
      (seed) =>
        nextTurn(
          pass(
            pass(
              attack(
                table({
                  seed,
                  p1: { active: ['neo1-43', F], bench: [[RATTATA]] },
                  p2: { active: [CHARMELEON, R, R, R] },
                }),
                'Endure',
              ),
            ),
          ),
        ),
      p1Heads,
    );
    const hit = attack(t, 'Flamethrower', { player: 'p2' });
    expect(activeOf(hit, 'p1')).not.toBe('neo1-43');
  });
});

describe('"If an attack does damage to X during your opponent\'s next turn …, X attacks …" and other answers to damage', () => {
  it("Rocket's Moltres — Fire Wall: Kingambit's Hack At Knocks it Out, and Kingambit still takes 10", () => {
    const t = attack(
      nextTurn(
        attack(
          table({
            p1: { active: ['gym1-12', R, R, R], bench: [[RATTATA]] },
            p2: { active: [KINGAMBIT, D, D, D] },
          }),
          'Fire Wall',
        ),
      ),
      'Hack At',
      { player: 'p2' },
    );
    expect(templatesIn(t.state, 'p1:discard')).toContain('gym1-12');
    // 40 from Fire Wall itself, then 10 back.
    expect(damageIn(t.state, 'p2:active')).toBe(50);
  });

  it('Fire Wall applies Weakness: Venusaur (weak to Fire) takes 20 back', () => {
    const t = attack(
      nextTurn(
        attack(
          table({
            p1: { active: ['gym1-12', R, R, R], bench: [[RATTATA]] },
            p2: { active: [VENUSAUR, G, G, G, G], bench: [[SQUIRTLE]] },
          }),
          'Fire Wall',
        ),
      ),
      'Solarbeam',
      { player: 'p2' },
    );
    // 80 from Fire Wall (40 × 2), then 20 back: Venusaur's 100 HP are gone.
    expect(templatesIn(t.state, 'p2:discard')).toContain(VENUSAUR);
  });

  it("an attack that does no damage gets no answer (Wartortle's Withdraw)", () => {
    const t = attack(
      nextTurn(
        attack(
          table({ p1: { active: ['gym1-12', R, R, R] }, p2: { active: [WARTORTLE, W, W] } }),
          'Fire Wall',
        ),
      ),
      'Withdraw',
      { player: 'p2' },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it("Kakuna — Secrete Poison: Pikachu's Gnaw damages it; Pikachu is Poisoned and each Benched Pokémon of p2 takes 10", () => {
    const t = attack(
      nextTurn(
        attack(
          table({
            p1: { active: ['neo2-41', G, G] },
            p2: { active: [PIKACHU, L], bench: [[SQUIRTLE], [RATTATA]] },
          }),
          'Secrete Poison',
        ),
      ),
      'Gnaw',
      { player: 'p2' },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
  });

  it('Secrete Poison: an attack that does no damage (Withdraw) sets nothing off', () => {
    const t = attack(
      nextTurn(
        attack(
          table({
            p1: { active: ['neo2-41', G, G] },
            p2: { active: [SQUIRTLE, W, W], bench: [[RATTATA]] },
          }),
          'Secrete Poison',
        ),
      ),
      'Withdraw',
      { player: 'p2' },
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });
});

describe('Light Dewgong — Ice Pillar: "as long as Light Dewgong is your Active Pokémon, prevent all damage done by attacks to your Benched Pokémon"', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['neo4-45', W, W, W], bench: [[RATTATA]] },
          p2: { active: [HITMONLEE, F, F] },
        }),
        'Ice Pillar',
      ),
    );
  const kick = (t: Table) =>
    attack(t, 'Stretch Kick', { player: 'p2', chooser: optionsNaming('Rattata') });

  it("Hitmonlee's Stretch Kick does nothing to the Benched Rattata", () => {
    expect(damageIn(kick(used()).state, 'p1:bench_1')).toBe(0);
  });

  it('once that turn is over, the next Stretch Kick does its 20', () => {
    const later = nextTurn(pass(pass(used())));
    expect(damageIn(kick(later).state, 'p1:bench_1')).toBe(20);
  });
});

describe('"your opponent can\'t play Trainer cards during his or her next turn" on a coin', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['gym2-28', L, L] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]], hand: [SWITCH] },
        }),
        'High Voltage',
      ),
    );

  it("Lt. Surge's Jolteon — High Voltage: heads, Switch is refused; tails, it is played", () => {
    const h = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(h, trainerAction(h, SWITCH, 'p2'))).toBe('NO_TRAINERS');
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, trainerAction(t, SWITCH, 'p2'))).toBe('ok');
  });
});

describe('"If heads, this attack does N damage plus M more damage and, <a lasting effect>"', () => {
  const nectar = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-36', G, G, G], bench: [[RATTATA]], hand: [GUST] },
          p2: { active: [CHARMELEON, R], bench: [[SQUIRTLE]], hand: [SWITCH] },
        }),
        'Sticky Nectar',
      ),
    );

  it("Gloom — Sticky Nectar, heads: 30; no retreat, a Switch does nothing, and in Gloom's next turn a Gust of Wind does nothing either", () => {
    const t = withSeeds(SEEDS, nectar, p1Heads);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const switched = playTrainer(t, 'Switch', { player: 'p2', chooser: optionsNaming('Squirtle') });
    expect(activeOf(switched, 'p2')).toBe(CHARMELEON);
    const mine = nextTurn(act(switched, { type: 'end_turn', player: 'p2', source: 'ai' }));
    const gusted = playTrainer(mine, 'Gust of Wind', { chooser: optionsNaming('Squirtle') });
    expect(activeOf(gusted, 'p2')).toBe(CHARMELEON);
  });

  it('Sticky Nectar, tails: 20, and the Defending Pokémon may retreat', () => {
    const t = withSeeds(SEEDS, nectar, p1Tails);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(verdict(t, retreat(t))).toBe('ok');
  });

  it('leaves "If heads, A and B; if tails, C." to the rule for two branches (Grimer — Sticky Hands still compiles)', () => {
    expect(
      isPatternText(
        'Grimer',
        'Flip a coin. If heads, this attack does 10 damage plus 20 more damage and the Defending Pokémon is now Paralyzed; if tails, this attack does 10 damage.',
      ),
    ).toBe(true);
  });

  it("Koga's Pidgeotto — Aerial Maneuvers: heads 40 and no damage from Electabuzz's Punch; tails 10 and Punch does 20 × 2 (Weakness)", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({
              seed,
              p1: { active: ['gym2-27', W, W, W, W] },
              p2: { active: ['neo1-33', L, L] },
            }),
            'Aerial Maneuvers',
          ),
        ),
        'Punch',
        { player: 'p2' },
      );
    const h = withSeeds(SEEDS, run, p1Heads);
    expect(damageIn(h.state, 'p2:active')).toBe(40);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });
});

describe('the bots play loaded sets whose attacks leave lasting effects', () => {
  // Basic Pokémon whose attacks above leave an effect: Mean Look, Scary Face, Screech, Deflector,
  // Growl, Leer, Focus Energy, Ink Spurt, Bubbles, Ancestral Memory, Swift, Steel Wing, Expand.
  const lasting = [
    'neo1-24',
    'neo1-75',
    'neo1-69',
    'neo1-53',
    'neo1-54',
    'neo1-56',
    'gym1-43',
    'gym1-82',
    'gym2-87',
    'gym2-89',
    'gym2-73',
    'gym1-90',
    'neo1-13',
    'neo4-44',
    'neo4-70',
  ];
  const energy = [G, R, W, L, P, F, D, M];
  const deck = [
    ...lasting.flatMap((id) => [id, id]),
    ...Array.from({ length: 30 }, (_, i) => energy[i % energy.length] as string),
  ];

  it('a seeded bot match ends with no stall, and the lasting attacks were used', async () => {
    const plugin = createPokemonPlugin({ registry });
    const attacks: string[] = [];
    const result = await playBotMatch({
      decks: { p1: deck, p2: deck },
      seed: 28,
      plugin,
      maxTurns: 40,
      onEvent: (e) => {
        if (e.type === 'tool_call' && e.tool === 'declare_attack')
          attacks.push(String((e.input as { attack?: string }).attack));
      },
    });
    expect(result.summary.stalls).toBe(0);
    expect(['game_over', 'turn_limit']).toContain(result.summary.end);
    expect(result.summary.rejected / result.summary.toolCalls).toBeLessThan(0.25);
    const LASTING = [
      'Mean Look',
      'Scary Face',
      'Screech',
      'Deflector',
      'Growl',
      'Leer',
      'Focus Energy',
      'Ink Spurt',
      'Bubbles',
      'Ancestral Memory',
      'Swift',
      'Steel Wing',
      'Expand',
    ];
    expect(new Set(attacks.filter((a) => LASTING.includes(a))).size).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
