import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { BoardSpec, PlayerBoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import { DONDOZO, F, G, KINGAMBIT, P, R, W } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  type Table,
  trainerAction,
} from './effects.test-helper';

/**
 * Conditions the EX sets print on damage and effects, read by the shared condition reader so any
 * sentence that takes a condition takes them: "If the Defending Pokémon has Fighting Resistance",
 * "… is a Stage 2 Evolved Pokémon", "If your opponent has only 1 Prize card left", "If you have
 * less Benched Pokémon than your opponent", "If there is any Stadium card in play", "If SELF has
 * (at least 2 / any) Fire Energy attached to it", "If Registeel ex is in play" — each on a real
 * printing and a MADE-UP rewording (`zzcn-*`). A clause that changes the damage and also has
 * steps after it ("… 50 more damage and the Defending Pokémon is now Asleep") reads the
 * condition once, before the damage. Kingambit (170 HP Darkness, weak to Grass) takes these
 * attackers' damage as printed.
 */

const REWORDED = {
  weakness: rewordAttack(
    'ex9-95',
    'zzcn-1',
    'Sky Kick',
    'If the Defending Pokémon has Water Weakness, this attack does 60 damage plus 20 more damage.',
  ),
  stage1: rewordAttack(
    'ex7-105',
    'zzcn-2',
    'Hyper Splash',
    'If the Defending Pokémon is a Stage 1 Evolved Pokémon, this attack does 50 damage plus 20 more damage.',
  ),
  prizes: rewordAttack(
    'ex7-108',
    'zzcn-3',
    'Spring Back',
    'If you have exactly 2 Prize cards left, this attack does 20 damage plus 30 more damage and the Defending Pokémon is now Poisoned.',
  ),
  bench: rewordAttack(
    'ex7-37',
    'zzcn-4',
    'Fire Payback',
    'If your opponent has more Benched Pokémon than you, this attack does 40 damage plus 10 more damage.',
  ),
  noStadium: rewordAttack(
    'ex8-25',
    'zzcn-5',
    'Stadium Power',
    "If there isn't any Stadium card in play, this attack does 50 damage plus 10 more damage.",
  ),
  energy: rewordAttack(
    'ex8-5',
    'zzcn-6',
    'Ancient Mantra',
    'If Claydol has at least 2 Water Energy attached to it, this attack does 20 damage plus 30 more damage.',
  ),
  named: rewordAttack(
    'ex9-99',
    'zzcn-7',
    'Metal Crush',
    'If Regice ex is in play, this attack does 40 damage plus 30 more damage.',
  ),
};
const { table } = classicWith(loadCardSet(Object.values(REWORDED)));

/** Scyther ex (Ruby & Sapphire): 80 HP, resists Fighting (−30). */
const SCYTHER_EX = 'ex1-102';
/** Blaziken ex (Team Magma vs Team Aqua): 150 HP Fire, weak to Water and Psychic. */
const BLAZIKEN_EX = 'ex4-89';
/** Swampert (Ruby & Sapphire) with Marshtomp and Mudkip under it: a Stage 2 Evolved Pokémon. */
const SWAMPERT_LINE = ['ex1-13', 'ex1-41', 'ex1-60'];
const MARSHTOMP_LINE = ['ex1-41', 'ex1-60'];
const MUDKIP = 'ex1-60';
const SPACE_CENTER = 'ex8-91';
const REGISTEEL_EX = 'ex9-100';
const REGICE_EX = 'ex9-98';

function run(name: string, p1: PlayerBoardSpec, p2: PlayerBoardSpec, stadium?: string): Table {
  const board: BoardSpec = { p1, p2 };
  let t = table(board);
  if (stadium) t = act(t, trainerAction(t, stadium));
  return attack(t, name);
}

