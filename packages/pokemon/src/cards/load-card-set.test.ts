import { describe, expect, it } from 'vitest';
import { isBasicPokemon, playedAsPokemon, prizeValue, stage } from './card-helpers';
import { CardSetValidationError, loadCardSet } from './load-card-set';

const pikachu = {
  id: 'xx9-25',
  name: 'Pikachu',
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '60',
  types: ['Lightning'],
  attacks: [{ name: 'Gnaw', cost: ['Colorless'], damage: '10', text: '' }],
  number: '25',
  images: { small: 'ignored' },
};

function errorOf(fn: () => unknown): CardSetValidationError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CardSetValidationError) return e;
    throw e;
  }
  throw new Error('expected a CardSetValidationError');
}

describe('loadCardSet', () => {
  it('loads a pokemon-tcg-data array and normalises it', () => {
    const { set, cards } = loadCardSet([pikachu]);
    expect(set).toMatchObject({ id: 'xx9', ptcgoCode: 'XX9', name: 'xx9' });
    expect(cards[0]).toMatchObject({ hp: 60, set, rules: [], abilities: [], retreatCost: [] });
    expect(cards[0]).not.toHaveProperty('images');
    expect(cards[0]?.supertype === 'Pokémon' && cards[0].attacks[0]?.convertedEnergyCost).toBe(1);
  });

  it('accepts API responses, embedded set blocks and overrides', () => {
    const withSet = { ...pikachu, set: { id: 'xx9', name: 'Example', ptcgoCode: 'EXA' } };
    expect(loadCardSet({ data: [withSet] }).set).toMatchObject({
      name: 'Example',
      ptcgoCode: 'EXA',
    });
    expect(
      loadCardSet([pikachu], { set: { ptcgoCode: 'pik', aliases: ['p1'] } }).set,
    ).toMatchObject({
      ptcgoCode: 'PIK',
      aliases: ['P1'],
    });
    expect(loadCardSet({ set: { id: 'xx9', name: 'Compact' }, cards: [pikachu] }).set.name).toBe(
      'Compact',
    );
  });

  it('lists every problem with its card and field', () => {
    const bad = [
      { ...pikachu, hp: 'lots' },
      { ...pikachu, id: 'xx9-26', types: ['Cosmic'] },
      { ...pikachu, id: 'xx9-27', attacks: [{ name: 'Zap', cost: [], damage: '30*' }] },
      { ...pikachu, id: 'xx9-28', hp: undefined },
      { id: 'xx9-29', supertype: 'Trainer' },
    ];
    const error = errorOf(() => loadCardSet(bad));
    expect(error.name).toBe('CardSetValidationError');
    const paths = error.issues.map((i) => i.path);
    expect(paths).toContain('cards[0] (xx9-25 Pikachu).hp');
    expect(paths).toContain('cards[1] (xx9-26 Pikachu).types.0');
    expect(paths).toContain('cards[2] (xx9-27 Pikachu).attacks.0.damage');
    expect(paths).toContain('cards[3] (xx9-28 Pikachu).hp');
    expect(paths).toContain('cards[4] (xx9-29).name');
    expect(error.message).toMatch(/hp must be a whole number/);
    expect(error.message).toMatch(/damage must look like/);
  });

  it('takes printed numbers that are a letter, "!" or "?" (Unown), and still refuses other ids', () => {
    const unown = (number: string) => ({ ...pikachu, id: `xx9-${number}`, name: 'Unown', number });
    const { cards } = loadCardSet([unown('A'), unown('!'), unown('?'), unown('28')]);
    expect(cards.map((c) => c.id)).toEqual(['xx9-A', 'xx9-!', 'xx9-?', 'xx9-28']);
    expect(cards.map((c) => c.number)).toEqual(['A', '!', '?', '28']);
    for (const id of ['xx9 1', 'xx9-<b>', 'xx9-', '-1', 'xx9-1"']) {
      const error = errorOf(() => loadCardSet([{ ...pikachu, id }]));
      expect(error.issues.map((i) => i.path)).toContain(`cards[0] (${id} Pikachu).id`);
      expect(error.message).toMatch(/id must be "<set id>-<printed number>"/);
    }
  });

  it('rejects duplicates, mixed sets, empty files and the wrong root', () => {
    expect(errorOf(() => loadCardSet([pikachu, pikachu])).message).toMatch(/duplicate card id/);
    expect(errorOf(() => loadCardSet([pikachu, { ...pikachu, id: 'yy1-1' }])).message).toMatch(
      /several sets \(xx9, yy1\)/,
    );
    expect(errorOf(() => loadCardSet([])).message).toMatch(/no cards/);
    expect(errorOf(() => loadCardSet('cards')).message).toMatch(/expected an array of cards/);
  });

  it('a later evolvesFrom on a printed Basic is ignored, and said so (1999 Mr. Mime ← Mime Jr.)', () => {
    const mime = {
      ...pikachu,
      id: 'base2-6',
      name: 'Mr. Mime',
      subtypes: ['Basic'],
      evolvesFrom: 'Mime Jr.',
    };
    const raichu = {
      ...pikachu,
      id: 'base2-7',
      name: 'Raichu',
      subtypes: ['Stage 1'],
      evolvesFrom: 'Pikachu',
    };
    const { cards, notes } = loadCardSet([mime, raichu]);
    const [mr, rai] = cards;
    if (!mr || !rai) throw new Error('two cards loaded');
    expect(stage(mr)).toBe('Basic');
    expect(isBasicPokemon(mr)).toBe(true);
    expect(mr.supertype === 'Pokémon' && mr.evolvesFrom).toBeUndefined();
    expect(rai.supertype === 'Pokémon' && rai.evolvesFrom).toBe('Pikachu');
    expect(notes).toContainEqual({
      path: 'cards[0] (base2-6 Mr. Mime).evolvesFrom',
      message:
        'printed as a Basic Pokémon: "evolves from Mime Jr." (a card printed later) is ignored',
    });
    expect(notes?.some((n) => n.path.includes('Raichu'))).toBe(false);
  });

  it('reads a Trainer played "as if it were a Basic Pokémon" from its text, HP kept', () => {
    const fossil = {
      id: 'base3-62',
      name: 'Mysterious Fossil',
      supertype: 'Trainer',
      hp: '10',
      number: '62',
      rules: [
        "Play Mysterious Fossil as if it were a Basic Pokémon. While in play, Mysterious Fossil counts as a Pokémon (instead of a Trainer card). Mysterious Fossil has no attacks, can't retreat, and can't be Asleep, Confused, Paralyzed, or Poisoned. If Mysterious Fossil is Knocked Out, it doesn't count as a Knocked Out Pokémon. (Discard it anyway.) At any time during your turn before your attack, you may discard Mysterious Fossil from play.",
      ],
    };
    const { cards, notes } = loadCardSet([fossil]);
    const card = cards[0];
    if (!card) throw new Error('loaded');
    expect(card).toMatchObject({ supertype: 'Trainer', hp: 10 });
    expect(playedAsPokemon(card)).toEqual({
      hp: 10,
      canRetreat: false,
      immuneTo: ['asleep', 'confused', 'paralyzed', 'poisoned'],
      givesPrize: false,
      mayDiscard: true,
      unread: [],
    });
    expect(prizeValue(card)).toBe(0);
    expect(notes?.filter((n) => n.path !== 'set')).toEqual([]);
    // A sentence no rule reads is reported, not guessed.
    const odd = {
      ...fossil,
      id: 'base3-63',
      rules: [`${fossil.rules[0]} Mysterious Fossil glows.`],
    };
    const other = loadCardSet([odd]);
    expect(other.notes).toContainEqual({
      path: 'cards[0] (base3-63 Mysterious Fossil).rules',
      message: 'not read as it plays in play: "Mysterious Fossil glows."',
    });
    // No printed HP: nothing to play it with, so it stays a Trainer (and says so).
    const noHp = loadCardSet([{ ...fossil, hp: undefined }]);
    expect(playedAsPokemon(noHp.cards[0] as never)).toBeUndefined();
    expect(noHp.notes?.map((n) => n.path)).toContain('cards[0] (base3-62 Mysterious Fossil).hp');
  });

  it('names classic sets from its table (Jungle JU, Fossil FO) and says when a set has no code', () => {
    const jungle = loadCardSet([{ ...pikachu, id: 'base2-60' }]);
    expect(jungle.set).toMatchObject({ id: 'base2', name: 'Jungle', ptcgoCode: 'JU' });
    expect(jungle.notes).toEqual([]);
    expect(loadCardSet([{ ...pikachu, id: 'base3-1' }]).set).toMatchObject({
      name: 'Fossil',
      ptcgoCode: 'FO',
    });
    const unknown = loadCardSet([pikachu]);
    expect(unknown.notes).toContainEqual({
      path: 'set',
      message:
        'no name or deck-list code for set "xx9": deck lists name it "XX9" until you pass set: { name, ptcgoCode } to loadCardSet',
    });
    expect(loadCardSet([pikachu], { set: { name: 'Example', ptcgoCode: 'EXA' } }).notes).toEqual(
      [],
    );
  });
});
