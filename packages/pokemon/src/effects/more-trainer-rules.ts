import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import type { PokemonCard } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import { onFlip } from './attack-plan';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import {
  benchChosen,
  choose,
  chooseOwn,
  discardHand,
  draw,
  drawUntil,
  flip,
  gust,
  handCost,
  heal,
  is,
  mayDo,
  moveChosen,
  needsOthers,
  opponentSwitches,
  otherCards,
  pick,
  said,
  searchDeck,
  shuffleDeck,
  shuffleHandIntoDeck,
  step,
  switchOwn,
  when,
  zoneOf,
} from './steps';
import { cardFilter, count, N, NAME, type Rule } from './trainer-plan';
import type { Step, StepFn } from './types';

/**
 * Trainer sentence forms of the classic sets beyond the first few (trainer-patterns.ts):
 * choices over cards only their player may see (the top of the deck, the opponent's hand),
 * "draw up to N", trades from the hand, both players searching, the Trainer lock "You can't
 * play any more Trainer cards this turn". Each rule carries out all its sentence says.
 */

const who = (e: EffectEnv, side: 'me' | 'opp'): PlayerId => (side === 'me' ? e.me : e.opp);

/** "You can't play any more Trainer cards this turn." */
const noMoreTrainers: StepFn = (e) => {
  const m: Marker = {
    kind: 'no-trainers',
    player: e.me,
    until: e.state.plugin.gameTurn,
    source: e.effect.name,
  };
  return { mark: [m] };
};

/**
 * The top (or bottom) `n` cards of your deck, looked at: their ids go to `looked` (seen by you
 * alone).
 */
export const lookAtDeck =
  (n: number, end: 'top' | 'bottom' = 'top'): StepFn =>
  (e) => {
    const deck = e.zoneCards(e.me, 'deck');
    const ids = end === 'top' ? deck.slice(0, n) : deck.slice(Math.max(0, deck.length - n));
    if (ids.length === 0) return { set: { looked: [] } };
    return { set: { looked: [...ids] }, actions: [showMe(e, ids)], looked: true };
  };

/** Shows cards of your deck to you alone (you looked at them: a board keeps them shown). */
export const showMe = (e: EffectEnv, ids: readonly InstanceId[], owner: PlayerId = e.me): Action =>
  ({ ...e.reveal(ids, e.key(owner, 'deck')), to: [e.me] }) as Action;

/** The looked-at cards still in the deck. */
export const stillLooked = (e: EffectEnv) => {
  const deck = e.zoneCards(e.me, 'deck');
  return e.chosen('looked').filter((id) => deck.includes(id));
};

/**
 * "Look at your opponent's hand.": shown to you alone. It counts as done (it changes what you
 * know) even when nothing else follows, so a refusal never tells what the hand holds.
 */
const lookAtOpponentsHand: StepFn = (e) => {
  const hand = e.zoneCards(e.opp, 'hand');
  if (hand.length === 0) return { looked: true };
  return { actions: [{ ...e.revealHand(e.opp), to: [e.me] } as Action], looked: true };
};

/** Up to `max` as a count the decider states: "draw up to 3 cards" (most first). */
export function chooseCount(
  v: string,
  prompt: string,
  max: (e: EffectEnv) => number,
  side: 'me' | 'opp',
) {
  return choose((e) => {
    const most = Math.max(0, max(e));
    return {
      var: v,
      kind: 'target',
      prompt,
      options: Array.from({ length: most + 1 }, (_, i) => most - i).map((k) => ({
        value: String(k),
        label: String(k),
      })),
      ...(side === 'opp' ? { decider: e.opp } : {}),
    };
  });
}

/** Moves every card chosen into `v` from its zone to the top of its owner's `to` pile. */
const chosenTo = (v: string, to: 'deck' | 'hand' | 'discard') => moveChosen(v, to);

/** Puts each card listed into a player's deck (from wherever it is) and shuffles. */
function shuffleInto(e: EffectEnv, player: PlayerId, ids: readonly InstanceId[]): Action[] {
  const out: Action[] = [];
  for (const id of ids) {
    const from = zoneOf(e, id);
    if (from) out.push(e.move(id, from, e.key(player, 'deck'), undefined, player));
  }
  return [...out, e.shuffle(player)];
}

/** Cards of a player's discard pile that pass `filter`. */
const discardWith = (e: EffectEnv, player: PlayerId, filter: (c: PokemonCard) => boolean) =>
  e.zoneCards(player, 'discard').filter((id) => {
    const c = e.card(id);
    return c !== undefined && filter(c);
  });

/**
 * "Your opponent may choose 5 … cards in his or her discard pile. (If your opponent doesn't have
 * that many, he or she chooses all or none of them.) … shuffles them into his or her deck.":
 * whether to, then which (all of them when there are no more than that).
 */
