import type { Action } from '@playmat/engine';
import { trainerKind } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { SpecialCondition } from '../game/state';
import { PRIZE_ZONES } from '../game/zones';
import { evolveFromDeck } from './card-attack-rules';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { pokemonPhrase } from './pokemon-phrase';
import { count, kindsFilter, type MayAct, moveCounter, type Rule, TYPE } from './power-plan';
import { POWER_NOUN } from './power-stops';
import {
  attachChosenTo,
  chooseOwn,
  draw,
  heal,
  is,
  mayDo,
  moveChosen,
  pick,
  said,
  searchDeck,
  shuffleDeck,
  shuffleHandIntoDeck,
  step,
  untilTurn,
  when,
} from './steps';
import type { Step } from './types';

/**
 * More sentences of classic Pokémon Powers (issue #28, second pass), read into the same plan as
 * `power-patterns.ts`' rules: each names its Pokémon with the shared phrase reader
 * (`pokemonPhrase`), so "1 of your Pokémon", "1 of your Pokémon with Unown in its name" and "1 of
 * your Magnemites, Magnetons, or Dark Magnetons" are one rule, not three.
 */

/** The Pokémon of yours the phrase names. */
const yours = (e: EffectEnv, fits: (c: PokemonInPlay['card']) => boolean) =>
  e.inPlay(e.me).filter((x) => fits(x.card));

/** The Energy cards a rule may take: "Energy card" is any; "Grass Energy card" the basic one. */
const energyFilter = (type: string | undefined): ((c: PokemonCard) => boolean) =>
  type ? is.basicEnergyOf(type as EnergyType) : is.energy;

const energyOn = (e: EffectEnv, mon: PokemonInPlay, fits: (c: PokemonCard) => boolean) =>
  mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && fits(c);
  });

/** Shows cards of a hidden zone to the Power's player alone: an engine reveal, so it stays seen. */
export const showMe = (e: EffectEnv, ids: readonly string[], zone: string): Action =>
  ({ ...e.reveal(ids, zone), to: [e.me] }) as Action;

/** A choice of one of `player`'s Prizes, face down, by its place. */
export const choosePrize = (v: string, whose: (e: EffectEnv) => string, prompt: string) =>
  step((e) => ({
    choose: {
      var: v,
      kind: 'take',
      prompt,
      options: PRIZE_ZONES.filter((z) => e.zoneCards(whose(e), z).length > 0).map((z) => ({
        value: e.key(whose(e), z),
        label: `${whose(e) === e.me ? 'your' : "your opponent's"} ${z.replace('_', ' ')}`,
      })),
    },
  }));

/** The chosen Prize (a zone in `v`) shown to the Power's player. */
const showPrize = (v: string) =>
  step((e) => {
    const zone = e.picked(v);
    const id = zone ? e.state.zones[zone]?.cards[0] : undefined;
    return zone && id ? { actions: [showMe(e, [id], zone)], looked: true } : undefined;
  });

export const hasPrizes = (e: EffectEnv, player: string) =>
  PRIZE_ZONES.some((z) => e.zoneCards(player, z).length > 0);

/** What Mankey's Peek may look at, each with what shows it. */
const PEEKS: readonly {
  readonly value: string;
  readonly label: string;
  readonly can: (e: EffectEnv) => boolean;
  readonly steps: Step[];
}[] = [
  ...(['me', 'opp'] as const).map((who) => {
    const player = (e: EffectEnv) => (who === 'me' ? e.me : e.opp);
    return {
      value: `deck-${who}`,
      label: `the top card of ${who === 'me' ? 'your' : "your opponent's"} deck`,
      can: (e: EffectEnv) => e.zoneCards(player(e), 'deck').length > 0,
      steps: [
        step((e) => ({
          actions: [
            showMe(e, e.zoneCards(player(e), 'deck').slice(0, 1), e.key(player(e), 'deck')),
          ],
          looked: true,
        })),
      ],
    };
  }),
  {
    value: 'hand-opp',
    label: "a random card from your opponent's hand",
    can: (e) => e.zoneCards(e.opp, 'hand').length > 0,
    steps: [
      step((e) => ({ roll: { var: 'random', sides: [e.zoneCards(e.opp, 'hand').length] } })),
      step((e) => {
        const at = (e.vars.random as readonly number[] | undefined)?.[0] ?? 0;
        const id = e.zoneCards(e.opp, 'hand')[at];
        return id ? { actions: [showMe(e, [id], e.key(e.opp, 'hand'))], looked: true } : undefined;
      }),
    ],
  },
  ...(['me', 'opp'] as const).map((who) => {
    const player = (e: EffectEnv) => (who === 'me' ? e.me : e.opp);
    return {
      value: `prize-${who}`,
      label: `one of ${who === 'me' ? 'your' : "your opponent's"} Prizes`,
      can: (e: EffectEnv) => hasPrizes(e, player(e)),
      steps: [
        choosePrize('prize', player, 'Choose the Prize (face down) to look at.'),
        showPrize('prize'),
      ],
    };
  }),
];

