import { describe, expect, it } from 'vitest';
import { attachedTypes, pokemonIn } from '../game/board';
import { pokemonLegalActions } from '../rules/legal-actions';
import { classicEngine, classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  withCounters,
} from './effects.test-helper';
import { passiveRulesOf } from './passive-text';
import { abilityWorks, retreatCost } from './passives';
import { pokemonPhrase } from './pokemon-phrase';
import { compilePowerText } from './power-patterns';

/**
 * Poké-Bodies (2002 e-Card sets) read as clauses (issue #28, body7; `body-clauses.ts`,
 * `passive-text.ts`, `passives.ts`): damage reduction, the Pokémon's own Retreat Cost, a
 * player-wide retreat tax, Special Condition immunity, Energy type, attach and evolution locks,
 * Benched Poké-Powers stopped. Each form is played on a real printing of a loaded fixture;
 * outcomes are written from the printed text. Rows marked MADE-UP are rewordings no fixture
 * prints, there to show the clauses read other words for the same meaning, and refuse others.
 *
 * Rulings relied on:
 * - Order of damage (EX-series rulebook, "How do you figure out the damage?", steps c–f, quoted
 *   in the pokegym "Ask the Rules Team" thread of April 2004): Weakness, then Resistance, then
 *   Trainer and Energy cards on the Defending Pokémon, then "relevant Poké-Powers and
 *   Poké-Bodies". So a Poké-Body's reduction applies after Weakness and Resistance whether or
 *   not its sentence says "(after applying Weakness and Resistance)" (Slowbro's Dense Body
 *   does not); a text that says "before applying …" is another rule and stays manual.
 * - A Poké-Body works as long as its Pokémon is in play, Special Conditions included, unless its
 *   own text says otherwise (e-Card rulebook, Poké-Bodies; this project's `abilityBlockedReason`
 *   stops a Power only by a sentence of its text). Each Poké-Body in play applies (they stack)
 *   unless its text limits it (Gluey Slime: "can't make a player pay more than an additional
 *   Colorless … even if there is more than 1 Ariados in play").
 * - "Evolved Pokémon" (e-Card glossary): a Stage 1 or Stage 2 Pokémon in play; a Baby Pokémon
 *   is a Basic Pokémon.
 * - "for each Energy attached" counts Energy provided (a Double Colorless Energy is 2), as the
 *   rules count Energy for costs; "a Psychic Energy card attached" is one providing Psychic.
 * - "its Retreat Cost is 0" sets the Retreat Cost; an "additional" payment another card asks
 *   for (Gluey Slime) is still paid on top of it.
 * - Dark Aura / Rare Metal change the type the Energy provides, not what card it is.
 * - Dark Gaze names Poké-Powers only: Poké-Bodies and the Active Pokémon's Powers work on.
 */

