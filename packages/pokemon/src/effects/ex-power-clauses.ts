import type { Action } from '@playmat/engine';
import { isBasicPokemon, isPokemonEx } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { SpecialCondition } from '../game/state';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { chooseCount } from './more-trainer-rules';
import { pokemonPhrase } from './pokemon-phrase';
import { place } from './power-clauses';
import { count, kindsFilter, type Rule, TYPE } from './power-plan';
import {
  attachChosenTo,
  choose,
  chooseOwn,
  draw,
  is,
  moveChosen,
  pick,
  searchDeck,
  status,
  step,
  zoneOf,
} from './steps';
import { readSwitch, switchSteps } from './switch-clause';

/**
 * Sentences of the EX-era Poké-Powers (2003-2007, issue #28, pow10), each read as a clause whose
 * words other printings share, so an EX set nobody wrote code for reads:
 * - a cost from the hand ("discard 1 Energy card / any 1 card / a Fire Energy card from your
 *   hand"), then draws ("draw up to 3 cards from your deck", "draw 2 cards from your deck");
 * - deck searches onto the Bench ("search your deck for a Metal Basic Pokémon and put it onto
 *   your Bench") and Quick Search's "choose any 1 card from your deck and put it into your hand";
 * - the opponent choosing what comes in ("switch 1 of the Defending Pokémon with 1 of your
 *   opponent's Benched Pokémon. Your opponent picks the Benched Pokémon to switch.");
 * - an Energy card sent back to its owner's hand ("return 1 Energy card attached to the
 *   Defending Pokémon to your opponent's hand");
 * - one Special Condition removed ("choose 1 of your Active Pokémon and remove 1 Special
 *   Condition from it");
 * - any number of Energy cards moved between two of your Pokémon ("move any number of basic
 *   Energy cards attached to 1 of your Pokémon with Team Aqua in its name to another of your
 *   Pokémon");
 * - "switch 1 of your Active Pokémon with SELF" (a Benched SELF, Legendary Ascent).
 * A clause whose words are not all known reads nothing, and the Power stays manual.
 */

const N = '(a|an|1|one|\\d+|two|three|four|five)';

/** "card(s)" is any card; otherwise the kinds `kindsFilter` knows ("Energy card", "Fire Energy card"). */
const cardsNamed = (words: string): ((c: PokemonCard) => boolean) | undefined =>
  /^cards?$/i.test(words) ? () => true : kindsFilter(words);

const holding = (
  e: EffectEnv,
  zone: 'hand' | 'deck' | 'discard',
  fits: (c: PokemonCard) => boolean,
) =>
  e.zoneCards(e.me, zone).filter((id) => {
    const c = e.card(id);
    return c !== undefined && fits(c);
  });

/** "basic", "Water", "basic Water", or nothing → which Energy cards. */
function energyOf(word: string | undefined): (c: PokemonCard) => boolean {
  if (word === undefined) return is.energy;
  const type = word.replace(/^basic /i, '');
  return /^basic$/i.test(type) ? is.basicEnergy : is.basicEnergyOf(type as EnergyType);
}

const energyOn = (e: EffectEnv, mon: PokemonInPlay, fits: (c: PokemonCard) => boolean) =>
  mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && fits(c);
  });

const ENERGY_WORD = `(?:(basic|(?:basic )?(?:${TYPE.slice(1, -1)})) )?`;

/** Whose Pokémon a condition clause names, as the zone it is in. */
const OWN_ACTIVE: Record<string, (e: EffectEnv) => string | undefined> = {
  'your active pokémon': (e) => e.key(e.me, 'active'),
  self: (e) => e.self?.zone,
};

/**
 * What "search … for X and switch it with SELF" may find: "another SELF" (Form Change), a list
 * of names (Temperamental Weather), "a Basic Pokémon (excluding Pokémon-ex and SELF)" (Form
 * Variation) — always Basic Pokémon, never the Power's own card.
 */
