import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { EffectEnv } from './env';
import { rearrangeTop } from './more-trainer-rules';
import { pokemonPhrase } from './pokemon-phrase';
import { place } from './power-clauses';
import { count, kindsFilter, type Plan, type Rule, TYPE } from './power-plan';
import {
  attachChosenEach,
  attachChosenTo,
  choose,
  chooseOwn,
  endTurn,
  energyCount,
  energyOn,
  flip,
  ifHeads,
  ifTails,
  is,
  pick,
  step,
  when,
} from './steps';
import type { Step } from './types';

/**
 * More Poké-Power clauses (issue #28, session 8), each a form other wordings share:
 * - "choose 1 of your Benched Pokémon (and flip a coin)": the one chosen is "the chosen Benched
 *   Pokémon" / "that Pokémon" of the clauses after it;
 * - "count the number of Energy attached to SELF and then remove that many damage counters
 *   from <one Pokémon>";
 * - "each player removes up to N damage counters from his or her Active Pokémon";
 * - "choose 2 of your opponent's Pokémon that have Energy cards attached to them. Choose 1 of
 *   the Energy cards attached to each of those Pokémon and switch them between the Pokémon.";
 * - "move any number of basic Energy cards attached to your other Pokémon to SELF";
 * - "put a basic Energy card from your hand into your deck" (a kind of card, with the shuffle
 *   that must follow);
 * - "look at the top N cards of your deck and rearrange them as you like" (or "put them back in
 *   any order"), your opponent's or either player's.
 */

/** Whose Pokémon a clause names. */
const side = (whose: string) => (/opponent/i.test(whose) ? 'opp' : 'me');

/** The one Pokémon a counted clause acts on: SELF, your Active Pokémon, or the one chosen. */
function onePokemon(words: string, p: Plan) {
  const at = place(words, p);
  if (
    !at ||
    !/^(?:SELF|your Active Pokémon|that Pokémon|the chosen (?:Benched )?Pokémon)$/i.test(words)
  )
    return undefined;
  return (e: EffectEnv) => e.inPlay(e.me).find((x) => at.fits(x, e));
}

