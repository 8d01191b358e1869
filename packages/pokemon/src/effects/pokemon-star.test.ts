import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { isDeckLimitText } from '../decks/deck-limits';
import { parseDeckList } from '../decks/parse-deck-list';
import { PokemonSetupError } from '../game/setup';
import { createPokemonMatch } from '../plugin/create-pokemon-plugin';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { attack, damageIn, templatesIn, withCounters, withSeeds } from './effects.test-helper';
import teamRocketReturns from './fixtures/ex7.json';

/**
 * Pokémon ★ (Team Rocket Returns, 2004, and later EX sets; subtype `Star` in the data). The rule
 * of the era, printed on each one: "You can't have more than 1 Pokémon ★ in your deck." — the
 * data spells it "Pokémon Star" — counted over every Pokémon ★ whatever its name. Their attack
 * texts spell the card's own name "Torchic Star" for "Torchic ★"; that is the card itself.
 * Real printings (ex7, ex8) and MADE-UP cards (`zz10s-*`).
 */

const madeUp = loadCardSet([
  {
    id: 'zz10s-1',
    name: 'Glimmerfin ★',
    supertype: 'Pokémon',
    subtypes: ['Basic', 'Star'],
    hp: '70',
    types: ['Water'],
    // As printed, with the star itself.
    rules: ["You can't have more than 1 Pokémon ★ in your deck."],
    attacks: [
      {
        name: 'Sparkle Splash',
        cost: ['Water'],
        damage: '30',
        text: 'Flip a coin. If tails, discard a Water Energy card attached to Glimmerfin Star.',
      },
    ],
    number: '1',
  },
  {
    id: 'zz10s-2',
    name: 'Dimwhisker ★',
    supertype: 'Pokémon',
    subtypes: ['Basic', 'Star'],
    hp: '70',
    types: ['Colorless'],
    // The data lost the rule line: the Pokémon ★ rule holds all the same.
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
    number: '2',
  },
  {
    id: 'zz10s-3',
    name: 'Twinglow ★',
    supertype: 'Pokémon',
    subtypes: ['Basic', 'Star'],
    hp: '70',
    types: ['Colorless'],
    // Another number is another rule, not the one of the era: left to manual play.
    rules: ["You can't have more than 2 Pokémon Star in your deck."],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
    number: '3',
  },
]);

const { registry, table, card } = classicWith(madeUp);

const MUDKIP_STAR = 'ex7-107';
const TORCHIC_STAR = 'ex7-108';
const LATIAS_STAR = 'ex8-105';
const LATIOS_STAR = 'ex8-106';
const SNORLAX_EX = 'ex7-104'; // Rocket's Snorlax ex: Pokémon-ex, 100 HP, Fighting Weakness
const CROBAT_EX = 'ex8-96'; // Crobat ex: Pokémon-ex, 130 HP, Lightning Weakness
const MAGMAR = 'ex7-44'; // not Pokémon-ex, 70 HP, Water Weakness
const FIRE = 'ex9-102';
const WATER = 'ex9-103';
const PSYCHIC = 'ex9-105';

/** A 60-card deck list: the given lines, Pikachu as a further Basic, Lightning Energy to fill. */
function list(lines: readonly string[]): string {
  const used = lines.reduce((n, l) => n + Number(l.split(' ')[0]), 0) + 4;
  return [...lines, '4 Pikachu BS 58', `${60 - used} Lightning Energy BS 100`].join('\n');
}
const problems = (text: string) => {
  const parsed = parseDeckList(text, registry);
  return parsed.ok ? [] : parsed.errors;
};

