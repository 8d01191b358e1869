import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import { isBasicEnergy, isBasicPokemon, isEvolution } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { evolutionRefusal } from '../rules/evolution-check';
import {
  CONDITION,
  cond,
  flipped,
  namesIn,
  namesNow,
  newPlan,
  onFlip,
  type Plan,
  type Rule,
  SELF,
  TYPE,
} from './attack-plan';
import { DISCARD_PILE_RULES } from './discard-pile-clause';
import type { EffectEnv } from './env';
import { chooseCount, rearrangeTop } from './more-trainer-rules';
import { readWanted, SEARCH_RULES } from './search-clause';
import {
  attachChosenEach,
  attachChosenTo,
  benchChosen,
  choose,
  chooseOpponents,
  chooseOwn,
  counters,
  discardEnergy,
  draw,
  effectReaches,
  energyOn,
  flip,
  gust,
  is,
  mayDo,
  moveChosen,
  opponentActiveMovable,
  pick,
  provides,
  said,
  shuffleDeck,
  status,
  step,
  when,
  zoneOf,
} from './steps';
import { cardFilter } from './trainer-plan';
import type { Step, StepFn } from './types';

/**
 * Attack sentences of the classic sets that move cards: evolving from the deck during the
 * attack ("(This counts as evolving …)"), Pokémon put onto a Bench from a discard pile, looks at
 * the top of the opponent's deck or a random card of their hand, "Your opponent may …. Either
 * way, you may do the same.", a Stadium discarded. Each rule carries out everything its
 * sentence says, or refuses (the text then stays manual). Every look at hidden cards is an
 * engine reveal to the player who looks (rewind cannot take it back), and choices the text
 * gives the opponent are asked of the opponent.
 */

/** The side a clause speaks of: "you" (the attacker's player) or "your opponent". */
type Side = 'me' | 'opp';
const playerOf = (e: EffectEnv, side: Side): PlayerId => (side === 'me' ? e.me : e.opp);

/** "your" / "your opponent's" / "his or her" (the opponent, in an attack's text). */
const sideOf = (word: string): Side => (/opponent|his or her/i.test(word) ? 'opp' : 'me');

/** What earlier sentences of a text set up for later ones. */
interface Notes {
  /** "(This counts as evolving X.)" follows a search that put the card on X. */
  evolving?: 'SELF' | 'that Pokémon';
  /** The card put onto a Bench from a discard pile (its id in `revived`): "that Pokémon". */
  revived?: boolean;
  /** "Your opponent may X." for "Either way, you may do the same.", under the same coin. */
  opponentMay?: { clause: string; side: string | undefined };
  /** The top card of the opponent's deck was looked at (`looked`) or shown to all. */
  top?: { side: string | undefined; shown: boolean };
  /** The opponent's hand was looked at, when `guard` held ("If heads", "If … Bench isn't full"). */
  hand?: { guard: (e: EffectEnv) => boolean };
  /** Your hand was shown to the opponent ("Then, your opponent looks at your hand."). */
  shownHand?: boolean;
  /** A card of the opponent's hand was put onto their Bench (its id in `fromHand`). */
  fromHand?: boolean;
  /** A card of the opponent's hand was chosen, seen (its id in `chosenInHand`), under `guard`. */
  chosenInHand?: { guard: (e: EffectEnv) => boolean };
  /** "If the Defending Pokémon has any Energy cards attached to it, flip a coin.": "those cards". */
  defenderEnergyCoin?: boolean;
}
const notes = new WeakMap<Plan, Notes>();
const notesOf = (p: Plan): Notes => {
  let n = notes.get(p);
  if (!n) {
    n = {};
    notes.set(p, n);
  }
  return n;
};

/** "If heads" / "If tails" / nothing, as a test read when the attack runs. */
const flipGuard = (side: string | undefined) => (e: EffectEnv) =>
  side === undefined ? true : side.toLowerCase() === 'heads' ? e.heads() > 0 : e.heads() === 0;

/**
 * The kinds of card a text lists ("Baby Pokémon, Basic Pokémon, and/or Evolution card"), read
 * with the Trainer texts' reader plus "Baby Pokémon" (a Baby is a Basic Pokémon of its own kind).
 */
function kindsOf(words: string): ((c: PokemonCard) => boolean) | undefined {
  const parts = words
    .replace(/ cards?$/i, '')
    .split(/,? and\/or |,? or |, /)
    .map((x) => x.trim().replace(/^an? /i, ''));
  const filters = parts.map((w) =>
    /^Baby Pokémon$/i.test(w)
      ? (c: PokemonCard) => c.supertype === 'Pokémon' && c.subtypes.includes('Baby')
      : cardFilter(w),
  );
  if (filters.some((f) => f === undefined)) return undefined;
  return (c) => filters.some((f) => f?.(c));
}

const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, '1': 1, two: 2, '2': 2, three: 3 };
const count = (s: string) => NUMBER[s.toLowerCase()] ?? Number(s);

// ------------------------------------------------------------------ evolving from the deck

/** The Pokémon a search evolves: the attacker, one of your Benched Pokémon, or your Active one. */
const evolveTargets = (target: 'self' | 'bench' | 'active') => (e: EffectEnv) => {
  if (target === 'bench') return e.bench(e.me);
  const mon = target === 'self' ? e.self : e.active(e.me);
  return mon ? [mon] : [];
};

/** Whether `card` may evolve `mon` now, by the game's evolution rules. */
const mayEvolve = (e: EffectEnv, card: PokemonCard, mon: PokemonInPlay) =>
  isEvolution(card) && evolutionRefusal(e.cards, e.state, card, mon) === undefined;

/**
 * "Search your deck for a card that evolves from X and put it on X. (This counts as evolving
 * X.)": the card is chosen from the deck (seen by you alone), then the Pokémon it evolves when
 * more than one fits; it goes on top, which the game takes as evolving (Special Conditions end).
 * Only what the evolution rules allow is offered: "This counts as evolving" puts the attack
 * under them (not on a Pokémon put into play or evolved this turn, nor on a first turn).
 */
export function evolveFromDeck(
  target: 'self' | 'bench' | 'active',
  fits: (c: PokemonCard, e: EffectEnv) => boolean,
  prompt: string,
  /** Where the card comes from: "Put an Omastar from your hand onto Omanyte." (a private choice too). */
  from: 'deck' | 'hand' = 'deck',
): Step[] {
  const targets = evolveTargets(target);
  return [
    pick({
      var: 'evolution',
      from,
      filter: (c, e) => fits(c, e) && targets(e).some((m) => mayEvolve(e, c, m)),
      max: 1,
      prompt,
    }),
    choose((e) => {
      const id = e.picked('evolution');
      const card = id === undefined ? undefined : e.card(id);
      if (!card) return undefined;
      return {
        var: 'evolved',
        kind: 'own-pokemon',
        prompt: `Choose the Pokémon ${card.name} evolves.`,
        options: targets(e)
          .filter((m) => mayEvolve(e, card, m))
          .map((m) => e.pokemonOption(m)),
      };
    }),
    step((e) => {
      const id = e.picked('evolution');
      const to = e.picked('evolved');
      const from = id === undefined ? undefined : zoneOf(e, id);
      return id && to && from ? { actions: [e.move(id, from, to, 'top')] } : undefined;
    }),
  ];
}

// ------------------------------------------------------------------ what a player may do

/**
 * A clause a player may carry out ("draw 2 cards", "choose a Basic Pokémon card from his or
 * her discard pile and put it into his or her hand"), as steps for `side`; the player it
 * speaks of decides. `undefined` for a clause these words do not know.
 */
function mayClause(clause: string, side: Side, v: string): Step[] | undefined {
  const owner = side === 'me' ? '(?:your|his or her)' : 'his or her';
  const drawn = /^draw (a card|(\d+|two|three) cards)$/i.exec(clause);
  if (drawn) {
    const n = drawn[2] ? count(drawn[2]) : 1;
    return [
      mayDo(v, `Draw ${n === 1 ? 'a card' : `${n} cards`}?`, side),
      when(said(v), [draw(n, side)]),
    ];
  }
  const fromDiscard = new RegExp(
    `^choose (a|an|1|up to (\\d+|two|three)) ([^.]+?) from ${owner} discard pile and (put (?:it|them) into ${owner} hand|shuffle (?:it|them) into ${owner} deck)$`,
    'i',
  ).exec(clause);
  if (fromDiscard) {
    const filter = kindsOf(fromDiscard[3] as string);
    if (!filter) return undefined;
    const max = fromDiscard[2] ? count(fromDiscard[2]) : 1;
    const toHand = /hand$/i.test(fromDiscard[4] as string);
    return [
      pick({
        var: v,
        from: 'discard',
        who: side,
        byOwner: side === 'opp',
        filter,
        max,
        prompt: `You may choose ${max === 1 ? 'a card' : `up to ${max} cards`} (${fromDiscard[3]}) from your discard pile to ${toHand ? 'put into your hand' : 'shuffle into your deck'}.`,
      }),
      step((e) => {
        const player = playerOf(e, side);
        const ids = e.chosen(v);
        if (ids.length === 0) return undefined;
        const from = e.key(player, 'discard');
        const to = e.key(player, toHand ? 'hand' : 'deck');
        const actions: Action[] = ids.map((id) => e.move(id, from, to, undefined, player));
        if (!toHand) actions.push(e.shuffle(player));
        return { actions };
      }),
    ];
  }
  return undefined;
}