/** What "the number of Energy (cards) attached to X" counts: units of Energy, or cards. */
function energyCounted(words: string): ((e: EffectEnv) => PokemonInPlay | undefined) | undefined {
  if (words === 'SELF') return (e) => e.self;
  if (/^your Active Pokémon$/i.test(words)) return (e) => e.active(e.me);
  if (/^(?:the Defending Pokémon|your opponent's Active Pokémon)$/i.test(words))
    return (e) => e.active(e.opp);
  return undefined;
}

const CHOSEN_RULES: readonly Rule[] = [
  [
    // Happy Healing: "choose 1 of your Benched Pokémon and flip a coin." — the choice comes
    // before the coin, whatever it shows.
    /^Choose (1 of your (?:Benched )?Pokémon)( and flip a coin)?\.$/i,
    (m, p) => {
      const at = place(m[1] as string, p);
      if (!at || p.thatCard) return false;
      const benched = /Benched/i.test(m[1] as string);
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => at.fits(x, e)) ? undefined : `you have no ${at.words}.`,
      );
      p.thatCard = 'chosen';
      p.steps.push(
        chooseOwn(
          'chosenZone',
          `Choose ${m[1]}.`,
          (x, e) => at.fits(x, e),
          benched ? 'bench' : 'any',
        ),
        step((e) => {
          const mon = e.pokemon(e.picked('chosenZone') ?? '');
          return mon ? { set: { chosen: [mon.top] } } : undefined;
        }),
      );
      if (m[2]) {
        p.coins += 1;
        p.steps.push(flip());
      }
      return true;
    },
  ],
  [
    // "count the number of Energy attached to SELF and then remove that many damage counters
    // from the chosen Benched Pokémon": "Energy" counts units (a Double Colorless is 2), "Energy
    // cards" counts cards.
    /^Count the number of (Energy|Energy cards) attached to (.+?) and then remove that many damage counters from (.+)\.$/i,
    (m, p) => {
      const counted = energyCounted(m[2] as string);
      const target = onePokemon(m[3] as string, p);
      if (!counted || !target) return false;
      const cards = /cards/i.test(m[1] as string);
      p.steps.push(
        step((e) => {
          const mon = target(e);
          const holder = counted(e);
          const n = holder ? (cards ? holder.energy.length : energyCount(e, holder)) : 0;
          if (!mon || mon.damage <= 0 || n <= 0) return undefined;
          return { actions: e.heal(mon.zone, n * 10) };
        }),
      );
      return true;
    },
  ],
  [
    // Good Neighbor: "each player removes up to 2 damage counters from his or her Active
    // Pokémon." — "up to" as every healing clause reads it: as many as there are, at most N.
    /^Each player removes (?:up to )?(1|a|\d+|two|three) damage counters? from his or her Active Pokémon\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      p.steps.push(
        step((e) => {
          const actions = [e.me, e.opp].flatMap((pl) => {
            const active = e.active(pl);
            return active && active.damage > 0 ? e.heal(active.zone, hp) : [];
          });
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
];

/** "basic Energy cards", "Energy cards", "Fire Energy cards" → which Energy cards. */
const energyCards = (word: string | undefined): ((c: PokemonCard) => boolean) => {
  if (word === undefined) return is.energy;
  // "basic Water Energy cards" (Legendary Ascent) are the Water Energy cards of the classic wording.
  const type = word.replace(/^basic /, '');
  return type === 'basic' ? is.basicEnergy : is.basicEnergyOf(type as never);
};

const ENERGY_WORD = `(?:(basic|(?:basic )?(?:${TYPE.slice(1, -1)})) )?`;

const SWAP = new RegExp(
  `^(?:If (heads|tails), )?choose 2 of (your opponent's|your) Pokémon that have ${ENERGY_WORD}Energy cards attached to them\\. Choose 1 of the ${ENERGY_WORD}Energy cards attached to each of those Pokémon and switch them between the Pokémon\\.$`,
  'i',
);

const ENERGY_MOVE_RULES: readonly Rule[] = [
  [
    // Magnetic Flow: both sentences name the same two Pokémon, so they are one clause (and one
    // branch of the coin before them).
    SWAP,
    (m, p) => {
      if (m[1] !== undefined && p.coins !== 1) return false;
      if ((m[3] ?? '') !== (m[4] ?? '')) return false;
      const fits = energyCards(m[3]);
      const who = side(m[2] as string);
      const holders = (e: EffectEnv) =>
        e.inPlay(who === 'me' ? e.me : e.opp).filter((x) => energyOn(e, x, fits).length > 0);
      const owner = (e: EffectEnv) => (who === 'me' ? e.me : e.opp);
      p.unplayable.push((e) =>
        holders(e).length >= 2
          ? undefined
          : `${who === 'me' ? 'you need' : 'your opponent needs'} 2 Pokémon with Energy cards attached.`,
      );
      const energyOf = (v: string, i: number) =>
        choose((e) => {
          const mon = e.pokemon(e.chosen('pair')[i] ?? '');
          return mon
            ? {
                var: v,
                kind: 'energy',
                prompt: `Choose 1 of the Energy cards attached to ${mon.card.name} (${mon.zone}).`,
                options: energyOn(e, mon, fits).map((id) => e.cardOption(id)),
              }
            : undefined;
        });
      const body: Step[] = [
        choose((e) => ({
          var: 'pair',
          kind: who === 'me' ? 'own-pokemon' : 'opponent-pokemon',
          prompt: `Choose 2 of ${m[2]} Pokémon that have Energy cards attached to them.`,
          options: holders(e).map((x) => e.pokemonOption(x)),
          min: 2,
          max: 2,
        })),
        energyOf('first', 0),
        energyOf('second', 1),
        step((e) => {
          const [a, b] = e.chosen('pair');
          const x = e.picked('first');
          const y = e.picked('second');
          if (!a || !b || !x || !y) return undefined;
          return {
            actions: [e.move(x, a, b, 'bottom', owner(e)), e.move(y, b, a, 'bottom', owner(e))],
          };
        }),
      ];
      p.steps.push(
        ...(m[1] === undefined ? body : m[1] === 'heads' ? [ifHeads(...body)] : [ifTails(...body)]),
      );
      return true;
    },
  ],
  [
    // Attract Energy: "move any number of basic Energy cards attached to your other Pokémon to
    // SELF." — any of them, none included; Legendary Ascent: "you may also move any number of
    // basic Water Energy cards attached to your Pokémon to SELF." (those on SELF stay put).
    new RegExp(
      `^(?:You may (?:also )?)?(?:Move|Take) any number of ${ENERGY_WORD}Energy cards attached to your (?:other )?Pokémon (?:to|and attach them to) SELF\\.$`,
      'i',
    ),
    (m, p) => {
      const fits = energyCards(m[1]);
      const others = (e: EffectEnv) =>
        e.inPlay(e.me).filter((x) => x.zone !== e.self?.zone && energyOn(e, x, fits).length > 0);
      p.steps.push(
        choose((e) => {
          const options = others(e).flatMap((x) =>
            energyOn(e, x, fits).map((id) => e.cardOption(id, ` on ${x.card.name} (${x.zone})`)),
          );
          return {
            var: 'energy',
            kind: 'energy',
            prompt: `Choose any number of ${m[1] ? `${m[1]} ` : ''}Energy cards to move to ${p.cardName}.`,
            options,
            min: 0,
            max: options.length,
          };
        }),
        attachChosenTo('energy', 'self'),
      );
      return true;
    },
  ],
];

const DISCARDED_RULES: readonly Rule[] = [
  [
    // Howl: what "discard the top 5 cards of your deck" does with a shorter deck anyway.
    /^\(If you have fewer cards in your deck than that, discard all of them\.\)$/i,
    (_m, p) => p.discardedTop === true,
  ],
  [
    // Howl: "If any of those are Fire Energy cards, attach them to any of your Fire Pokémon of
    // your choice." — every one of them, each to a Pokémon its player chooses.
    /^If any of those (?:cards )?are ([^,]+), attach them to (?:any of )?your ([^.]+?) (?:of your choice|in any way you like)\.$/i,
    (m, p) => {
      const fits = kindsFilter(m[1] as string);
      const holder = pokemonPhrase(m[2] as string, p.cardName);
      if (!p.discardedTop || !fits || !holder || !/Energy cards$/.test(m[1] as string))
        return false;
      p.steps.push(
        step((e) => ({
          set: {
            found: e.chosen('discarded').filter((id) => {
              const c = e.card(id);
              return c !== undefined && fits(c) && e.zoneCards(e.me, 'discard').includes(id);
            }),
          },
        })),
        ...attachChosenEach('found', (e) => e.inPlay(e.me).filter((x) => holder(x.card))),
      );
      return true;
    },
  ],
  [
    /^Using this (?:power|Poké-Power|Pokémon Power) ends your turn\.$/i,
    (_m, p) => void p.steps.push(endTurn),
  ],
];

/** Energy cards attached to all of a player's Pokémon. */
export const energyCardsInPlay = (e: EffectEnv, player: string) =>
  e.inPlay(player).reduce((n, x) => n + x.energy.length, 0);

const COUNTED_RULES: readonly Rule[] = [
  [
    // Heat Up: the count is only what "If your opponent has more total Energy cards attached"
    // compares (power-patterns.ts reads that clause with the sentences it holds).
    /^Count the total number of Energy cards attached to all of your Pokémon and all of your opponent's Pokémon\.$/i,
    (_m, p) => {
      p.countedTotals = true;
      return true;
    },
  ],
  [
    // Heat Up: "you may search your deck for 1 Fire Energy card and attach it to 1 of your
    // Benched Pokémon, if any." — with no such Pokémon nothing is taken.
    /^(?:You may )?search your deck for (?:a|an|1) ([^.]+?Energy card) and attach it to (1 of your [^.,]+?)(, if any)?\.$/i,
    (m, p) => {
      const fits = kindsFilter(`a ${m[1]}`);
      const to = place(m[2] as string, p);
      if (!fits || !to) return false;
      const any = (e: EffectEnv) => e.inPlay(e.me).some((x) => to.fits(x, e));
      if (!m[3]) p.unplayable.push((e) => (any(e) ? undefined : `you have no ${to.words}.`));
      p.steps.push(
        when(any, [
          pick({ from: 'deck', filter: fits, max: 1, prompt: `Choose ${m[1]} to attach.` }),
          when(
            (e) => e.chosen('picked').length > 0,
            [
              chooseOwn('holder', `Choose ${to.words} to attach it to.`, (x, e) => to.fits(x, e)),
              attachChosenTo('picked', 'holder'),
            ],
          ),
        ]),
      );
      return true;
    },
  ],
];

const HAND_RULES: readonly Rule[] = [
  [
    // Terraforming: "look at the top 4 cards of your deck and rearrange them as you like." —
    // seen by its player alone (an engine reveal to that player), put back in the order chosen.
    /^Look at the top (\d+|two|three|four|five) cards of (your|your opponent's|either player's) deck and (?:rearrange them as you like|put them back (?:on top of (?:your|his or her|that player's) deck )?in any order)\.$/i,
    (m, p) => {
      const n = count(m[1]);
      const whose = (m[2] as string).toLowerCase();
      const either = whose === "either player's";
      const decks = (e: EffectEnv) => (either ? [e.me, e.opp] : [whose === 'your' ? e.me : e.opp]);
      p.unplayable.push((e) =>
        decks(e).some((pl) => e.zoneCards(pl, 'deck').length > 0)
          ? undefined
          : `${either ? 'both decks are' : `${whose} deck is`} empty.`,
      );
      const owner = (e: EffectEnv) =>
        either ? (e.picked('whose') === 'opponent' ? e.opp : e.me) : (decks(e)[0] as string);
      if (either)
        p.steps.push(
          choose((e) => ({
            var: 'whose',
            kind: 'target',
            prompt: `Whose deck do you look at the top ${n} cards of?`,
            options: [
              ...(e.zoneCards(e.me, 'deck').length > 0
                ? [{ value: 'yours', label: 'your deck' }]
                : []),
              ...(e.zoneCards(e.opp, 'deck').length > 0
                ? [{ value: 'opponent', label: "your opponent's deck" }]
                : []),
            ],
          })),
        );
      p.steps.push(...rearrangeTop(() => n, owner));
      return true;
    },
  ],
  [
    // Reconstruction: "put a basic Energy card from your hand into your deck." — "into" says no
    // place in it: a shuffle must follow (`shuffleOwed`).
    /^Put (an? [^.]+?) from your hand into your deck\.$/i,
    (m, p) => {
      const words = m[1] as string;
      if (/^an? card$/i.test(words)) return false;
      const fits = kindsFilter(words);
      if (!fits) return false;
      p.shuffleOwed = true;
      const has = (e: EffectEnv) =>
        e.zoneCards(e.me, 'hand').some((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c);
        });
      p.unplayable.push((e) =>
        has(e) ? undefined : `you have no ${words.replace(/^an? /, '')} in your hand.`,
      );
      p.steps.push(
        pick({
          var: 'returned',
          from: 'hand',
          filter: fits,
          min: 1,
          max: 1,
          prompt: `Choose ${words} from your hand to put into your deck.`,
        }),
        step((e) => {
          const actions = e
            .chosen('returned')
            .map((id) => e.move(id, e.key(e.me, 'hand'), e.key(e.me, 'deck')));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
];

/** This module's Power clauses (power-patterns.ts adds them to its rules). */
export const MORE_POWER_CLAUSE_RULES: readonly Rule[] = [
  ...CHOSEN_RULES,
  ...ENERGY_MOVE_RULES,
  ...DISCARDED_RULES,
  ...COUNTED_RULES,
  ...HAND_RULES,
];
