import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import { isEvolution } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { evolutionRefusal } from '../rules/evolution-check';
import { namesIn, namesNow, onFlip, type Plan, type Rule } from './attack-plan';
import type { EffectEnv } from './env';
import {
  benchChosen,
  choose,
  counters,
  draw,
  mayDo,
  pick,
  said,
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
  /** A card of the opponent's hand was put onto their Bench (its id in `fromHand`). */
  fromHand?: boolean;
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

/** The Pokémon a search evolves: the attacker, or one of your Benched Pokémon. */
const evolveTargets = (target: 'self' | 'bench') => (e: EffectEnv) =>
  target === 'self' ? (e.self ? [e.self] : []) : e.bench(e.me);

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
function evolveFromDeck(
  target: 'self' | 'bench',
  fits: (c: PokemonCard, e: EffectEnv) => boolean,
  prompt: string,
): Step[] {
  const targets = evolveTargets(target);
  return [
    pick({
      var: 'evolution',
      from: 'deck',
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
    `^choose (a|an|1|up to (\\d+|two|three)) (.+?) from ${owner} discard pile and (put (?:it|them) into ${owner} hand|shuffle (?:it|them) into ${owner} deck)$`,
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

// ------------------------------------------------------------------ the rules

/** The rules (see the module comment). */
export function cardAttackRules(): Rule[] {
  return [
    // ------------------------------------------------------------ evolving from the deck
    [
      /^(?:If (heads), )?search your deck for (?:an Evolution card named ([^.]+?)|a card that evolves from (SELF|1 of your Benched Pokémon)) and (?:put (?:it|that card) on|attach (?:it|that card) to) (SELF|that Pokémon)\.$/i,
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
      /^Put an? (.+?) card from (your|your opponent's) discard pile onto (your|his or her) Bench\.$/i,
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
      /^If it's an? (.+?) card, (?:put it in(?:to)? your opponent's discard pile; otherwise, put it into his or her hand|discard it)\.$/i,
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
      /^If your opponent's Bench isn't full, look at his or her hand\.$/i,
      (_m, p) => {
        const guard = (e: EffectEnv) => e.emptyBench(e.opp).length > 0;
        p.post.push(when(guard, [lookAtHand]));
        notesOf(p).hand = { guard };
        return true;
      },
    ],
    [
      /^If (?:he or she|your opponent) has any (.+?) there, choose 1 of them(?:\. Your opponent shuffles that card into his or her deck| and put it on his or her Bench)\.$/i,
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
          if (!zone?.includes('bench')) return undefined;
          return { actions: [e.swap(e.key(e.opp, 'active'), zone, e.opp)] };
        });
        return true;
      },
    ],
    // ------------------------------------------------------------ Stadium
    [
      /^If there is a Stadium card in play, you may discard it\.$/i,
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