describe('"If the Defending Pokémon has <type> Resistance / Weakness, …"', () => {
  cardBehaviour(
    'ex9-95',
    'Sky Kick',
    () => {
      it('against Fighting Resistance: 60 plus 40, less 30 = 70; otherwise 60', () => {
        const a = { active: ['ex9-95', F, F, F] };
        expect(damageIn(run('Sky Kick', a, { active: [SCYTHER_EX] }).state, 'p2:active')).toBe(70);
        expect(damageIn(run('Sky Kick', a, { active: [KINGAMBIT] }).state, 'p2:active')).toBe(60);
      });
    },
    classicRegistry,
  );

  it('made-up ("has Water Weakness"): 80 (Fighting: no doubling) against Blaziken ex; 60 else', () => {
    const a = { active: ['zzcn-1', F, F, F] };
    expect(damageIn(run('Sky Kick', a, { active: [BLAZIKEN_EX] }).state, 'p2:active')).toBe(80);
    expect(damageIn(run('Sky Kick', a, { active: [KINGAMBIT] }).state, 'p2:active')).toBe(60);
  });
});

describe('"If the Defending Pokémon is a Stage 2 Evolved Pokémon, …"', () => {
  cardBehaviour(
    'ex7-105',
    'Hyper Splash',
    () => {
      it('an evolved Stage 2: 90; the same card put down without evolving: 50', () => {
        const a = { active: ['ex7-105', W, W, W] };
        expect(damageIn(run('Hyper Splash', a, { active: SWAMPERT_LINE }).state, 'p2:active')).toBe(
          90,
        );
        expect(damageIn(run('Hyper Splash', a, { active: ['ex1-13'] }).state, 'p2:active')).toBe(
          50,
        );
      });
    },
    classicRegistry,
  );

  it('made-up (Stage 1): 70 against an evolved Marshtomp, 50 against the Stage 2', () => {
    const a = { active: ['zzcn-2', W, W, W] };
    expect(damageIn(run('Hyper Splash', a, { active: MARSHTOMP_LINE }).state, 'p2:active')).toBe(
      70,
    );
    expect(damageIn(run('Hyper Splash', a, { active: SWAMPERT_LINE }).state, 'p2:active')).toBe(50);
  });
});