const GOLEM = 'ecard1-14'; // 100 HP Fighting, weak to Water ×2; Rock Body −10
const METAPOD = 'ecard1-87'; // Exoskeleton −20
const KAKUNA = 'ecard3-70'; // "All damage by attacks to Kakuna is reduced by 10"; Poisonpowder [G]
const SHUCKLE = 'ecard3-96'; // 30 HP, Vase Body −20
const KABUTO = 'ecard3-37'; // 50 HP, Stage 1; Thick Shell −10 "from Evolved Pokémon"
const SLOWBRO = 'ecard2-33'; // 80 HP, weak to Lightning; Dense Body −20 from Basic (not Baby)
const SCIZOR = 'ecard2-32'; // Poison Resistance
const ABRA = 'ecard3-46'; // Retreat Colorless; Psychoflow
const DUNSPARCE = 'ecard3-53'; // Retreat Colorless; Slippery Skin
const HOPPIP = 'ecard2-83'; // Retreat Colorless; Lightweight
const MUK = 'ecard2-23'; // Retreat Colorless; Heavyweight
const MAGNEMITE = 'ecard2-91'; // Retreat Colorless; Conductive Body
const ARCANINE = 'ecard2-2'; // Retreat Colorless ×3; Extreme Speed
const ARIADOS = 'ecard2-3'; // Gluey Slime
const TYRANITAR = 'ecard1-29'; // Dark Aura
const STEELIX = 'ecard3-31'; // Rare Metal
const ARTICUNO = 'ecard3-4'; // Water Immunity
const OMASTAR = 'ecard3-23'; // Primal Stare
const KABUTOPS = 'ecard3-14'; // Primal Aura
const UMBREON = 'ecard3-32'; // Dark Gaze
const CLEFABLE = 'ecard1-7'; // Moonlight (Poké-Power)
const FLAREON = 'ecard3-8'; // Self-healing (Fire)
const SEEL = 'base1-41'; // Water, Headbutt [W] 10
const MACHOP = 'base1-52'; // Basic Fighting, Low Kick [F] 20
const CHARMELEON = 'base1-24'; // Stage 1 Fire, Slash [CCC] 30
const PIKACHU = 'base1-58'; // Basic Lightning, Gnaw [C] 10
const CHARMANDER = 'base1-46';
const PICHU = 'neo1-12'; // Baby
const DCE = 'base1-96';
const F = 'base1-97';
const R = 'base1-98';
const G = 'base1-99';
const L = 'base1-100';
const P = 'base1-101';
const W = 'base1-102';

const cards = classicEngine.definition.cards;
const monIn = (t: Table, zone: string) => {
  const m = pokemonIn(cards, t.state, zone);
  if (!m) throw new Error(`no Pokémon in ${zone}`);
  return m;
};
const costOf = (t: Table, zone = 'p1:active') => retreatCost(cards, t.state, monIn(t, zone));
const rulesOf = (name: string, text: string) => passiveRulesOf(name, { text });

