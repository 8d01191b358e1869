import type { Action } from '@playmat/engine';
import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { PRIZE_ZONES, zoneKey } from '../game/zones';
import { onFlip } from './attack-plan';
import { BASE1_EFFECTS } from './cards/base1';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { SELF_NAME } from './sentences';
import {
  benchChosen,
  choose,
  chooseOpponents,
  chooseOwn,
  discardEnergy,
  draw,
  endTurn,
  energyOn,
  flip,
  handCost,
  heal,
  is,
  mark,
  mayDo,
  moveChosen,
  needsOthers,
  pick,
  said,
  searchDeck,
  shuffleDeck,
  step,
  switchOwn,
  when,
  zoneOf,
} from './steps';
import { cardFilter, count, N, NAME, type Plan, type Rule } from './trainer-plan';
import type { Step } from './types';

/**
 * Trainer sentences read clause by clause: a cost ("Discard 1 Energy card attached to 1 of your
 * own Pokémon in order to …", "Discard 2 Energy cards from your hand in order to …") followed by
 * the clause it pays for, each clause its own small rule; outcomes of two coins ("If both of
 * them are heads, …", "If 1 or both of them are tails, …", "If both are tails, …"); the turn
 * ending ("your turn ends immediately", "Your turn is over now"). Every clause must be known.
 */

/** What a clause paid for by an Energy card of one of your Pokémon needs and does. */
interface PaidClause {
  /** Which of your Pokémon may pay ("that Pokémon" must be damaged to be healed). */
  readonly payer: (m: PokemonInPlay) => boolean;
  readonly unplayable?: (e: EffectEnv) => string | undefined;
  /** The clause's steps; `payer` names the variable holding the paying Pokémon's zone. */
  readonly steps: (payer: string) => Step[];
}

/** Clauses after "… attached to 1 of your own Pokémon in order to". */
const PAID_BY_OWN_ENERGY: readonly [
  RegExp,
  (m: RegExpExecArray, p: Plan) => PaidClause | undefined,
][] = [
  // Super Potion: "remove up to 4 damage counters from that Pokémon"
  [
    /^remove up to (\d+) damage counters from that Pokémon$/,
    (m) => {
      const hp = Number(m[1]) * 10;
      return {
        payer: (mon) => mon.damage > 0,
        steps: (payer) => [heal((e) => e.picked(payer), hp)],
      };
    },
  ],
  // Super Energy Removal: "choose 1 of your opponent's Pokémon and up to 2 Energy cards attached
  // to it" (then "Discard those Energy cards.")
  [
    new RegExp(`^choose 1 of your opponent's Pokémon and up to ${N} Energy cards attached to it$`),
    (m, p) => {
      const most = count(m[1]);
      p.context.chosenEnergy = true;
      return {
        payer: () => true,
        unplayable: (e) =>
          e.inPlay(e.opp).some((o) => o.energy.length > 0)
            ? undefined
            : "none of your opponent's Pokémon has Energy attached.",
        steps: () => [
          chooseOpponents(
            'theirs',
            "Choose one of your opponent's Pokémon.",
            (o) => o.energy.length > 0,
          ),
          choose((e) => {
            const ids = energyOn(e, e.pokemon(e.picked('theirs') ?? ''));
            return {
              var: 'chosenEnergy',
              kind: 'energy',
              prompt: `Choose up to ${most} Energy cards attached to it.`,
              options: ids.map((id) => e.cardOption(id)),
              min: Math.min(1, ids.length),
              max: Math.min(most, ids.length),
            };
          }),
        ],
      };
    },
  ],
];

/** Clauses after "Discard N … cards from your hand in order to". */
const PAID_FROM_HAND: readonly [RegExp, (m: RegExpExecArray, p: Plan) => Step[] | undefined][] = [
  // Max Revive: "put 1 Basic Pokémon from your discard pile onto your Bench"
  [
    /^put 1 Basic Pokémon from your discard pile onto your Bench$/,
    (_m, p) => {
      p.context.benched = true;
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'discard').some((id) => {
          const c = e.card(id);
          return c !== undefined && is.basicPokemon(c);
        })
          ? undefined
          : 'there is no Basic Pokémon in your discard pile.',
      );
      return [
        pick({
          var: 'revived',
          from: 'discard',
          filter: is.basicPokemon,
          min: 1,
          max: 1,
          prompt: 'Choose a Basic Pokémon from your discard pile to put onto your Bench.',
        }),
        benchChosen('revived'),
      ];
    },
  ],
];

/** Cards of your hand other than the one played that pass `filter`. */
const handWith = (e: EffectEnv, filter: (c: PokemonCard) => boolean) =>
  e.zoneCards(e.me, 'hand').filter((id) => {
    const c = e.card(id);
    return id !== e.effect.card && c !== undefined && filter(c);
  });

/** Returns the Pokémon in the zone held by `v`, with every card attached, to its owner's hand. */
const returnToHand =
  (v: string): Step =>
  (e) => {
    const zone = e.picked(v);
    const owner = zone?.slice(0, zone.indexOf(':'));
    return zone && owner
      ? { actions: [e.moveStack(zone, zoneKey(owner, 'hand'), owner)] }
      : undefined;
  };