// ------------------------------------------------------------------ hidden cards

/** Shows cards of a zone to one player alone (an engine reveal: rewind cannot take it back). */
const showTo = (e: EffectEnv, to: PlayerId, ids: readonly InstanceId[], zone: string): Action =>
  ({ ...e.reveal(ids, zone), to: [to] }) as Action;

/** The top card of the opponent's deck, seen by you (`shown`: by both players); its id in `top`. */
function lookAtTop(shown: boolean): StepFn {
  return (e) => {
    const id = e.zoneCards(e.opp, 'deck')[0];
    if (id === undefined) return { set: { top: [] } };
    const deck = e.key(e.opp, 'deck');
    return {
      set: { top: [id] },
      actions: [shown ? e.reveal([id], deck) : showTo(e, e.me, [id], deck)],
    };
  };
}

/** The card looked at on top of the opponent's deck goes to their discard pile or hand. */
function topCardTo(filter: (c: PokemonCard) => boolean, ifNot: 'hand' | 'stay'): StepFn {
  return (e) => {
    const id = e.picked('top');
    const card = id === undefined ? undefined : e.card(id);
    const deck = e.key(e.opp, 'deck');
    if (id === undefined || !card || !e.zoneCards(e.opp, 'deck').includes(id)) return undefined;
    const fits = filter(card);
    if (!fits && ifNot === 'stay') return undefined;
    const to = e.key(e.opp, fits ? 'discard' : 'hand');
    return { actions: [e.move(id, deck, to, undefined, e.opp)] };
  };
}

/** The opponent's hand, seen by you alone. */
const lookAtHand: StepFn = (e) => {
  if (e.zoneCards(e.opp, 'hand').length === 0) return undefined;
  return { actions: [{ ...e.revealHand(e.opp), to: [e.me] } as Action] };
};

/** Puts each card listed from the opponent's hand into their deck, which they shuffle. */
function intoOpponentsDeck(e: EffectEnv, ids: readonly InstanceId[]): Action[] {
  const hand = e.key(e.opp, 'hand');
  const deck = e.key(e.opp, 'deck');
  return [...ids.map((id) => e.move(id, hand, deck, undefined, e.opp)), e.shuffle(e.opp)];
}

/**
 * "… may put any number of them onto <side>'s Bench (as long as there's room)": cards of that
 * player's hand of the kinds named, chosen by the player who looked at the hand (you for your
 * opponent's hand, your opponent for yours) — as many as their Bench has room for.
 */
function benchFromHand(side: Side, filter: (c: PokemonCard) => boolean, words: string): Step[] {
  const v = side === 'opp' ? 'provoked' : 'provokedMine';
  return [
    choose((e) => {
      const owner = playerOf(e, side);
      const options = e
        .zoneCards(owner, 'hand')
        .filter((id) => {
          const c = e.card(id);
          return c !== undefined && isBasicPokemon(c) && filter(c);
        })
        .map((id) => e.cardOption(id));
      const max = Math.min(options.length, e.emptyBench(owner).length);
      return {
        var: v,
        kind: 'take',
        prompt: `You may put any number of the ${words} in ${side === 'opp' ? "your opponent's" : 'their'} hand onto ${side === 'opp' ? 'their' : 'their own'} Bench.`,
        options: max > 0 ? options : [],
        min: 0,
        max,
        private: true,
        ...(side === 'me' ? { decider: e.opp } : {}),
      };
    }),
    benchChosen(v, side),
  ];
}

/** "return any number of your Pokémon in play and all cards attached to them to your hand". */
function returnAnyToHand(): Step[] {
  return [
    choose((e) => {
      const options = e.inPlay(e.me).map((x) => e.pokemonOption(x));
      return {
        var: 'returned',
        kind: 'own-pokemon',
        prompt:
          'Choose any number of your Pokémon in play to return, with all cards attached to them, to your hand.',
        options,
        min: 0,
        max: options.length,
      };
    }),
    (e) => {
      const zones = e.chosen('returned');
      if (zones.length === 0) return undefined;
      const hand = e.key(e.me, 'hand');
      const active = e.key(e.me, 'active');
      // The Benched ones first, the Active last: each move is made while the attacker is in play.
      const order = [...zones.filter((z) => z !== active), ...zones.filter((z) => z === active)];
      return { actions: order.map((z) => e.moveStack(z, hand)) };
    },
  ];
}

// ------------------------------------------------------------------ the rules

/** Reads more sentences with the whole table (patterns.ts owns it). */
export type ReadSentences = (text: string, plan: Plan) => boolean;