describe('damage reduction: "All damage done by attacks to X is reduced by N (after applying Weakness and Resistance)"', () => {
  it("Golem — Rock Body: Seel's Headbutt 10 ×2 (Weakness) is 20, then −10: 10 (after, not before, Weakness)", () => {
    const t = attack(table({ p1: { active: [SEEL, W] }, p2: { active: [GOLEM] } }), 'Headbutt');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('Metapod — Exoskeleton: Low Kick 20 − 20 = 0; Slash 30 ×2 (Weakness to Fire) − 20 = 40', () => {
    const kick = attack(
      table({ p1: { active: [MACHOP, F] }, p2: { active: [METAPOD] } }),
      'Low Kick',
    );
    expect(damageIn(kick.state, 'p2:active')).toBe(0);
    const slash = attack(
      table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [METAPOD] } }),
      'Slash',
    );
    expect(damageIn(slash.state, 'p2:active')).toBe(40);
  });

  it('Kakuna — "All damage by attacks to Kakuna …" (no "done"): Low Kick does 10', () => {
    const t = attack(table({ p1: { active: [MACHOP, F] }, p2: { active: [KAKUNA] } }), 'Low Kick');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it("Shuckle — Vase Body: Low Kick 20 − 20 = 0; Seel's Headbutt 10 − 20 is 0, never less", () => {
    const kick = attack(
      table({ p1: { active: [MACHOP, F] }, p2: { active: [SHUCKLE] } }),
      'Low Kick',
    );
    expect(damageIn(kick.state, 'p2:active')).toBe(0);
    const butt = attack(
      table({ p1: { active: [SEEL, W] }, p2: { active: [SHUCKLE] } }),
      'Headbutt',
    );
    expect(damageIn(butt.state, 'p2:active')).toBe(0);
  });

  it('Kabuto — Thick Shell "from Evolved Pokémon": a Basic\'s Low Kick does all 20; a Stage 1\'s Slash 30 − 10 = 20', () => {
    const basic = attack(
      table({ p1: { active: [MACHOP, F] }, p2: { active: [KABUTO] } }),
      'Low Kick',
    );
    expect(damageIn(basic.state, 'p2:active')).toBe(20);
    const evolved = attack(
      table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [KABUTO] } }),
      'Slash',
    );
    expect(damageIn(evolved.state, 'p2:active')).toBe(20);
  });

  it('Slowbro — Dense Body (no "after …" printed): a Basic\'s Gnaw 10 ×2 = 20 − 20 = 0; a Stage 1\'s Slash does all 30', () => {
    const basic = attack(
      table({ p1: { active: [PIKACHU, L] }, p2: { active: [SLOWBRO] } }),
      'Gnaw',
    );
    expect(damageIn(basic.state, 'p2:active')).toBe(0);
    const evolved = attack(
      table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [SLOWBRO] } }),
      'Slash',
    );
    expect(damageIn(evolved.state, 'p2:active')).toBe(30);
  });

  it('"Basic Pokémon (excluding Baby Pokémon)" fits Machop, not Pichu (Baby) nor Charmeleon', () => {
    const fits = pokemonPhrase('Basic Pokémon (excluding Baby Pokémon)', 'Slowbro');
    const card = (id: string) => {
      const c = classicRegistry.get(id);
      if (!c || !('abilities' in c)) throw new Error(id);
      return c;
    };
    expect([MACHOP, PICHU, CHARMELEON].map((id) => fits?.(card(id) as never))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('MADE-UP rewordings read the same; "before applying Weakness and Resistance" is read as such (played in power-forms-ex.test.ts); an unknown attacker stays manual', () => {
    expect(
      rulesOf(
        'Onix',
        'Any damage done to Onix by an attack from an Evolved Pokémon is reduced by 10.',
      ),
    ).toEqual([{ kind: 'reduce-damage', amount: 10, from: expect.any(Function) }]);
    expect(rulesOf('Onix', 'All damage by attacks to Onix is reduced by 30.')).toEqual([
      { kind: 'reduce-damage', amount: 30 },
    ]);
    expect(
      rulesOf(
        'Onix',
        'All damage done by attacks to Onix is reduced by 10 (before applying Weakness and Resistance).',
      ),
    ).toEqual([{ kind: 'reduce-damage', amount: 10, before: true }]);
    expect(
      rulesOf('Onix', 'All damage done by attacks to Onix from Shiny Pokémon is reduced by 10.'),
    ).toBeUndefined();
  });
});

describe('own Retreat Cost: "[As long as CONDITION,] CHANGE"', () => {
  it('Abra — Psychoflow: 0 with a Psychic Energy card attached, its printed 1 without; it retreats paying nothing', () => {
    expect(costOf(table({ p1: { active: [ABRA, G], bench: [[MACHOP]] } }))).toBe(1);
    const t = table({ p1: { active: [ABRA, P], bench: [[MACHOP]] } });
    expect(costOf(t)).toBe(0);
    const retreated = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'retreat',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { to: 'p1:bench_1', discard: [] },
    });
    expect(monIn(retreated, 'p1:active').card.name).toBe('Machop');
    expect(monIn(retreated, 'p1:bench_1').energy).toHaveLength(1);
  });

  it('Dunsparce — Slippery Skin ("Dusparce" in the data, mended on load): 0 against an Evolved Defending Pokémon, 1 against a Basic', () => {
    expect(costOf(table({ p1: { active: [DUNSPARCE] }, p2: { active: [CHARMELEON] } }))).toBe(0);
    expect(costOf(table({ p1: { active: [DUNSPARCE] }, p2: { active: [CHARMANDER] } }))).toBe(1);
  });

  it('Hoppip — Lightweight: Colorless less for each Grass Energy (1 → 0), not for a Fire Energy', () => {
    expect(costOf(table({ p1: { active: [HOPPIP, G] } }))).toBe(0);
    expect(costOf(table({ p1: { active: [HOPPIP, R] } }))).toBe(1);
  });

  it('Arcanine — Extreme Speed: 3 less 1 for each Energy (a Double Colorless counts 2), never below 0', () => {
    expect(costOf(table({ p1: { active: [ARCANINE, R] } }))).toBe(2);
    expect(costOf(table({ p1: { active: [ARCANINE, R, DCE] } }))).toBe(0);
    expect(costOf(table({ p1: { active: [ARCANINE, R, R, DCE] } }))).toBe(0);
  });

  it('Muk — Heavyweight: 1 + ColorlessColorless while a Grass Energy is attached', () => {
    expect(costOf(table({ p1: { active: [MUK, R] } }))).toBe(1);
    expect(costOf(table({ p1: { active: [MUK, G] } }))).toBe(3);
  });

  it('Magnemite — Conductive Body: 1 less for each Magnemite on the Bench (another Pokémon does not count)', () => {
    expect(costOf(table({ p1: { active: [MAGNEMITE], bench: [[MAGNEMITE]] } }))).toBe(0);
    expect(costOf(table({ p1: { active: [MAGNEMITE], bench: [[MACHOP]] } }))).toBe(1);
  });

  it('MADE-UP rewordings: "its Retreat Cost is zero", "you pay an additional Colorless to retreat Onix"; an unknown condition stays manual', () => {
    expect(
      rulesOf('Onix', 'As long as there is any Energy attached to Onix, its Retreat Cost is zero.'),
    ).toEqual([
      { kind: 'own-retreat', when: { kind: 'energy-attached' }, change: { kind: 'zero' } },
    ]);
    expect(rulesOf('Onix', 'You pay an additional Colorless Colorless to retreat Onix.')).toEqual([
      { kind: 'own-retreat', change: { kind: 'more', amount: 2 } },
    ]);
    expect(rulesOf('Onix', 'As long as it is raining, its Retreat Cost is 0.')).toBeUndefined();
  });
});

