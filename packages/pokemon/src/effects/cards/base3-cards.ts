import type { PlayerId } from '@playmat/engine';
import type { EffectEnv } from '../env';
import { choose, damage, damageTargets, provides, selfDamage, step } from '../steps';
import type { CardEffects, Step } from '../types';

/**
 * Fossil: the attacks whose text is none of the common sentences (those compile from the text,
 * see `patterns.ts`; the Pokémon Powers and Trainers do too, see `power-patterns.ts`,
 * `passive-text.ts` and `trainer-patterns.ts`).
 */

/**
 * "Look at up to N cards from the top of either player's deck and rearrange them as you like":
 * the player whose deck, then the card for each position from the top (the last one left goes
 * last). Only the looking player sees the cards.
 */
function rearrangeTopOfEither(n: number): Step[] {
  const deckOf = (e: EffectEnv): PlayerId => (e.picked('whose') === 'opponent' ? e.opp : e.me);
  return [
    choose((e) => ({
      var: 'whose',
      kind: 'target',
      prompt: `Whose deck do you look at (up to ${n} cards from the top)?`,
      options: [
        { value: 'mine', label: 'your deck' },
        { value: 'opponent', label: "your opponent's deck" },
      ].filter((o) => e.zoneCards(o.value === 'mine' ? e.me : e.opp, 'deck').length > 0),
    })),
    choose((e) => {
      const top = e.zoneCards(deckOf(e), 'deck').slice(0, n);
      const k = e.num('placed');
      const remaining = top.slice(k);
      if (remaining.length <= 1 || k >= n) return undefined;
      return {
        var: 'next',
        kind: 'order',
        prompt: `Choose the card to put ${k === 0 ? 'on top of the deck' : `in position ${k + 1} from the top`}.`,
        options: remaining.map((id) => e.cardOption(id)),
        private: true,
      };
    }),
    step((e) => {
      const id = e.picked('next');
      const k = e.num('placed');
      if (!id) return undefined;
      const owner = deckOf(e);
      const deck = e.key(owner, 'deck');
      const left = e.zoneCards(owner, 'deck').slice(0, n).length - (k + 1);
      return {
        actions: [e.move(id, deck, deck, k + 1, e.me)],
        set: { placed: k + 1, next: [] },
        looked: true,
        ...(left > 1 ? { jump: -1 } : {}),
      };
    }),
  ];
}

export const BASE3_CARDS: Readonly<Record<string, CardEffects>> = {
  Hypno: { attacks: { Prophecy: { steps: rearrangeTopOfEither(3) } } },
  Moltres: {
    attacks: {
      Wildfire: {
        steps: [
          // "You may discard any number of Fire Energy cards attached to Moltres when you use
          // this attack. If you do, discard that many cards from the top of your opponent's deck."
          choose((e) => {
            const fire = (e.self?.energy ?? []).filter((id) => {
              const c = e.card(id);
              return c !== undefined && provides('Fire')(c);
            });
            return {
              var: 'fire',
              kind: 'discard',
              prompt: 'Choose the Fire Energy cards to discard (any number, none included).',
              options: fire.map((id) => e.cardOption(id)),
              min: 0,
              max: fire.length,
            };
          }),
          step((e) => {
            const self = e.self;
            const fire = e.chosen('fire');
            if (!self || fire.length === 0) return undefined;
            const deck = e.zoneCards(e.opp, 'deck').slice(0, fire.length);
            return {
              actions: [
                ...fire.map((id) => e.move(id, self.zone, e.key(e.me, 'discard'))),
                ...deck.map((id) =>
                  e.move(id, e.key(e.opp, 'deck'), e.key(e.opp, 'discard'), undefined, e.me),
                ),
              ],
            };
          }),
        ],
      },
    },
  },
  Zapdos: {
    attacks: {
      Thunderstorm: {
        steps: [
          damage(),
          // "For each of your opponent's Benched Pokémon, flip a coin. If heads, this attack
          // does 20 damage to that Pokémon. … Then, Zapdos does 10 damage times the number of
          // tails to itself."
          step((e) => ({
            set: { benched: e.bench(e.opp).map((m) => m.zone), i: 0, hit: [], tails: 0 },
          })),
          step((e) =>
            e.num('i') < e.chosen('benched').length ? { flip: { var: 'coin' } } : { jump: 2 },
          ),
          step((e) => {
            const zone = e.chosen('benched')[e.num('i')] as string;
            const heads = e.heads('coin') > 0;
            return {
              set: {
                i: e.num('i') + 1,
                hit: heads ? [...e.chosen('hit'), zone] : e.chosen('hit'),
                tails: e.num('tails') + (heads ? 0 : 1),
              },
              jump: -1,
            };
          }),
          damageTargets((e) => e.chosenPokemon('hit'), 20),
          selfDamage((e) => 10 * e.num('tails')),
        ],
      },
    },
  },
};
