import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { type ArkhamDeck, loadSampleDecks } from '../decks';
import { validateDeck } from './validate-deck';

const registry = defaultRegistry();
const samples = loadSampleDecks();
const roland = samples.get('roland-starter')!;
const zoey = samples.get('zoey-starter')!;

const withSlots = (deck: ArkhamDeck, change: Record<string, number | undefined>): ArkhamDeck => {
  const slots = { ...deck.slots };
  for (const [code, n] of Object.entries(change)) {
    if (n === undefined) delete slots[code];
    else slots[code] = n;
  }
  return { ...deck, slots };
};
const rules = (deck: ArkhamDeck, opts = {}) =>
  validateDeck(deck, registry, opts).problems.map((p) => p.rule);

describe('validateDeck', () => {
  it('accepts every bundled sample deck', () => {
    expect(samples.size).toBeGreaterThanOrEqual(4);
    for (const [id, deck] of samples) {
      const result = validateDeck(deck, registry);
      expect(result.problems, id).toEqual([]);
      expect(result.deckSize).toBe(30);
    }
  });

  it('reports a deck that is too small and says how many to add', () => {
    const result = validateDeck(withSlots(roland, { '01088': undefined }), registry);
    expect(result.valid).toBe(false);
    const problem = result.problems.find((p) => p.rule === 'deck_size')!;
    expect(problem.message).toContain('28');
    expect(problem.message).toContain('add 2');
  });

  it('limits copies by title across levels', () => {
    // Beat Cop level 0 (01018) x2 plus Beat Cop level 2 (01028) x1 = 3 copies of one title.
    const deck = withSlots(roland, { '01028': 1, '01088': 1 });
    const result = validateDeck(deck, registry, { availableXp: 10 });
    const problem = result.problems.find((p) => p.rule === 'copy_limit');
    expect(problem?.card?.name).toBe('Beat Cop');
    expect(problem?.message).toMatch(/3 copies.*at most 2/);
  });

  it('rejects cards outside class access and names what is allowed', () => {
    // Shrivelling is Mystic: Roland may take Guardian/Neutral 0-5 and Seeker 0-2 only.
    const deck = withSlots(roland, { '01060': 2, '01088': undefined });
    const problem = validateDeck(deck, registry).problems.find((p) => p.rule === 'class_access')!;
    expect(problem.card?.code).toBe('01060');
    expect(problem.message).toContain('Seeker level 0-2');
  });

  it('enforces the level range of a secondary class', () => {
    // Cryptic Research is Seeker level 4, above Roland's Seeker 0-2.
    const deck = withSlots(roland, { '01043': 2, '01088': undefined });
    const result = validateDeck(deck, registry, { availableXp: 8 });
    expect(result.problems.map((p) => p.card?.code)).toContain('01043');
    expect(result.problems.map((p) => p.rule)).toEqual(['class_access']);
  });

  it('counts the "up to 5 level 0 other cards" option of Dunwich investigators', () => {
    expect(rules(zoey)).toEqual([]);
    // A sixth off-class level 0 card breaks the limit (and swaps one card, keeping size 30).
    const deck = withSlots(zoey, { '01076': 2, '02184': undefined });
    const result = validateDeck(deck, registry);
    const problem = result.problems.find((p) => p.rule === 'option_limit')!;
    expect(problem.message).toContain('6 cards');
    expect(problem.message).toContain('at most 5');
    // Off-class cards above level 0 are not allowed at all.
    const leveled = withSlots(zoey, { '01083': 1, '01076': undefined });
    expect(rules(leveled, { availableXp: 4 })).toEqual(['class_access']);
  });

  it('forbids traits an investigator may not take (Rex Murphy and Fortune)', () => {
    const rex: ArkhamDeck = {
      name: 'Rex',
      investigator_code: '02002',
      slots: { '02008': 1, '02009': 1, '01000': 1, '01080': 1 },
    };
    const problem = validateDeck(rex, registry).problems.find((p) => p.rule === 'forbidden_card');
    expect(problem?.card?.code).toBe('01080');
  });

  it('requires signature cards and the basic weakness', () => {
    const deck = withSlots(roland, { '01006': undefined, '01000': undefined });
    const result = validateDeck(deck, registry);
    expect(result.problems.map((p) => p.rule).sort()).toEqual([
      'missing_basic_weakness',
      'missing_required_card',
    ]);
    expect(result.problems.find((p) => p.rule === 'missing_required_card')?.message).toContain(
      "Roland's .38 Special",
    );
  });

  it("rejects another investigator's signature cards", () => {
    const deck = withSlots(roland, { '01008': 1 });
    expect(rules(deck)).toContain('signature_restricted');
  });

  it('checks experience against the budget', () => {
    const deck = withSlots(roland, { '01029': 2, '01016': undefined });
    expect(validateDeck(deck, registry, { availableXp: 8 }).valid).toBe(true);
    const short = validateDeck(deck, registry, { availableXp: 5 });
    expect(short.xp).toBe(8);
    expect(short.problems.find((p) => p.rule === 'xp_total')?.severity).toBe('error');
    // The deck's own xp field is the budget (the samples say 0)…
    expect(validateDeck(deck, registry).valid).toBe(false);
    // …and with no budget at all the deck is still valid, with a warning.
    const unbudgeted = validateDeck({ ...deck, xp: undefined }, registry);
    expect(unbudgeted.valid).toBe(true);
    expect(unbudgeted.problems[0]?.severity).toBe('warning');
  });

  it('reports unknown investigators and cards clearly', () => {
    expect(rules({ ...roland, investigator_code: '01016' })).toEqual(['unknown_investigator']);
    expect(rules(withSlots(roland, { '99999': 1 }))).toContain('unknown_card');
  });

  it('warns when the collection cannot cover the deck', () => {
    const one = validateDeck(roland, registry, { ownedPacks: ['core'] });
    expect(one.valid).toBe(true);
    expect(one.problems.some((p) => p.rule === 'collection' && p.card?.code === '01016')).toBe(
      true,
    );
    const two = validateDeck(roland, registry, { ownedPacks: ['core', 'core'] });
    expect(two.problems).toEqual([]);
  });
});