describe('Ariados — Gluey Slime: each player pays an additional Colorless, never more than 1 however many Ariados', () => {
  it('both players pay 1 more for the Active Pokémon; two Ariados still 1 more', () => {
    const one = table({ p1: { active: [MACHOP], bench: [[ARIADOS]] }, p2: { active: [MACHOP] } });
    expect(costOf(one)).toBe(2);
    expect(costOf(one, 'p2:active')).toBe(2);
    const two = table({
      p1: { active: [MACHOP], bench: [[ARIADOS]] },
      p2: { active: [MACHOP], bench: [[ARIADOS]] },
    });
    expect(costOf(two)).toBe(2);
  });

  it('MADE-UP: without the limit sentence each such Power in play adds its own', () => {
    expect(
      rulesOf(
        'Ariados',
        'As long as Ariados is in play, each player must pay an additional Colorless to retreat his or her Active Pokémon.',
      ),
    ).toEqual([{ kind: 'retreat-tax-all', amount: 1 }]);
  });
});

describe('Scizor — Poison Resistance: "Scizor can\'t be Poisoned."', () => {
  it("Kakuna's Poisonpowder leaves Scizor unpoisoned, and Slowbro poisoned", () => {
    const scizor = attack(
      table({ p1: { active: [KAKUNA, G] }, p2: { active: [SCIZOR] } }),
      'Poisonpowder',
    );
    expect(conditionsIn(scizor.state, 'p2:active')).not.toContain('poisoned');
    const slowbro = attack(
      table({ p1: { active: [KAKUNA, G] }, p2: { active: [SLOWBRO] } }),
      'Poisonpowder',
    );
    expect(conditionsIn(slowbro.state, 'p2:active')).toContain('poisoned');
  });

  it('MADE-UP: "cannot be Burned or Poisoned" reads; "can\'t be Knocked Out" does not', () => {
    expect(rulesOf('Onix', 'Onix cannot be Burned or Poisoned.')).toEqual([
      { kind: 'immune', conditions: ['burned', 'poisoned'] },
    ]);
    expect(rulesOf('Onix', "Onix can't be Knocked Out.")).toBeUndefined();
  });
});