/** The rules (see the module comment); `read` reads a clause as a sentence of its own. */
export function cardAttackRules(read: ReadSentences): Rule[] {
  return [
    ...SEARCH_RULES,
    ...DISCARD_PILE_RULES,
    ...movingRules(read),
    // ------------------------------------------------------------ evolving from the deck
    [
      /^(?:If (heads), )?search your deck for (?:an Evolution card named ([^.]+?)|a card that evolves from (SELF|1 of your Benched Pokémon))(?: and |\. )(?:put (?:it|that card) on|attach (?:it|that card) to) (SELF|that Pokémon)\.$/i,
      (m, p) => {
        const [side, names, from, onto] = [m[1], m[2], m[3], m[4] as string];
        const bench = from !== undefined && /Benched/i.test(from);
        // The Pokémon it goes on is the one it evolves from (or the attacker, for a named card).
        if (bench !== (onto === 'that Pokémon')) return false;
        const list = names === undefined ? undefined : namesIn(names);
        const fits = list
          ? (c: PokemonCard, e: EffectEnv) => namesNow(list, e).includes(c.name)
          : () => true;
        const prompt = list
          ? `Choose a card named ${list.join(' or ')} to evolve this Pokémon.`
          : `Choose a card that evolves from ${bench ? '1 of your Benched Pokémon' : 'this Pokémon'}.`;
        p.post.push(...onFlip(side, evolveFromDeck(bench ? 'bench' : 'self', fits, prompt)));
        notesOf(p).evolving = bench ? 'that Pokémon' : 'SELF';
        return true;
      },
    ],
    [
      // Water of Evolution: "Put an Omastar from your hand onto Omanyte." — the named card from
      // the hand, under the evolution rules ("This counts as evolving Omanyte." follows).
      /^(?:If (heads), )?put an? ([^.]+?) from your hand onto SELF\.$/i,
      (m, p) => {
        const list = namesIn(m[2] as string);
        if (list.some((n) => !/^(?:[A-Z]|SELF)/.test(n) || /\b(?:card|Pokémon)\b/.test(n)))
          return false;
        p.post.push(
          ...onFlip(
            m[1],
            evolveFromDeck(
              'self',
              (c, e) => namesNow(list, e).includes(c.name),
              `Choose a card named ${list.join(' or ')} from your hand to evolve this Pokémon.`,
              'hand',
            ),
          ),
        );
        notesOf(p).evolving = 'SELF';
        return true;
      },
    ],
    [
      /^\(?This counts as evolving (SELF|that Pokémon)\.\)?$/i,
      (m, p) => {
        const n = notesOf(p);
        if (n.evolving !== m[1]) return false;
        n.evolving = undefined;
        return true;
      },
    ],
    // ------------------------------------------------------------ discard pile -> Bench
    [
      /^Put an? ([^.]+?) card from (your|your opponent's) discard pile onto (your|his or her) Bench\.$/i,
      (m, p) => {
        const filter = kindsOf(m[1] as string);
        const side = sideOf(m[2] as string);
        if (!filter || side !== sideOf(m[3] as string)) return false;
        p.post.push(
          pick({
            var: 'revived',
            from: 'discard',
            who: side,
            filter: (c) => c.supertype === 'Pokémon' && filter(c),
            min: 1,
            max: (e) => (e.emptyBench(playerOf(e, side)).length > 0 ? 1 : 0),
            prompt: `Choose a ${m[1]} card from ${side === 'me' ? 'your' : "your opponent's"} discard pile to put onto ${side === 'me' ? 'your' : 'their'} Bench.`,
          }),
          benchChosen('revived', side),
        );
        notesOf(p).revived = true;
        return true;
      },
    ],
    [
      // Sabrina's Hypno: either player's discard pile, onto that player's Bench.
      /^Choose 1 Basic Pokémon in any player's discard pile\. Put it onto that player's Bench\.$/i,
      (_m, p) => {
        p.post.push(
          choose((e) => {
            const options = [e.me, e.opp].flatMap((player) =>
              e.emptyBench(player).length === 0
                ? []
                : e.zoneCards(player, 'discard').filter((id) => {
                    const c = e.card(id);
                    return c !== undefined && kindsOf('Basic Pokémon')?.(c) === true;
                  }),
            );
            return {
              var: 'revived',
              kind: 'take',
              prompt:
                "Choose 1 Basic Pokémon in either player's discard pile to put onto that player's Bench.",
              options: options.map((id) => e.cardOption(id)),
            };
          }),
          step((e) => {
            const id = e.picked('revived');
            const owner = id === undefined ? undefined : e.state.cards[id]?.owner;
            const spot = owner === undefined ? undefined : e.emptyBench(owner)[0];
            if (id === undefined || !owner || !spot) return undefined;
            return { actions: [e.move(id, e.key(owner, 'discard'), spot, undefined, owner)] };
          }),
        );
        notesOf(p).revived = true;
        return true;
      },
    ],
    [
      /^\(You can't put a Pokémon on a Bench that's full\.\)$/i,
      (_m, p) => notesOf(p).revived === true,
    ],
    [
      /^Put (a|an|one|\d+) damage counters? on that Pokémon\.$/i,
      (m, p) => {
        if (!notesOf(p).revived) return false;
        const revivedZone = (e: EffectEnv) => {
          const id = e.picked('revived');
          return id === undefined ? undefined : zoneOf(e, id);
        };
        p.post.push(
          when(
            (e) => (revivedZone(e) ?? '').includes('bench'),
            [counters(revivedZone, count(m[1] as string))],
          ),
        );
        return true;
      },
    ],
    [
      /^Put a number of damage counters on that Pokémon equal to half its HP \(rounded down to the nearest 10\)\.$/i,
      (_m, p) => {
        if (!notesOf(p).revived) return false;
        p.post.push((e) => {
          const id = e.picked('revived');
          const zone = id === undefined ? undefined : zoneOf(e, id);
          const mon = zone?.includes('bench') ? e.pokemon(zone) : undefined;
          if (!zone || !mon) return undefined;
          return counters(() => zone, Math.floor(mon.hp / 20))(e);
        });
        return true;
      },
    ],
    // ------------------------------------------------------------ "Your opponent may …"
    [
      /^(?:If (heads|tails), )?your opponent may ([^.]+)\.$/i,
      (m, p) => {
        const steps = mayClause(m[2] as string, 'opp', 'opponentMay');
        if (!steps) return false;
        p.post.push(...onFlip(m[1], steps));
        notesOf(p).opponentMay = { clause: m[2] as string, side: m[1] };
        return true;
      },
    ],
    [
      /^Either way, you may (do the same|[^.]+)\.$/i,
      (m, p) => {
        const before = notesOf(p).opponentMay;
        // "the same" as the opponent: the clause read with "his or her" as yours.
        const clause = /^do the same$/i.test(m[1] as string) ? before?.clause : (m[1] as string);
        const steps = before && clause !== undefined && mayClause(clause, 'me', 'youMay');
        if (!before || !steps) return false;
        p.post.push(...onFlip(before.side, steps));
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?each player may ([^.]+)\.$/i,
      (m, p) => {
        const mine = mayClause(m[2] as string, 'me', 'youMay');
        const theirs = mayClause(m[2] as string, 'opp', 'opponentMay');
        if (!mine || !theirs) return false;
        p.post.push(...onFlip(m[1], [...mine, ...theirs]));
        return true;
      },
    ],
    // ------------------------------------------------------------ the top of the opponent's deck
    [
      /^(?:If (heads|tails), )?look at the top card of your opponent's deck\.$/i,
      (m, p) => {
        p.post.push(...onFlip(m[1], [lookAtTop(false)]));
        notesOf(p).top = { side: m[1], shown: false };
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?show the top card of your opponent's deck to all players\.$/i,
      (m, p) => {
        p.post.push(...onFlip(m[1], [lookAtTop(true)]));
        notesOf(p).top = { side: m[1], shown: true };
        return true;
      },
    ],
    [
      /^If it's an? ([^.]+?) card, (?:put it in(?:to)? your opponent's discard pile; otherwise, put it into his or her hand|discard it)\.$/i,
      (m, p) => {
        const top = notesOf(p).top;
        const filter = kindsOf(m[1] as string);
        if (!top || !filter) return false;
        const toHand = /otherwise/i.test(m[0]);
        p.post.push(...onFlip(top.side, [topCardTo(filter, toHand ? 'hand' : 'stay')]));
        return true;
      },
    ],
    // ------------------------------------------------------------ the opponent's hand
    [
      // Knock Off: "If heads, choose 1 card from your opponent's hand without looking and
      // discard it."; Surprise: "Choose 1 card … without looking. Look at the card you chose,
      // then have your opponent shuffle that card into his or her deck." — a card chosen without
      // looking is any card of the hand alike: one drawn at random (its place in the hand tells
      // nothing), seen by the attacker alone before it is shuffled away.
      /^(?:If (heads|tails), )?choose (?:1|a) card from your opponent's hand without looking(?: and (discard it)|\. Look at the card you chose, then have your opponent shuffle that card into his or her deck)\.$/i,
      (m, p) => {
        const discard = m[2] !== undefined;
        p.post.push(
          ...onFlip(m[1], [
            (e) => {
              const n = e.zoneCards(e.opp, 'hand').length;
              return n === 0 ? undefined : { roll: { var: 'random', sides: [n] } };
            },
            (e) => {
              const hand = e.zoneCards(e.opp, 'hand');
              const at = (e.vars.random as readonly number[] | undefined)?.[0];
              const id = at === undefined ? undefined : hand[at];
              if (id === undefined) return undefined;
              const from = e.key(e.opp, 'hand');
              return {
                actions: discard
                  ? [e.move(id, from, e.key(e.opp, 'discard'), undefined, e.opp)]
                  : [showTo(e, e.me, [id], from), ...intoOpponentsDeck(e, [id])],
              };
            },
          ]),
        );
        return true;
      },
    ],
    [
      /^Look at a random card from your opponent's hand\. Your opponent shuffles that card into his or her deck\.$/i,
      (_m, p) => {
        p.post.push(
          (e) => {
            const n = e.zoneCards(e.opp, 'hand').length;
            return n === 0 ? undefined : { roll: { var: 'random', sides: [n] } };
          },
          (e) => {
            const hand = e.zoneCards(e.opp, 'hand');
            const at = (e.vars.random as readonly number[] | undefined)?.[0];
            const id = at === undefined ? undefined : hand[at];
            if (id === undefined) return undefined;
            return {
              actions: [showTo(e, e.me, [id], e.key(e.opp, 'hand')), ...intoOpponentsDeck(e, [id])],
            };
          },
        );
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?look at your opponent's hand\.$/i,
      (m, p) => {
        const guard = flipGuard(m[1]);
        p.post.push(when(guard, [lookAtHand]));
        notesOf(p).hand = { guard };
        return true;
      },
    ],
    [
      // Flutter Trick: "If heads, look at your opponent's hand and choose 1 card."; Push Aside:
      // "Look at your opponent's hand and choose 1 Basic Pokémon or Evolution card you find
      // there." — the hand seen by you alone, then one card of the kind named chosen from it
      // (none when it holds none); what becomes of it is the next sentence's.
      /^(?:If (heads|tails), )?look at (?:your opponent's|his or her|their) hand and choose (?:1|a|one) ((?:[^.]+? )?cards?)(?: you find there)?\.$/i,
      (m, p) => {
        const words = (m[2] as string).replace(/^(?:1|a|one) /i, '');
        const filter = /^cards?$/i.test(words) ? () => true : kindsOf(words);
        if (!filter) return false;
        const guard = flipGuard(m[1]);
        p.post.push(
          when(guard, [
            lookAtHand,
            choose((e) => ({
              var: 'chosenInHand',
              kind: 'take',
              prompt: `Choose 1 ${words} in your opponent's hand.`,
              options: e
                .zoneCards(e.opp, 'hand')
                .filter((id) => {
                  const c = e.card(id);
                  return c !== undefined && filter(c);
                })
                .map((id) => e.cardOption(id)),
              private: true,
            })),
          ]),
        );
        notesOf(p).hand = { guard };
        notesOf(p).chosenInHand = { guard };
        return true;
      },
    ],
    [
      // "Your opponent discards the card you chose." / "… puts it at the bottom of his or her
      // deck." / "… shuffles that card into his or her deck." — the card chosen just before.
      /^(?:Your opponent|He or she) (?:(discards)|(puts) (?:it|that card|the card you chose) (at the bottom|on top) of (?:his or her|their) deck|(shuffles) (?:it|that card|the card you chose) into (?:his or her|their) deck)(?: (?:it|that card|the card you chose))?\.$/i,
      (m, p) => {
        const chosen = notesOf(p).chosenInHand;
        // "discards" needs its object: "discards it / that card / the card you chose".
        if (!chosen || (m[1] && !/discards (?:it|that card|the card you chose)\.$/i.test(m[0])))
          return false;
        p.post.push(
          when(chosen.guard, [
            (e) => {
              const id = e.picked('chosenInHand');
              const hand = e.key(e.opp, 'hand');
              if (id === undefined || !e.zoneCards(e.opp, 'hand').includes(id)) return undefined;
              if (m[1])
                return { actions: [e.move(id, hand, e.key(e.opp, 'discard'), undefined, e.opp)] };
              if (m[4]) return { actions: intoOpponentsDeck(e, [id]) };
              const at = /bottom/i.test(m[3] as string) ? 'bottom' : 'top';
              return { actions: [e.move(id, hand, e.key(e.opp, 'deck'), at, e.opp)] };
            },
          ]),
        );
        return true;
      },
    ],
    [
      /^If your opponent's Bench isn't full, look at his or her hand\.$/i,
      (_m, p) => {
        const guard = (e: EffectEnv) => e.emptyBench(e.opp).length > 0;
        p.post.push(when(guard, [lookAtHand]));
        notesOf(p).hand = { guard };
        return true;
      },
    ],
    [
      /^If (?:he or she|your opponent) has any ([^.]+?) there, choose 1 of them(?:\. Your opponent shuffles that card into his or her deck| and put it on his or her Bench)\.$/i,
      (m, p) => {
        const hand = notesOf(p).hand;
        const filter = kindsOf(m[1] as string);
        if (!hand || !filter) return false;
        const toBench = /Bench\.$/i.test(m[0]);
        const pickFromHand = choose((e) => ({
          var: 'fromHand',
          kind: 'take',
          prompt: `Choose 1 ${m[1]} in your opponent's hand: ${toBench ? 'it goes onto their Bench' : 'they shuffle it into their deck'}.`,
          options: e
            .zoneCards(e.opp, 'hand')
            .filter((id) => {
              const c = e.card(id);
              return c !== undefined && filter(c);
            })
            .map((id) => e.cardOption(id)),
          private: true,
        }));
        const then: StepFn = toBench
          ? benchChosen('fromHand', 'opp')
          : (e) => {
              const id = e.picked('fromHand');
              return id ? { actions: intoOpponentsDeck(e, [id]) } : undefined;
            };
        p.post.push(when(hand.guard, [pickFromHand, then]));
        if (toBench) notesOf(p).fromHand = true;
        return true;
      },
    ],
    [
      /^Then, switch it with the Defending Pokémon\.$/i,
      (_m, p) => {
        if (!notesOf(p).fromHand) return false;
        p.post.push((e) => {
          const id = e.picked('fromHand');
          const zone = id === undefined ? undefined : zoneOf(e, id);
          if (!zone?.includes('bench') || !opponentActiveMovable(e)) return undefined;
          return { actions: [e.swap(e.key(e.opp, 'active'), zone, e.opp)] };
        });
        return true;
      },
    ],
    [
      // Provoke: "If he or she has any Baby Pokémon and/or Basic Pokémon there, you may put any
      // number of them onto your opponent's Bench (as long as there's room)."
      /^If he or she has any ([^.]+?) there, you may put any number of them onto your opponent's Bench \(as long as there's room\)\.$/i,
      (m, p) => {
        const hand = notesOf(p).hand;
        const filter = kindsOf(m[1] as string);
        if (!hand || !filter) return false;
        p.post.push(when(hand.guard, [...benchFromHand('opp', filter, m[1] as string)]));
        return true;
      },
    ],
    [
      /^Then, your opponent looks at your hand\.$/i,
      (_m, p) => {
        if (!notesOf(p).hand) return false;
        p.post.push((e) =>
          e.zoneCards(e.me, 'hand').length === 0
            ? undefined
            : { actions: [{ ...e.revealHand(e.me), to: [e.opp] } as Action] },
        );
        notesOf(p).shownHand = true;
        return true;
      },
    ],
    [
      /^If you have any ([^.]+?) there, your opponent may put any number of them onto your Bench \(as long as there's room\)\.$/i,
      (m, p) => {
        const filter = kindsOf(m[1] as string);
        if (!notesOf(p).shownHand || !filter) return false;
        p.post.push(...benchFromHand('me', filter, m[1] as string));
        return true;
      },
    ],
    [
      // Data Retrieval: "If you have less than 4 cards in your hand, draw cards until you have 4
      // cards in your hand."; Loving Draw: "Draw cards until you have the same number of cards in
      // your hand as your opponent has in his or her hand." — as many as the gap, none without one.
      /^(?:If you have (less than|fewer than|no more than) (\d+|one|two|three|four|five|six|seven) cards in your hand, )?draw cards(?: from your deck)? until you have (?:(\d+|one|two|three|four|five|six|seven) cards in your hand|the same number of cards in your hand as your opponent has(?: in (?:his or her|their) hand)?)\.$/i,
      (m, p) => {
        const words: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7 };
        const num = (w: string) => words[w.toLowerCase()] ?? count(w);
        const limit = m[2] === undefined ? undefined : num(m[2]);
        const under = (e: EffectEnv) => {
          const held = e.zoneCards(e.me, 'hand').length;
          if (limit === undefined) return true;
          return /no more/i.test(m[1] as string) ? held <= limit : held < limit;
        };
        const target = (e: EffectEnv) =>
          m[3] !== undefined ? num(m[3]) : e.zoneCards(e.opp, 'hand').length;
        p.post.push(
          when(under, [draw((e) => Math.max(0, target(e) - e.zoneCards(e.me, 'hand').length))]),
        );
        return true;
      },
    ],
    [
      // "For each heads, draw 2 cards." (Tentacle Grip), after a number of coins.
      /^For each heads, draw (a card|(\d+|two|three) cards)\.$/i,
      (m, p) => {
        if (p.coins !== 'many') return false;
        const n = m[2] ? count(m[2]) : 1;
        p.post.push(draw((e) => n * e.heads()));
        return true;
      },
    ],
    [
      // Fairy Power: the Active Pokémon may be among them (its player then promotes a Benched
      // Pokémon, or loses with none left in play); done last, since the attacker may leave.
      /^(?:If (heads|tails), )?(?:you may )?return any number of your Pokémon in play and all cards attached to them to your hand\.$/i,
      (m, p) => {
        p.last = [...(p.last ?? []), ...onFlip(m[1], returnAnyToHand())];
        return true;
      },
    ],
    // ------------------------------------------------------------ Stadium
    [
      // Also Knock Over's "You may discard any Stadium card in play." (only one is ever in play).
      /^(?:If there is a Stadium card in play, you may discard it|You may discard any Stadium card in play)\.$/i,
      (_m, p) => {
        const stadium = (e: EffectEnv) => e.state.zones.stadium?.cards[0];
        p.post.push(
          when(
            (e) => stadium(e) !== undefined,
            [
              mayDo('stadium', 'Discard the Stadium card in play?'),
              when(said('stadium'), [
                (e) => {
                  const id = stadium(e);
                  if (id === undefined) return undefined;
                  const owner = e.state.cards[id]?.owner ?? e.me;
                  return {
                    actions: [e.move(id, 'stadium', e.key(owner, 'discard'), undefined, owner)],
                  };
                },
              ]),
            ],
          ),
        );
        return true;
      },
    ],
  ];
}

// ------------------------------------------------------------------ batch 2: cards attached, Energy, leaving play, switching

/** Cards attached to a Pokémon that are Trainers (Tools, attached Items), not the Pokémon itself. */
const attachedTrainers = (e: EffectEnv, mon: PokemonInPlay) =>
  (e.state.zones[mon.zone]?.cards ?? []).filter((id) => {
    if (id === mon.top || mon.stages.includes(id)) return false;
    return e.card(id)?.supertype === 'Trainer';
  });

/** Discards every Trainer card attached to each Pokémon `which` returns (the effect reaching it). */
const discardAttachedTrainers =
  (which: (e: EffectEnv) => PokemonInPlay[]): StepFn =>
  (e) => {
    const actions: Action[] = [];
    for (const mon of which(e)) {
      if (!effectReaches(e, mon)) continue;
      for (const id of attachedTrainers(e, mon)) {
        const owner = e.state.cards[id]?.owner ?? e.opp;
        actions.push(e.move(id, mon.zone, e.key(owner, 'discard'), undefined, owner));
      }
    }
    return actions.length > 0 ? { actions } : undefined;
  };

/** "a Trainer card" / "a Special Energy card" / "a basic Energy card" attached to a Pokémon. */
function attachedKind(words: string): ((c: PokemonCard) => boolean) | undefined {
  if (/^Trainer$/i.test(words)) return (c) => c.supertype === 'Trainer';
  if (/^Special Energy$/i.test(words)) return (c) => c.supertype === 'Energy' && !isBasicEnergy(c);
  if (/^basic Energy$/i.test(words)) return isBasicEnergy;
  if (/^Energy$/i.test(words)) return (c) => c.supertype === 'Energy';
  return undefined;
}

/** Cards of a kind attached to your own Pokémon (those `only` lets in), as options. */
function attachedToOwn(
  e: EffectEnv,
  filter: (c: PokemonCard) => boolean,
  only?: (mon: PokemonInPlay) => boolean,
) {
  return e.inPlay(e.me).flatMap((mon) =>
    only && !only(mon)
      ? []
      : (e.state.zones[mon.zone]?.cards ?? [])
          .filter((id) => id !== mon.top && !mon.stages.includes(id))
          .filter((id) => {
            const c = e.card(id);
            return c !== undefined && filter(c);
          })
          .map((id) => e.cardOption(id, ` on ${mon.zone} ${mon.card.name}`)),
  );
}

/** Cards of a kind attached to the opponent's Pokémon the effect reaches, as options. */
function attachedToOpponents(
  e: EffectEnv,
  filter: (c: PokemonCard) => boolean,
  only?: (mon: PokemonInPlay) => boolean,
) {
  return e.inPlay(e.opp).flatMap((mon) =>
    (only && !only(mon)) || !effectReaches(e, mon)
      ? []
      : (e.state.zones[mon.zone]?.cards ?? [])
          .filter((id) => id !== mon.top && !mon.stages.includes(id))
          .filter((id) => {
            const c = e.card(id);
            return c !== undefined && filter(c);
          })
          .map((id) => e.cardOption(id, ` on ${mon.zone} ${mon.card.name}`)),
  );
}

/** The opponent's Pokémon in each of their in-play spots, for "each of your opponent's Pokémon". */
const OPPONENT_SPOTS = ['active', 'bench_1', 'bench_2', 'bench_3', 'bench_4', 'bench_5'] as const;

/** Energy searched from the deck: "a Fire Energy card", "a basic Energy card", "2 Basic Energy cards". */
function deckEnergy(words: string): ((c: PokemonCard) => boolean) | undefined {
  const m = new RegExp(`^(?:${TYPE} |(basic) )?Energy cards?$`, 'i').exec(words);
  if (!m) return undefined;
  const type = m[1] as EnergyType | undefined;
  // "an Energy card": any Energy card, Special Energy too.
  if (!type && !m[2]) return (c) => c.supertype === 'Energy';
  return (c) => isBasicEnergy(c) && (!type || provides(type)(c));
}

/** Who gets Energy attached: the attacker, 1 of your (TYPE) Pokémon, 1 of your Benched Pokémon. */
function attachTarget(words: string): ((e: EffectEnv) => PokemonInPlay[]) | undefined {
  if (new RegExp(`^${SELF}$`, 'i').test(words)) return (e) => (e.self ? [e.self] : []);
  if (/^1 of (?:them|your Benched Pokémon)$/i.test(words)) return (e) => e.bench(e.me);
  // "your Pokémon", "any of your Pokémon": 1 of them, the player's choice.
  if (/^(?:any of )?your Pokémon$/i.test(words)) return (e) => e.inPlay(e.me);
  // "your Active Pokémon" (the EX sets' "1 of your Active Pokémon" read for one a side).
  if (/^your Active Pokémon$/i.test(words))
    return (e) => e.inPlay(e.me).filter((m) => m.zone === e.key(e.me, 'active'));
  const typed = new RegExp(`^1 of your (?:${TYPE} )?Pokémon$`, 'i').exec(words);
  if (typed) {
    const type = typed[1] as EnergyType | undefined;
    return (e) => e.inPlay(e.me).filter((m) => !type || m.card.types.includes(type));
  }
  return undefined;
}

/**
 * Energy named in a discard pile: "Energy cards" (any, Special Energy too), "basic Energy
 * cards", "Fire Energy cards" (basic Fire Energy, as the classic texts mean it).
 */
function energyKind(words: string): ((c: PokemonCard) => boolean) | undefined {
  const m = new RegExp(`^(?:${TYPE} |(basic) )?Energy cards?$`, 'i').exec(words);
  if (!m) return undefined;
  const type = m[1] as EnergyType | undefined;
  if (type) return (c) => isBasicEnergy(c) && provides(type)(c);
  return m[2] ? isBasicEnergy : (c) => c.supertype === 'Energy';
}

/** Attaches the cards chosen into `v` to 1 Pokémon of `targets` (chosen when several fit). */
function attachToOne(v: string, targets: (e: EffectEnv) => PokemonInPlay[]): Step[] {
  return [
    when(
      (e) => e.chosen(v).length > 0,
      [
        chooseOwn(`${v}:to`, 'Choose the Pokémon to attach the Energy to.', (m, e) =>
          targets(e).some((t) => t.zone === m.zone),
        ),
        attachChosenTo(v, `${v}:to`),
      ],
    ),
  ];
}

/** Sentences that move cards attached to Pokémon, Energy, whole Pokémon, and switch. */
function movingRules(read: ReadSentences): Rule[] {
  return [
    // ------------------------------------------------------------ Trainer cards attached
    [
      /^(?:If (heads|tails), )?discard all Trainer cards attached to your opponent's Pokémon\.$/i,
      (m, p) =>
        void p.post.push(...onFlip(m[1], [discardAttachedTrainers((e) => e.inPlay(e.opp))])),
    ],
    [
      // "all" or "any" (Plunder on Darkness Cube 01): every Trainer card attached.
      /^Before doing damage, discard (?:all|any) Trainer cards attached to the Defending Pokémon(?: \(before they affect the damage\))?\.$/i,
      (_m, p) => void p.pre.push(discardAttachedTrainers((e) => (e.defender ? [e.defender] : []))),
    ],
    [
      /^(?:If (heads|tails), )?choose an? (Trainer|Special Energy|basic Energy) card attached to 1 of your opponent's Pokémon\. Your opponent shuffles that card into his or her deck\.$/i,
      (m, p) => {
        const filter = attachedKind(m[2] as string);
        if (!filter) return false;
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => ({
              var: 'attached',
              kind: 'target',
              prompt: `Choose a ${m[2]} card attached to 1 of your opponent's Pokémon: they shuffle it into their deck.`,
              options: attachedToOpponents(e, filter),
            })),
            (e) => {
              const id = e.picked('attached');
              const from = id === undefined ? undefined : zoneOf(e, id);
              if (!id || !from) return undefined;
              const deck = e.key(e.opp, 'deck');
              return { actions: [e.move(id, from, deck, undefined, e.opp), e.shuffle(e.opp)] };
            },
          ]),
        );
        return true;
      },
    ],
    [
      // Mystery Plate β: "Choose 2 Energy cards attached to the Defending Pokémon (1 if there is
      // only 1). Your opponent shuffles those cards into his or her deck." — you choose.
      /^(?:If (heads|tails), )?choose (\d+) Energy cards attached to the Defending Pokémon \(1 if there is only 1\)\. Your opponent shuffles those cards into his or her deck\.$/i,
      (m, p) => {
        const n = Number(m[2]);
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => {
              const d = e.defender;
              const ids = d && effectReaches(e, d) ? d.energy : [];
              if (ids.length === 0) return undefined;
              const k = Math.min(n, ids.length);
              return {
                var: 'shuffled',
                kind: 'target',
                prompt: `Choose ${k} Energy card${k === 1 ? '' : 's'} attached to the Defending Pokémon: your opponent shuffles ${k === 1 ? 'it' : 'them'} into his or her deck.`,
                options: ids.map((id) => e.cardOption(id)),
                min: k,
                max: k,
              };
            }),
            (e) => {
              const from = e.defender?.zone;
              const ids = e.chosen('shuffled');
              if (!from || ids.length === 0) return undefined;
              const deck = e.key(e.opp, 'deck');
              return {
                actions: [
                  ...ids.map((id) => e.move(id, from, deck, undefined, e.opp)),
                  e.shuffle(e.opp),
                ],
              };
            },
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy of the opponent's Pokémon
    [
      /^(?:If (heads|tails), )?choose 1 Energy card attached to each of your opponent's Pokémon that has any Energy cards(?: attached to it)? and discard those Energy cards\.$/i,
      (m, p) => {
        const each = OPPONENT_SPOTS.flatMap((spot, i) =>
          discardEnergy(
            (e) => e.pokemon(e.key(e.opp, spot)),
            1,
            () => true,
            `each:${i}`,
          ),
        );
        p.post.push(...onFlip(m[1], each));
        return true;
      },
    ],
    [
      /^If heads, choose 1 of those cards and discard it\.$/i,
      (_m, p) => {
        const n = notesOf(p);
        if (!n.defenderEnergyCoin) return false;
        p.post.push(
          ...onFlip(
            'heads',
            discardEnergy((e) => e.defender, 1),
          ),
        );
        return true;
      },
    ],
    [
      /^If the Defending Pokémon has any Energy cards attached to it, flip a coin\.$/i,
      (_m, p) => {
        flipped(p, 1);
        p.post.push(when((e) => energyOn(e, e.defender).length > 0, [flip()]));
        notesOf(p).defenderEnergyCoin = true;
        return true;
      },
    ],
    [
      /^For each heads, choose 1 Energy card attached to the Defending Pokémon, if any, and discard it\.$/i,
      (_m, p) => {
        if (p.coins !== 'many') return false;
        p.post.push(
          ...discardEnergy(
            (e) => e.defender,
            (e) => e.heads(),
          ),
        );
        return true;
      },
    ],
    [
      // Energy Patch: "Take a basic Energy card attached to 1 of your Pokémon and attach it to
      // another of your Pokémon." (nothing to do with fewer than 2 Pokémon in play).
      /^(?:If (heads|tails), )?(?:take|choose) an? (basic Energy|Energy) card attached to 1 of your Pokémon and attach it to another of your Pokémon\.$/i,
      (m, p) => {
        const filter = /basic/i.test(m[2] as string) ? isBasicEnergy : is.energy;
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => ({
              var: 'moved',
              kind: 'energy',
              prompt: `Choose ${m[2]} card attached to 1 of your Pokémon to move.`,
              options: e.inPlay(e.me).length < 2 ? [] : attachedToOwn(e, filter),
            })),
            when(
              (e) => e.chosen('moved').length > 0,
              [
                chooseOwn(
                  'movedTo',
                  'Choose another of your Pokémon to attach it to.',
                  (x, e) => x.zone !== zoneOf(e, e.picked('moved') ?? ''),
                ),
                attachChosenTo('moved', 'movedTo'),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    [
      // Reflect Energy: "If you have any Benched Pokémon and if there are any basic Energy cards
      // attached to SELF, take 1 of those Energy cards and attach it to 1 of those Pokémon."
      new RegExp(
        `^If you have any Benched Pokémon and if there are any (basic )?Energy cards attached to ${SELF}, (?:take|choose) 1 of those Energy cards and attach it to 1 of those Pokémon\\.$`,
        'i',
      ),
      (m, p) => {
        const filter = m[1] ? isBasicEnergy : is.energy;
        p.post.push(
          when(
            (e) => e.bench(e.me).length > 0 && e.self !== undefined,
            [
              choose((e) => ({
                var: 'moved',
                kind: 'energy',
                prompt: `Choose ${m[1] ? 'a basic' : 'an'} Energy card attached to this Pokémon to move.`,
                options: e.self ? attachedToOwn(e, filter, (x) => x.zone === e.self?.zone) : [],
              })),
              when(
                (e) => e.chosen('moved').length > 0,
                [
                  chooseOwn(
                    'movedTo',
                    'Choose 1 of your Benched Pokémon to attach it to.',
                    () => true,
                    'bench',
                  ),
                  attachChosenTo('moved', 'movedTo'),
                ],
              ),
            ],
          ),
        );
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?choose a basic Energy card attached to 1 of your opponent's Pokémon and attach it to another of your opponent's Pokémon of your choice\.$/i,
      (m, p) => {
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => ({
              var: 'moved',
              kind: 'energy',
              prompt:
                "Choose a basic Energy card attached to 1 of your opponent's Pokémon to move.",
              // Only with another of their Pokémon to take it.
              options:
                e.inPlay(e.opp).filter((x) => effectReaches(e, x)).length < 2
                  ? []
                  : attachedToOpponents(e, isBasicEnergy),
            })),
            when(
              (e) => e.chosen('moved').length > 0,
              [
                chooseOpponents(
                  'movedTo',
                  "Choose another of your opponent's Pokémon to attach it to.",
                  (x, e) => x.zone !== zoneOf(e, e.picked('moved') ?? '') && effectReaches(e, x),
                ),
                attachChosenTo('moved', 'movedTo'),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?choose 1 Energy card attached to the Defending Pokémon and 1 of your opponent's Benched Pokémon\. Attach that Energy card to that Pokémon\.$/i,
      (m, p) => {
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => {
              const d = e.defender;
              const ok = d && effectReaches(e, d) && e.bench(e.opp).length > 0;
              return {
                var: 'moved',
                kind: 'energy',
                prompt: 'Choose 1 Energy card attached to the Defending Pokémon to move.',
                options: ok ? energyOn(e, d).map((id) => e.cardOption(id)) : [],
              };
            }),
            when(
              (e) => e.chosen('moved').length > 0,
              [
                chooseOpponents(
                  'movedTo',
                  "Choose 1 of your opponent's Benched Pokémon to attach it to.",
                  () => true,
                  'bench',
                ),
                attachChosenTo('moved', 'movedTo'),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy from the deck or hand
    [
      /^(?:If (heads|tails), )?(For each heads, )?(?:If you have any benched Pokémon, )?(you may )?search your deck for (?:up to )?(a|an|\d+|two|three) ([^.]+?) and attach (?:it|them) to ([^.]+?)(?:\. Then shuffle your deck)?\.$/i,
      // "up to 2": a deck search may always find fewer (the pick's fewest is 0 either way).
      (m, p) => {
        const coin = m[1];
        const [each, words, to] = [m[2] !== undefined, m[5] as string, m[6] as string];
        if (coin && each) return false;
        const filter = deckEnergy(words);
        const targets = attachTarget(to);
        if (!filter || !targets) return false;
        if (each && p.coins !== 'many') return false;
        const benched = /If you have any benched/i.test(m[0]);
        if (benched !== /^1 of them$/i.test(to)) return false;
        const n = count(m[4] as string);
        p.post.push(
          ...onFlip(coin, [
            when(
              (e) => targets(e).length > 0,
              [
                pick({
                  var: 'energy',
                  from: 'deck',
                  filter: (c) => filter(c),
                  max: (e) => (each ? e.heads() : n),
                  prompt: `Choose ${each ? 'up to 1 per heads' : n === 1 ? 'a' : n} ${words} to attach.`,
                }),
                ...(each || n > 1
                  ? attachChosenEach('energy', (e) => targets(e))
                  : attachToOne('energy', targets)),
              ],
            ),
          ]),
          ...(/Then shuffle/i.test(m[0]) ? [shuffleDeck()] : []),
        );
        return true;
      },
    ],
    [/^Then shuffle your deck\.$/i, (_m, p) => void p.post.push(shuffleDeck())],
    [
      // Plasma, Collect Fire: "If there are any Lightning Energy cards in your discard pile, flip
      // a coin. If heads, attach 1 of them to SELF." — no such card, no coin.
      /^If there are any ([^.,]+?) in your discard pile, flip a coin\. If heads, attach (a|an|1|one) of them to ([^.]+)\.$/i,
      (m, p) => {
        const filter = energyKind((m[1] as string).replace(/ card$/i, ' cards'));
        const targets = attachTarget(m[3] as string);
        if (!filter || !targets) return false;
        const any = (e: EffectEnv) =>
          e.zoneCards(e.me, 'discard').some((id) => {
            const c = e.card(id);
            return c !== undefined && filter(c);
          });
        flipped(p, 1);
        p.pre.push(when(any, [flip()]));
        p.post.push(
          when(
            (e) => e.heads() > 0 && any(e) && targets(e).length > 0,
            [
              pick({
                var: 'energy',
                from: 'discard',
                filter,
                min: 1,
                max: 1,
                prompt: `Choose 1 ${m[1]} from your discard pile to attach.`,
              }),
              ...attachToOne('energy', targets),
            ],
          ),
        );
        return true;
      },
    ],
    [
      // Plasma: "If heads, search your discard pile for a Lightning Energy card and attach it to
      // SELF." — the discard pile is open to both players, so searching it is choosing from it:
      // read as "choose … from your discard pile and attach it to …" (its reminder the same).
      /^(If (?:heads|tails), )?search your discard pile for (up to )?(a|an|1|one|2|two|3|three) ([^.]+?) and attach (it|them) to ([^.]+?)( \(1 if there is only 1\))?\.$/i,
      (m, p) =>
        read(
          `${m[1] ?? ''}choose ${m[2] ?? ''}${m[3]} ${m[4]} from your discard pile and attach ${m[5]} to ${m[6]}${m[7] ? ' (1 if you have only 1)' : ''}.`,
          p,
        ),
    ],
    [
      // Energy from the discard pile: "Choose up to 2 Energy cards from your discard pile and
      // attach them to SELF", "Take 1 Lightning Energy card from …", "Attach up to 2 … to SELF".
      /^(?:If (heads|tails), )?(?:you may )?(?:(?:take|choose) (up to )?(a|an|1|one|2|two|3|three) ([^.]+?) from your discard pile and attach (?:it|them) to|attach (up to )?(a|an|1|one|2|two|3|three) ([^.]+?) from your discard pile to) ([^.]+?)( \(1 if you have only 1\))?\.$/i,
      (m, p) => {
        const upTo = (m[2] ?? m[5]) !== undefined || /you may/i.test(m[0]);
        // "(1 if you have only 1)": as many as there are, up to the count (what a fixed count
        // does anyway); said of a count of 2 only.
        if (m[9] && count((m[3] ?? m[6]) as string) !== 2) return false;
        const n = count((m[3] ?? m[6]) as string);
        const words = (m[4] ?? m[7]) as string;
        const filter = energyKind(words);
        const targets = attachTarget(m[8] as string);
        if (!filter || !targets) return false;
        // "it" for one card, "them" for more: the count must agree with the words.
        if ((n === 1) !== /card$/i.test(words)) return false;
        p.post.push(
          ...onFlip(m[1], [
            when(
              (e) => targets(e).length > 0,
              [
                pick({
                  var: 'energy',
                  from: 'discard',
                  filter,
                  max: n,
                  ...(upTo ? {} : { min: n }),
                  prompt: `Choose ${upTo ? 'up to ' : ''}${n} ${words} from your discard pile to attach.`,
                }),
                ...attachToOne('energy', targets),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    [
      // Energy from the hand: "Attach an Energy card from your hand to SELF", "Attach up to 2
      // Grass Energy cards …", "Attach any number of basic Energy cards …" (to 1 Pokémon).
      /^(?:If (heads|tails), )?(you may )?attach ((?:up to |any number of )?[^.]*?Energy cards?) from your hand to ([^.]+)\.$/i,
      // "… to your Pokémon in any way you like" (Energy Shower): each card to the Pokémon the
      // player chooses for it.
      (m, p) => {
        const wanted = readWanted(m[3] as string);
        const anyWay = / in any way you like$/i.exec(m[4] as string);
        const targets = attachTarget((m[4] as string).replace(/ in any way you like$/i, ''));
        if (!wanted || !targets || /\bnamed\b/i.test(wanted.words)) return false;
        const optional = m[2] !== undefined || /^(?:up to|any number)/i.test(m[3] as string);
        p.post.push(
          ...onFlip(m[1], [
            when(
              (e) => targets(e).length > 0,
              [
                pick({
                  var: 'energy',
                  from: 'hand',
                  filter: (c, e) => c.supertype === 'Energy' && wanted.filter(c, e),
                  max: wanted.max,
                  ...(optional ? {} : { min: wanted.max }),
                  prompt: `Choose ${wanted.words} from your hand to attach.`,
                }),
                ...(anyWay ? attachChosenEach('energy', targets) : attachToOne('energy', targets)),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Attach up to (\\d+|two) ${TYPE} Energy cards from your hand to 1 of your (?:${TYPE} )?Pokémon\\.$`,
        'i',
      ),
      (m, p) => {
        const [n, type, kind] = [
          count(m[1] as string),
          m[2] as EnergyType,
          m[3] as EnergyType | undefined,
        ];
        p.post.push(
          pick({
            var: 'energy',
            from: 'hand',
            filter: (c) => isBasicEnergy(c) && provides(type)(c),
            max: n,
            prompt: `Choose up to ${n} ${type} Energy cards from your hand to attach.`,
          }),
          ...attachToOne('energy', (e) =>
            e.inPlay(e.me).filter((x) => !kind || x.card.types.includes(kind)),
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ discard piles
    [
      /^(?:If (heads|tails), )?choose a card from your opponent's discard pile and put it on top of his or her deck\.$/i,
      (m, p) =>
        void p.post.push(
          ...onFlip(m[1], [
            pick({
              var: 'pranked',
              from: 'discard',
              who: 'opp',
              filter: () => true,
              min: 1,
              max: 1,
              prompt:
                "Choose a card from your opponent's discard pile to put on top of their deck.",
            }),
            (e) => {
              const id = e.picked('pranked');
              if (!id) return undefined;
              return {
                actions: [e.move(id, e.key(e.opp, 'discard'), e.key(e.opp, 'deck'), 'top', e.opp)],
              };
            },
          ]),
        ),
    ],
    [
      new RegExp(
        `^For each heads, if you have an? ${TYPE} Energy card in your discard pile, put it into your hand\\.$`,
        'i',
      ),
      (m, p) => {
        if (p.coins !== 'many') return false;
        const type = m[1] as EnergyType;
        p.post.push(
          pick({
            var: 'returned',
            from: 'discard',
            filter: (c) => isBasicEnergy(c) && provides(type)(c),
            min: 99,
            max: (e) => e.heads(),
            prompt: `Choose a ${type} Energy card from your discard pile per heads to put into your hand.`,
          }),
          (e) => {
            const ids = e.chosen('returned');
            const discard = e.key(e.me, 'discard');
            return ids.length > 0
              ? { actions: ids.map((id) => e.move(id, discard, e.key(e.me, 'hand'))) }
              : undefined;
          },
        );
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?shuffle a card from your discard pile into your deck\.$/i,
      (m, p) =>
        void p.post.push(
          ...onFlip(m[1], [
            pick({
              var: 'back',
              from: 'discard',
              filter: () => true,
              min: 1,
              max: 1,
              prompt: 'Choose a card from your discard pile to shuffle into your deck.',
            }),
            (e) => {
              const id = e.picked('back');
              if (!id) return undefined;
              return {
                actions: [e.move(id, e.key(e.me, 'discard'), e.key(e.me, 'deck')), e.shuffle(e.me)],
              };
            },
          ]),
        ),
    ],
    // ------------------------------------------------------------ Pokémon leaving play
    [
      /^If you have any Benched Pokémon, shuffle 1 of them and all cards attached to it into your deck\.$/i,
      (_m, p) =>
        void p.post.push(
          when(
            (e) => e.bench(e.me).length > 0,
            [
              chooseOwn(
                'leaving',
                'Choose 1 of your Benched Pokémon to shuffle, with all cards attached to it, into your deck.',
                () => true,
                'bench',
              ),
              (e) => {
                const zone = e.picked('leaving');
                if (!zone) return undefined;
                return { actions: [e.moveStack(zone, e.key(e.me, 'deck')), e.shuffle(e.me)] };
              },
            ],
          ),
        ),
    ],
    [
      /^Return the Defending Pokémon and all cards attached to it to your opponent's hand\.$/i,
      (_m, p) =>
        void p.post.push((e) => {
          const d = e.defender;
          if (!d || !effectReaches(e, d)) return undefined;
          return { actions: [e.moveStack(d.zone, e.key(e.opp, 'hand'))] };
        }),
    ],
    // ------------------------------------------------------------ switching
    [
      new RegExp(
        `^If heads, choose 1 of your opponent's Benched Pokémon and switch it with the Defending Pokémon\\. The new Defending Pokémon is now ${CONDITION}\\.$`,
        'i',
      ),
      (m, p) => {
        p.post.push(ifHeadsSteps([...gust(), status(cond(m[1] as string))]));
        return true;
      },
    ],
    [
      new RegExp(
        `^If your opponent has any Benched Pokémon, choose 1 of them and switch it with the Defending Pokémon, then flip a coin\\. If heads, the new Defending Pokémon is now ${CONDITION}\\.$`,
        'i',
      ),
      (m, p) => {
        flipped(p, 1);
        p.post.push(
          when(
            (e) => e.bench(e.opp).length > 0,
            [...gust(), flip(), ...onFlip('heads', [status(cond(m[1] as string))])],
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ batch 4
    [
      // Koga's Zubat: "Before doing damage, you may search your deck for any number of Basic
      // Pokémon named X and put them onto your Bench. (You can't get more cards …) If you do,
      // shuffle your deck afterward."
      /^Before doing damage, you may search your deck for any number of Basic Pokémon named ([^.]+?) and put them onto your Bench\. \(You can't get more cards with this attack than you have room on your Bench\.\) If you do, shuffle your deck afterward\.$/i,
      (m, p) => {
        const names = namesIn(m[1] as string);
        p.pre.push(
          pick({
            var: 'called',
            from: 'deck',
            filter: (c, e) => isBasicPokemon(c) && namesNow(names, e).includes(c.name),
            max: (e) => e.emptyBench(e.me).length,
            prompt: `You may choose any number of Basic Pokémon named ${names.join(' or ')} to put onto your Bench.`,
          }),
          benchChosen('called'),
          when((e) => e.chosen('called').length > 0, [shuffleDeck()]),
        );
        return true;
      },
    ],
    [
      // Sabrina's Mr. Mime: up to 3 cards of the hand on top of the deck, then that many basic
      // Energy cards searched, shown, into the hand.
      /^Choose up to (\d+|three) cards from your hand and put them on top of your deck\. Then search your deck for that many basic Energy cards\. Show those cards to your opponent, then put them into your hand\.$/i,
      (m, p) => {
        const n = count(m[1] as string);
        p.post.push(
          pick({
            var: 'returned',
            from: 'hand',
            filter: () => true,
            max: n,
            prompt: `Choose up to ${n} cards from your hand to put on top of your deck.`,
          }),
          (e) => {
            const ids = e.chosen('returned');
            if (ids.length === 0) return undefined;
            const hand = e.key(e.me, 'hand');
            const deck = e.key(e.me, 'deck');
            return { actions: ids.map((id) => e.move(id, hand, deck, 'top')) };
          },
          when(
            (e) => e.chosen('returned').length > 0,
            [
              pick({
                var: 'found',
                from: 'deck',
                filter: isBasicEnergy,
                max: (e) => e.chosen('returned').length,
                prompt:
                  'Choose that many basic Energy cards to show your opponent and put into your hand.',
              }),
              moveChosen('found', 'hand', { reveal: true }),
            ],
          ),
        );
        return true;
      },
    ],
    [
      // Light Golduck: each player looks at the top 3 of their own deck and may show and take
      // its basic Energy cards; then both decks are shuffled.
      /^Your opponent looks at the top (\d+|three) cards of his or her deck\. If any of them are basic Energy cards, he or she may show any number of them to you and put them into his or her hand\. You do the same\.$/i,
      (m, p) => {
        const n = count(m[1] as string);
        const side = (who: Side): Step[] => [
          pick({
            var: `top:${who}`,
            from: 'deck',
            who,
            byOwner: true,
            top: n,
            filter: isBasicEnergy,
            max: n,
            prompt: `You may show any number of the basic Energy cards among the top ${n} cards of your deck and put them into your hand.`,
          }),
          moveChosen(`top:${who}`, 'hand', { reveal: true }),
        ];
        p.post.push(...side('opp'), ...side('me'));
        return true;
      },
    ],
    [
      // "Either way, A." after a choice (Pull In): A happens whatever was chosen.
      /^Either way, (?!you may )([^.]+)\.$/i,
      (m, p) => {
        const clause = m[1] as string;
        const sub = newPlan();
        if (!read(`${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`, sub)) return false;
        if (
          sub.pre.length > 0 ||
          sub.amount.length > 0 ||
          sub.unplayable.length > 0 ||
          sub.coins ||
          sub.always
        )
          return false;
        // Also when an earlier sentence ended the text ("If tails, this attack does nothing").
        p.always = [...(p.always ?? []), ...sub.post];
        return true;
      },
    ],
    [
      // Also as "Either way, …" (read by the damage rules' either-way sentence).
      /^Each player shuffles his or her deck\.$/i,
      (_m, p) => void p.post.push(shuffleDeck('opp'), shuffleDeck('me')),
    ],
    // ------------------------------------------------------------ batch 3
    [
      // Mega Flame: "For each tails, discard 1 Fire Energy card from Entei, if it has any."
      new RegExp(
        `^For each (heads|tails), discard (?:1|an?) ${TYPE} Energy card (?:from|attached to) SELF, if it has any\\.$`,
        'i',
      ),
      (m, p) => {
        if (p.coins !== 'many') return false;
        const tails = (m[1] as string).toLowerCase() === 'tails';
        const type = m[2] as EnergyType;
        p.post.push(
          ...discardEnergy(
            (e) => e.self,
            (e) => (tails ? e.tails() : e.heads()),
            provides(type),
          ),
        );
        return true;
      },
    ],
    [
      // Third Eye: the Energy is the price of the draw, chosen before it.
      /^Discard (?:1|an?) Energy card attached to SELF in order to draw up to (\d+|two|three) cards\.$/i,
      (m, p) => {
        const n = count(m[1] as string);
        p.post.push(
          ...discardEnergy(
            (e) => e.self,
            1,
            () => true,
            'cost',
          ),
          when(
            (e) => e.num('cost:count') > 0,
            [
              chooseCount(
                'drawn',
                `How many cards do you draw (up to ${n})?`,
                (e) => Math.min(n, e.zoneCards(e.me, 'deck').length),
                'me',
              ),
              draw((e) => Number(e.picked('drawn') ?? 0)),
            ],
          ),
        );
        return true;
      },
    ],
    [
      /^Look at the top (\d+|three) cards of either player's deck and rearrange them as you like\.$/i,
      (m, p) => {
        const n = count(m[1] as string);
        const owner = (e: EffectEnv) => (e.picked('whose') === 'opponent' ? e.opp : e.me);
        p.post.push(
          choose(() => ({
            var: 'whose',
            kind: 'target',
            prompt: `Whose deck do you look at the top ${n} cards of?`,
            options: [
              { value: 'yours', label: 'your deck' },
              { value: 'opponent', label: "your opponent's deck" },
            ],
          })),
          ...rearrangeTop(() => n, owner),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^If you have any ${TYPE} Pokémon on your Bench, remove all ${TYPE} Energy cards from SELF and attach them to 1 of those Pokémon, then switch SELF with that Pokémon\\.$`,
        'i',
      ),
      (m, p) => {
        const [kind, type] = [m[1] as EnergyType, m[2] as EnergyType];
        const fits = (x: PokemonInPlay) => x.card.types.includes(kind);
        p.post.push(
          when(
            (e) => e.bench(e.me).some(fits),
            [
              chooseOwn(
                'passedTo',
                `Choose 1 of your Benched ${kind} Pokémon to take the ${type} Energy and switch in.`,
                fits,
                'bench',
              ),
              (e) => {
                const to = e.picked('passedTo');
                const self = e.self;
                if (!to || !self) return undefined;
                const moves = energyOn(e, self, provides(type)).map((id) =>
                  e.move(id, self.zone, to, 'bottom'),
                );
                return { actions: [...moves, e.swap(self.zone, to)] };
              },
            ],
          ),
        );
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?remove all damage counters from 1 of your Benched Pokémon and discard all Energy cards attached to it\.$/i,
      (m, p) =>
        void p.post.push(
          ...onFlip(m[1], [
            chooseOwn('washed', 'Choose 1 of your Benched Pokémon.', () => true, 'bench'),
            (e) => {
              const zone = e.picked('washed');
              const mon = zone ? e.pokemon(zone) : undefined;
              if (!zone || !mon) return undefined;
              const discard = e.key(e.me, 'discard');
              return {
                actions: [
                  ...e.heal(zone, mon.damage),
                  ...mon.energy.map((id) => e.move(id, zone, discard)),
                ],
              };
            },
          ]),
        ),
    ],
    [
      // Crystal Wave: "If tails, this attack does 30 damage and, if your opponent has …, B."
      /^If (heads|tails), this attack does (\d+) damage and, (if [^.]+)\.$/i,
      (m, p) => {
        const [side, n, clause] = [m[1] as string, m[2] as string, m[3] as string];
        const both = `If ${side}, this attack does ${n} damage. If ${side}, ${clause}.`;
        const scratch: Plan = {
          ...p,
          pre: [...p.pre],
          amount: [...p.amount],
          post: [...p.post],
          unplayable: [...p.unplayable],
          ...(p.last ? { last: [...p.last] } : {}),
        };
        if (!read(both, scratch)) return false;
        Object.assign(p, scratch);
        return true;
      },
    ],
  ];
}

/** The steps under heads of the last coin. */
const ifHeadsSteps = (steps: Step[]) => onFlip('heads', steps)[0] as Step;
