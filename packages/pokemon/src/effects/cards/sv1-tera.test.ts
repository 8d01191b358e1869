import { expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import { attack, damageIn, optionsNaming, table } from '../effects.test-helper';
import { DONDOZO, F, KINGAMBIT, L, LECHONK, P } from './sv1-attacks.test-helper';

/**
 * The Tera rule printed on every Tera Pokémon ex of Scarlet & Violet: "As long as this Pokémon is
 * on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your
 * opponent's)."
 *
 * It prevents damage, and only damage done by attacks. An attack or Ability that tells you to
 * put damage counters does no damage: the rulebook's steps for doing damage say of such an attack
 * that "these damage counters are not preventable as 'damage'" and that neither Weakness nor
 * Resistance applies to them (an earlier Pokémon TCG rulebook, "Doing damage", step a, quoted at
 * pokebeach.com/forums/threads/armaldo-la.85184; likewise "Professor's Corner — Damage
 * Calculation", wrpokeleague.wordpress.com, 2012-01-19: placed damage counters "do not incur the
 * effects stemming from damage done by attacks"). A 2019 ruling on the same Bench wording
 * (Magikarp's Ability: while it is on the Bench it takes no damage from attacks) holds that it
 * does not stop Espeon & Deoxys-GX's Division GX, whose counters come from the attack's effect
 * (thecardz.com/qa-pokemon-tcg-thai-koiking-skill, ruling of 2019-02-14). So Curse Spreading's
 * counters still land.
 */

const MIRAIDON = 'sv1-80'; // Lightning Laser: 90, and 30 to 1 of the opponent's Benched Pokémon.
const KROOKODILE = 'sv1-117'; // Earthquake: 180, and 30 to each of your own Benched Pokémon.
const IRON_TREADS_EX = 'sv1-143'; // Triple Laser: 30 to 3 of the opponent's Pokémon.
const DRIFBLIM = 'sv1-90'; // Curse Spreading: put 8 damage counters on the opponent's Pokémon.
const ZANGOOSE = 'sv1-147'; // Drag Off: switch in a Benched Pokémon, 30 to the new Active one.
const GREAT_TUSK_EX = 'sv1-123'; // 250 HP, no Weakness or Resistance to Fighting: survives Earthquake's 180.

/**
 * Every Tera printing in the bundled sets, each with what Krookodile's Earthquake (180, Fighting)
 * does to it as the Active Pokémon: neither is weak to Fighting, so 180.
 */
const TERA_PRINTINGS = [
  ['sv1-32', 'Arcanine ex'],
  ['sv1-224', 'Arcanine ex'],
  ['sv1-45', 'Gyarados ex'],
  ['sv1-225', 'Gyarados ex'],
] as const;

for (const [id, name] of TERA_PRINTINGS)
  cardBehaviour(id, 'Tera rule', () => {
    it(`${name} on the Bench takes none of the opponent's attack's Bench damage; a non-Tera Benched Pokémon takes it`, () => {
      const board = table({
        p1: { active: [MIRAIDON, L, L, L] },
        p2: { active: [KINGAMBIT], bench: [[id], [LECHONK]] },
      });
      const onTera = attack(board, 'Lightning Laser', { chooser: optionsNaming('p2:bench_1') });
      expect(damageIn(onTera.state, 'p2:active')).toBe(90);
      expect(damageIn(onTera.state, 'p2:bench_1')).toBe(0);
      const onOther = attack(board, 'Lightning Laser', { chooser: optionsNaming('p2:bench_2') });
      expect(damageIn(onOther.state, 'p2:bench_2')).toBe(30);
    });

    it(`${name} on the Bench takes none of its own player's attack's damage to their own Bench ("both yours and your opponent's")`, () => {
      const t = attack(
        table({
          p1: { active: [KROOKODILE, F, F], bench: [[id], [LECHONK]] },
          p2: { active: [GREAT_TUSK_EX] },
        }),
        'Earthquake',
      );
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:bench_2')).toBe(30);
      expect(damageIn(t.state, 'p2:active')).toBe(180);
    });

    it(`${name} on the Bench takes none of a spread attack's damage; the other targets take 30 each`, () => {
      const t = attack(
        table({
          p1: { active: [IRON_TREADS_EX, L, L, L] },
          p2: { active: [DONDOZO], bench: [[id], [LECHONK]] },
        }),
        'Triple Laser',
        { chooser: optionsNaming('p2:active', 'p2:bench_1', 'p2:bench_2') },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(30);
    });

    it(`${name} on the Bench still gets damage counters an attack puts on it (not damage)`, () => {
      const t = attack(
        table({
          p1: { active: [DRIFBLIM, P, P, P] },
          p2: { active: [DONDOZO], bench: [[id]] },
        }),
        'Curse Spreading',
        { chooser: optionsNaming('p2:bench_1') },
      );
      expect(damageIn(t.state, 'p2:bench_1')).toBe(80);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });

    it(`${name} in the Active Spot takes attack damage as usual`, () => {
      const active = attack(
        table({ p1: { active: [KROOKODILE, F, F] }, p2: { active: [id] } }),
        'Earthquake',
      );
      expect(damageIn(active.state, 'p2:active')).toBe(180);
      // Dragged from the Bench into the Active Spot first, it is no longer on the Bench.
      const dragged = attack(
        table({
          p1: { active: [ZANGOOSE, L, L] },
          p2: { active: [DONDOZO], bench: [[id]] },
        }),
        'Drag Off',
        { chooser: optionsNaming('p2:bench_1') },
      );
      expect(damageIn(dragged.state, 'p2:active')).toBe(30);
      expect(
        dragged.state.zones['p2:active']?.cards.map((c) => dragged.state.cards[c]?.templateId),
      ).toEqual([id]);
    });
  });
