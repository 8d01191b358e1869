import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { CHARMANDER, flipsOf, PIKACHU, R, SEEDS } from './cards/classic.test-helper';
import { classicSets, classicTable as table } from './classic-sets.test-helper';
import { missingEffects } from './coverage';
import {
  attack,
  table as bundledTable,
  damageIn,
  type Table,
  withSeeds,
} from './effects.test-helper';

/**
 * Pokémon Tools, Technical Machines, Stadiums, special Energy and printed rules of the e-Card
 * fixtures (Expedition ecard1, Aquapolis ecard2, Skyridge ecard3) and the older sets, read clause
 * by clause (`baby-rule.ts`, `attached-item-text.ts`, `special-energy.ts`), each played from a
 * real printing; outcomes are written from that card's printed text. Beside each real printing,
 * a MADE-UP card (set `mu7`, built in this file, printed by no set) rewords the same form to show
 * the reading is by clause, not by sentence.
 *
 * Rulings relied on:
 * - Baby rule, e-Card wording ("If your Active Pokémon is a Baby Pokémon and your opponent
 *   announces an attack …"): the same rule as Neo Discovery's "If this Baby Pokémon is your
 *   Active Pokémon …" (Expedition rulebook, "Baby Pokémon": the opponent flips before doing
 *   anything else; tails, the turn ends). Every Baby prints it, so it applies exactly while a
 *   Baby is the Active Pokémon.
 */

/**
 * A made-up card set (test only): `mu7-N` cards that reword printed forms. Every made-up card has
 * its own id across this file (the effect registry remembers cards by id).
 */
function madeUp(cards: readonly Record<string, unknown>[]) {
  const set = loadCardSet(cards.map((c, i) => ({ number: String(i + 1), ...c })));
  const registry = createCardRegistry([
    ...Object.values(getBundledSets()),
    ...Object.values(classicSets),
    set,
  ]);
  const engine = createPokemonEngine({ registry });
  return { set, table: (spec: BoardSpec): Table => bundledTable({ ...spec, engine }) };
}

const babyCoin = (t: Table) => flipsOf(t, 'p1')[0];
const CHARMANDER_SCRATCH = 10;

describe('the Baby rule in e-Card words: "If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, …"', () => {
  const SMOOCHUM = 'ecard2-61';
  const MAGBY = 'ecard1-52';
  const against = (baby: string, seed: number, at: 'active' | 'bench' = 'active') =>
    attack(
      table({
        seed,
        p1: { active: [CHARMANDER, R, R] },
        p2:
          at === 'active'
            ? { active: [baby], bench: [[PIKACHU]] }
            : { active: [PIKACHU], bench: [[baby]] },
      }),
      'Scratch',
    );

  it('Smoochum Active, heads: the attack goes on (Scratch does 10)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(SMOOCHUM, s),
      (x) => babyCoin(x) === 'heads',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('Magby Active, tails: the turn ends without the attack (no damage, one coin only)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(MAGBY, s),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(flipsOf(t, 'p1')).toEqual(['tails']);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('a Benched Baby asks for no coin (the Active Pokémon is not a Baby)', () => {
    const t = against(SMOOCHUM, 1, 'bench');
    expect(flipsOf(t, 'p1')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
  });

  it('the rule is no manual part of the printed Babies (Smoochum is all automatic)', () => {
    const smoochum = classicSets.ecard2.cards.find((c) => c.id === SMOOCHUM);
    expect(smoochum && missingEffects(smoochum)).toEqual([]);
  });

  const baby = (id: string, rule: string) => ({
    id,
    name: `Made-up Baby ${id}`,
    supertype: 'Pokémon',
    subtypes: ['Baby'],
    hp: '30',
    types: ['Psychic'],
    rules: [rule],
  });

  it('MADE-UP rewording ("Pokemon", "attacks", "he or she flips", "his or her turn ends") reads the same', () => {
    const { set, table: t7 } = madeUp([
      baby(
        'mu7-1',
        'If your Active Pokemon is a Baby Pokemon and your opponent attacks, he or she flips a coin (before doing anything else). If tails, his or her turn ends.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = withSeeds(
      SEEDS,
      (s) =>
        attack(
          t7({
            seed: s,
            p1: { active: [CHARMANDER, R, R] },
            p2: { active: ['mu7-1'], bench: [[PIKACHU]] },
          }),
          'Scratch',
        ),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('MADE-UP: a different outcome or no "before …" timing stays manual', () => {
    const { set } = madeUp([
      baby(
        'mu7-2',
        "If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, your opponent flips a coin. If tails, your opponent's turn ends.",
      ),
      baby(
        'mu7-3',
        'If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, your opponent flips a coin (before doing anything else). If tails, that attack does nothing.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Baby mu7-2 — Baby rule']);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Made-up Baby mu7-3 — Baby rule']);
  });
});