function discardPileToDeck(
  side: 'me' | 'opp',
  n: number,
  filter: (c: PokemonCard) => boolean,
): Step[] {
  const v = `${side}:cards`;
  const yes = `${side}:yes`;
  return [
    when(
      (e) => discardWith(e, who(e, side), filter).length > 0,
      [
        mayDo(
          yes,
          `Shuffle ${n} Basic Pokémon, Evolution and/or basic Energy cards from your discard pile into your deck (all of them if you have no more than ${n})?`,
          side,
        ),
        when(said(yes), [
          choose((e) => {
            const ids = discardWith(e, who(e, side), filter);
            const k = Math.min(n, ids.length);
            return {
              var: v,
              kind: 'take',
              prompt: `Choose ${k} cards from your discard pile to shuffle into your deck.`,
              options: ids.map((id) => e.cardOption(id)),
              min: k,
              max: k,
              ...(side === 'opp' ? { decider: e.opp } : {}),
            };
          }),
          step((e) => ({ actions: shuffleInto(e, who(e, side), e.chosen(v)) })),
        ]),
      ],
    ),
  ];
}

export const MORE_TRAINER_RULES: readonly Rule[] = [
  [
    /^You can't play any more Trainer cards this turn\.$/,
    (_m, p) => void p.steps.push(noMoreTrainers),
  ],
  [/^Shuffle your deck\.$/, (_m, p) => void p.steps.push(shuffleDeck())],
  // Mary: "Then, shuffle 2 cards from your hand into your deck."
  [
    new RegExp(`^(?:Then, )?shuffle ${N} cards? from your hand into your deck\\.$`, 'i'),
    (m, p) => {
      const n = count(m[1]);
      p.steps.push(
        pick({
          var: 'back',
          from: 'hand',
          filter: is.any,
          min: n,
          max: n,
          kind: 'discard',
          prompt: `Choose ${n} card${n === 1 ? '' : 's'} from your hand to shuffle into your deck.`,
        }),
        chosenTo('back', 'deck'),
        shuffleDeck(),
      );
      return true;
    },
  ],
  // Bill's Maintenance: "If you have any cards in your hand, shuffle 1 of them into your deck,
  // then draw 3 cards." The draw comes with the shuffle (its later printing: "Shuffle a card from
  // your hand into your deck. If you do, draw 3 cards."): with no other card, nothing happens.
  [
    new RegExp(
      `^If you have any (?:other )?cards in your hand, shuffle ${N} of them into your deck, then draw ${N} cards?\\.$`,
    ),
    (m, p) => {
      const n = count(m[1]);
      const drawn = count(m[2]);
      p.steps.push(
        when(
          (e) => otherCards(e).length > 0,
          [
            pick({
              var: 'back',
              from: 'hand',
              filter: is.any,
              min: n,
              max: n,
              kind: 'discard',
              prompt: `Choose ${n} card${n === 1 ? '' : 's'} from your hand to shuffle into your deck.`,
            }),
            chosenTo('back', 'deck'),
            shuffleDeck(),
            draw(drawn),
          ],
        ),
      );
      return true;
    },
  ],
  // PokéGear, Misty's Wrath: "Look at the top 7 cards of your deck."
  [
    new RegExp(
      `^Look at (?:the top ${N} cards of your deck|${N} cards from the top of your deck)\\.$`,
    ),
    (m, p) => {
      p.context.lookedTop = count(m[1] ?? m[2]);
      p.steps.push(lookAtDeck(p.context.lookedTop));
      return true;
    },
  ],
  [
    /^If any of them are ([^.]+?) cards, you may show 1 of them to your opponent and put it into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || p.context.lookedTop === undefined) return false;
      p.steps.push(...mayShowOneLooked(filter, m[1] as string));
      return true;
    },
  ],
  // "Choose 2 of those cards and put them into your hand." / "Put 2 of those cards into your hand."
  [
    new RegExp(
      `^(?:Choose ${N} of (?:those cards|them) and put (?:them|it)|Put ${N} of those cards) into your hand\\.$`,
    ),
    (m, p) => {
      if (p.context.lookedTop === undefined && p.context.lookedBottom === undefined) return false;
      const n = count(m[1] ?? m[2]);
      p.steps.push(
        choose((e) => {
          const looked = stillLooked(e);
          const k = Math.min(n, looked.length);
          return {
            var: 'taken',
            kind: 'take',
            prompt: `Choose ${k} of the cards you looked at to put into your hand.`,
            options: looked.map((id) => e.cardOption(id)),
            min: k,
            max: k,
            private: true,
            lookedAt: looked,
          };
        }),
        chosenTo('taken', 'hand'),
      );
      return true;
    },
  ],
  [
    /^Discard the rest\.$/,
    (_m, p) => {
      if (p.context.lookedTop === undefined) return false;
      p.steps.push(
        step((e) => {
          const rest = stillLooked(e);
          const deck = e.key(e.me, 'deck');
          const discard = e.key(e.me, 'discard');
          return rest.length > 0
            ? { actions: rest.map((id) => e.move(id, deck, discard)) }
            : undefined;
        }),
      );
      return true;
    },
  ],
  // New Pokédex: "Then, look at up to 5 cards from the top of your deck and rearrange them as you like."
  [
    new RegExp(
      `^(?:Then, )?look at up to ${N} cards from the top of your deck and rearrange them as you like\\.$`,
      'i',
    ),
    (m, p) => {
      const n = count(m[1]);
      p.steps.push(
        chooseCount(
          'many',
          `How many cards from the top of your deck do you look at (up to ${n})?`,
          (e) => Math.min(n, e.zoneCards(e.me, 'deck').length),
          'me',
        ),
        ...rearrangeTop((e) => Number(e.picked('many') ?? 0)),
      );
      return true;
    },
  ],
  // Super Scoop Up: "If heads, return 1 of your Pokémon and all cards attached to it to your hand."
  [
    /^(?:If (heads|tails), )?return 1 of your Pokémon and all cards attached to it to your hand\.$/,
    (m, p) =>
      void p.steps.push(
        ...onFlip(m[1], [
          chooseOwn(
            'returned',
            'Choose 1 of your Pokémon to return, with all cards attached to it, to your hand.',
          ),
          step((e) => {
            const zone = e.picked('returned');
            return zone ? { actions: [e.moveStack(zone, e.key(e.me, 'hand'))] } : undefined;
          }),
        ]),
      ),
  ],
  // Super Rod: "If heads, put an Evolution card from your discard pile, if any, into your hand."
  [
    /^(?:If (heads|tails), )?put (an? [^.]+? card) from your discard pile, if any, into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      p.steps.push(
        ...onFlip(m[1], [
          pick({
            var: 'found',
            from: 'discard',
            filter,
            min: 1,
            max: 1,
            prompt: `Choose ${m[2]} from your discard pile to put into your hand.`,
          }),
          chosenTo('found', 'hand'),
        ]),
      );
      return true;
    },
  ],
  // Moo-Moo Milk
  [
    /^Choose 1 of your Pokémon\.$/,
    (_m, p) => {
      // "that Pokémon" in the sentences after it.
      p.context.chosenOwn = 'mon';
      p.steps.push(chooseOwn('mon', 'Choose 1 of your Pokémon.'));
      return true;
    },
  ],
  [
    new RegExp(`^Flip ${N} coins\\.$`),
    (m, p) => {
      p.context.coins = count(m[1]);
      p.steps.push(flip(p.context.coins));
      return true;
    },
  ],
  [
    /^Remove (\d+) damage counters times the number of heads from that Pokémon\. If the Pokémon has fewer damage counters than that, remove all of them\.$/,
    (m, p) => {
      if (p.context.coins === undefined) return false;
      const per = Number(m[1]) * 10;
      p.steps.push(
        heal(
          (e) => e.picked('mon'),
          (e) => per * e.heads(),
        ),
      );
      return true;
    },
  ],
  // Double Gust: your opponent picks which of your Benched Pokémon comes in, then you pick theirs.
  [
    /^If you have any Benched Pokémon, your opponent chooses 1 of them and switches it with your Active Pokémon\.$/,
    (_m, p) =>
      void p.steps.push(
        choose((e) => ({
          var: 'theirPick',
          kind: 'opponent-pokemon',
          decider: e.opp,
          prompt:
            "Choose 1 of your opponent's Benched Pokémon to switch with their Active Pokémon.",
          options: e.bench(e.me).map((m) => e.pokemonOption(m)),
        })),
        step((e) => {
          const to = e.picked('theirPick');
          return to ? { actions: [e.swap(e.key(e.me, 'active'), to)] } : undefined;
        }),
      ),
  ],
  [
    /^Then, if your opponent has any Benched Pokémon, choose 1 of them and switch it with his or her Active Pokémon\.$/,
    (_m, p) => void p.steps.push(...gust()),
  ],
  // Energy Charge: "If heads, shuffle up to 2 Energy cards from your discard pile into your deck."
  [
    new RegExp(
      `^(?:If (heads|tails), )?shuffle up to ${N} ([^.]+?) from your discard pile into your deck\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const n = count(m[2]);
      p.steps.push(
        ...onFlip(m[1], [
          pick({
            var: 'back',
            from: 'discard',
            filter,
            max: n,
            prompt: `Choose up to ${n} ${m[3]} from your discard pile to shuffle into your deck.`,
          }),
          chosenTo('back', 'deck'),
          shuffleDeck(),
        ]),
      );
      return true;
    },
  ],
  // Nightly Garbage Run: "Choose up to 3 … from your discard pile. Show them to your opponent and shuffle them into your deck."
  [
    new RegExp(
      `^Choose up to ${N} ([^.]+?) from your discard pile\\. Show them to your opponent and shuffle them into your deck\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      const n = count(m[1]);
      p.steps.push(
        pick({
          var: 'back',
          from: 'discard',
          filter,
          max: n,
          prompt: `Choose up to ${n} ${m[2]} from your discard pile to show and shuffle into your deck.`,
        }),
        step((e) => {
          const ids = e.chosen('back');
          return ids.length > 0
            ? { actions: [e.reveal(ids, e.key(e.me, 'discard')), ...shuffleInto(e, e.me, ids)] }
            : undefined;
        }),
      );
      return true;
    },
  ],
  // Super Energy Retrieval: "Trade 2 of the other cards in your hand for 4 basic Energy cards from your discard pile. If you have fewer than 4 basic Energy cards there, take all of them."
  [
    new RegExp(
      `^Trade ${N} of the other cards in your hand for ${N} ([^.]+?) from your discard pile\\. If you have fewer than \\2 \\3 there, take all of them\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const give = count(m[1]);
      const take = count(m[2]);
      p.unplayable.push(needsOthers(give), (e) =>
        discardWith(e, e.me, filter).length === 0
          ? `there are no ${m[3]} in your discard pile.`
          : undefined,
      );
      p.steps.push(
        ...handCost(give),
        pick({
          var: 'taken',
          from: 'discard',
          filter,
          min: take,
          max: take,
          except: (e) => e.chosen('cost'),
          prompt: `Choose ${take} ${m[3]} from your discard pile to put into your hand.`,
        }),
        chosenTo('taken', 'hand'),
      );
      return true;
    },
  ],
  // Imposter Oak's Revenge: "Discard a card from your hand in order to play this card."
  [
    new RegExp(`^Discard ${N} cards? from your hand in order to play this card\\.$`),
    (m, p) => {
      const n = count(m[1]);
      p.unplayable.push(needsOthers(n));
      p.steps.push(...handCost(n));
      return true;
    },
  ],
  [
    new RegExp(
      `^Your opponent shuffles his or her hand into his or her deck, then draws ${N} cards?\\.$`,
    ),
    (m, p) => void p.steps.push(shuffleHandIntoDeck('opp'), draw(count(m[1]), 'opp')),
  ],
  // Erika: "You may draw up to 3 cards, then your opponent may draw up to 3 cards."
  [
    new RegExp(`^You may draw up to ${N} cards, then your opponent may draw up to ${N} cards\\.$`),
    (m, p) => {
      const mine = count(m[1]);
      const theirs = count(m[2]);
      p.steps.push(
        chooseCount(
          'mine',
          `How many cards do you draw (up to ${mine})?`,
          (e) => Math.min(mine, e.zoneCards(e.me, 'deck').length),
          'me',
        ),
        draw((e) => Number(e.picked('mine') ?? 0)),
        chooseCount(
          'theirs',
          `How many cards do you draw (up to ${theirs})?`,
          (e) => Math.min(theirs, e.zoneCards(e.opp, 'deck').length),
          'opp',
        ),
        draw((e) => Number(e.picked('theirs') ?? 0), 'opp'),
      );
      return true;
    },
  ],
  // Desert Shaman: "Shuffle your hand into your deck and draw up to 4 cards." — how many is the
  // drawer's choice, once the deck holds the hand.
  [
    new RegExp(`^Shuffle your hand into your deck(?:,)? (?:and|then) draw (up to )?${N} cards\\.$`),
    (m, p) => {
      const n = count(m[2]);
      const clause = (side: 'me' | 'opp'): Step[] => [
        shuffleHandIntoDeck(side),
        ...(m[1] === undefined
          ? [draw(n, side)]
          : [
              chooseCount(
                `${side}:draw`,
                `How many cards do you draw (up to ${n})?`,
                (e) => Math.min(n, e.zoneCards(who(e, side), 'deck').length),
                side,
              ),
              draw((e) => Number(e.picked(`${side}:draw`) ?? 0), side),
            ]),
      ];
      p.context.mirror = clause;
      p.steps.push(...clause('me'));
      return true;
    },
  ],
  // "Your opponent does the same." — the clause before it, carried out by the opponent.
  [
    /^Your opponent does the same\.$/,
    (_m, p) => {
      const mirror = p.context.mirror;
      if (!mirror) return false;
      p.steps.push(...mirror('opp'));
      return true;
    },
  ],
  // Sabrina's Gaze
  [
    /^Each player shuffles his or her hand into his or her deck and draws a new hand of the same number of cards\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => ({
          set: {
            mineCount: e.zoneCards(e.me, 'hand').length,
            theirsCount: e.zoneCards(e.opp, 'hand').length,
          },
        })),
        shuffleHandIntoDeck('me'),
        shuffleHandIntoDeck('opp'),
        draw((e) => e.num('mineCount')),
        draw((e) => e.num('theirsCount'), 'opp'),
      ),
  ],
  // Blaine's Last Resort
  [
    /^You can't play this card if you have any cards in your hand other than SELF\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        otherCards(e).length > 0
          ? `you have other cards in your hand (only ${e.effect.name} may be in it).`
          : undefined,
      ),
  ],
  [
    new RegExp(`^Show your hand to your opponent, then draw ${N} cards\\.$`),
    (m, p) => void p.steps.push(showHand, draw(count(m[1]))),
  ],
  // Trash Exchange
  [
    /^Count the number of cards in your discard pile and shuffle them into your deck\. Then discard that many cards from the top of your deck\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => {
          const ids = e.zoneCards(e.me, 'discard');
          return { set: { counted: ids.length }, actions: shuffleInto(e, e.me, ids) };
        }),
        step((e) => {
          const top = e.zoneCards(e.me, 'deck').slice(0, e.num('counted'));
          const deck = e.key(e.me, 'deck');
          const discard = e.key(e.me, 'discard');
          return top.length > 0
            ? { actions: top.map((id) => e.move(id, deck, discard)) }
            : undefined;
        }),
      ),
  ],
  // Secret Mission, Rocket's Sneak Attack, Erika's Perfume
  [
    /^Look at your opponent's hand\.$/,
    (_m, p) => {
      p.context.opponentsHand = true;
      p.steps.push(lookAtOpponentsHand);
      return true;
    },
  ],
  [
    /^Then, you may discard as many other cards as you want from your hand and draw that many cards\.$/,
    (_m, p) =>
      void p.steps.push(
        pick({
          var: 'gone',
          from: 'hand',
          filter: is.any,
          max: (e) => otherCards(e).length,
          kind: 'discard',
          prompt: 'You may discard any number of other cards from your hand, then draw that many.',
        }),
        step((e) => ({ set: { goneCount: e.chosen('gone').length } })),
        chosenTo('gone', 'discard'),
        draw((e) => e.num('goneCount')),
      ),
  ],
  [
    /^If he or she has any ([^.]+?) cards, choose 1 of them\. Your opponent shuffles that card into his or her deck\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || !p.context.opponentsHand) return false;
      p.steps.push(
        choose((e) => ({
          var: 'theirs',
          kind: 'take',
          prompt: `Choose 1 ${m[1]} card in your opponent's hand: they shuffle it into their deck.`,
          options: e
            .zoneCards(e.opp, 'hand')
            .filter((id) => filter(e.card(id) ?? ({} as PokemonCard)))
            .map((id) => e.cardOption(id)),
          private: true,
        })),
        step((e) => {
          const id = e.picked('theirs');
          return id ? { actions: shuffleInto(e, e.opp, [id]) } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    /^If he or she has any Basic Pokémon cards there, you may put any number of them onto your opponent's Bench \(as long as there's room\)\.$/,
    (_m, p) => {
      if (!p.context.opponentsHand) return false;
      p.steps.push(
        choose((e) => {
          const basics = e
            .zoneCards(e.opp, 'hand')
            .filter((id) => is.basicPokemon(e.card(id) ?? ({} as PokemonCard)));
          return {
            var: 'benched',
            kind: 'take',
            prompt: "You may put any number of these Basic Pokémon onto your opponent's Bench.",
            options: basics.map((id) => e.cardOption(id)),
            min: 0,
            max: Math.min(basics.length, e.emptyBench(e.opp).length),
            private: true,
          };
        }),
        benchChosen('benched', 'opp'),
      );
      return true;
    },
  ],
  // Good Manners
  [
    /^In order to play this card, you can't have any Basic Pokémon cards in your hand\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        otherCards(e).some((id) => is.basicPokemon(e.card(id) ?? ({} as PokemonCard)))
          ? 'you have a Basic Pokémon card in your hand.'
          : undefined,
      ),
  ],
  [
    /^Show your hand to your opponent, then search your deck for ([^.]+?), show it to your opponent, and put it into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter) return false;
      p.steps.push(
        showHand,
        pick({
          var: 'found',
          from: 'deck',
          filter,
          max: 1,
          prompt: `Choose ${m[1]} to show your opponent and put into your hand.`,
        }),
        moveChosen('found', 'hand', { reveal: true }),
      );
      return true;
    },
  ],
  // Challenge!: "Ask your opponent if he or she accepts your challenge." Not asked when both
  // Benches are full (the next sentence draws then, whatever the answer).
  [
    /^Ask your opponent if (?:he or she|they) accepts? your challenge\.$/,
    (_m, p) => {
      p.context.challenged = true;
      p.steps.push(
        when(
          (e) => !bothBenchesFull(e),
          [
            mayDo(
              'accept',
              'Do you accept the challenge? (Each player may then search their deck for Basic Pokémon to put onto their Bench.)',
              'opp',
            ),
          ],
        ),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^If your opponent declines \\(or if both Benches are full\\), draw ${N} cards?\\.$`,
    ),
    (m, p) => {
      if (!p.context.challenged) return false;
      const n = count(m[1]);
      p.steps.push(when((e) => bothBenchesFull(e) || !said('accept')(e), [draw(n)]));
      return true;
    },
  ],
  // "… each of you searches your decks for any number of Basic Pokémon cards and puts them face
  // down onto your Benches." Face down until both have finished: each chooses unseen by the
  // other (you first, then your opponent), and only then do both sets go onto the Benches.
  [
    /^If your opponent accepts, each of you searches your decks for any number of Basic Pokémon cards and puts them face down onto your Benches\.$/,
    (_m, p) => {
      if (!p.context.challenged) return false;
      p.context.benched = true;
      const search = (side: 'me' | 'opp') =>
        pick({
          var: `${side}:challengers`,
          from: 'deck',
          who: side,
          byOwner: true,
          filter: is.basicPokemon,
          max: (e) => e.emptyBench(who(e, side)).length,
          prompt:
            'Choose any number of Basic Pokémon from your deck to put onto your Bench (they are shown once both players have chosen).',
        });
      p.steps.push(
        when(
          (e) => !bothBenchesFull(e) && said('accept')(e),
          [
            search('me'),
            search('opp'),
            benchChosen('me:challengers', 'me'),
            benchChosen('opp:challengers', 'opp'),
          ],
        ),
      );
      return true;
    },
  ],
  [
    /^\(A player can't do this if his or her Bench is full\.\)$/,
    // Read by the search above: a full Bench offers nothing to choose.
    (_m, p) => p.context.challenged === true && p.context.benched === true,
  ],
  [
    /^When you both have finished, shuffle your decks and turn those cards face up\.$/,
    (_m, p) => {
      if (!p.context.challenged || !p.context.benched) return false;
      p.steps.push(
        when(
          (e) => !bothBenchesFull(e) && said('accept')(e),
          [shuffleDeck('me'), shuffleDeck('opp')],
        ),
      );
      return true;
    },
  ],
  // Pokémon March: each player in turn may put a Basic Pokémon from their deck onto their Bench.
  [
    new RegExp(
      `^(Your opponent may search his or her deck|Then, you may search your deck) for ${N} Basic Pokémon card and put it onto (?:his or her|your) Bench\\.$`,
    ),
    (m, p) => {
      const side = m[1]?.startsWith('Your opponent') ? 'opp' : 'me';
      const n = count(m[2]);
      p.context.benched = true;
      p.steps.push(
        pick({
          var: `${side}:basic`,
          from: 'deck',
          who: side,
          byOwner: true,
          filter: is.basicPokemon,
          max: (e) => Math.min(n, e.emptyBench(who(e, side)).length),
          prompt: `You may choose ${n} Basic Pokémon card from your deck to put onto your Bench.`,
        }),
        benchChosen(`${side}:basic`, side),
      );
      return true;
    },
  ],
  [
    /^Then, each player shuffles his or her deck\.$/,
    (_m, p) => void p.steps.push(shuffleDeck('me'), shuffleDeck('opp')),
  ],
  [
    /^\(A player can't do any of this if his or her Bench is full\.\)$/,
    // Read by the Bench searches above: a full Bench allows no search.
    (_m, p) => p.context.benched === true,
  ],
  // Time Capsule
  [
    new RegExp(
      `^Your opponent may choose ${N} ([^.]+?) cards in his or her discard pile\\. \\(If your opponent doesn't have that many, he or she chooses all or none of them\\.\\) If your opponent chooses any cards, he or she shuffles them into his or her deck\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      const n = count(m[1]);
      p.context.discardChoice = { count: n, filter };
      p.steps.push(...discardPileToDeck('opp', n, filter));
      return true;
    },
  ],
  [
    /^Either way, you may do the same, and you can't play any more Trainer cards this turn\.$/,
    (_m, p) => {
      const c = p.context.discardChoice;
      if (!c) return false;
      p.steps.push(...discardPileToDeck('me', c.count, c.filter), noMoreTrainers);
      return true;
    },
  ],
  // Warp Point: the opponent switches first (their choice), then you (yours).
  [
    /^If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with his or her Active Pokémon, then, if you have any Benched Pokémon, you switch 1 of them with your Active Pokémon\.$/,
    (_m, p) => void p.steps.push(...opponentSwitches(), ...switchOwn()),
  ],
  // Erika's Kindness: both players' damaged Pokémon.
  [
    /^Remove (\d+) damage counters from each Pokémon \(yours and your opponent's\) with any damage counters on it\. If a Pokémon has just 1 damage counter, remove it\.$/,
    (m, p) => {
      const hp = Number(m[1]) * 10;
      p.steps.push(
        step((e) => {
          const hurt = [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) => x.damage > 0);
          const actions = hurt.flatMap((x) => e.heal(x.zone, Math.min(hp, x.damage)));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  // Giovanni's Last Resort
  [
    new RegExp(
      `^Remove all damage counters from 1 of your Pokémon with ${NAME} in its name\\. Then discard your hand\\.$`,
    ),
    (m, p) => {
      const word = m[1] as string;
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => x.card.name.includes(word))
          ? undefined
          : `you have no Pokémon with ${word} in its name in play.`,
      );
      p.steps.push(
        chooseOwn('healed', `Choose 1 of your Pokémon with ${word} in its name.`, (x) =>
          x.card.name.includes(word),
        ),
        heal((e) => e.picked('healed'), 'all'),
        discardHand(),
      );
      return true;
    },
  ],
  // Master Ball: "You may choose a Basic Pokémon or Evolution card from those cards, show it to your opponent, then put it into your hand."
  [
    // (Expedition's printing drops the "to" of "show it to your opponent": the same words.)
    /^You may choose an? ([^.]+?) card from those cards, show it (?:to )?your opponent,? (?:then|and) put it into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || p.context.lookedTop === undefined) return false;
      p.steps.push(...mayShowOneLooked(filter, m[1] as string));
      return true;
    },
  ],
  [
    /^Shuffle the rest into your deck(?: afterward)?\.$/,
    (_m, p) => {
      if (p.context.lookedTop === undefined) return false;
      p.steps.push(shuffleDeck());
      return true;
    },
  ],
  // Misty's Tears
  [
    new RegExp(
      `^Discard ${N} of the other cards in your hand in order to search your deck for up to ${N} ([^.]+?)\\. Show those cards to your opponent, then put them into your hand\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const give = count(m[1]);
      const take = count(m[2]);
      p.unplayable.push(needsOthers(give));
      p.steps.push(
        ...handCost(give),
        ...searchDeck({
          var: 'found',
          filter,
          max: take,
          to: 'hand',
          reveal: true,
          shuffle: false,
          prompt: `Choose up to ${take} ${m[3]} to show your opponent and put into your hand.`,
        }),
      );
      return true;
    },
  ],
  // Rocket's Secret Experiment: "If tails, you can't play Trainer cards until the end of your next turn."
  [
    /^If (heads|tails), you can't play Trainer cards until the end of your next turn\.$/,
    (m, p) => void p.steps.push(...onFlip(m[1], [noTrainersUntil(2)])),
  ],
  // Fervor
  [
    new RegExp(
      `^Show the top ${N} cards of your deck to all players\\. Put any ([^.]+?) cards there into your hand and discard the rest\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      const n = count(m[1]);
      p.steps.push(
        step((e) => {
          const deck = e.key(e.me, 'deck');
          const top = e.zoneCards(e.me, 'deck').slice(0, n);
          if (top.length === 0) return undefined;
          const fits = (id: InstanceId) => filter(e.card(id) ?? ({} as PokemonCard));
          return {
            actions: [
              e.reveal(top, deck),
              ...top.map((id) => e.move(id, deck, e.key(e.me, fits(id) ? 'hand' : 'discard'))),
            ],
          };
        }),
      );
      return true;
    },
  ],
  // Ruin Wall: "Search your deck for a card with Unown in its name and put it onto your Bench."
  [
    /^Search your deck for (an? [^.]+?) and put it onto your Bench\.$/,
    (m, p) => {
      const named = cardFilter(m[1] as string);
      if (!named) return false;
      // Only a Basic Pokémon can be put onto the Bench.
      const filter = (c: PokemonCard) => named(c) && is.basicPokemon(c);
      p.context.benched = true;
      p.steps.push(
        ...searchDeck({
          var: 'found',
          filter,
          max: 1,
          to: 'bench',
          shuffle: false,
          prompt: `Choose ${m[1]} to put onto your Bench.`,
        }),
      );
      return true;
    },
  ],
  [
    /^\(You can't play (?:this card|SELF) if your Bench is full\.\)$/,
    (_m, p) => {
      if (!p.context.benched) return false;
      p.unplayable.push((e) =>
        e.emptyBench(e.me).length === 0 ? 'your Bench is full.' : undefined,
      );
      return true;
    },
  ],
  // Energy Ark: "For each heads, search your deck for a Basic Energy card. Show that card to your opponent, then put it into your hand."
  [
    /^For each heads, search your deck for an? ([^.]+?)\. Show that card to your opponent, then put it into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || p.context.coins === undefined) return false;
      p.steps.push(
        when(
          (e) => e.heads() > 0,
          searchDeck({
            var: 'found',
            filter,
            max: (e) => e.heads(),
            to: 'hand',
            reveal: true,
            shuffle: false,
            prompt: `Choose ${m[1]}s (1 for each heads) to show your opponent and put into your hand.`,
          }),
        ),
      );
      return true;
    },
  ],
  // Heal Powder
  [
    /^If (heads|tails), your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned and remove (\d+) damage counters from it\. If your Active Pokémon has fewer damage counters than that, remove all of them\.$/,
    (m, p) => {
      const hp = Number(m[2]) * 10;
      p.steps.push(
        ...onFlip(m[1], [
          endConditions(['asleep', 'confused', 'paralyzed', 'poisoned']),
          heal((e) => e.key(e.me, 'active'), hp),
        ]),
      );
      return true;
    },
  ],
  // Mail from Bill
  [
    /^You can't play this card if you have (\d+) or more cards in your hand \(including this one\)\.$/,
    (m, p) => {
      const n = Number(m[1]);
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').length >= n
          ? `you have ${n} or more cards in your hand (including this one).`
          : undefined,
      );
      return true;
    },
  ],
  [
    // "… exactly 7 …" (Oak's Research), "Draw cards from your deck until you have 6 …" (Birch).
    /^Draw cards(?: from your deck)? until you have (?:exactly )?(\d+) cards in your hand\.$/,
    (m, p) => void p.steps.push(drawUntil(Number(m[1]))),
  ],
  // Team Rocket's Evil Deeds
  [
    /^Look at your opponent's hand and choose a card there\. Your opponent shuffles that card into his or her deck\.$/,
    (_m, p) => {
      p.context.opponentsHand = true;
      p.steps.push(
        lookAtOpponentsHand,
        choose((e) => ({
          var: 'theirs',
          kind: 'take',
          prompt: "Choose a card in your opponent's hand: they shuffle it into their deck.",
          options: e.zoneCards(e.opp, 'hand').map((id) => e.cardOption(id)),
          private: true,
        })),
        step((e) => {
          const id = e.picked('theirs');
          return id ? { actions: shuffleInto(e, e.opp, [id]) } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    new RegExp(`^Then, your opponent may draw up to ${N} cards\\.$`),
    (m, p) => {
      const n = count(m[1]);
      p.steps.push(
        chooseCount(
          'theirDraw',
          `How many cards do you draw (up to ${n})?`,
          (e) => Math.min(n, e.zoneCards(e.opp, 'deck').length),
          'opp',
        ),
        draw((e) => Number(e.picked('theirDraw') ?? 0), 'opp'),
      );
      return true;
    },
  ],
  // Blaine's Gamble
  [
    /^Discard any number of other cards from your hand, then flip a coin\. If heads, draw twice that many cards\.$/,
    (_m, p) =>
      void p.steps.push(
        pick({
          var: 'gone',
          from: 'hand',
          filter: is.any,
          max: (e) => otherCards(e).length,
          kind: 'discard',
          prompt: 'Discard any number of other cards from your hand.',
        }),
        step((e) => ({ set: { goneCount: e.chosen('gone').length } })),
        chosenTo('gone', 'discard'),
        flip(),
        when((e) => e.heads() > 0, [draw((e) => 2 * e.num('goneCount'))]),
      ),
  ],
];

/** "You may … show it to your opponent, then put it into your hand": 1 of the cards looked at. */
export function mayShowOneLooked(
  filter: (c: PokemonCard) => boolean,
  what: string,
  /** "choose a … card" (1 when there is one) instead of "you may show 1". */
  must = false,
): Step[] {
  return [
    choose((e) => {
      const looked = stillLooked(e);
      const fits = looked.filter((id) => filter(e.card(id) ?? ({} as PokemonCard)));
      return {
        var: 'taken',
        kind: 'take',
        prompt: `${must ? 'Choose' : 'You may show'} 1 ${what} card of these to ${must ? 'show ' : ''}your opponent and put it into your hand.`,
        options: fits.map((id) => e.cardOption(id)),
        min: must ? Math.min(1, fits.length) : 0,
        max: Math.min(1, fits.length),
        private: true,
        lookedAt: looked,
      };
    }),
    step((e) => {
      const id = e.picked('taken');
      const deck = e.key(e.me, 'deck');
      return id
        ? { actions: [e.reveal([id], deck), e.move(id, deck, e.key(e.me, 'hand'))] }
        : undefined;
    }),
  ];
}

/** Ends the Special Conditions listed on your Active Pokémon (others stay). */
const endConditions =
  (list: readonly SpecialCondition[]): StepFn =>
  (e) => {
    const mon = e.active(e.me);
    if (!mon) return undefined;
    const actions: Action[] = mon.conditions
      .filter((c) => list.includes(c))
      .map((c) => ({
        type: 'set_counter',
        player: e.me,
        source: 'script',
        card: `#${mon.top}`,
        zone: mon.zone,
        counter: c,
        value: 0,
      }));
    return actions.length > 0 ? { actions } : undefined;
  };

/** "You can't play Trainer cards until the end of your next turn" (`turns` 2: through your next). */
const noTrainersUntil =
  (turns: number): StepFn =>
  (e) => ({
    mark: [
      {
        kind: 'no-trainers',
        player: e.me,
        until: e.state.plugin.gameTurn + turns,
        source: e.effect.name,
      },
    ],
  });

/** Neither player has room on the Bench. */
const bothBenchesFull = (e: EffectEnv) =>
  e.emptyBench(e.me).length === 0 && e.emptyBench(e.opp).length === 0;

/** "Show your hand to your opponent" (nothing to show when it is empty). */
const showHand: StepFn = (e) =>
  e.zoneCards(e.me, 'hand').length > 0 ? { actions: [e.revealHand(e.me)] } : undefined;

/**
 * The top `n` cards of your deck (or of `owner`'s: Prophecy's "either player's deck"), looked at
 * by you alone and put back in the order you choose, one position at a time from the top (the
 * last one left takes the last position). With `end` `bottom`, the bottom `n` cards, placed one
 * position at a time from the very bottom up ("return the remaining cards to the bottom of your
 * deck in any order").
 */
export function rearrangeTop(
  n: (e: EffectEnv) => number,
  owner: (e: EffectEnv) => PlayerId = (e) => e.me,
  end: 'top' | 'bottom' = 'top',
): Step[] {
  /** The cards of the group not placed yet, `k` placed so far. */
  const unplaced = (deck: readonly InstanceId[], size: number, k: number) =>
    end === 'top' ? deck.slice(k, size) : deck.slice(deck.length - size, deck.length - k);
  return [
    step((e) => {
      const deck = e.zoneCards(owner(e), 'deck');
      const ids = unplaced(deck, Math.min(n(e), deck.length), 0);
      if (ids.length === 0) return { set: { looked: [], placed: 0 } };
      return {
        set: { looked: [...ids], placed: 0 },
        actions: [showMe(e, ids, owner(e))],
        looked: true,
      };
    }),
    choose((e) => {
      const looked = e.chosen('looked');
      const k = e.num('placed');
      const remaining = unplaced(e.zoneCards(owner(e), 'deck'), looked.length, k);
      if (remaining.length <= 1) return undefined;
      const whose = owner(e) === e.me ? 'your' : "your opponent's";
      const where =
        end === 'top'
          ? k === 0
            ? `on top of ${whose} deck`
            : `in position ${k + 1} from the top`
          : k === 0
            ? `at the very bottom of ${whose} deck`
            : `in position ${k + 1} from the bottom`;
      return {
        var: 'next',
        kind: 'order',
        prompt: `Choose the card to put ${where}.`,
        options: remaining.map((id) => e.cardOption(id)),
        private: true,
        lookedAt: looked,
      };
    }),
    step((e) => {
      const id = e.picked('next');
      const k = e.num('placed');
      if (!id) return undefined;
      const deck = e.key(owner(e), 'deck');
      const size = e.zoneCards(owner(e), 'deck').length;
      const left = e.chosen('looked').length - (k + 1);
      return {
        // 1-based position once the card is lifted out: below the k placed from the top, or
        // just above the k placed at the bottom.
        actions: [e.move(id, deck, deck, end === 'top' ? k + 1 : size - k)],
        set: { placed: k + 1, next: [] },
        ...(left > 1 ? { jump: -1 } : {}),
      };
    }),
    // Moving a card hides it again: you still know the cards you put back, in their new order.
    step((e) => {
      const looked = e.chosen('looked');
      return looked.length > 1 ? { actions: [showMe(e, looked, owner(e))] } : undefined;
    }),
  ];
}