/** Clauses a coin outcome of two coins (or none) may carry out. */
const OUTCOME_CLAUSES: readonly [RegExp, (m: RegExpExecArray, p: Plan) => Step[] | undefined][] = [
  // Minion of Team Rocket
  [
    /^choose 1 of your opponent's Benched Pokémon and return it and all cards attached to it to his or her hand$/,
    () => [
      chooseOpponents(
        'returned',
        "Choose one of your opponent's Benched Pokémon to return, with every card attached to it, to his or her hand.",
        () => true,
        'bench',
      ),
      returnToHand('returned'),
    ],
  ],
  // Minion of Team Rocket
  [/^your turn ends immediately \(you can't attack this turn\)$/, () => [endTurn]],
  // Super Energy Removal 2: "discard all Energy cards attached to the Defending Pokémon" (on a
  // Trainer, the opponent's Active Pokémon) / "… to your Active Pokémon".
  [
    /^discard all Energy cards attached to (the Defending Pokémon|your opponent's Active Pokémon|your Active Pokémon)$/,
    (m) => {
      const mine = m[1] === 'your Active Pokémon';
      return [
        step((e) => {
          const mon = e.active(mine ? e.me : e.opp);
          const ids = energyOn(e, mon);
          return ids.length > 0 ? { set: { allEnergy: ids } } : undefined;
        }),
        chosenEnergyTo('allEnergy', 'discard'),
      ];
    },
  ],
  // Old Rod: "put a Baby Pokémon, Basic Pokémon, or Evolution card from your discard pile into
  // your hand"
  [
    /^put (an? [^.]+? card) from your discard pile into your hand$/,
    (m) => {
      const filter = cardFilter(m[1] as string);
      if (!filter) return undefined;
      return [
        pick({
          var: 'fished',
          from: 'discard',
          filter,
          min: 1,
          max: 1,
          prompt: `Choose ${m[1]} from your discard pile to put into your hand.`,
        }),
        moveChosen('fished', 'hand'),
      ];
    },
  ],
];

/** "this card does nothing": an outcome of the coins that does nothing (Super Energy Removal 2). */
const DOES_NOTHING = /^(?:this card|SELF|it) does nothing$/;

/** Which outcomes of two coins a condition reads. */
const TWO_COINS: Record<string, (heads: number) => boolean> = {
  'both of them are heads': (h) => h === 2,
  'both are heads': (h) => h === 2,
  'both of them are tails': (h) => h === 0,
  'both are tails': (h) => h === 0,
  '1 is heads and 1 is tails': (h) => h === 1,
  '1 or both of them are tails': (h) => h < 2,
};

function clauseSteps(
  table: readonly [RegExp, (m: RegExpExecArray, p: Plan) => Step[] | undefined][],
  clause: string,
  p: Plan,
): Step[] | undefined {
  for (const [re, build] of table) {
    const m = re.exec(clause);
    if (m) return build(m, p);
  }
  return undefined;
}

/** Moves the Energy cards chosen into `v` to `to` of their owner's (discard pile or hand). */
const chosenEnergyTo =
  (v: string, to: 'discard' | 'hand'): Step =>
  (e) => {
    const actions: Action[] = [];
    for (const id of e.chosen(v)) {
      const from = zoneOf(e, id);
      const owner = e.state.cards[id]?.owner ?? e.me;
      if (from) actions.push(e.move(id, from, zoneKey(owner, to), undefined, owner));
    }
    return actions.length > 0 ? { actions } : undefined;
  };

export const TRAINER_CLAUSE_RULES: readonly Rule[] = [
  // Goop Gas Attack: "All Pokémon Powers stop working until the end of your opponent's next
  // turn." Every Power in play, both players' (as Dark Wave's attack sentence reads).
  [
    /^All Pok[eé]mon Powers (?:stop|cease) working until the end of your (opponent's )?next turn\.$/i,
    (m, p) =>
      void p.steps.push(
        mark('powers-stopped', 'opponent', m[1] ? 'opponents-next-turn' : 'your-next-turn'),
      ),
  ],
  // Switch (Base Set 2): "Switch 1 of your Benched Pokémon with your Active Pokémon."
  [
    /^(?:Switch|SELF) 1 of your (?:own )?Benched Pokémon with your Active Pokémon\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.bench(e.me).length === 0 ? 'you have no Benched Pokémon.' : undefined,
      );
      p.steps.push(...switchOwn());
      return true;
    },
  ],
  // "Discard 1 Energy card attached to 1 of your own Pokémon in order to <clause>."
  [
    /^Discard 1 Energy card attached to (?:1 of )?your (?:own )?Pokémon in order to ([^.]+)\.$/,
    (m, p) => {
      let paid: PaidClause | undefined;
      for (const [re, build] of PAID_BY_OWN_ENERGY) {
        const c = re.exec(m[1] as string);
        if (c) paid = build(c, p);
      }
      if (!paid) return false;
      const { payer, unplayable, steps } = paid;
      const pays = (mon: PokemonInPlay) => mon.energy.length > 0 && payer(mon);
      p.unplayable.push(
        (e) =>
          (e.inPlay(e.me).some(pays)
            ? undefined
            : 'none of your Pokémon can pay: it needs an Energy card attached to it.') ??
          unplayable?.(e),
      );
      p.steps.push(
        chooseOwn('payer', 'Choose one of your Pokémon to discard an Energy card from.', pays),
        ...discardEnergy((e) => e.pokemon(e.picked('payer') ?? ''), 1, undefined, 'cost'),
        ...steps('payer'),
      );
      return true;
    },
  ],
  [
    /^Discard those Energy cards\.$/,
    (_m, p) => {
      if (!p.context.chosenEnergy) return false;
      p.steps.push(chosenEnergyTo('chosenEnergy', 'discard'));
      return true;
    },
  ],
  // Max Revive: "Discard 2 Energy cards from your hand in order to <clause>."
  [
    new RegExp(`^Discard ${N} ([^.]+?) cards? from your hand in order to ([^.]+)\\.$`),
    (m, p) => {
      const n = count(m[1]);
      const filter = cardFilter(`${m[2]} card`);
      if (!filter || m[3] === 'play this card') return false;
      const rest = clauseSteps(PAID_FROM_HAND, m[3] as string, p);
      if (!rest) return false;
      p.unplayable.unshift((e) =>
        handWith(e, filter).length < n ? `you need ${n} ${m[2]} cards in your hand.` : undefined,
      );
      p.steps.push(
        choose((e) => ({
          var: 'cost',
          kind: 'discard',
          prompt: `Choose ${n} ${m[2]} cards from your hand to discard.`,
          options: handWith(e, filter).map((id) => e.cardOption(id)),
          min: n,
          max: n,
          private: true,
          cost: true,
        })),
        moveChosen('cost', 'discard'),
        ...rest,
      );
      return true;
    },
  ],
  // "If both of them are heads, <clause>." / "If 1 or both of them are tails, <clause>." after
  // "Flip 2 coins."
  [
    /^If (both of them are heads|both are heads|both of them are tails|both are tails|1 or both of them are tails|1 is heads and 1 is tails), ([^.]+)\.$/,
    (m, p) => {
      const holds = TWO_COINS[m[1] as string];
      const steps = DOES_NOTHING.test(m[2] as string)
        ? []
        : clauseSteps(OUTCOME_CLAUSES, m[2] as string, p);
      if (p.context.coins !== 2 || !holds || !steps) return false;
      p.steps.push(when((e) => holds(e.heads()), steps));
      return true;
    },
  ],
  // Thought Wave Machine
  [
    /^Flip a coin until you get tails\.$/,
    (_m, p) => {
      p.context.untilTails = true;
      p.steps.push(untilTails);
      return true;
    },
  ],
  [
    /^For each heads, return an Energy card attached to your opponent's Active Pokémon to your opponent's hand\. If the Pokémon has fewer attached Energy cards than that, return all of them to your opponent's hand\.$/,
    (_m, p) => {
      if (!p.context.untilTails) return false;
      p.steps.push(
        ...energyToHand(
          (e) => e.active(e.opp),
          (e) => e.heads(),
        ),
      );
      return true;
    },
  ],
  [/^Your turn is over now \(you don't get to attack\)\.$/, (_m, p) => void p.steps.push(endTurn)],
  // Lt. Surge: "You can play this card only if you have at least 1 Basic Pokémon card in your hand."
  [
    new RegExp(
      `^You can play this card only if you have at least ${N} ([^.]+?) cards? in your hand\\.$`,
    ),
    (m, p) => {
      const n = count(m[1]);
      const filter = cardFilter(`${m[2]} card`);
      if (!filter) return false;
      p.unplayable.push((e) =>
        handWith(e, filter).length < n ? `you need ${n} ${m[2]} card in your hand.` : undefined,
      );
      return true;
    },
  ],
  // Lt. Surge: the Basic comes in from the hand, the old Active Pokémon goes to the Bench.
  [
    /^Put a Basic Pokémon card from your hand into play as your Active Pokémon\. Put your old Active Pokémon onto your Bench\.$/,
    (_m, p) => {
      p.context.benched = true;
      p.steps.push(
        pick({
          var: 'newActive',
          from: 'hand',
          filter: is.basicPokemon,
          min: 1,
          max: 1,
          prompt: 'Choose a Basic Pokémon from your hand to put into play as your Active Pokémon.',
        }),
        // Onto the Bench, then swapped in: the Active Spot is never empty on the way.
        benchChosen('newActive'),
        step((e) => {
          const id = e.picked('newActive');
          const spot = id ? zoneOf(e, id) : undefined;
          return spot?.includes(':bench')
            ? { actions: [e.swap(e.key(e.me, 'active'), spot)] }
            : undefined;
        }),
      );
      return true;
    },
  ],
  // Arcade Game: "Shuffle your deck, then reveal the top 3 cards of it."
  [
    new RegExp(`^Shuffle your deck, then reveal the top ${N} cards of it\\.$`),
    (m, p) => {
      const n = count(m[1]);
      p.context.revealedTop = n;
      p.steps.push(
        shuffleDeck(),
        step((e) => {
          const top = e.zoneCards(e.me, 'deck').slice(0, n);
          return top.length > 0
            ? // Cards of the deck are shown to both: the card did something, whatever follows.
              {
                set: { revealed: [...top] },
                actions: [e.reveal(top, e.key(e.me, 'deck'))],
                looked: true,
              }
            : { set: { revealed: [] } };
        }),
      );
      return true;
    },
  ],
  // Arcade Game: with 3 cards at most one name can be shared, so "the same name" is one name.
  [
    /^If at least 2 of those cards share the same name, put all the ones with that name into your hand and shuffle the rest into your deck\.$/,
    (_m, p) => {
      if ((p.context.revealedTop ?? 0) > 3) return false;
      p.steps.push(
        step((e) => {
          const name = sharedName(e);
          if (name === undefined) return undefined;
          const ids = e.chosen('revealed').filter((id) => e.card(id)?.name === name);
          const deck = e.key(e.me, 'deck');
          return {
            actions: [...ids.map((id) => e.move(id, deck, e.key(e.me, 'hand'))), e.shuffle()],
          };
        }),
      );
      return true;
    },
  ],
  [
    /^If none of them do, shuffle all (\d+) into your deck\.$/,
    (m, p) => {
      if (p.context.revealedTop !== Number(m[1])) return false;
      p.steps.push(when((e) => sharedName(e) === undefined, [shuffleDeck()]));
      return true;
    },
  ],
  // Transparent Walls
  [
    /^Until the end of your opponent's next turn, prevent all damage from attacks done to your Benched Pokémon\. \(Any other effects of attacks still happen\.\)$/,
    (_m, p) =>
      void p.steps.push((e) => ({
        mark: [
          {
            kind: 'protect-bench',
            player: e.me,
            until: e.state.plugin.gameTurn + 1,
            source: e.effect.name,
          },
        ],
      })),
  ],
  // Pokémon Breeder, as Base Set and Legendary Collection word it: Base Set's code for it.
  [
    /^Put a Stage 2 Evolution card from your hand on the matching Basic Pokémon\. You can (?:only play this card|play this card only) when you would be allowed to evolve that Pokémon anyway\.$/,
    (_m, p) => {
      const breeder = BASE1_EFFECTS['Pokémon Breeder']?.trainer;
      if (!breeder) return false;
      if (breeder.unplayable) p.unplayable.push(breeder.unplayable);
      p.steps.push(...breeder.steps);
      return true;
    },
  ],
  // Erika's Maids: "Trade 2 of the other cards in your hand for up to 2 Basic Pokémon and/or
  // Evolution cards with Erika in their names from your deck. Show those cards to your opponent,
  // then put them into your hand."
  [
    new RegExp(
      `^Trade ${N} of the other cards in your hand for up to ${N} ([^.]+?) from your deck\\. Show those cards to your opponent, then put them into your hand\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const give = count(m[1]);
      p.unplayable.push(needsOthers(give));
      p.steps.push(
        ...handCost(give),
        pick({
          var: 'traded',
          from: 'deck',
          filter,
          max: count(m[2]),
          prompt: `Choose up to ${count(m[2])} ${m[3]} from your deck to show your opponent and put into your hand.`,
        }),
        moveChosen('traded', 'hand', { reveal: true }),
      );
      return true;
    },
  ],
  // The Rocket's Trap: "If heads, choose up to 3 cards at random from your opponent's hand (don't
  // look at them). Your opponent shuffles those cards into his or her deck."
  [
    new RegExp(
      `^If (heads|tails), choose up to ${N} cards at random from your opponent's hand \\(don't look at them\\)\\. Your opponent shuffles those cards into his or her deck\\.$`,
    ),
    (m, p) => void p.steps.push(...onFlip(m[1], randomFromOpponentsHand(count(m[2])))),
  ],
  // Misty: "Discard 2 of the other cards in your hand in order to play this card."
  [
    new RegExp(`^Discard ${N} of the other cards in your hand in order to play this card\\.$`),
    (m, p) => {
      const n = count(m[1]);
      p.unplayable.push(needsOthers(n));
      p.steps.push(...handCost(n));
      return true;
    },
  ],
  // Misty: a bonus for this turn's attack by a named Pokémon, after Weakness and Resistance.
  [
    new RegExp(
      `^If this turn's attack does damage to the Defending Pokémon \\(after applying Weakness and Resistance\\), and if the attacking Pokémon has ${NAME} in its name, the attack does (\\d+) more damage to the Defending Pokémon\\.$`,
    ),
    (m, p) => {
      const word = m[1] === SELF_NAME ? p.context.name : (m[1] as string);
      if (!word) return false;
      const amount = Number(m[2]);
      p.steps.push((e) => ({
        mark: [
          {
            kind: 'attack-bonus',
            player: e.me,
            name: word,
            amount,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
          },
        ],
      }));
      return true;
    },
  ],
  // Here Comes Team Rocket!: "Each player plays with his or her Prize cards face up for the rest
  // of the game." Every Prize is shown to both players now; later ones as they come
  // (`game/hooks.ts`, the `prizes-face-up` marker, which never ends).
  [
    /^Each player plays with (?:his or her|their) Prize cards face up for the rest of the game\.$/,
    (_m, p) =>
      void p.steps.push((e) => {
        const shown = e.state.players.flatMap((pl) =>
          PRIZE_ZONES.flatMap((z) => {
            const zone = e.key(pl, z);
            const hidden = (e.state.zones[zone]?.cards ?? []).filter(
              (id) => e.state.cards[id]?.faceUp !== true,
            );
            return hidden.length > 0 ? [e.reveal(hidden, zone)] : [];
          }),
        );
        const marker: Marker = {
          kind: 'prizes-face-up',
          player: e.me,
          until: null,
          source: e.effect.name,
        };
        return { actions: shown, mark: [marker] };
      }),
  ],
  // Impostor Professor Oak's Invention: "Look at your opponent's Prize cards." — shown to you
  // alone (an engine reveal: it cannot be taken back); it counts as done even if nothing follows.
  [
    /^Look at (?:all of )?your opponent's Prize cards\.$/,
    (_m, p) => {
      p.context.opponentsPrizes = true;
      p.steps.push((e) => {
        const shown = prizeZones(e, e.opp).map((zone) => ({
          ...e.reveal(e.state.zones[zone]?.cards ?? [], zone),
          to: [e.me],
        }));
        return { actions: shown as Action[], looked: true };
      });
      return true;
    },
  ],
  // "You may have your opponent shuffle them into his or her deck. If you do, your opponent takes
  // that many cards from the top of his or her deck and sets them aside as his or her new Prize
  // cards (without looking at them)." — the new Prizes go where the old ones were, face down.
  [
    /^You may have your opponent shuffle them into (?:his or her|their) deck\. If you do, your opponent takes that many cards from the top of (?:his or her|their) deck and sets them aside as (?:his or her|their) new Prize cards \(without looking at them\)\.$/,
    (_m, p) => {
      if (!p.context.opponentsPrizes) return false;
      p.steps.push(
        mayDo(
          'shuffle',
          'Have your opponent shuffle their Prize cards into their deck and set aside that many new Prize cards from the top?',
        ),
        when(said('shuffle'), [
          (e) => {
            const places = prizeZones(e, e.opp);
            if (places.length === 0) return undefined;
            const deck = e.key(e.opp, 'deck');
            return {
              set: { prizePlaces: places },
              actions: [
                ...places.map((zone) =>
                  e.move(e.state.zones[zone]?.cards[0] as string, zone, deck, undefined, e.opp),
                ),
                e.shuffle(e.opp),
              ],
            };
          },
          (e) => {
            const places = e.chosen('prizePlaces');
            const top = e.zoneCards(e.opp, 'deck').slice(0, places.length);
            const deck = e.key(e.opp, 'deck');
            return top.length > 0
              ? {
                  actions: top.map((id, i) =>
                    e.move(id, deck, places[i] as string, undefined, e.opp),
                  ),
                }
              : undefined;
          },
        ]),
      );
      return true;
    },
  ],
  // Giovanni: "Choose 1 of your Pokémon in play with Giovanni in its name. For the rest of your
  // turn, you may evolve that Pokémon even if you just played or evolved it this turn or if this
  // is your first turn. This effect also applies to the Pokémon it evolves into."
  [
    new RegExp(
      `^Choose 1 of your Pokémon(?: in play)? with ${NAME} in its name\\. For the rest of (?:your|this) turn, you may evolve that Pokémon even if you just played or evolved it this turn or if this is your first turn\\. This effect also applies to the Pokémon it evolves into\\.$`,
    ),
    (m, p) => {
      const word = m[1] === SELF_NAME ? p.context.name : (m[1] as string);
      if (!word) return false;
      const named = (mon: PokemonInPlay) => mon.card.name.includes(word);
      p.unplayable.push((e) =>
        e.inPlay(e.me).some(named) ? undefined : `you have no Pokémon with ${word} in its name.`,
      );
      p.steps.push(
        chooseOwn('chosen', `Choose 1 of your Pokémon with ${word} in its name.`, named),
        (e) => {
          const mon = e.pokemon(e.picked('chosen') ?? '');
          if (!mon) return undefined;
          const marker: Marker = {
            kind: 'evolve-anytime',
            card: mon.top,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
          };
          return { mark: [marker] };
        },
      );
      return true;
    },
  ],
  // Koga: "If an attack from a Pokémon with Koga in its name does damage to a Defending Pokémon
  // this turn, that Pokémon is then Poisoned." (after the damage: `damage` in steps.ts).
  [
    new RegExp(
      `^If (?:an|this turn's) attack (?:from|by) (?:a|your) Pokémon with ${NAME} in its name does damage to (?:a|the) Defending Pokémon(?: this turn)?, that Pokémon is (?:then )?(?:now )?Poisoned\\.$`,
    ),
    (m, p) => {
      const word = m[1] === SELF_NAME ? p.context.name : (m[1] as string);
      if (!word) return false;
      p.steps.push((e) => {
        const marker: Marker = {
          kind: 'attack-poisons',
          player: e.me,
          name: word,
          until: e.state.plugin.gameTurn,
          source: e.effect.name,
        };
        return { mark: [marker] };
      });
      return true;
    },
  ],
  // Misty's Wish: "Look at 1 of your Prize cards." — chosen by its place, shown to you alone.
  [
    /^Look at 1 of your Prize cards\.$/,
    (_m, p) => {
      p.context.ownPrize = true;
      p.steps.push(
        choose((e) => ({
          var: 'ownPrize',
          kind: 'target',
          prompt: 'Choose 1 of your Prize cards to look at.',
          // The Prize's place, never its card: it is face down.
          options: prizeZones(e, e.me).map((zone) => ({
            value: zone,
            label: zone.replace(/^[^:]+:/, ''),
          })),
        })),
        (e) => {
          const zone = e.picked('ownPrize');
          const id = zone ? e.state.zones[zone]?.cards[0] : undefined;
          if (!zone || !id) return undefined;
          return { actions: [{ ...e.reveal([id], zone), to: [e.me] } as Action], looked: true };
        },
      );
      return true;
    },
  ],
  // "Then, ask your opponent if you may switch that card with 1 of the cards in your hand. If
  // your opponent accepts and if you have any other cards in your hand, switch those cards."
  [
    /^Then,? ask your opponent if you may switch that card with 1 of the cards in your hand\. If (?:your opponent|he or she|they) accepts? and if you have any other cards in your hand, switch those cards\.$/,
    (_m, p) => {
      if (!p.context.ownPrize || p.context.askedOpponent) return false;
      p.context.askedOpponent = true;
      p.steps.push(
        mayDo(
          'accept',
          'May your opponent switch 1 of their Prize cards with 1 card of their hand?',
          'opp',
        ),
        when(said('accept'), [
          pick({
            var: 'forPrize',
            from: 'hand',
            filter: is.any,
            min: 1,
            max: 1,
            prompt: 'Choose 1 card of your hand to switch with that Prize card.',
          }),
          (e) => {
            const zone = e.picked('ownPrize');
            const prize = zone ? e.state.zones[zone]?.cards[0] : undefined;
            const given = e.chosen('forPrize')[0];
            if (!zone || !prize || !given) return undefined;
            const hand = e.key(e.me, 'hand');
            return { actions: [e.move(prize, zone, hand), e.move(given, hand, zone)] };
          },
        ]),
      );
      return true;
    },
  ],
  // "If your opponent declines, return the Prize card face down and draw a card." (It never left
  // its place: looking at it kept it there, face down.)
  [
    /^If (?:your opponent|he or she|they) declines?, return the Prize card face down and draw a card\.$/,
    (_m, p) => {
      if (!p.context.askedOpponent) return false;
      p.steps.push(when((e) => !said('accept')(e), [draw(1)]));
      return true;
    },
  ],
  // Card-Flip Game: "Choose 1 of your opponent's face-down Prizes."
  [
    /^Choose 1 of your opponent's face-down Prizes\.$/,
    (_m, p) => {
      p.context.prize = true;
      p.unplayable.push((e) =>
        faceDownPrizes(e).length === 0 ? 'your opponent has no face-down Prizes.' : undefined,
      );
      p.steps.push(
        choose((e) => ({
          var: 'prize',
          kind: 'target',
          prompt: "Choose 1 of your opponent's face-down Prizes.",
          // The Prize's place, never its card: it is face down.
          options: faceDownPrizes(e).map((zone) => ({
            value: zone,
            label: zone.replace(/^[^:]+:/, ''),
          })),
        })),
      );
      return true;
    },
  ],
  // Card-Flip Game: "Guess whether it is an Energy card, a Trainer card, or a Pokémon (Basic or
  // Evolution) card."
  [
    /^Guess whether it is an Energy card, a Trainer card, or a Pokémon \(Basic or Evolution\) card\.$/,
    (_m, p) => {
      if (!p.context.prize) return false;
      p.steps.push(
        choose(() => ({
          var: 'guess',
          kind: 'type',
          prompt: 'Guess: is it an Energy card, a Trainer card, or a Pokémon card?',
          options: SUPERTYPES.map((t) => ({ value: t, label: t })),
        })),
      );
      return true;
    },
  ],
  [
    /^Flip the card face up \(and leave it face up\)\. If you guessed right, draw (\d+) cards\.$/,
    (m, p) => {
      if (!p.context.prize) return false;
      const n = Number(m[1]);
      p.steps.push(
        step((e) => {
          const zone = e.picked('prize');
          const id = zone ? e.state.zones[zone]?.cards[0] : undefined;
          return id && zone ? { actions: [e.reveal([id], zone)] } : undefined;
        }),
        when(
          (e) => {
            const zone = e.picked('prize');
            const id = zone ? e.state.zones[zone]?.cards[0] : undefined;
            const card = id ? e.card(id) : undefined;
            return card !== undefined && card.supertype === e.picked('guess');
          },
          [draw(n)],
        ),
      );
      return true;
    },
  ],
  // Energy Amplifier: "Choose an Energy card in your hand, show it to your opponent, and shuffle
  // it into your deck."
  [
    /^Choose an Energy card in your hand, show it to your opponent, and shuffle it into your deck\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        handWith(e, is.energy).length === 0 ? 'you have no Energy card in your hand.' : undefined,
      );
      p.steps.push(
        choose((e) => ({
          var: 'shown',
          kind: 'discard',
          prompt:
            'Choose an Energy card in your hand to show your opponent and shuffle into your deck.',
          options: handWith(e, is.energy).map((id) => e.cardOption(id)),
          private: true,
        })),
        step((e) => {
          const id = e.picked('shown');
          if (!id) return undefined;
          const hand = e.key(e.me, 'hand');
          return {
            actions: [e.reveal([id], hand), e.move(id, hand, e.key(e.me, 'deck')), e.shuffle()],
          };
        }),
      );
      return true;
    },
  ],
  [/^Then flip a coin\.$/, (_m, p) => void p.steps.push(flip())],
  // Energy Amplifier: "If heads, search your deck for up to 3 basic Energy cards. Show them to
  // your opponent, and put them into your hand."
  [
    new RegExp(
      `^If (heads|tails), search your deck for up to ${N} ([^.]+?)\\. Show them to your opponent, and put them into your hand\\.$`,
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const most = count(m[2]);
      p.steps.push(
        ...onFlip(m[1], [
          ...searchDeck({
            var: 'found',
            filter,
            max: most,
            to: 'hand',
            reveal: true,
            shuffle: false,
            prompt: `Choose up to ${most} ${m[3]} to show your opponent and put into your hand.`,
          }),
        ]),
      );
      return true;
    },
  ],
  // Blaine's Quiz #2, Pokémon Personality Test: a card of the hand, unseen, for the opponent to
  // guess. It stays in the hand (it is returned there "either way"); only its player sees which.
  [
    /^Put (an? [^.]+?|a) card from your hand face down in front of you\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] === 'a' ? 'card' : `${m[1]} card`);
      if (!filter) return false;
      p.context.quiz = [];
      p.unplayable.push((e) =>
        handWith(e, filter).length === 0 ? `you have no ${m[1]} card in your hand.` : undefined,
      );
      p.steps.push(
        choose((e) => ({
          var: 'quiz',
          kind: 'discard',
          prompt: 'Choose the card to put face down for your opponent to guess.',
          options: handWith(e, filter).map((id) => e.cardOption(id)),
          private: true,
        })),
      );
      return true;
    },
  ],
  [
    /^Your opponent guesses whether it is ([^.]+)\. Flip the card over\.$/,
    (m, p) => {
      const kinds = guessKinds(m[1] as string);
      if (!p.context.quiz || !kinds) return false;
      p.context.quiz = kinds.map((k) => k.label);
      p.steps.push(
        choose((e) => ({
          var: 'guess',
          kind: 'type',
          prompt: `Your opponent put a card face down: is it ${m[1]}?`,
          options: kinds.map((k) => ({ value: k.label, label: k.label })),
          decider: e.opp,
        })),
        step((e) => {
          const id = e.picked('quiz');
          return id ? { actions: [e.reveal([id], e.key(e.me, 'hand'))] } : undefined;
        }),
        step((e) => {
          const card = e.card(e.picked('quiz') ?? '');
          const right = kinds.find((k) => card !== undefined && k.fits(card))?.label;
          return { set: { right: right === e.picked('guess') } };
        }),
      );
      return true;
    },
  ],
  [
    /^If your opponent guessed right, he or she draws (\d+) cards\. If your opponent guessed wrong, you draw (\d+) cards\. Either way, return the card to your hand\.$/,
    (m, p) => {
      if (!p.context.quiz?.length) return false;
      p.steps.push(
        when((e) => e.vars.right === true, [draw(Number(m[1]), 'opp')], [draw(Number(m[2]))]),
      );
      return true;
    },
  ],
  // Energy Flow
  [
    /^For each of your Pokémon, you may return any number of Energy cards attached to it to your hand\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((m) => m.energy.length > 0)
          ? undefined
          : 'none of your Pokémon has an Energy card attached.',
      );
      p.steps.push(
        choose((e) => ({
          var: 'flowed',
          kind: 'energy',
          prompt:
            'Choose any number of Energy cards attached to your Pokémon to return to your hand.',
          options: e
            .inPlay(e.me)
            .flatMap((m) => energyOn(e, m).map((id) => e.cardOption(id, m.card.name))),
          min: 0,
          max: e.inPlay(e.me).reduce((k, m) => k + m.energy.length, 0),
        })),
        chosenEnergyTo('flowed', 'hand'),
      );
      return true;
    },
  ],
  // Sabrina: "Take all Energy cards attached to 1 of your Pokémon with Sabrina in its name and
  // attach them to another 1 of your Pokémon with Sabrina in its name."
  [
    new RegExp(
      `^Take all Energy cards attached to 1 of your Pokémon with ${NAME} in its name and attach them to another 1 of your Pokémon with \\1 in its name\\.$`,
    ),
    (m, p) => {
      const word = m[1] === SELF_NAME ? p.context.name : (m[1] as string);
      if (!word) return false;
      const named = (mon: PokemonInPlay) => mon.card.name.includes(word);
      p.unplayable.push((e) => {
        const mons = e.inPlay(e.me).filter(named);
        return mons.length < 2 || !mons.some((x) => x.energy.length > 0)
          ? `you need 2 Pokémon with ${word} in their names, one of them with Energy attached.`
          : undefined;
      });
      p.steps.push(
        chooseOwn(
          'from',
          `Choose the Pokémon with ${word} in its name to take all Energy cards from.`,
          (x) => named(x) && x.energy.length > 0,
        ),
        chooseOwn(
          'to',
          `Choose another Pokémon with ${word} in its name to attach them to.`,
          (x, e) => named(x) && x.zone !== e.picked('from'),
        ),
        step((e) => {
          const from = e.pokemon(e.picked('from') ?? '');
          const to = e.picked('to');
          if (!from || !to) return undefined;
          return { actions: energyOn(e, from).map((id) => e.move(id, from.zone, to, 'bottom')) };
        }),
      );
      return true;
    },
  ],
];

