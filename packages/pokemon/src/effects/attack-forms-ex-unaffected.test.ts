import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import { P } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, damageIn } from './effects.test-helper';

/**
 * "This attack's damage isn't affected by <list> or any other effects on the Defending Pokémon."
 * in the EX lists (Brick Smash, Dragon Mist, Fastwave: "Resistance, Poké-Powers, Poké-Bodies";
 * Deoxys's Swift: "Weakness, Resistance, Poké-Power, Poké-Bodies"): what the list names is set
 * aside — Weakness, when it is not named, still applies — on real printings and a MADE-UP
 * rewording (`zzua-1`).
 */

const { table } = classicWith(
  loadCardSet([
    rewordAttack(
      'ex7-7',
      'zzua-1',
      'Brick Smash',
      "This attack's damage isn't affected by Resistance, Poké-Bodies, and any other effects on the Defending Pokémon.",
    ),
  ]),
);

/** Scyther ex (Ruby & Sapphire): 80 HP, resists Fighting (−30). */
const SCYTHER_EX = 'ex1-102';
/** Chansey ex (Ruby & Sapphire): 120 HP, weak to Fighting. */
const CHANSEY_EX = 'ex1-96';
/** Kirlia (Ruby & Sapphire): 70 HP, weak to Psychic. */
const KIRLIA = 'ex1-34';

const hit = (attacker: string, name: string, defender: string) =>
  damageIn(
    attack(table({ p1: { active: [attacker, P, P, P] }, p2: { active: [defender] } }), name).state,
    'p2:active',
  );

describe('"This attack\'s damage isn\'t affected by Resistance, Poké-Powers, Poké-Bodies, or any other effects on the Defending Pokémon."', () => {
  cardBehaviour(
    'ex7-7',
    'Brick Smash',
    () => {
      it('no Resistance (30 against Scyther ex), Weakness still doubles (60 against Chansey ex)', () => {
        expect(hit('ex7-7', 'Brick Smash', SCYTHER_EX)).toBe(30);
        expect(hit('ex7-7', 'Brick Smash', CHANSEY_EX)).toBe(60);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex9-2',
    'Swift',
    () => {
      it('"Weakness, Resistance, Poké-Power, Poké-Bodies": 30 against Kirlia, weak to Psychic', () => {
        expect(hit('ex9-2', 'Swift', KIRLIA)).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up ("Resistance, Poké-Bodies, and …"): 30 against Scyther ex, 60 against Chansey ex', () => {
    expect(hit('zzua-1', 'Brick Smash', SCYTHER_EX)).toBe(30);
    expect(hit('zzua-1', 'Brick Smash', CHANSEY_EX)).toBe(60);
  });
});
