import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DONDOZO, heads, P, SEEDS, tails, W } from '../effects/cards/classic.test-helper';
import { missingEffects } from '../effects/coverage';
import {
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  type Table,
  withSeeds,
} from '../effects/effects.test-helper';
import { attackEffect } from '../effects/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { getBundledSets } from './bundled-sets';
import { isPokemon } from './card-helpers';
import { hasLostText, KNOWN_TYPOS, mendKnownTypos, mendMissingFullStop } from './data-faults';
import { loadCardSet } from './load-card-set';
import { createCardRegistry } from './registry';

const fixture = (set: string) =>
  JSON.parse(readFileSync(new URL(`../effects/fixtures/${set}.json`, import.meta.url), 'utf8'));

const attackText = (set: ReturnType<typeof loadCardSet>, id: string, attack: string) => {
  const card = set.cards.find((c) => c.id === id);
  if (!card || !isPokemon(card)) throw new Error(`no Pokémon ${id}`);
  const found = card.attacks.find((a) => a.name === attack);
  if (!found) throw new Error(`no attack ${attack} on ${id}`);
  return found;
};

describe('mendKnownTypos', () => {
  it('mends each known typo, every time it occurs, and says which', () => {
    const { text, mended } = mendKnownTypos('he of she chooses; then he of she draws');
    expect(text).toBe('he or she chooses; then he or she draws');
    expect(mended).toEqual([{ wrong: 'he of she', right: 'he or she' }]);
  });

  it('leaves a text without a known typo as it is, and mends nothing', () => {
    const words = 'Flip a coin. If heads, this attack does 10 damage times the number of heads.';
    expect(mendKnownTypos(words)).toEqual({ text: words, mended: [] });
  });

  it('never guesses a lost number: "Flip a coins" is mended only in the one printing it names', () => {
    // Every mend of "a coins" carries the rest of one card's text with it.
    for (const t of KNOWN_TYPOS.filter((x) => x.wrong.includes('a coins')))
      expect(t.wrong).toMatch(/Dark Vileplume is now Confused$/);
    expect(mendKnownTypos('Flip a coins.').text).toBe('Flip a coins.');
    expect(
      mendKnownTypos('Flip a coins. This attack does 20 damage times the number of heads.').text,
    ).toBe('Flip a coins. This attack does 20 damage times the number of heads.');
  });
});

describe('mendMissingFullStop', () => {
  it('puts back a lost final full stop, and leaves a finished text alone', () => {
    expect(
      mendMissingFullStop('Flip a coin. If heads, the Defending Pokémon is now Confused'),
    ).toEqual({
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      mended: true,
    });
    for (const done of ['Draw a card.', '(Benching either Pokémon ends this effect.)', ''])
      expect(mendMissingFullStop(done)).toEqual({ text: done, mended: false });
  });
});