describe('"If your opponent has only 1 Prize card left, … more damage and the Defending Pokémon is now …"', () => {
  cardBehaviour(
    'ex7-108',
    'Spring Back',
    () => {
      it('1 Prize left: 70 and Confused; 2 left: 20, no Condition', () => {
        const a = { active: ['ex7-108', R, R] };
        const one = run('Spring Back', a, { active: [KINGAMBIT], prizes: [W] });
        expect(damageIn(one.state, 'p2:active')).toBe(70);
        expect(conditionsIn(one.state, 'p2:active')).toEqual(['confused']);
        const two = run('Spring Back', a, { active: [KINGAMBIT], prizes: [W, W] });
        expect(damageIn(two.state, 'p2:active')).toBe(20);
        expect(conditionsIn(two.state, 'p2:active')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up ("you have exactly 2 Prize cards left", Poisoned): 50 and Poisoned; with 3, 20 and not', () => {
    const hit = (prizes: string[]) =>
      run('Spring Back', { active: ['zzcn-3', R, R], prizes }, { active: [KINGAMBIT] });
    // 50 from the attack, 10 more from Poison at the checkup that ends the turn.
    expect(damageIn(hit([W, W]).state, 'p2:active')).toBe(60);
    expect(conditionsIn(hit([W, W]).state, 'p2:active')).toEqual(['poisoned']);
    expect(damageIn(hit([W, W, W]).state, 'p2:active')).toBe(20);
    expect(conditionsIn(hit([W, W, W]).state, 'p2:active')).toEqual([]);
  });
});

describe('"If you have less Benched Pokémon than your opponent, …"', () => {
  cardBehaviour(
    'ex7-37',
    'Fire Payback',
    () => {
      it('none against 1: 60; 1 against 1: 40', () => {
        const a = ['ex7-37', R, R, R];
        const d = { active: [KINGAMBIT], bench: [[MUDKIP]] };
        expect(damageIn(run('Fire Payback', { active: a }, d).state, 'p2:active')).toBe(60);
        expect(
          damageIn(run('Fire Payback', { active: a, bench: [[MUDKIP]] }, d).state, 'p2:active'),
        ).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up (the other way round, "your opponent has more … than you"): 50; 40', () => {
    const a = ['zzcn-4', R, R, R];
    const d = { active: [KINGAMBIT], bench: [[MUDKIP]] };
    expect(damageIn(run('Fire Payback', { active: a }, d).state, 'p2:active')).toBe(50);
    expect(
      damageIn(run('Fire Payback', { active: a, bench: [[MUDKIP]] }, d).state, 'p2:active'),
    ).toBe(40);
  });
});

describe('"If there is any Stadium card in play, …"', () => {
  cardBehaviour(
    'ex8-25',
    'Stadium Power',
    () => {
      it('a Stadium in play: 70; none: 50', () => {
        const a = { active: ['ex8-25', G, G, G], hand: [SPACE_CENTER] };
        const d = { active: [DONDOZO] };
        expect(damageIn(run('Stadium Power', a, d, SPACE_CENTER).state, 'p2:active')).toBe(70);
        expect(damageIn(run('Stadium Power', a, d).state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  it('made-up ("isn\'t any"): none, 60; a Stadium, 50', () => {
    const a = { active: ['zzcn-5', G, G, G], hand: [SPACE_CENTER] };
    const d = { active: [DONDOZO] };
    expect(damageIn(run('Stadium Power', a, d).state, 'p2:active')).toBe(60);
    expect(damageIn(run('Stadium Power', a, d, SPACE_CENTER).state, 'p2:active')).toBe(50);
  });
});

describe('"If SELF has any / at least N <type> Energy attached to it, …"', () => {
  cardBehaviour(
    'ex8-5',
    'Ancient Mantra',
    () => {
      it('Fighting attached: 40, not Confused; Psychic attached: 20 and Confused', () => {
        const d = { active: [KINGAMBIT] };
        const fighting = run('Ancient Mantra', { active: ['ex8-5', F, W] }, d);
        expect(damageIn(fighting.state, 'p2:active')).toBe(40);
        expect(conditionsIn(fighting.state, 'p2:active')).toEqual([]);
        const psychic = run('Ancient Mantra', { active: ['ex8-5', P, W] }, d);
        expect(damageIn(psychic.state, 'p2:active')).toBe(20);
        expect(conditionsIn(psychic.state, 'p2:active')).toEqual(['confused']);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex8-37',
    'Burning Ball',
    () => {
      it('2 Fire Energy: Burned; 1: not', () => {
        const d = { active: [KINGAMBIT] };
        const two = run('Burning Ball', { active: ['ex8-37', R, R, W] }, d);
        expect(conditionsIn(two.state, 'p2:active')).toEqual(['burned']);
        const one = run('Burning Ball', { active: ['ex8-37', R, W, W] }, d);
        expect(damageIn(one.state, 'p2:active')).toBe(50);
        expect(conditionsIn(one.state, 'p2:active')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up ("at least 2 Water Energy", more damage): 2 Water, 50; 1 Water, 20', () => {
    const d = { active: [KINGAMBIT] };
    expect(
      damageIn(run('Ancient Mantra', { active: ['zzcn-6', W, W] }, d).state, 'p2:active'),
    ).toBe(50);
    expect(
      damageIn(run('Ancient Mantra', { active: ['zzcn-6', W, F] }, d).state, 'p2:active'),
    ).toBe(20);
  });
});

describe('"If <name> ex is in play, …"', () => {
  cardBehaviour(
    'ex9-99',
    'Metal Crush',
    () => {
      it('Registeel ex on your Bench: 60; not in play: 40', () => {
        const a = ['ex9-99', F, F, F];
        const d = { active: [KINGAMBIT] };
        expect(
          damageIn(
            run('Metal Crush', { active: a, bench: [[REGISTEEL_EX]] }, d).state,
            'p2:active',
          ),
        ).toBe(60);
        expect(damageIn(run('Metal Crush', { active: a }, d).state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it("made-up (Regice ex, on the opponent's Bench too): 70; not in play: 40", () => {
    const a = { active: ['zzcn-7', F, F, F] };
    expect(
      damageIn(
        run('Metal Crush', a, { active: [KINGAMBIT], bench: [[REGICE_EX]] }).state,
        'p2:active',
      ),
    ).toBe(70);
    expect(damageIn(run('Metal Crush', a, { active: [KINGAMBIT] }).state, 'p2:active')).toBe(40);
  });
});