/** The name at least 2 of the revealed cards share (Arcade Game), if any. */
function sharedName(e: EffectEnv): string | undefined {
  const names = e.chosen('revealed').map((id) => e.card(id)?.name ?? '');
  return names.find((n, i) => n !== '' && names.indexOf(n) !== i);
}

/**
 * Up to `most` cards of the opponent's hand, as many as the player states, picked at random
 * (one die per card, each among the cards left) and shuffled into the opponent's deck unseen.
 */
function randomFromOpponentsHand(most: number): Step[] {
  return [
    choose((e) => {
      const top = Math.min(most, e.zoneCards(e.opp, 'hand').length);
      return {
        var: 'howMany',
        kind: 'target',
        prompt: `How many cards (up to ${most}) to choose at random from your opponent's hand?`,
        options: Array.from({ length: top + 1 }, (_, i) => String(top - i)).map((v) => ({
          value: v,
          label: v,
        })),
      };
    }),
    step((e) => {
      const h = e.zoneCards(e.opp, 'hand').length;
      const k = Math.min(Number(e.picked('howMany') ?? 0), h);
      if (k <= 0) return { set: { random: [] } };
      // All of them: nothing to roll for.
      if (k >= h) return { set: { random: Array.from({ length: k }, () => 0) } };
      return { roll: { var: 'random', sides: Array.from({ length: k }, (_, i) => h - i) } };
    }),
    step((e) => {
      const hand = [...e.zoneCards(e.opp, 'hand')];
      const picks = (e.vars.random as number[] | undefined) ?? [];
      const chosen = picks.flatMap((i) => hand.splice(i % Math.max(1, hand.length), 1));
      if (chosen.length === 0) return undefined;
      const from = e.key(e.opp, 'hand');
      return {
        actions: [
          ...chosen.map((id) => e.move(id, from, e.key(e.opp, 'deck'), undefined, e.opp)),
          e.shuffle(e.opp),
        ],
      };
    }),
  ];
}