/** The Pokémon a "… is no longer Asleep" / "remove all Special Conditions from …" clause names, each a zone now (or none). */
export const CURED: Record<string, (e: EffectEnv) => readonly string[]> = {
  'your active pokémon': (e) => [e.key(e.me, 'active')],
  'the defending pokémon': (e) => [e.key(e.opp, 'active')],
  "your opponent's active pokémon": (e) => [e.key(e.opp, 'active')],
  self: (e) => (e.self ? [e.self.zone] : []),
  'each active pokémon': (e) => [e.key(e.me, 'active'), e.key(e.opp, 'active')],
  'each of your pokémon': (e) => e.inPlay(e.me).map((x) => x.zone),
  'all of your pokémon': (e) => e.inPlay(e.me).map((x) => x.zone),
};

const CONDITION = '(?:Asleep|Burned|Confused|Paralyzed|Poisoned)';
const ALL_CONDITIONS: readonly SpecialCondition[] = [
  'asleep',
  'burned',
  'confused',
  'paralyzed',
  'poisoned',
];

/** "Asleep, Confused, Paralyzed, or Poisoned" / "affected by any Special Conditions" → which. */
function conditionsNamed(words: string): readonly SpecialCondition[] | undefined {
  if (/^affected by (?:a|any) Special Conditions?$/i.test(words)) return ALL_CONDITIONS;
  if (!new RegExp(`^${CONDITION}(?:(?:,|,? or) ${CONDITION})*$`).test(words)) return undefined;
  return words
    .split(/,\s*(?:or\s+)?|\s+or\s+/)
    .map((c) => c.trim().toLowerCase() as SpecialCondition);
}

/** Removes `which` Special Conditions from the Pokémon in the zones `zones` name. */
const cure = (
  zones: readonly ((e: EffectEnv) => readonly string[])[],
  which: readonly SpecialCondition[],
): Step =>
  step((e) => {
    const all = [...new Set(zones.flatMap((z) => z(e)))];
    const actions = all.flatMap((zone) =>
      which.flatMap((c) => {
        const a = e.removeCondition(zone, c);
        return a ? [a] : [];
      }),
    );
    return actions.length > 0 ? { actions } : undefined;
  });

/**
 * Sentences of the third pass (issue #28, session 6), each a clause other wordings share:
 * "you may use this power.", "X (and Y) is/are no longer …", "you may draw a card.", "choose a
 * card from your hand and put it on top of your deck", "remove N damage counters from your Active
 * Pokémon" (power-patterns.ts reads the clauses that hold other sentences: "if it is on your
 * Bench, …", "Then, …").
 */