describe('the Pokémon ★ rule: 1 Pokémon ★ in a deck', () => {
  it('loads a Pokémon ★ with no note: the rule it prints is carried out, not manual', () => {
    const set = loadCardSet(teamRocketReturns);
    expect((set.notes ?? []).filter((n) => n.message.includes('"Star"'))).toEqual([]);
    for (const id of [MUDKIP_STAR, TORCHIC_STAR, LATIAS_STAR, 'zz10s-1'])
      expect(manualParts(card(id)).filter((p) => p.kind === 'rule')).toEqual([]);
    expect(isDeckLimitText(card(TORCHIC_STAR), card(TORCHIC_STAR).rules[0] ?? '')).toBe(true);
  });

  it('takes 1 Pokémon ★ and refuses 2 of different names, naming the printed rule', () => {
    expect(problems(list(['1 Torchic ★ TRR 108']))).toEqual([]);
    const two = problems(list(['1 Torchic ★ TRR 108', '1 Latias ★ DX 105']));
    expect(two).toEqual([
      expect.objectContaining({ code: 'too_many_copies', line: 1, hint: 'Remove 1 Pokémon ★.' }),
    ]);
    expect(two[0]?.message).toBe(
      '2 Pokémon ★ (lines 1, 2); at most 1, as the card says: "You can\'t have more than 1 Pokémon Star in your deck.".',
    );
    // Two copies of one Pokémon ★ break the same rule (not the four-copies rule).
    expect(problems(list(['2 Mudkip ★ TRR 107']))[0]?.message).toContain('2 Pokémon ★ (line 1)');
  });

  it('refuses a match whose deck holds 2 Pokémon ★', () => {
    const rest = [
      ...Array.from({ length: 4 }, () => 'base1-58'),
      ...Array.from({ length: 54 }, () => 'base1-100'),
    ];
    const illegal = [TORCHIC_STAR, LATIOS_STAR, ...rest];
    const legal = [TORCHIC_STAR, 'base1-100', ...rest];
    const match = (p1: readonly string[]) =>
      createPokemonMatch({ decks: { p1, p2: legal }, seed: 1, registry });
    expect(() => match(illegal)).toThrow(PokemonSetupError);
    expect(() => match(illegal)).toThrow('2 Pokémon ★; at most 1');
    expect(match(legal).state.plugin.stage).toBe('play');
  });

  it('made-up: the rule printed with the star, or lost from the data, holds over every Pokémon ★', () => {
    expect(manualParts(card('zz10s-1')).filter((p) => p.kind === 'rule')).toEqual([]);
    const printed = problems(list(['1 Glimmerfin ★ zz10s 1', '1 Torchic ★ TRR 108']));
    expect(printed[0]?.message).toContain(
      'at most 1, as the card says: "You can\'t have more than 1 Pokémon ★ in your deck."',
    );
    const unprinted = problems(list(['2 Dimwhisker ★ zz10s 2']));
    expect(unprinted).toHaveLength(1);
    expect(unprinted[0]?.message).toBe(
      '2 Pokémon ★ (line 1); a deck may hold only 1 Pokémon ★ (the Pokémon ★ rule).',
    );
  });

  it('made-up: another number is not the rule of the era — that line stays manual', () => {
    expect(manualParts(card('zz10s-3')).filter((p) => p.kind === 'rule')).toHaveLength(1);
    // The Pokémon ★ rule itself still holds for the card.
    expect(problems(list(['1 Twinglow ★ zz10s 3', '1 Torchic ★ TRR 108']))).toHaveLength(1);
  });
});

describe('"Torchic Star" in a Pokémon ★ text is the card itself', () => {
  /** Fireworks / Sparkle Splash: tails discards one Energy of the type from the attacker. */
  const flip = (attacker: string, energy: string, name: string, tails: boolean) =>
    withSeeds(
      [1, 2, 3, 4, 5, 6, 7, 8],
      (seed) =>
        attack(
          table({ p1: { active: [attacker, energy, energy] }, p2: { active: [MAGMAR] }, seed }),
          name,
        ).state,
      (s) => templatesIn(s, 'p1:discard').length === (tails ? 1 : 0),
    );

  it('Fireworks (Torchic ★): tails discards a Fire Energy from Torchic ★; heads keeps both', () => {
    const tails = flip(TORCHIC_STAR, FIRE, 'Fireworks', true);
    expect(templatesIn(tails, 'p1:discard')).toEqual([FIRE]);
    expect(templatesIn(tails, 'p1:active')).toEqual([TORCHIC_STAR, FIRE]);
    expect(damageIn(tails, 'p2:active')).toBe(20);
    const heads = flip(TORCHIC_STAR, FIRE, 'Fireworks', false);
    expect(templatesIn(heads, 'p1:active')).toEqual([TORCHIC_STAR, FIRE, FIRE]);
  });

  it('made-up Sparkle Splash: the same sentence on another Pokémon ★', () => {
    const tails = flip('zz10s-1', WATER, 'Sparkle Splash', true);
    expect(templatesIn(tails, 'p1:discard')).toEqual([WATER]);
    // Water against Magmar's Water Weakness: 30 ×2.
    expect(damageIn(tails, 'p2:active')).toBe(60);
  });

  it('Healing Light (Latias ★): 1 damage counter off each of your Pokémon, Latias ★ included', () => {
    let t = table({
      p1: { active: [LATIAS_STAR, PSYCHIC], bench: [[MAGMAR]] },
      p2: { active: [SNORLAX_EX] },
    });
    t = withCounters(t, 'p1:active', { damage: 30 });
    t = withCounters(t, 'p1:bench_1', { damage: 20 });
    const s = attack(t, 'Healing Light').state;
    expect(damageIn(s, 'p1:active')).toBe(20);
    expect(damageIn(s, 'p1:bench_1')).toBe(10);
    expect(damageIn(s, 'p2:active')).toBe(10);
  });

  it('Shooting Star (Latias ★): against a Pokémon-ex, all its Energy cards go and 50 + 100 damage', () => {
    const active = [LATIAS_STAR, FIRE, WATER, PSYCHIC];
    // Crobat ex has 130 HP: 150 Knocks it Out, 50 would not.
    const ex = attack(
      table({ p1: { active }, p2: { active: [CROBAT_EX], bench: [[MAGMAR]] } }),
      'Shooting Star',
    );
    expect(templatesIn(ex.state, 'p2:discard')).toContain(CROBAT_EX);
    expect(templatesIn(ex.state, 'p1:active')).toEqual([LATIAS_STAR]);
    expect(templatesIn(ex.state, 'p1:discard').sort()).toEqual([FIRE, PSYCHIC, WATER].sort());
    const plain = attack(table({ p1: { active }, p2: { active: [MAGMAR] } }), 'Shooting Star');
    expect(damageIn(plain.state, 'p2:active')).toBe(50);
    expect(templatesIn(plain.state, 'p1:active')).toEqual(active);
  });
});