function switchInFilter(
  words: string,
  cardName: string,
): ((c: PokemonCard) => boolean) | undefined {
  if (words === 'another SELF') return (c) => c.name === cardName;
  const basic = /^an? Basic Pokémon(?: \(excluding ([^()]+)\))?$/.exec(words);
  if (basic) {
    const out = (basic[1] ?? '').split(/,? and |, /).filter(Boolean);
    const excluded = out.map((w): ((c: PokemonCard) => boolean) | undefined =>
      w === 'Pokémon-ex'
        ? isPokemonEx
        : w === 'SELF'
          ? (c) => c.name === cardName
          : /^[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*$/.test(w)
            ? (c) => c.name === w
            : undefined,
    );
    if (excluded.some((f) => f === undefined)) return undefined;
    return (c) => !excluded.some((f) => f?.(c));
  }
  // Only a list of names: "Sunny Castform, Rain Castform, or Snow-cloud Castform" (read as
  // "Sunny SELF, …" in Castform's own text).
  const listed = words.split('SELF').join(cardName);
  const names = pokemonPhrase(listed, cardName);
  if (!names || !/,| or /.test(listed) || /Pokémon/.test(listed)) return undefined;
  return (c) => c.supertype === 'Pokémon' && names(c as never);
}

/**
 * The new card takes SELF's place: on top of the cards attached, with SELF's damage counters,
 * Special Conditions and lasting effects; SELF then goes into the deck (shuffled) or the discard
 * pile. The shuffle is done on the new Pokémon's authority (SELF has left play by then).
 */
const switchIn = (v: string, out: 'deck' | 'discard') =>
  step((e) => {
    const self = e.self;
    const id = e.picked(v);
    const from = id ? zoneOf(e, id) : undefined;
    if (!self || !id || !from) return out === 'deck' ? { actions: [e.shuffle(e.me)] } : undefined;
    const old = e.state.cards[self.top]?.counters ?? {};
    const carried: Action[] = [];
    for (const [counter, value] of Object.entries(old)) {
      if (!value) continue;
      if (counter === 'damage') {
        const hit = e.addDamage(self.zone, value);
        if (hit) carried.push({ ...hit, card: `#${id}` } as Action);
        continue;
      }
      const cond = e.removeCondition(self.zone, counter as SpecialCondition);
      if (cond) carried.push({ ...cond, card: `#${id}`, value } as Action);
    }
    const mark: Marker[] = e.state.plugin.markers
      .filter((x) => x.card === self.top)
      .map((x) => ({ ...x, card: id }));
    const to = out === 'discard' ? e.key(e.me, 'discard') : e.key(e.me, 'deck');
    const shuffle = { ...e.shuffle(e.me), allowedByCardEffect: `#${id}` } as Action;
    return {
      mark,
      actions: [
        e.move(id, from, self.zone, 'top'),
        ...carried,
        e.move(self.top, self.zone, to, out === 'discard' ? undefined : 'top'),
        ...(out === 'deck' ? [shuffle] : []),
      ],
    };
  });

/** The sentence saying where SELF goes, after the switch: each pairs with the pile searched. */
const SWITCHED_OUT: readonly [RegExp, 'deck' | 'discard'][] = [
  [/^Shuffle SELF back into your deck\.$/, 'deck'],
  // Form Change: on top, then the deck shuffled — the same as shuffled into it.
  [/^(?:If you do, )?put SELF on top of your deck\. Shuffle your deck afterward\.$/i, 'deck'],
  [/^(?:Place|Put) SELF in(?:to)? (?:your|the) discard pile\.$/, 'discard'],
];

export const EX_POWER_CLAUSE_RULES: readonly Rule[] = [
  [
    // Ripples: "remove 1 damage counter from 1 of your Pokémon (excluding SELF)."
    /^Remove (1|a|one|\d+|two|three) damage counters? from 1 of your Pokémon \(excluding SELF\)\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      const hurt = (x: PokemonInPlay, e: EffectEnv) => x.damage > 0 && x.top !== e.effect.card;
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => hurt(x, e))
          ? undefined
          : `none of your Pokémon other than ${p.cardName} has damage counters.`,
      );
      p.steps.push(
        chooseOwn('healed', 'Choose one of your Pokémon to remove damage counters from.', hurt),
        step((e) => {
          const zone = e.picked('healed');
          const actions = zone ? e.heal(zone, hp) : [];
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Distortion: "put 1 damage counter on 1 of your opponent's Pokémon." (no damage: no
    // Weakness, Resistance or effects on damage).
    /^Put (1|a|one|\d+|two|three) damage counters? on 1 of your opponent's Pokémon\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      p.steps.push(
        choose((e) => ({
          var: 'countered',
          kind: 'opponent-pokemon',
          prompt: `Choose 1 of your opponent's Pokémon to put ${count(m[1])} damage counter${hp > 10 ? 's' : ''} on.`,
          options: e.inPlay(e.opp).map((x) => e.pokemonOption(x)),
        })),
        step((e) => {
          const zone = e.picked('countered');
          const a = zone ? e.addDamage(zone, hp) : undefined;
          return a ? { actions: [a] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Black Beam: "choose 1 of the Defending Pokémon. That Pokémon is now Poisoned." — one
    // Defending Pokémon in this game: it.
    /^Choose the Defending Pokémon\. (?:That|The chosen) Pokémon is now (Asleep|Burned|Confused|Paralyzed|Poisoned)\.$/,
    (m, p) =>
      void p.steps.push(status((m[1] as string).toLowerCase() as SpecialCondition, 'defender')),
  ],
  [
    // Night Vision: "look at your opponent's hand." — shown to the Power's player only.
    /^Look at your opponent's hand\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.zoneCards(e.opp, 'hand').length > 0 ? undefined : "your opponent's hand is empty.",
      );
      p.steps.push(
        step((e) => ({
          actions: [{ ...e.revealHand(e.opp), to: [e.me] } as Action],
          looked: true,
        })),
      );
      return true;
    },
  ],
  [
    // Gift Exchange: "shuffle 1 card from your hand into your deck. Then, draw a card."
    /^Shuffle (1|a|one|two|\d+) cards? from your hand into your deck\.$/i,
    (m, p) => {
      const n = count(m[1]);
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').length >= n
          ? undefined
          : `you need ${n} card${n === 1 ? '' : 's'} in your hand.`,
      );
      p.steps.push(
        pick({
          var: 'shuffled',
          from: 'hand',
          filter: () => true,
          min: n,
          max: n,
          kind: 'discard',
          prompt: `Choose ${n} card${n === 1 ? '' : 's'} from your hand to shuffle into your deck.`,
        }),
        moveChosen('shuffled', 'deck'),
        step((e) => ({ actions: [e.shuffle(e.me)] })),
      );
      return true;
    },
  ],
  [
    // Temperamental Weather, Form Change, Form Variation: "search your deck / discard pile for X
    // and switch it with SELF. (Any cards attached to SELF, damage counters, Special Conditions,
    // and effects on it are now on the new Pokémon.)" — where SELF goes is the next sentence.
    /^Search your (deck|discard pile) for ([^.]+?) and switch it with SELF\. \(Any cards attached to SELF, damage counters, Special Conditions, and effects on it are now on the new Pokémon\.\)$/,
    (m, p) => {
      const fits = switchInFilter(m[2] as string, p.cardName);
      if (!fits || p.switchingIn) return false;
      const pile = m[1] === 'deck' ? 'deck' : 'discard';
      const words = (m[2] as string).replace('SELF', p.cardName);
      const can = (c: PokemonCard) => isBasicPokemon(c) && fits(c);
      p.switchingIn = pile;
      p.unplayable.push((e) =>
        e.self && e.self.stages.length > 0
          ? 'it is an evolved Pokémon.'
          : pile === 'discard' && holding(e, 'discard', can).length === 0
            ? `there is no ${words} in your discard pile.`
            : undefined,
      );
      p.steps.push(
        pick({
          var: 'switchIn',
          from: pile,
          filter: can,
          max: 1,
          ...(pile === 'discard' ? { min: 1 } : {}),
          prompt: `Choose ${words} to switch with ${p.cardName}.`,
        }),
      );
      return true;
    },
  ],
  ...SWITCHED_OUT.map(
    ([re, out]): Rule => [
      re,
      (_m, p) => {
        // From the deck SELF goes back into it; from the discard pile it is discarded.
        if (p.switchingIn !== (out === 'deck' ? 'deck' : 'discard')) return false;
        p.switchingIn = undefined;
        p.steps.push(switchIn('switchIn', out));
        return true;
      },
    ],
  ),
  [
    // Energy Draw: "discard 1 Energy card from your hand"; Magnetic Field "discard any 1 card
    // from your hand" — the cost the rest of the Power follows; refused without it.
    new RegExp(`^Discard (?:any )?${N} ([^.]+?) from your hand\\.$`, 'i'),
    (m, p) => {
      const words = m[2] as string;
      const fits = cardsNamed(words);
      const n = count(m[1]);
      if (!fits || !(n >= 1)) return false;
      p.handDiscard = 'handCost';
      p.unplayable.push((e) =>
        holding(e, 'hand', fits).length >= n
          ? undefined
          : `you need ${n === 1 ? 'a' : n} ${words.replace(/s$/, '')}${n === 1 ? '' : 's'} in your hand to discard.`,
      );
      p.steps.push(
        pick({
          var: 'handCost',
          from: 'hand',
          filter: fits,
          min: n,
          max: n,
          kind: 'discard',
          cost: true,
          prompt: `Choose ${n === 1 ? 'a' : n} ${words} from your hand to discard.`,
        }),
        moveChosen('handCost', 'discard'),
      );
      return true;
    },
  ],
  [
    // "draw up to 3 cards from your deck": the player says how many (none included).
    /^Draw up to (\d+|two|three|four|five) cards(?: from your deck)?\.$/i,
    (m, p) => {
      const most = count(m[1]);
      p.steps.push(
        chooseCount(
          'drawCount',
          `How many cards do you draw (up to ${most})?`,
          (e) => Math.min(most, e.zoneCards(e.me, 'deck').length),
          'me',
        ),
        draw((e) => Number(e.picked('drawCount') ?? 0)),
      );
      return true;
    },
  ],
  [
    /^Draw (a card|\d+ cards|two cards|three cards) from your deck\.$/i,
    (m, p) =>
      void p.steps.push(
        draw(/^a card$/i.test(m[1] as string) ? 1 : count((m[1] as string).split(' ')[0])),
      ),
  ],
  [
    // Magnetic Call (after "If heads, "): "search your deck for a Metal Basic Pokémon and put it
    // onto your Bench." — only words that name Basic Pokémon (nothing else may be Benched).
    /^Search your deck for (an? [^.]*?Basic Pokémon[^.]*?|up to (\d+|two|three) [^.]*?Basic Pokémon[^.]*?) and put (?:it|them|that card|those cards) onto your Bench\.$/,
    (m, p) => {
      const words = (m[1] as string).replace(/^up to (?:\d+|two|three) /, '');
      const fits = kindsFilter(words);
      if (!fits) return false;
      const most = m[2] ? count(m[2]) : 1;
      p.unplayable.push((e) => (e.emptyBench(e.me).length > 0 ? undefined : 'your Bench is full.'));
      p.steps.push(
        ...searchDeck({
          filter: (c) => isBasicPokemon(c) && fits(c),
          max: most,
          to: 'bench',
          shuffle: false,
          prompt: `Choose ${m[1]} to put onto your Bench.`,
        }),
      );
      return true;
    },
  ],
  [
    // Quick Search: "choose any 1 card from your deck and put it into your hand." — unseen by
    // the opponent (the deck choice is private and the card is not shown).
    /^Choose (?:any )?(?:1|a|one) card from your deck and put it into your hand\.$/i,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'deck').length > 0 ? undefined : 'your deck is empty.',
      );
      p.steps.push(
        ...searchDeck({
          filter: () => true,
          min: 1,
          max: 1,
          to: 'hand',
          shuffle: false,
          prompt: 'Choose any 1 card from your deck to put into your hand.',
        }),
      );
      return true;
    },
  ],
  [
    // Drive Off: "switch 1 of the Defending Pokémon with 1 of your opponent's Benched Pokémon.
    // Your opponent picks the Benched Pokémon to switch." — the switch is the opponent's pick.
    /^((?:If (?:heads|tails), )?switch [^.]+\.) Your opponent (?:picks|chooses) the (?:Benched )?Pokémon to switch\.$/i,
    (m, p) => {
      const clause = readSwitch(m[1] as string);
      if (clause?.kind !== 'gust' || clause.before || clause.may || clause.only) return false;
      if (clause.coin !== undefined && p.coins !== 1) return false;
      if (p.declared && p.steps.length === 0 && clause.coin === undefined)
        p.unplayable.push((e) =>
          e.bench(e.opp).length > 0 ? undefined : 'your opponent has no Benched Pokémon.',
        );
      p.steps.push(...switchSteps({ ...clause, kind: 'opponent-switches' }));
      return true;
    },
  ],
  [
    // Fan Away (after "If heads, "): "return 1 Energy card attached to the Defending Pokémon to
    // your opponent's hand." — the Power's player picks the card; it goes to its owner's hand.
    new RegExp(
      `^Return (?:a|an|1) ${ENERGY_WORD}Energy card attached to (?:the Defending Pokémon|your opponent's Active Pokémon) to (?:your opponent's|his or her) hand\\.$`,
      'i',
    ),
    (m, p) => {
      const fits = energyOf(m[1]);
      const on = (e: EffectEnv) => {
        const mon = e.active(e.opp);
        return mon ? energyOn(e, mon, fits) : [];
      };
      p.unplayable.push((e) =>
        on(e).length > 0 ? undefined : 'the Defending Pokémon has no such Energy card attached.',
      );
      p.steps.push(
        choose((e) => {
          const options = on(e).map((id) => e.cardOption(id));
          return options.length > 0
            ? {
                var: 'returned',
                kind: 'energy',
                prompt:
                  "Choose an Energy card attached to the Defending Pokémon to return to your opponent's hand.",
                options,
              }
            : undefined;
        }),
        step((e) => {
          const id = e.picked('returned');
          const from = id ? zoneOf(e, id) : undefined;
          if (!id || !from) return undefined;
          return { actions: [e.move(id, from, e.key(e.opp, 'hand'), undefined, e.opp)] };
        }),
      );
      return true;
    },
  ],
  [
    // Assistance: "choose 1 of your Active Pokémon and remove 1 Special Condition from it." —
    // the player picks which condition ends.
    /^(?:Choose (your Active Pokémon|SELF) and remove|Remove) (?:1|a|one) Special Condition from (it|your Active Pokémon|SELF)\.$/i,
    (m, p) => {
      const who = m[1] ?? m[2];
      if (who === undefined || (m[1] !== undefined) !== (m[2] === 'it')) return false;
      const zone = OWN_ACTIVE[who === 'SELF' ? 'self' : who.toLowerCase()];
      if (!zone) return false;
      const mon = (e: EffectEnv) => {
        const z = zone(e);
        return z ? e.pokemon(z) : undefined;
      };
      p.unplayable.push((e) =>
        (mon(e)?.conditions.length ?? 0) > 0 ? undefined : 'it has no Special Condition.',
      );
      p.steps.push(
        choose((e) => {
          const options = (mon(e)?.conditions ?? []).map((c) => ({ value: c, label: c }));
          return options.length > 0
            ? {
                var: 'cured',
                kind: 'condition',
                prompt: 'Choose the Special Condition to remove.',
                options,
              }
            : undefined;
        }),
        step((e) => {
          const target = mon(e);
          const which = e.picked('cured') as SpecialCondition | undefined;
          const a = target && which ? e.removeCondition(target.zone, which) : undefined;
          return a ? { actions: [a] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Power Shift: "move any number of basic Energy cards attached to 1 of your Pokémon with Team
    // Aqua in its name to another of your Pokémon." — from one Pokémon, at least 1 card.
    new RegExp(
      `^Move any number of ${ENERGY_WORD}Energy cards attached to (.+?) to (another of your Pokémon|1 of your other Pokémon|1 of your [^.]+?)\\.$`,
      'i',
    ),
    (m, p) => {
      const from = place(m[2] as string, p);
      const to = place(m[3] as string, p);
      if (!from || !to || from.words === 'that Pokémon') return false;
      const fits = energyOf(m[1]);
      const targets = (e: EffectEnv, holder: PokemonInPlay) =>
        e.inPlay(e.me).filter((y) => y.zone !== holder.zone && to.fits(y, e));
      const holders = (e: EffectEnv) =>
        e
          .inPlay(e.me)
          .filter(
            (x) => from.fits(x, e) && energyOn(e, x, fits).length > 0 && targets(e, x).length > 0,
          );
      p.unplayable.push((e) =>
        holders(e).length > 0
          ? undefined
          : `no Energy card it names is attached to ${from.words} to move to another Pokémon.`,
      );
      p.steps.push(
        choose((e) => ({
          var: 'from',
          kind: 'own-pokemon',
          prompt: `Choose ${from.words} to move Energy cards from.`,
          options: holders(e).map((x) => e.pokemonOption(x)),
        })),
        chooseOwn('to', 'Choose the Pokémon to move them to.', (y, e) => {
          const holder = e.pokemon(e.picked('from') ?? '');
          return holder !== undefined && targets(e, holder).some((t) => t.zone === y.zone);
        }),
        choose((e) => {
          const holder = e.pokemon(e.picked('from') ?? '');
          if (!holder || !e.picked('to')) return undefined;
          const options = energyOn(e, holder, fits).map((id) => e.cardOption(id));
          return {
            var: 'moved',
            kind: 'energy',
            prompt: 'Choose the Energy cards to move.',
            options,
            min: Math.min(1, options.length),
            max: options.length,
          };
        }),
        attachChosenTo('moved', 'to'),
      );
      return true;
    },
  ],
  [
    // Legendary Ascent: "switch 1 of your Active Pokémon with SELF" — SELF is on the Bench.
    /^Switch your Active Pokémon with SELF\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.self && !e.self.zone.endsWith(':active') ? undefined : 'it is not on your Bench.',
      );
      p.steps.push(
        step((e) =>
          e.self && !e.self.zone.endsWith(':active')
            ? { actions: [e.swap(e.key(e.me, 'active'), e.self.zone)] }
            : undefined,
        ),
      );
      return true;
    },
  ],
];