describe('mended texts play as printed', () => {
  const base6 = loadCardSet(fixture('base6'));
  const neo2 = loadCardSet(fixture('neo2'));
  const registry = createCardRegistry([...Object.values(getBundledSets()), base6, neo2]);
  const engine = createPokemonEngine({ registry });
  const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });
  const run = (id: string, energy: string[], name: string) => (seed: number) =>
    attack(table({ seed, p1: { active: [id, ...energy] }, p2: { active: [DONDOZO] } }), name);

  it('Legendary Collection Snorlax — Body Slam ("If heads the …"): 30, and Paralyzed on heads only', () => {
    const h = withSeeds(SEEDS, run('base6-64', [W, W, W, W], 'Body Slam'), heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
    const t = withSeeds(SEEDS, run('base6-64', [W, W, W, W], 'Body Slam'), tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('Neo Discovery Natu — Confuse Ray (no final full stop): 10, and Confused on heads only', () => {
    const h = withSeeds(SEEDS, run('neo2-59', [P], 'Confuse Ray'), heads);
    expect(damageIn(h.state, 'p2:active')).toBe(10);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['confused']);
    const t = withSeeds(SEEDS, run('neo2-59', [P], 'Confuse Ray'), tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

describe('known data faults, mended on load with a note', () => {
  const neo1 = loadCardSet(fixture('neo1'));

  it("puts back a full stop only in an attack's or a Power's text, never in a rule or a cut text", () => {
    const natu = fixture('neo2').find((c: { id: string }) => c.id === 'neo2-59');
    const loaded = loadCardSet([{ ...natu, rules: ['A rule without a stop'] }]);
    const card = loaded.cards[0];
    if (!card || !isPokemon(card)) throw new Error('no Natu');
    expect(card.attacks[0]?.text).toMatch(/Confused\.$/);
    expect(card.rules).toEqual(['A rule without a stop']);
    expect(loaded.notes).toContainEqual({
      path: 'cards[0] (neo2-59 Natu).attacks.0.text',
      message: 'the text lost its final full stop in the card data: put back',
    });
    expect(loaded.notes?.some((n) => n.path.endsWith('.rules.0'))).toBe(false);
  });

  it('Snubbull Roar (neo1-74): "he of she" reads "he or she", and the load says so', () => {
    expect(attackText(neo1, 'neo1-74', 'Roar').text).toContain('he or she chooses 1 of them');
    expect(neo1.notes).toContainEqual({
      path: 'cards[73] (neo1-74 Snubbull).attacks.0.text',
      message: 'known typo in the card data mended: "he of she" read as "he or she"',
    });
  });

  it('Flaaffy Discharge (neo1-34): "times then number" reads "times the number"', () => {
    expect(attackText(neo1, 'neo1-34', 'Discharge').text).toMatch(
      /This attack does 30 damage times the number of heads\.$/,
    );
    expect(neo1.notes?.some((n) => n.message.includes('"times then number"'))).toBe(true);
  });

  it('Team Rocket Dark Vileplume (base5-13): "Flip a coins" reads as printed, "Flip 3 coins", and the load says so', () => {
    const base5 = loadCardSet(fixture('base5'));
    expect(attackText(base5, 'base5-13', 'Petal Whirlwind').text).toBe(
      'Flip 3 coins. This attack does 30 damage times the number of heads. If you get 2 or more heads, Dark Vileplume is now Confused (after doing damage).',
    );
    expect(
      base5.notes?.filter(
        (n) =>
          n.path === 'cards[12] (base5-13 Dark Vileplume).attacks.0.text' &&
          n.message.startsWith('known typo in the card data mended: "Flip a coins.'),
      ),
    ).toHaveLength(1);
    const vileplume = base5.cards.find((c) => c.id === 'base5-13');
    if (!vileplume || !isPokemon(vileplume)) throw new Error('no Dark Vileplume');
    expect(attackEffect(vileplume, 'Petal Whirlwind')).toBeDefined();
  });

  it('Unown [J] [Join] (basep-38): "Unown Dragon" reads "Unown [N]" (JOIN), and the load says so', () => {
    const basep = loadCardSet(fixture('basep'));
    const j = basep.cards.find((c) => c.id === 'basep-38');
    if (!j || !isPokemon(j)) throw new Error('no Unown [J]');
    expect(j.abilities[0]?.text).toContain(
      'Unown [J], Unown [O], Unown [I], and Unown [N] on your Bench',
    );
    expect(basep.notes).toContainEqual({
      path: 'cards[37] (basep-38 Unown [J]).abilities.0.text',
      message: 'known typo in the card data mended: "Unown Dragon" read as "Unown [N]"',
    });
    // Made up (no fixture prints it): any letter written as its Energy type reads back.
    expect(mendKnownTypos('if you have Unown Fire and Unown Psychic on your Bench').text).toBe(
      'if you have Unown [R] and Unown [P] on your Bench',
    );
  });

  it('a damage of "?" (Neo Discovery Scizor, False Swipe) loads as no printed damage, noted', () => {
    const neo2 = loadCardSet(fixture('neo2'));
    const swipe = attackText(neo2, 'neo2-10', 'False Swipe');
    expect(swipe.damage).toBe('');
    expect(swipe.text).toMatch(/^Does damage equal to half/);
    expect(neo2.notes).toContainEqual({
      path: 'cards[9] (neo2-10 Scizor).attacks.0.damage',
      message: `damage "?" read as no printed damage: the attack's text decides it`,
    });
  });

  it('an attack printing neither damage nor text (Neo Discovery Umbreon, Feint Attack) is noted and left to manual play', () => {
    const neo2 = loadCardSet(fixture('neo2'));
    expect(neo2.notes).toContainEqual({
      path: 'cards[12] (neo2-13 Umbreon).attacks.1',
      message:
        'prints neither damage nor text: the data has lost what it does, so it is left to manual play',
    });
    const umbreon = neo2.cards.find((c) => c.id === 'neo2-13');
    if (!umbreon || !isPokemon(umbreon)) throw new Error('no Umbreon');
    expect(hasLostText({ damage: '', text: '' })).toBe(true);
    // Bite (20, no text) plays plainly; only Feint Attack is lost.
    expect(hasLostText({ damage: '20', text: '' })).toBe(false);
    expect(missingEffects(umbreon)).toEqual(['Umbreon — Feint Attack']);
    // In play it is handed to its player (no code), not played as an attack that does nothing.
    expect(attackEffect(umbreon, 'Feint Attack')).toBeUndefined();
    expect(attackEffect(umbreon, 'Bite')).toBeDefined();
  });

  it('any other damage the schema does not know is still refused', () => {
    const card = {
      id: 'xx9-1',
      name: 'Scizor',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '80',
      attacks: [{ name: 'Slash', cost: [], damage: '??' }],
      number: '1',
    };
    expect(() => loadCardSet([card])).toThrow(/damage must look like/);
  });
});
