import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  DONDOZO,
  G,
  heads,
  KINGAMBIT,
  nextTurn,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, damageIn, templatesIn, withSeeds } from './effects.test-helper';

/**
 * EX-era attack forms of this session (atk10b): each on a real printing where one exists and on
 * a MADE-UP rewording (`zz10b-*`, no set prints these words), outcomes from the printed text.
 */

/** Basic Darkness Energy. */
const D = 'sve-7';

const madeUp = loadCardSet({
  set: { id: 'zz10b', name: 'Made-up 10b', series: 'Test', ptcgoCode: 'ZZB' },
  cards: [
    // Victreebel's Acid with "your opponent's next turn" and no coin.
    rewordAttack(
      'base2-14',
      'zz10b-1',
      'Acid',
      "The Defending Pokémon can't retreat during your opponent's next turn.",
    ),
    // Surprise behind a tails flip, "that card" for "the card".
    rewordAttack(
      'ex2-47',
      'zz10b-2',
      'Surprise',
      "Flip a coin. If tails, choose a card from your opponent's hand without looking. Look at the card you chose, then have your opponent shuffle that card into his or her deck.",
    ),
  ],
});
const { table, registry } = classicWith(madeUp);
const nameOf = (id: string) => registry.require(id).name;

describe('"the Defending Pokémon can\'t retreat during your [opponent\'s] next turn"', () => {
  it('made-up: "your opponent\'s next turn" blocks the retreat in that turn', () => {
    const t = nextTurn(
      attack(
        table({
          p1: { active: ['zz10b-1', G, G] },
          p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
        }),
        'Acid',
      ),
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(
      t.state.plugin.markers.some(
        (m) => m.kind === 'cant-retreat' && m.until === t.state.plugin.gameTurn,
      ),
    ).toBe(true);
  });
});

describe('Surprise: "… without looking. Look at the card you chose, then have your opponent shuffle that card into his or her deck."', () => {
  const spec = (id: string, seed = 1) => ({
    seed,
    p1: { active: [id, D, D] },
    p2: { active: [KINGAMBIT], hand: [G, R, W], deck: [G] },
  });
  /** The reveal lines `player`'s log shows. */
  const reveals = (t: ReturnType<typeof attack>, player: string) =>
    t.engine
      .view(t.state, player)
      .log.filter((l) => l.action === 'reveal')
      .map((l) => l.message);
  /** The card of G, R, W no longer in the opponent's hand. */
  const goneFrom = (t: ReturnType<typeof attack>) =>
    [G, R, W].find((c) => !templatesIn(t.state, 'p2:hand').includes(c)) as string;

  it('ex2-47 Murkrow: the attacker is shown the chosen card — its log names it after the shuffle', () => {
    const t = attack(table(spec('ex2-47')), 'Surprise');
    expect(templatesIn(t.state, 'p2:hand')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(2);
    expect(reveals(t, 'p1')).toEqual([`p1 revealed ${nameOf(goneFrom(t))} to p1`]);
    // The cards still in the hand stay hidden from the attacker.
    expect(t.engine.view(t.state, 'p1').zones['p2:hand']?.cards.every((c) => !c.templateId)).toBe(
      true,
    );
  });

  it('made-up: on tails only; heads leaves the hand and the log untouched', () => {
    const tl = withSeeds(SEEDS, (seed) => attack(table(spec('zz10b-2', seed)), 'Surprise'), tails);
    expect(templatesIn(tl.state, 'p2:hand')).toHaveLength(2);
    expect(reveals(tl, 'p1')).toEqual([`p1 revealed ${nameOf(goneFrom(tl))} to p1`]);
    const h = withSeeds(SEEDS, (seed) => attack(table(spec('zz10b-2', seed)), 'Surprise'), heads);
    expect(templatesIn(h.state, 'p2:hand')).toHaveLength(3);
    expect(reveals(h, 'p1')).toEqual([]);
  });
});