const THIRD_PASS_RULES: readonly Rule[] = [
  // "Once during your turn (before your attack), you may use this power. …": the rest is what
  // using it does.
  [
    new RegExp(`^Use this ${POWER_NOUN}\\.$`, 'i'),
    (_m, p) => p.declared === true && p.steps.length === 0,
  ],
  [
    // Venusaur's Solar Power: "Your Active Pokémon and the Defending Pokémon are no longer
    // Asleep, Confused, Paralyzed, or Poisoned."
    /^(.+?) (?:is|are) no longer ([^.]+)\.$/i,
    (m, p) => {
      const who = (m[1] as string).split(/,\s*(?:and\s+)?|\s+and\s+/).map((w) => w.trim());
      const zones = who.map((w) => CURED[w === 'SELF' ? 'self' : w.toLowerCase()]);
      const which = conditionsNamed(m[2] as string);
      if (!which || zones.length === 0 || zones.some((z) => z === undefined)) return false;
      p.steps.push(cure(zones as ((e: EffectEnv) => readonly string[])[], which));
      return true;
    },
  ],
  [
    // Self-healing (Poké-Body): "Whenever you attach a Fire Energy card from your hand to
    // Flareon, remove all Special Conditions affecting Flareon."
    /^Remove all Special Conditions (?:affecting|from) (.+?)\.$/i,
    (m, p) => {
      const who = m[1] as string;
      const zones = CURED[who === 'SELF' || who === 'it' ? 'self' : who.toLowerCase()];
      if (!zones) return false;
      p.steps.push(cure([zones], ALL_CONDITIONS));
      return true;
    },
  ],
  [
    // Dragonite's Special Delivery: "… you may draw a card. If you do, …".
    /^Draw (a card|(\d+|two|three) cards)\.$/i,
    (m, p) => {
      const n = m[2] ? count(m[2]) : 1;
      // Drawing is using the Power: with an empty deck there is nothing to use.
      if (p.declared && p.steps.length === 0)
        p.unplayable.push((e) =>
          e.zoneCards(e.me, 'deck').length > 0 ? undefined : 'your deck is empty.',
        );
      p.drew = (p.drew ?? 0) + n;
      p.steps.push(draw(n));
      return true;
    },
  ],
  [
    /^Choose (a|1|\d+|two|three) cards? from your hand and put (?:it|them) on top of your deck\.$/i,
    (m, p) => {
      const n = count(m[1]);
      const drawn = p.drew ?? 0;
      p.unplayable.push((e) =>
        // Before the draw that comes first, the hand may hold fewer: the cards drawn make it up.
        e.zoneCards(e.me, 'hand').length + Math.min(drawn, e.zoneCards(e.me, 'deck').length) >= n
          ? undefined
          : `you need ${n} card${n === 1 ? '' : 's'} in your hand.`,
      );
      p.steps.push(
        pick({
          var: 'returned',
          from: 'hand',
          filter: () => true,
          min: n,
          max: n,
          prompt: `Choose ${n === 1 ? 'a card' : `${n} cards`} from your hand to put on top of your deck.`,
        }),
        // Face down: the opponent learns how many cards went back, not which.
        step((e) => {
          const ids = e.chosen('returned');
          const hand = e.key(e.me, 'hand');
          const deck = e.key(e.me, 'deck');
          const actions = ids.map((id) => e.move(id, hand, deck, 'top'));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    /^Remove (1|a|\d+|two|three|four) damage counters? from your Active Pokémon\.$/i,
    (m, p) => {
      p.removedFromActive = true;
      p.steps.push(heal((e) => e.key(e.me, 'active'), count(m[1]) * 10));
      return true;
    },
  ],
  [
    /^If (?:it|your Active Pokémon) has fewer damage counters than that, remove all of them\.$/i,
    (_m, p) => p.removedFromActive === true,
  ],
];

/** Whose cards a may-clause speaks of, in its own words. */
const OWN = { me: 'your', opp: 'his or her' } as const;
/** Who the card is shown to, in the words of a clause about `side`. */
const OTHER = { me: 'your opponent', opp: 'you' } as const;

/**
 * "shuffle his or her hand into his or her deck and then draw 4 cards", "search his or her deck
 * for a Pokémon Tool card, show that card to you, and put it into his or her hand" — read for
 * the player the clause is about (`opp`: the opponent's words; `me`: yours).
 */
function readMayAct(clause: string, side: 'me' | 'opp'): MayAct | undefined {
  const own = OWN[side];
  const redraw = new RegExp(
    `^shuffle ${own} hand into ${own} deck,? and (?:then )?draw (\\d+|a|two|three|four|five|six|seven) cards?$`,
    'i',
  ).exec(clause);
  if (redraw) return { kind: 'redraw', n: count(redraw[1]) };
  const search = new RegExp(
    `^search ${own} deck for (an? [^,]+?),? show (?:it|that card) to ${OTHER[side]},? and put it into ${own} hand$`,
    'i',
  ).exec(clause);
  if (search && kindsFilter(search[1] as string))
    return { kind: 'search', what: search[1] as string };
  return undefined;
}

/** The steps of a may-clause for `side`: that player is asked, and decides what is chosen. */
function mayActSteps(act: MayAct, side: 'me' | 'opp', v: string): Step[] {
  if (act.kind === 'redraw')
    return [
      mayDo(v, `Shuffle your hand into your deck and draw ${act.n} cards?`, side),
      when(said(v), [shuffleHandIntoDeck(side), draw(act.n, side)]),
    ];
  const filter = kindsFilter(act.what) ?? (() => false);
  return [
    mayDo(v, `Search your deck for ${act.what} (shown to your opponent)?`, side),
    when(said(v), [
      pick({
        var: `${v}Card`,
        who: side,
        byOwner: side === 'opp',
        from: 'deck',
        filter,
        max: 1,
        prompt: `Choose ${act.what} to show your opponent and put into your hand.`,
      }),
      moveChosen(`${v}Card`, 'hand', { reveal: true }),
    ]),
  ];
}

/** A Pokémon with a Pokémon Power (not a modern Ability). */
const hasPokemonPower = (x: PokemonInPlay) =>
  x.card.abilities.some((a) => /Pok[eé]mon Power|Poké-Power|Poké-Body/i.test(a.type));

/**
 * Sentences that carry out what other sets' rules already do, read for Powers: one player's
 * "may" then the other's (Light Togetic's Gift, Unown [E]'s [Engage]), evolving from the deck
 * (Koga's Kakuna's Emerge), a Benched Pokémon's Power stopped while it stays Benched
 * (Igglybuff's Gaze).
 */
const SHARED_ACT_RULES: readonly Rule[] = [
  [
    /^Your opponent may ([^.]+)\.$/i,
    (m, p) => {
      const act = readMayAct(m[1] as string, 'opp');
      if (!act) return false;
      p.opponentMay = act;
      p.steps.push(...mayActSteps(act, 'opp', 'opponentMay'));
      return true;
    },
  ],
  [
    // "Either way, you may do the same, and then each player who searched shuffles his or her
    // deck." — each search is shuffled after both players had their turn to search.
    /^Either way, you may (do the same|[^.]+?)(, and then each player who searched shuffles his or her deck)?\.$/i,
    (m, p) => {
      const before = p.opponentMay;
      if (!before) return false;
      const act = /^do the same$/i.test(m[1] as string) ? before : readMayAct(m[1] as string, 'me');
      if (!act) return false;
      // A search with no shuffle said, or a shuffle said with no search: another meaning.
      const searches = act.kind === 'search' && before.kind === 'search';
      if (searches !== (m[2] !== undefined)) return false;
      p.steps.push(...mayActSteps(act, 'me', 'youMay'));
      if (searches)
        p.steps.push(
          when(said('opponentMay'), [shuffleDeck('opp')]),
          when(said('youMay'), [shuffleDeck('me')]),
        );
      return true;
    },
  ],
  [
    // Koga's Kakuna's Emerge: "search your deck for an Evolution card named Koga's Beedrill and
    // put it on Koga's Kakuna." — under the evolution rules, as "(This counts as evolving …)" says.
    /^Search your deck for (?:an Evolution card named ([^.]+?)|a card that evolves from SELF) and put (?:it|that card) on SELF\.$/,
    (m, p) => {
      const name = m[1];
      p.evolving = true;
      p.steps.push(
        ...evolveFromDeck(
          'self',
          (c) => name === undefined || c.name === name,
          name
            ? `Choose ${name} to evolve this Pokémon.`
            : 'Choose a card that evolves from this Pokémon.',
        ),
      );
      return true;
    },
  ],
  [/^\(?This counts as evolving SELF\.\)?$/, (_m, p) => p.evolving === true],
  [
    // Igglybuff's Gaze: the two sentences together say how long the effect lasts.
    /^Choose 1 of your opponent's Benched Pokémon that has a Pokémon Power\. That power stops working until the end of (?:this|the) turn\. This effect ends if that Pokémon leaves the Bench\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.bench(e.opp).some(hasPokemonPower)
          ? undefined
          : "none of your opponent's Benched Pokémon has a Pokémon Power.",
      );
      p.steps.push(
        step((e) => ({
          choose: {
            var: 'gazed',
            kind: 'target',
            prompt: "Choose 1 of your opponent's Benched Pokémon that has a Pokémon Power.",
            options: e
              .bench(e.opp)
              .filter(hasPokemonPower)
              .map((x) => e.pokemonOption(x)),
          },
        })),
        step((e) => {
          const mon = e.pokemon(e.picked('gazed') ?? '');
          if (!mon) return undefined;
          const marker: Marker = {
            kind: 'power-stopped-on-bench',
            card: mon.top,
            until: untilTurn(e, 'this-turn'),
            source: e.effect.name,
          };
          return { mark: [marker] };
        }),
      );
      return true;
    },
  ],
];

export const MORE_POWER_RULES: readonly Rule[] = [
  [
    // Dark Porygon2's Spatial Distortion: the Stadium in play (if any) goes to its owner's
    // discard pile, as when a Stadium is played — what the parenthesis after it says.
    /^Choose a Stadium card from your discard pile and put it into play\.$/,
    (_m, p) => {
      p.stadiumPlayed = true;
      p.steps.push(
        pick({
          from: 'discard',
          filter: (c) => trainerKind(c) === 'Stadium',
          min: 1,
          max: 1,
          prompt: 'Choose a Stadium card from your discard pile to put into play.',
        }),
        step((e) => {
          const id = e.picked('picked');
          if (!id) return undefined;
          const old = e.state.zones.stadium?.cards[0];
          const owner = old ? (e.state.cards[old]?.owner ?? e.me) : undefined;
          return {
            actions: [
              ...(old && owner
                ? [e.move(old, 'stadium', e.key(owner, 'discard'), undefined, owner)]
                : []),
              e.move(id, e.key(e.me, 'discard'), 'stadium'),
            ],
          };
        }),
      );
      return true;
    },
  ],
  [
    /^\(If there's already a Stadium card in play, discard it\.\)$/,
    (_m, p) => p.stadiumPlayed === true,
  ],
  [
    // Unown [O]: "… look at 5 cards from the top of your opponent's deck and put them back in
    // the same order." — shown to its player alone; the deck is left as it was.
    /^Look at (\d+|one|two|three|four|five) cards from the top of (your opponent's|your) deck and put them back in the same order\.$/,
    (m, p) => {
      const n = count(m[1]);
      const whose = (e: EffectEnv) => (m[2] === 'your' ? e.me : e.opp);
      p.unplayable.push((e) =>
        e.zoneCards(whose(e), 'deck').length > 0 ? undefined : `${m[2]} deck is empty.`,
      );
      p.steps.push(
        step((e) => {
          const top = e.zoneCards(whose(e), 'deck').slice(0, n);
          return { actions: [showMe(e, top, e.key(whose(e), 'deck'))], looked: true };
        }),
      );
      return true;
    },
  ],
  [
    // Unown [S]: "… look at 1 of your Prize cards. Return that Prize card face down."
    /^Look at 1 of your Prize cards\. Return that Prize card face down\.$/,
    (_m, p) => {
      p.unplayable.push((e) => (hasPrizes(e, e.me) ? undefined : 'you have no Prizes left.'));
      p.steps.push(
        choosePrize('prize', (e) => e.me, 'Choose 1 of your Prizes (face down) to look at.'),
        showPrize('prize'),
      );
      return true;
    },
  ],
  [
    // Mankey's Peek: one look, of the player's choosing, among those there is something for.
    /^Look at one of the following: the top card of either player's deck, a random card from your opponent's hand, or one of either player's Prizes\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        PEEKS.some((k) => k.can(e)) ? undefined : 'there is nothing to look at.',
      );
      p.steps.push(
        step((e) => ({
          choose: {
            var: 'peek',
            kind: 'target',
            prompt: 'Choose what to look at.',
            options: PEEKS.filter((k) => k.can(e)).map((k) => ({ value: k.value, label: k.label })),
          },
        })),
        ...PEEKS.map((k) => when((e) => e.picked('peek') === k.value, k.steps)),
      );
      return true;
    },
  ],
  [
    // Healing Fire: "…, remove 1 damage counter from it, if it has any." — "it" is SELF.
    /^Remove (1|a|\d+) damage counters? from (?:it|SELF), if it has any\.$/,
    (m, p) => {
      if (!p.itIsSelf) return false;
      p.unplayable.push((e) =>
        e.self && e.self.damage > 0 ? undefined : 'it has no damage counters.',
      );
      p.steps.push(heal((e) => e.self?.zone, count(m[1]) * 10));
      return true;
    },
  ],
  [
    // Unown [L]: the shuffle is the whole effect, so a deck of 2+ cards reordered is a change.
    /^Each player shuffles his or her deck\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => ({
          actions: [e.shuffle(e.me), e.shuffle(e.opp)],
          reorders: [e.me, e.opp].some((pl) => e.zoneCards(pl, 'deck').length > 1),
        })),
      ),
  ],
  [
    // Venusaur's Energy Trans ("… 1 of your Pokémon and attach it to a different one"), Magneton's
    // Electromagnetic Power ("… 1 of your Magnemites, Magnetons, or Dark Magnetons and attach it
    // to a different 1 of your Magnemites, Magnetons, and Dark Magnetons").
    new RegExp(
      `^Take 1 (?:${TYPE} )?Energy card attached to 1 of your ([^.]+?) and attach it to a different (?:one|1 of your ([^.]+?))\\.$`,
    ),
    (m, p) => {
      const from = pokemonPhrase(m[2] as string, p.cardName);
      const to = m[3] === undefined ? from : pokemonPhrase(m[3], p.cardName);
      if (!from || !to) return false;
      const energy = energyFilter(m[1]);
      const what = `${m[1] ? `${m[1]} ` : ''}Energy card`;
      const holders = (e: EffectEnv) =>
        yours(e, from).filter((x) => energyOn(e, x, energy).length > 0);
      p.unplayable.push((e) =>
        holders(e).some((h) => yours(e, to).some((x) => x.zone !== h.zone))
          ? undefined
          : `you need a ${what} attached to 1 of your ${m[2]?.replace(/SELF/g, p.cardName)} and another to move it to.`,
      );
      p.steps.push(
        step((e) => ({
          choose: {
            var: 'energy',
            kind: 'energy',
            prompt: `Choose ${/^[AEIOU]/.test(what) ? 'an' : 'a'} ${what} to move.`,
            options: holders(e)
              .filter((h) => yours(e, to).some((x) => x.zone !== h.zone))
              .flatMap((x) =>
                energyOn(e, x, energy).map((id) => e.cardOption(id, ` on ${x.zone}`)),
              ),
          },
        })),
        chooseOwn('to', 'Choose the Pokémon to attach it to.', (x, e) => {
          const id = e.picked('energy');
          return id !== undefined && !x.energy.includes(id) && to(x.card);
        }),
        attachChosenTo('energy', 'to'),
      );
      return true;
    },
  ],
  [
    // Unown [B]: "Move 1 damage counter from 1 of your Pokémon with Unown in its name to Unown
    // [B]." (with "This power can't be used if Unown [B] has 10 HP left"); Chansey's wording adds
    // "as long as you don't Knock Out SELF".
    /^Move 1 damage counter from 1 of your ([^.]+?) to SELF( as long as you don't Knock Out SELF)?\.$/,
    (m, p) => {
      const from = pokemonPhrase(m[1] as string, p.cardName);
      if (!from) return false;
      const sources = (e: EffectEnv) =>
        yours(e, from).filter((x) => x.damage > 0 && x.zone !== e.self?.zone);
      const safe = m[2] !== undefined;
      p.unplayable.push((e) => {
        const self = e.self;
        if (!self) return 'this Pokémon is not in play.';
        if (safe && self.hp - self.damage <= 10)
          return 'one more damage counter would Knock it Out.';
        return sources(e).length > 0
          ? undefined
          : `none of your other ${m[1]?.replace(/SELF/g, p.cardName)} has damage counters.`;
      });
      p.steps.push(
        chooseOwn('from', 'Choose the Pokémon to move a damage counter from.', (x, e) =>
          sources(e).some((s) => s.zone === x.zone),
        ),
        step((e) => ({ set: { to: e.self ? [e.self.zone] : [] } })),
        ...moveCounter('from', 'to', !safe),
      );
      return true;
    },
  ],
  [
    /^This power can't be used if SELF has (\d+) HP left\.$/,
    (m, p) =>
      void p.unplayable.push((e) =>
        e.self && e.self.hp - e.self.damage === Number(m[1])
          ? `it has ${m[1]} HP left.`
          : undefined,
      ),
  ],
  [
    // Giovanni's Persian's Call the Boss: one sentence, the card shown before it is taken.
    /^Search your deck for ([^.]+?), show it to your opponent, and put it into your hand\.$/,
    (m, p) => {
      const filter = kindsFilter(m[1] as string);
      if (!filter) return false;
      p.steps.push(
        ...searchDeck({
          filter,
          max: 1,
          to: 'hand',
          reveal: true,
          shuffle: false,
          prompt: `Choose ${m[1]} to show your opponent and put into your hand.`,
        }),
      );
      return true;
    },
  ],
  [
    // Blissey's Softboiled: what removing counters does anyway, said after both coin sides.
    /^Either way, if SELF has fewer damage counters than that, remove all of them\.$/,
    (_m, p) => p.removedFromSelf === true,
  ],
  ...THIRD_PASS_RULES,
  ...SHARED_ACT_RULES,
];