describe('Energy type on itself: Dark Aura, Rare Metal', () => {
  it('Tyranitar — Dark Aura: a Fire Energy and a Double Colorless Energy provide Darkness', () => {
    const t = table({ p1: { active: [TYRANITAR, R, DCE] } });
    expect(attachedTypes(cards, t.state, monIn(t, 'p1:active'))).toEqual([
      'Darkness',
      'Darkness',
      'Darkness',
    ]);
  });

  it('Steelix — Rare Metal: basic Energy cards provide Metal; a Double Colorless Energy stays Colorless', () => {
    const t = table({ p1: { active: [STEELIX, R, W, DCE] } });
    expect(attachedTypes(cards, t.state, monIn(t, 'p1:active'))).toEqual([
      'Metal',
      'Metal',
      'Colorless',
      'Colorless',
    ]);
  });
});

describe('Articuno — Water Immunity: "You can\'t attach Water Energy cards from your hand to Articuno."', () => {
  const attach = (t: Table, template: string) => {
    const id = t.state.zones['p1:hand']?.cards.find(
      (c) => t.state.cards[c]?.templateId === template,
    );
    return {
      type: 'move_card' as const,
      player: 'p1',
      source: 'ai' as const,
      card: `#${id}`,
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom' as const,
    };
  };

  it('a Water Energy from the hand is refused and not offered; a Fire Energy attaches', () => {
    const t = table({ p1: { active: [ARTICUNO], hand: [W, R] } });
    expect(refusalOf(t, attach(t, W))).toMatch(/CANNOT_ATTACH_ENERGY .*Water Immunity/);
    const offered = pokemonLegalActions(t.state, 'p1', classicRegistry).filter(
      (a) => a.type === 'move_card' && 'to' in a && a.to === 'p1:active',
    );
    const ids = offered.map((a) => ('card' in a ? String(a.card).slice(1) : ''));
    expect(ids.map((id) => t.state.cards[id]?.templateId)).toEqual([R]);
    const fire = act(t, attach(t, R));
    expect(monIn(fire, 'p1:active').energy).toHaveLength(1);
  });
});

describe('evolution locks while Active: Primal Stare, Primal Aura', () => {
  const evolve = (player: string, to: string) => ({
    type: 'move_card' as const,
    player,
    source: 'ai' as const,
    card: 'Charmeleon',
    from: `${player}:hand`,
    to,
    position: 'top' as const,
  });

  it("Omastar — Primal Stare: the opponent can't evolve his or her Active Pokémon from the hand, but may evolve a Benched one", () => {
    const t = table({
      activePlayer: 'p2',
      p1: { active: [OMASTAR] },
      p2: { active: [CHARMANDER], bench: [[CHARMANDER]], hand: [CHARMELEON] },
    });
    expect(refusalOf(t, evolve('p2', 'p2:active'))).toMatch(/EVOLUTION_LOCKED .*Primal Stare/);
    const benched = act(t, evolve('p2', 'p2:bench_1'));
    expect(monIn(benched, 'p2:bench_1').card.name).toBe('Charmeleon');
  });

  it("Omastar on the Bench locks nothing; its own player's Active may evolve", () => {
    const benched = table({
      activePlayer: 'p2',
      p1: { active: [MACHOP], bench: [[OMASTAR]] },
      p2: { active: [CHARMANDER], hand: [CHARMELEON] },
    });
    expect(refusalOf(benched, evolve('p2', 'p2:active'))).toBeUndefined();
    const own = table({ p1: { active: [OMASTAR], bench: [[CHARMANDER]], hand: [CHARMELEON] } });
    expect(refusalOf(own, evolve('p1', 'p1:bench_1'))).toBeUndefined();
  });

  it('Kabutops — Primal Aura: neither player evolves Benched Pokémon from the hand; an Active one may', () => {
    const t = table({
      p1: { active: [KABUTOPS], bench: [[CHARMANDER]], hand: [CHARMELEON] },
      p2: { active: [MACHOP] },
    });
    expect(refusalOf(t, evolve('p1', 'p1:bench_1'))).toMatch(/EVOLUTION_LOCKED .*Primal Aura/);
    const theirs = table({
      activePlayer: 'p2',
      p1: { active: [KABUTOPS] },
      p2: { active: [CHARMANDER], bench: [[CHARMANDER]], hand: [CHARMELEON, CHARMELEON] },
    });
    expect(refusalOf(theirs, evolve('p2', 'p2:bench_1'))).toMatch(/EVOLUTION_LOCKED/);
    expect(refusalOf(theirs, evolve('p2', 'p2:active'))).toBeUndefined();
  });
});