/** One answer of a guessing game and the cards it names. */
interface GuessKind {
  readonly label: string;
  readonly fits: (c: PokemonCard) => boolean;
}

/**
 * The answers an opponent guesses among: "an Energy card, a Trainer card, or a Pokémon (Basic
 * or Evolution) card", "a Pokémon card with Light in its name, a Pokémon card with Dark in its
 * name, or neither one". `undefined` for an answer these words do not know.
 */
function guessKinds(list: string): GuessKind[] | undefined {
  // "or" inside parentheses ("(Basic or Evolution)") is part of an answer.
  const parts = list.split(/,? or (?![^(]*\))|, /).map((x) => x.trim());
  const out: GuessKind[] = [];
  for (const part of parts) {
    const named = /^a Pokémon card with ([A-Z][\w.']*) in its name$/.exec(part);
    const kind: GuessKind | undefined = /^an Energy card$/.test(part)
      ? { label: 'Energy', fits: (c) => c.supertype === 'Energy' }
      : /^a Trainer card$/.test(part)
        ? { label: 'Trainer', fits: (c) => c.supertype === 'Trainer' }
        : /^a Pokémon \(Basic or Evolution\) card$/.test(part)
          ? { label: 'Pokémon', fits: (c) => c.supertype === 'Pokémon' }
          : named
            ? {
                label: `with ${named[1]} in its name`,
                fits: (c) => c.supertype === 'Pokémon' && c.name.includes(named[1] as string),
              }
            : part === 'neither one' && out.length > 0
              ? { label: 'neither', fits: (c) => !out.some((k) => k.fits(c)) }
              : undefined;
    if (!kind) return undefined;
    out.push(kind);
  }
  return out.length >= 2 ? out : undefined;
}

/** The card kinds a guess names (Card-Flip Game), as supertypes. */
const SUPERTYPES = ['Energy', 'Trainer', 'Pokémon'] as const;

/** A player's Prize zones that hold a card. */
const prizeZones = (e: EffectEnv, player: string) =>
  PRIZE_ZONES.map((z) => e.key(player, z)).filter(
    (zone) => (e.state.zones[zone]?.cards.length ?? 0) > 0,
  );

/** The opponent's Prize zones holding a card that is not face up. */
const faceDownPrizes = (e: EffectEnv) =>
  PRIZE_ZONES.map((z) => e.key(e.opp, z)).filter((zone) => {
    const id = e.state.zones[zone]?.cards[0];
    return id !== undefined && e.state.cards[id]?.faceUp !== true;
  });

/** "Flip a coin until you get tails.": the heads go to `flip`. */
const untilTails: Step = () => ({ flip: { untilTails: true } });

/**
 * "For each heads, return an Energy card attached to … to your opponent's hand. If the Pokémon
 * has fewer attached Energy cards than that, return all of them": the player chooses which.
 */
function energyToHand(
  from: (e: EffectEnv) => PokemonInPlay | undefined,
  howMany: (e: EffectEnv) => number,
): Step[] {
  return [
    choose((e) => {
      const mon = from(e);
      const ids = energyOn(e, mon);
      const k = Math.min(howMany(e), ids.length);
      return {
        var: 'returnedEnergy',
        kind: 'energy',
        prompt: `Choose ${k} Energy cards attached to ${mon?.card.name ?? 'it'} to return to your opponent's hand.`,
        options: k > 0 ? ids.map((id) => e.cardOption(id)) : [],
        min: k,
        max: k,
      };
    }),
    chosenEnergyTo('returnedEnergy', 'hand'),
  ];
}