describe("Umbreon — Dark Gaze: Benched Pokémon (yours and your opponent's) can't use Poké-Powers", () => {
  const moonlight = (t: Table, zone: string) => {
    const mon = monIn(t, zone);
    const power = mon.card.abilities.find((a) => a.name === 'Moonlight');
    if (!power) throw new Error('no Moonlight');
    return abilityWorks(cards, t.state, mon, power);
  };

  it("a Benched Clefable's Moonlight stops on both sides while Umbreon is Active; an Active Clefable's works", () => {
    const t = table({
      p1: { active: [UMBREON], bench: [[CLEFABLE]] },
      p2: { active: [CLEFABLE], bench: [[CLEFABLE]] },
    });
    expect(moonlight(t, 'p1:bench_1')).toBe(false);
    expect(moonlight(t, 'p2:bench_1')).toBe(false);
    expect(moonlight(t, 'p2:active')).toBe(true);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Moonlight'))).toMatch(/Dark Gaze/);
  });

  it('with Umbreon on the Bench, Benched Poké-Powers work', () => {
    const t = table({ p1: { active: [MACHOP], bench: [[UMBREON], [CLEFABLE]] } });
    expect(moonlight(t, 'p1:bench_2')).toBe(true);
  });

  it('MADE-UP: "your opponent\'s Benched Pokémon can\'t use Poké-Powers" reads for the opponent only', () => {
    expect(
      rulesOf(
        'Umbreon',
        "As long as Umbreon is your Active Pokémon, your opponent's Benched Pokémon can't use Poké-Powers.",
      ),
    ).toEqual([{ kind: 'bench-powers-stop', whose: 'opponent' }]);
  });
});

describe('Flareon — Self-healing: "Whenever you attach a Fire Energy card from your hand to Flareon, remove all Special Conditions affecting Flareon."', () => {
  const attachFromHand = (t: Table, template: string, to = 'p1:active') => {
    const id = t.state.zones['p1:hand']?.cards.find(
      (c) => t.state.cards[c]?.templateId === template,
    );
    return answerAll(
      act(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to,
        position: 'bottom',
      }),
    );
  };
  const sick = (hand: string[]) =>
    withCounters(table({ p1: { active: [FLAREON], bench: [[FLAREON]], hand } }), 'p1:active', {
      burned: 1,
      poisoned: 1,
      confused: 1,
    });

  it('a Fire Energy from the hand: Burned, Poisoned and Confused all go', () => {
    const t = attachFromHand(sick([R]), R);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('a Water Energy, or a Fire Energy to the other Flareon, leaves them', () => {
    const water = attachFromHand(sick([W]), W);
    expect(conditionsIn(water.state, 'p1:active').sort()).toEqual([
      'burned',
      'confused',
      'poisoned',
    ]);
    const other = attachFromHand(sick([R]), R, 'p1:bench_1');
    expect(conditionsIn(other.state, 'p1:active').sort()).toEqual([
      'burned',
      'confused',
      'poisoned',
    ]);
  });

  it('MADE-UP: "remove all Special Conditions from it" compiles; an unknown second clause stays manual', () => {
    const power = (text: string) => ({ name: 'Mend', type: 'Poké-Body', text });
    expect(
      compilePowerText(
        'Onix',
        power(
          'Whenever you attach a Fighting Energy card from your hand to Onix, remove all Special Conditions from it.',
        ),
      ),
    ).toBeDefined();
    expect(
      compilePowerText(
        'Onix',
        power(
          'Whenever you attach a Fighting Energy card from your hand to Onix, remove all Special Conditions and Poké-Bodies from it.',
        ),
      ),
    ).toBeUndefined();
  });
});
