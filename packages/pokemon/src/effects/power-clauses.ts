import { isBasicPokemon, isPokemonEx } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { SpecialCondition } from '../game/state';
import { PRIZE_ZONES } from '../game/zones';
import { evolveFromDeck } from './card-attack-rules';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { CURED, hasPrizes, showMe } from './more-power-rules';
import { pokemonPhrase } from './pokemon-phrase';
import { capital, count, moveCounter, type Plan, type Rule, TYPE } from './power-plan';
import { POWER_NOUN } from './power-stops';
import {
  attachChosenTo,
  benchChosen,
  choose,
  chooseOwn,
  discardEnergy,
  draw,
  flip,
  is,
  pick,
  status,
  step,
  when,
  zoneOf,
} from './steps';
import { readSwitch, switchSteps } from './switch-clause';
import type { Step } from './types';

/**
 * Sentences of the 2002 e-Card Poké-Powers (issue #28, session 7), each read as clauses that
 * other wordings share, so a Power nobody wrote code for reads when its sentences are known ones:
 * - a place of yours ("your Active Pokémon", "1 of your Benched Pokémon", "1 of your Pokémon",
 *   "another of your Pokémon", "SELF", "1 of your Fire Pokémon") and an Energy card ("a basic
 *   Energy card", "a Water Energy card", "an Energy card"), composed into moving Energy between
 *   your Pokémon, to the hand, from the hand or the discard pile;
 * - "<the Defending Pokémon | SELF> is now <Condition> (and <Condition>)", "make … Asleep";
 * - "remove all Special Conditions from …", "remove N damage counters from each of your Pokémon";
 * - a Pokémon "and all cards attached to it" returned to the hand or shuffled into the deck;
 * - "Flip N coins. For each heads, …" (each heads does the clause again);
 * - "draw cards until you have N cards in your hand", "put N cards from your hand on/into your
 *   deck", a damage counter moved between any two Pokémon, a switch (switch-clause.ts).
 * A clause whose words are not all known reads nothing, so the Power stays manual.
 */

// ------------------------------------------------------------------ the words

const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';

/** "Paralyzed and Poisoned", "Asleep, Confused, and Poisoned" → the conditions. */
function conditionList(words: string): SpecialCondition[] | undefined {
  const parts = words.split(/,? and |, /).map((w) => w.trim());
  if (parts.some((w) => !new RegExp(`^${CONDITION}$`).test(w))) return undefined;
  return parts.map((w) => w.toLowerCase() as SpecialCondition);
}

/** The Active Pokémon a status clause names: the opponent's, or the Power's own Pokémon. */
const STATUS_TARGET: Record<string, 'defender' | 'self' | ((e: EffectEnv) => string)> = {
  'the defending pokémon': 'defender',
  "your opponent's active pokémon": 'defender',
  self: 'self',
  // Head Trip: "One of your Active Pokémon is now Confused." (double-battle.ts reads "One of").
  'your active pokémon': (e) => e.key(e.me, 'active'),
};

/** "a basic Energy card", "an Energy card", "1 Water Energy card" → which Energy cards. */
// "a Water Energy" (Water Cyclone) is a Water Energy card.
const ENERGY = `(?:a|an|1) (?:(basic|${TYPE.slice(1, -1)}) )?Energy(?: card)?`;

/** The Energy cards `word` names: any, basic, or the basic Energy of a type (classic wording). */
function energyKind(word: string | undefined): (c: PokemonCard) => boolean {
  if (word === undefined) return is.energy;
  return word === 'basic' ? is.basicEnergy : is.basicEnergyOf(word as EnergyType);
}

const energyWords = (word: string | undefined) =>
  `${word === undefined ? 'an' : word === 'basic' ? 'a basic' : `a ${word}`} Energy card`;

/** One of your Pokémon a clause names, and how a prompt names it. */
export interface Place {
  readonly fits: (x: PokemonInPlay, e: EffectEnv) => boolean;
  readonly words: string;
}

/**
 * "your Active Pokémon", "1 of your Benched Pokémon", "1 of your (other) Pokémon", "another of
 * your Pokémon", "a different one", "SELF", "1 of your <phrase>" (pokemon-phrase.ts).
 */
export function place(words: string, p: Plan): Place | undefined {
  const w = words.trim();
  if (/^your Active Pokémon$/i.test(w))
    return { fits: (x) => x.zone.endsWith(':active'), words: 'your Active Pokémon' };
  if (/^1 of your Benched Pokémon$/i.test(w))
    return { fits: (x) => !x.zone.endsWith(':active'), words: 'your Benched Pokémon' };
  // The Pokémon an earlier clause of the same Power named (put onto the Bench, discarded from).
  const that = p.thatCard;
  if (/^(?:that Pokémon|the chosen (?:Benched )?Pokémon)$/i.test(w) && that)
    return { fits: (x, e) => x.top === e.picked(that), words: 'that Pokémon' };
  if (w === 'SELF' || (w === 'it' && p.itIsSelf))
    return { fits: (x, e) => x.top === e.effect.card, words: p.cardName };
  // The other end of a move is always another Pokémon: "another", "a different one" say so.
  if (/^(?:1 of your (?:other )?Pokémon|another of your Pokémon|a different one|another)$/i.test(w))
    return { fits: () => true, words: 'your Pokémon' };
  // "your Pokémon with Team Magma in its name" (Magma Switch): any 1 of them.
  const yours = /^your (Pokémon with .+|\S+ Pokémon|Pokémon-ex)$/.exec(w);
  if (yours && !/^(?:Active|Benched|other) /.test(yours[1] as string)) {
    const phrase = pokemonPhrase(yours[1] as string, p.cardName);
    if (phrase)
      return {
        fits: (x) => phrase(x.card),
        words: `your ${yours[1]?.replace(/SELF/g, p.cardName)}`,
      };
  }
  const one = /^1 of your (.+)$/.exec(w);
  const phrase = one ? pokemonPhrase(one[1] as string, p.cardName) : undefined;
  if (!phrase || !one) return undefined;
  return { fits: (x) => phrase(x.card), words: `your ${one[1]?.replace(/SELF/g, p.cardName)}` };
}

const energyOn = (e: EffectEnv, mon: PokemonInPlay, fits: (c: PokemonCard) => boolean) =>
  mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && fits(c);
  });

/** Chooses one of the Energy cards on the Pokémon `holders` gives, into `energy`. */
const chooseEnergyOn = (
  holders: (e: EffectEnv) => PokemonInPlay[],
  fits: (c: PokemonCard) => boolean,
  prompt: string,
) =>
  choose((e) => ({
    var: 'energy',
    kind: 'energy',
    prompt,
    options: holders(e).flatMap((x) =>
      energyOn(e, x, fits).map((id) => e.cardOption(id, ` on ${x.card.name} (${x.zone})`)),
    ),
  }));

// ------------------------------------------------------------------ Energy

/**
 * Miracle Shift: "discard a basic Energy card attached to 1 of your Pokémon." — the player
 * chooses the card among those of the place; "that Pokémon" is then the one it was on.
 */
function discardFromOwn(
  p: Plan,
  words: string,
  fits: (c: PokemonCard) => boolean,
  what: string,
): boolean {
  const from = place(words, p);
  if (!from) return false;
  const holders = (e: EffectEnv) =>
    e.inPlay(e.me).filter((x) => from.fits(x, e) && energyOn(e, x, fits).length > 0);
  p.unplayable.push((e) =>
    holders(e).length > 0 ? undefined : `no ${what} is attached to ${from.words}.`,
  );
  p.thatCard = 'that';
  p.steps.push(
    chooseEnergyOn(holders, fits, `Choose ${what} to discard.`),
    step((e) => {
      const id = e.picked('energy');
      const zone = id ? zoneOf(e, id) : undefined;
      const mon = zone ? e.pokemon(zone) : undefined;
      if (!id || !zone || !mon) return undefined;
      return {
        set: { that: [mon.top] },
        actions: [e.move(id, zone, e.key(e.me, 'discard'))],
      };
    }),
  );
  return true;
}

/** "Take … attached to A and attach it to B", "Move … from A to B": between two of your Pokémon. */
const MOVE_ENERGY = new RegExp(
  `^(?:Take|Move) ${ENERGY} (?:attached to|from) (.+?) (?:and attach it to|to) (.+)\\.$`,
  'i',
);

/** "Choose an Energy card attached to 1 of your Pokémon and return it to your hand." */
const ENERGY_TO_HAND = new RegExp(
  `^(?:Choose ${ENERGY} attached to (.+?) and return it|Return ${ENERGY} attached to (.+?)) to your hand\\.$`,
  'i',
);

/**
 * "Attach 1 basic Energy card from your hand to A", "choose … from your discard pile and attach it
 * to A", "Search your discard pile for a basic Energy card and attach it to A" (Overheat).
 */
const ATTACH_FROM = new RegExp(
  `^(?:(?:Attach|Choose) ${ENERGY} from your (hand|discard pile) (?:and attach it )?|Search your (discard pile) for ${ENERGY} and attach it )to (.+)\\.$`,
  'i',
);

/**
 * After an Energy card was attached to the Pokémon chosen in `holder`: that Pokémon is "that
 * Pokémon" of the sentences after ("Put 2 damage counters on that Pokémon.", Psy Shadow).
 */
export function attachedIsThat(p: Plan, holder: string): Step {
  p.thatCard = 'attachedTo';
  return step((e) => {
    const mon = e.pokemon(e.picked(holder) ?? '');
    return mon ? { set: { attachedTo: [mon.top] } } : undefined;
  });
}

/** "Discard a basic Energy card attached to SELF / the Defending Pokémon / 1 of your Pokémon." */
const DISCARD_ATTACHED = new RegExp(`^Discard ${ENERGY} attached to ([^.]+)\\.$`, 'i');

const ENERGY_RULES: readonly Rule[] = [
  [
    MOVE_ENERGY,
    (m, p) => {
      const from = place(m[2] as string, p);
      const to = place(m[3] as string, p);
      if (!from || !to) return false;
      const fits = energyKind(m[1]);
      const what = energyWords(m[1]);
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
          : `no ${what} attached to ${from.words} can move to ${to.words}.`,
      );
      p.steps.push(
        chooseEnergyOn(holders, fits, `Choose ${what} to move.`),
        chooseOwn(
          'to',
          `Choose ${to.words === 'your Pokémon' ? 'the Pokémon' : to.words} to attach it to.`,
          (y, e) => {
            const id = e.picked('energy');
            const holder = id ? zoneOf(e, id) : undefined;
            return holder !== undefined && y.zone !== holder && to.fits(y, e);
          },
        ),
        attachChosenTo('energy', 'to'),
      );
      return true;
    },
  ],
  [
    ENERGY_TO_HAND,
    (m, p) => {
      const kind = m[1] ?? m[3];
      const from = place((m[2] ?? m[4]) as string, p);
      if (!from) return false;
      const fits = energyKind(kind);
      const what = energyWords(kind);
      const holders = (e: EffectEnv) =>
        e.inPlay(e.me).filter((x) => from.fits(x, e) && energyOn(e, x, fits).length > 0);
      p.unplayable.push((e) =>
        holders(e).length > 0 ? undefined : `no ${what} is attached to ${from.words}.`,
      );
      p.steps.push(
        chooseEnergyOn(holders, fits, `Choose ${what} to return to your hand.`),
        step((e) => {
          const id = e.picked('energy');
          const zone = id ? zoneOf(e, id) : undefined;
          return id && zone ? { actions: [e.move(id, zone, e.key(e.me, 'hand'))] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    ATTACH_FROM,
    (m, p) => {
      const to = place(m[5] as string, p);
      if (!to) return false;
      const kind = m[2] === undefined ? m[4] : m[1];
      const fits = energyKind(kind);
      const what = energyWords(kind);
      const pile = (m[2] ?? m[3]) as string;
      const zone = pile === 'hand' ? 'hand' : 'discard';
      const has = (e: EffectEnv) =>
        e.zoneCards(e.me, zone).some((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c);
        });
      p.unplayable.push((e) =>
        !has(e)
          ? `there is no ${what.replace(/^(?:an?|1) /, '')} in your ${pile}.`
          : // "that Pokémon" is named by an earlier step of the same Power: not known yet.
            to.words === 'that Pokémon' || e.inPlay(e.me).some((x) => to.fits(x, e))
            ? undefined
            : `you have no ${to.words} to attach it to.`,
      );
      p.steps.push(
        pick({
          from: zone,
          filter: fits,
          min: 1,
          max: 1,
          prompt: `Choose ${what} from your ${pile} to attach.`,
        }),
        when(
          (e) => e.chosen('picked').length > 0,
          [
            chooseOwn('holder', `Choose ${to.words} to attach it to.`, (x, e) => to.fits(x, e)),
            attachChosenTo('picked', 'holder'),
            attachedIsThat(p, 'holder'),
          ],
        ),
      );
      return true;
    },
  ],
  [
    DISCARD_ATTACHED,
    (m, p) => {
      const fits = energyKind(m[1]);
      const words = m[2] as string;
      if (!/^(?:SELF|the Defending Pokémon|your opponent's Active Pokémon)$/i.test(words))
        return discardFromOwn(p, words, fits, energyWords(m[1]));
      const own = words === 'SELF';
      const holder = (e: EffectEnv) => (own ? e.self : e.defender);
      p.unplayable.push((e) => {
        const mon = holder(e);
        return mon && energyOn(e, mon, fits).length > 0
          ? undefined
          : `no ${energyWords(m[1])} is attached to ${own ? p.cardName : 'the Defending Pokémon'}.`;
      });
      p.steps.push(...discardEnergy(holder, 1, fits, own ? 'cost' : 'energy'));
      return true;
    },
  ],
];

// ------------------------------------------------------------------ conditions and healing

const CONDITION_RULES: readonly Rule[] = [
  [
    // Healing Shower: "remove all damage counters from all of your Pokémon and your opponent's
    // Pokémon (excluding Pokémon-ex)." — every Pokémon of the sides named, Benched ones too.
    /^Remove all damage counters from all of (your|your opponent's) Pokémon(?: and (your|your opponent's) Pokémon)?( \(excluding Pokémon-ex\))?\.$/i,
    (m, p) => {
      const sides = [m[1], m[2]].filter((w): w is string => w !== undefined);
      if (new Set(sides).size !== sides.length) return false;
      const noEx = m[3] !== undefined;
      const healed = (e: EffectEnv) =>
        sides
          .flatMap((w) => e.inPlay(w.toLowerCase() === 'your' ? e.me : e.opp))
          .filter((x) => x.damage > 0 && !(noEx && isPokemonEx(x.card)));
      p.unplayable.push((e) =>
        healed(e).length > 0 ? undefined : 'none of those Pokémon has damage counters.',
      );
      p.steps.push(
        step((e) => {
          const actions = healed(e).flatMap((x) => e.heal(x.zone, x.damage));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Poison Pollen "the Defending Pokémon is now Poisoned", Venom Spray "… is now Paralyzed and
    // Poisoned", Lolling About "SELF is now Asleep".
    /^(the Defending Pokémon|your opponent's Active Pokémon|your Active Pokémon|SELF) is now ([^.]+)\.$/i,
    (m, p) => {
      const target = STATUS_TARGET[(m[1] as string).toLowerCase()];
      const which = conditionList(m[2] as string);
      if (!target || !which) return false;
      // Lolling About: "remove 1 damage counter from SELF. SELF is now Asleep." does something
      // even with no damage counters to remove.
      const heal = p.nothingToHeal;
      if (heal && p.unplayable.includes(heal)) p.unplayable.splice(p.unplayable.indexOf(heal), 1);
      p.steps.push(...which.map((c) => status(c, target)));
      return true;
    },
  ],
  [
    // Sleep Pendulum: "you may make the Defending Pokémon Asleep."
    new RegExp(
      `^Make (the Defending Pokémon|your opponent's Active Pokémon) ${CONDITION}\\.$`,
      'i',
    ),
    (m, p) => void p.steps.push(status((m[2] as string).toLowerCase() as SpecialCondition)),
  ],
  [
    // Miraculous Powder: "you may remove all Special Conditions from your Active Pokémon."
    /^Remove all Special Conditions from ([^.]+)\.$/i,
    (m, p) => {
      const words = m[1] as string;
      const zones = CURED[words === 'SELF' ? 'self' : words.toLowerCase()];
      if (!zones) return false;
      p.steps.push(
        step((e) => {
          const actions = zones(e).flatMap((zone) => {
            const mon = e.pokemon(zone);
            return mon && mon.conditions.length > 0 ? [e.setStatus(zone, 'none')] : [];
          });
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Soothing Aroma: "remove 1 damage counter from each of your Pokémon that has any."
    /^Remove (1|a|\d+|two|three) damage counters? from each of your (Benched )?Pokémon(?: that has any)?\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      const benched = m[2] !== undefined;
      const hurt = (e: EffectEnv) =>
        (benched ? e.bench(e.me) : e.inPlay(e.me)).filter((x) => x.damage > 0);
      p.unplayable.push((e) =>
        hurt(e).length > 0 ? undefined : 'none of your Pokémon has damage counters.',
      );
      p.steps.push(
        step((e) => {
          const actions = hurt(e).flatMap((x) => e.heal(x.zone, hp));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
];

// ------------------------------------------------------------------ Pokémon and cards

const CARD_RULES: readonly Rule[] = [
  [
    // Manipulate: "put a Basic Pokémon (excluding Baby Pokémon) from your discard pile onto your
    // Bench." — "that Pokémon" is then the one put there.
    /^Put a (Basic Pokémon|Baby Pokémon)( \(excluding Baby Pokémon\))? from your discard pile onto your Bench\.$/i,
    (m, p) => {
      const baby = /Baby/i.test(m[1] as string);
      if (baby && m[2]) return false;
      const fits = (c: PokemonCard) =>
        c.supertype === 'Pokémon' &&
        (baby
          ? c.subtypes.includes('Baby')
          : isBasicPokemon(c) && !(m[2] && c.subtypes.includes('Baby')));
      const words = `a ${m[1]}${m[2] ?? ''}`;
      p.unplayable.push((e) =>
        e.emptyBench(e.me).length === 0
          ? 'your Bench is full.'
          : e.zoneCards(e.me, 'discard').some((id) => {
                const c = e.card(id);
                return c !== undefined && fits(c);
              })
            ? undefined
            : `there is no ${words.slice(2)} in your discard pile.`,
      );
      p.thatCard = 'benched';
      p.steps.push(
        pick({
          var: 'benched',
          from: 'discard',
          filter: fits,
          min: 1,
          max: 1,
          prompt: `Choose ${words} from your discard pile to put onto your Bench.`,
        }),
        benchChosen('benched'),
      );
      return true;
    },
  ],
  [
    // "You can't use more than 1 X Poké-Power each turn." / "This power can't be used if you
    // have already used another Wigglytuff's Good Neighbor Poké-Power this turn.": one use a turn
    // for the player, whichever of his or her Pokémon uses it.
    new RegExp(
      `^(?:You can't use more than 1 (.+?) ${POWER_NOUN} each turn|This ${POWER_NOUN} can't be used if you have already used another (?:SELF's )?(.+?) ${POWER_NOUN} this turn)\\.$`,
      'i',
    ),
    (m, p) => {
      const name = (m[1] ?? m[2]) as string;
      p.unplayable.push((e) =>
        e.state.plugin.flags.abilitiesUsed.some((k) => k.endsWith(`:${name}`))
          ? `you already used a ${name} this turn.`
          : undefined,
      );
      return true;
    },
  ],
  [
    // Bubble Turn "return SELF and all cards attached to it to your hand", Beating Wings
    // "shuffle 1 of your Benched Pokémon and all cards attached to it into your deck".
    /^(Return|Shuffle) (SELF|1 of your Benched Pokémon) and all cards attached to it (to your hand|into your deck)\.$/,
    (m, p) => {
      const toHand = m[3] === 'to your hand';
      if (toHand !== (m[1] === 'Return')) return false;
      const self = m[2] === 'SELF';
      if (!self)
        p.unplayable.push((e) =>
          e.bench(e.me).length > 0 ? undefined : 'you have no Benched Pokémon.',
        );
      p.steps.push(
        ...(self
          ? [step((e) => ({ set: { gone: e.self ? [e.self.zone] : [] } }))]
          : [
              chooseOwn(
                'gone',
                `Choose 1 of your Benched Pokémon to ${toHand ? 'return to your hand' : 'shuffle into your deck'}.`,
                () => true,
                'bench',
              ),
            ]),
        step((e) => {
          const zone = e.picked('gone');
          if (!zone || !e.pokemon(zone)) return undefined;
          const to = e.key(e.me, toHand ? 'hand' : 'deck');
          return { actions: [e.moveStack(zone, to), ...(toHand ? [] : [e.shuffle(e.me)])] };
        }),
      );
      return true;
    },
  ],
  [
    // Backup: "… draw cards from your deck until you have 3 cards in your hand."
    /^Draw cards(?: from your deck)? until you have (\d+|two|three|four|five|six|seven) cards in your hand\.$/i,
    (m, p) => {
      const size = count(m[1]);
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'deck').length === 0
          ? 'your deck is empty.'
          : e.zoneCards(e.me, 'hand').length >= size
            ? `you already have ${size} or more cards in your hand.`
            : undefined,
      );
      p.steps.push(draw((e) => Math.max(0, size - e.zoneCards(e.me, 'hand').length)));
      return true;
    },
  ],
  [
    // Moonlight "put a card from your hand back on your deck", Scavenger Hunt "put 2 cards from
    // your hand into your deck" (face down: the opponent learns how many, not which).
    /^Put (a card|1 card|(\d+|two|three) cards) from your hand (?:back )?(on top of|on|into) your deck\.$/i,
    (m, p) => {
      const n = m[2] ? count(m[2]) : 1;
      // "into your deck" says no place in it: only a shuffle afterwards makes that no matter.
      if (m[3] === 'into') p.shuffleOwed = true;
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').length >= n
          ? undefined
          : `you need ${n === 1 ? 'a card' : `${n} cards`} in your hand.`,
      );
      p.steps.push(
        pick({
          var: 'returned',
          from: 'hand',
          filter: () => true,
          min: n,
          max: n,
          prompt: `Choose ${n === 1 ? 'a card' : `${n} cards`} from your hand to put on your deck.`,
        }),
        step((e) => {
          const hand = e.key(e.me, 'hand');
          const deck = e.key(e.me, 'deck');
          const actions = e.chosen('returned').map((id) => e.move(id, hand, deck, 'top'));
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Chaos Move: "move 1 damage counter from 1 Pokémon (yours or your opponent's) to another
    // (even if it would Knock Out the other Pokémon)."
    /^Move 1 damage counter from 1 Pokémon \(yours or your opponent's\) to another \(even if it would Knock Out the other Pokémon\)\.$/,
    (_m, p) => {
      const all = (e: EffectEnv) => [...e.inPlay(e.me), ...e.inPlay(e.opp)];
      p.unplayable.push((e) =>
        all(e).some((x) => x.damage > 0) && all(e).length > 1
          ? undefined
          : 'no Pokémon in play has a damage counter to move.',
      );
      const any = (v: string, prompt: string, fits: (x: PokemonInPlay, e: EffectEnv) => boolean) =>
        choose((e) => ({
          var: v,
          kind: 'target',
          prompt,
          options: all(e)
            .filter((x) => fits(x, e))
            .map((x) => e.pokemonOption(x)),
        }));
      p.steps.push(
        any('from', 'Choose the Pokémon to move a damage counter from.', (x) => x.damage > 0),
        any('to', 'Choose the Pokémon to move it to.', (x, e) => x.zone !== e.picked('from')),
        ...moveCounter('from', 'to', true),
      );
      return true;
    },
  ],
  [
    // Evolution Helper: "search your deck for a card that evolves from your Active Pokémon and
    // attach it to your Active Pokémon. (This counts as evolving that Pokémon.)"
    /^Search your deck for a card that evolves from your Active Pokémon and (?:attach it to|put it on) your Active Pokémon\.$/,
    (_m, p) => {
      p.evolving = true;
      p.steps.push(
        ...evolveFromDeck(
          'active',
          () => true,
          'Choose a card that evolves from your Active Pokémon.',
        ),
      );
      return true;
    },
  ],
  [
    /^\(?This counts as evolving (?:that Pokémon|your Active Pokémon)\.\)?$/,
    (_m, p) => p.evolving === true,
  ],
  [
    // A switch in any of switch-clause.ts's words: Fragrance Trap's "choose 1 of your opponent's
    // Benched Pokémon and switch the Defending Pokémon with it". Never "Then, …" after a coin.
    /^(?:Then, )?(?:If (?:heads|tails), )?(?:if [^,]+, )?(?:you may )?(?:choose 1 of|switch|(?:he or she|your opponent) (?:chooses|switches))\b[^.]*\.$/i,
    (m, p) => {
      const clause = readSwitch(m[0]);
      if (!clause || clause.before) return false;
      if (clause.coin !== undefined && p.coins !== 1) return false;
      if (clause.then && p.coins !== 0) return false;
      const side = clause.kind === 'own' ? 'me' : 'opp';
      // Using the Power is the switch: with no Benched Pokémon there is nothing to do.
      if (p.declared && p.steps.length === 0 && clause.coin === undefined)
        p.unplayable.push((e) =>
          e.bench(side === 'me' ? e.me : e.opp).length > 0
            ? undefined
            : `${side === 'me' ? 'you have' : 'your opponent has'} no Benched Pokémon.`,
        );
      p.steps.push(...switchSteps(clause));
      return true;
    },
  ],
];

// ------------------------------------------------------------------ looks, Retreat Cost, counters

/** Whose cards a look names: "your", "your opponent's", "any player's" / "either player's". */
const WHOSE: Record<string, readonly ('me' | 'opp')[]> = {
  your: ['me'],
  "your opponent's": ['opp'],
  "any player's": ['me', 'opp'],
  "either player's": ['me', 'opp'],
};

/** One thing a look may be at: the top N of a deck, or up to N Prizes, of one player. */
interface Look {
  readonly value: string;
  readonly label: string;
  readonly can: (e: EffectEnv) => boolean;
  readonly steps: Step[];
}

const playerOf = (who: 'me' | 'opp') => (e: EffectEnv) => (who === 'me' ? e.me : e.opp);
const whoseWords = (who: 'me' | 'opp') => (who === 'me' ? 'your' : "your opponent's");

/** "the top 2 cards of any player's deck", "up to 2 of any player's Prizes" → the looks. */
function readLook(words: string): Look[] | undefined {
  const deck = /^(?:at )?the top (\d+|two|three|four|five) cards of ([^.]+?) deck$/i.exec(words);
  if (deck) {
    const n = count(deck[1]);
    return WHOSE[deck[2] as string]?.map((who) => ({
      value: `deck-${who}`,
      label: `the top ${n} cards of ${whoseWords(who)} deck`,
      can: (e) => e.zoneCards(playerOf(who)(e), 'deck').length > 0,
      steps: [
        step((e) => {
          const player = playerOf(who)(e);
          const top = e.zoneCards(player, 'deck').slice(0, n);
          return { actions: [showMe(e, top, e.key(player, 'deck'))], looked: true };
        }),
      ],
    }));
  }
  const prizes = /^(?:at )?up to (\d+|two|three) of ([^.]+?) Prizes$/i.exec(words);
  if (prizes) {
    const n = count(prizes[1]);
    return WHOSE[prizes[2] as string]?.map((who) => ({
      value: `prizes-${who}`,
      label: `up to ${n} of ${whoseWords(who)} Prizes`,
      can: (e) => hasPrizes(e, playerOf(who)(e)),
      steps: [
        // Chosen face down, by place; each shown to the Power's player alone.
        choose((e) => {
          const player = playerOf(who)(e);
          const options = PRIZE_ZONES.filter((z) => e.zoneCards(player, z).length > 0).map((z) => ({
            value: e.key(player, z),
            label: `${whoseWords(who)} ${z.replace('_', ' ')}`,
          }));
          return {
            var: 'prizes',
            kind: 'take',
            prompt: `Choose up to ${n} of ${whoseWords(who)} Prizes (face down) to look at.`,
            options,
            min: Math.min(1, options.length),
            max: Math.min(n, options.length),
          };
        }),
        step((e) => {
          const actions = e.chosen('prizes').flatMap((zone) => {
            const id = e.state.zones[zone]?.cards[0];
            return id ? [showMe(e, [id], zone)] : [];
          });
          return actions.length > 0 ? { actions, looked: true } : undefined;
        }),
      ],
    }));
  }
  return undefined;
}

const LOOK_RULES: readonly Rule[] = [
  [
    // Investigate: "look at the top 2 cards of any player's deck or at up to 2 of any player's
    // Prizes. Put any cards you looked at back in the same order." — nothing moves.
    /^Look at (.+?)\. Put (?:any|the) cards you looked at back in the same order\.$/i,
    (m, p) => {
      const parts = (m[1] as string).split(/ or (?=(?:at )?(?:the top|up to))/i);
      const looks = parts.map(readLook);
      if (looks.some((l) => l === undefined)) return false;
      const all = looks.flatMap((l) => l ?? []);
      p.unplayable.push((e) =>
        all.some((k) => k.can(e)) ? undefined : 'there is nothing to look at.',
      );
      p.steps.push(
        choose((e) => ({
          var: 'look',
          kind: 'target',
          prompt: 'Choose what to look at.',
          options: all.filter((k) => k.can(e)).map((k) => ({ value: k.value, label: k.label })),
        })),
        ...all.map((k) => when((e) => e.picked('look') === k.value, k.steps)),
      );
      return true;
    },
  ],
  [
    // Tailwind: "you may reduce your Active Pokémon's Retreat Cost to 0." — this turn (a Power
    // used during your turn; the marker holds while that Pokémon stays Active).
    /^Reduce your Active Pokémon's Retreat Cost to 0\.$/i,
    (_m, p) => {
      p.unplayable.push((e) => (e.active(e.me) ? undefined : 'you have no Active Pokémon.'));
      p.steps.push(
        step((e) => {
          const active = e.active(e.me);
          if (!active) return undefined;
          const marker: Marker = {
            kind: 'no-retreat-cost',
            card: active.top,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
          };
          return { mark: [marker] };
        }),
      );
      return true;
    },
  ],
  [
    // Psy Shadow, Auxiliary Light: "Put 2 damage counters on that Pokémon / on SELF." — on the
    // Pokémon an Energy card was just attached to (none attached: none put), or on SELF.
    /^Put (a|1|\d+|two|three|four) damage counters? on (that Pokémon|SELF)\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      const on = place(m[2] as string, p);
      if (!on) return false;
      p.steps.push(
        step((e) => {
          const mon = e.inPlay(e.me).find((x) => on.fits(x, e));
          const a = mon ? e.addDamage(mon.zone, hp) : undefined;
          return a ? { actions: [a] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Earth Rage: "put a damage counter on each of your opponent's Benched Pokémon."
    /^Put (a|1|\d+|two|three) damage counters? on each of (your opponent's|your) Benched Pokémon\.$/i,
    (m, p) => {
      const hp = count(m[1]) * 10;
      const whose = m[2] === 'your' ? 'me' : 'opp';
      p.unplayable.push((e) =>
        e.bench(playerOf(whose)(e)).length > 0
          ? undefined
          : `${whose === 'me' ? 'you have' : 'your opponent has'} no Benched Pokémon.`,
      );
      p.steps.push(
        step((e) => {
          const actions = e.bench(playerOf(whose)(e)).flatMap((x) => {
            const a = e.addDamage(x.zone, hp);
            return a ? [a] : [];
          });
          return actions.length > 0 ? { actions } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Strange Tentacles: "choose an Energy card, if any, in your opponent's discard pile and
    // attach it to the Defending Pokémon." — a public pile, chosen by the Power's player.
    /^Choose an Energy card, if any, in your opponent's discard pile and attach it to the Defending Pokémon\.$/i,
    (_m, p) => {
      p.steps.push(
        pick({
          who: 'opp',
          from: 'discard',
          filter: is.energy,
          min: 1,
          max: 1,
          prompt:
            "Choose an Energy card in your opponent's discard pile to attach to the Defending Pokémon.",
        }),
        step((e) => {
          const id = e.picked('picked');
          const from = id ? zoneOf(e, id) : undefined;
          const to = e.active(e.opp);
          return id && from && to
            ? { actions: [e.move(id, from, to.zone, 'bottom', e.opp)] }
            : undefined;
        }),
      );
      return true;
    },
  ],
];

// ------------------------------------------------------------------ several coins

/** Reads one clause into its own steps (the caller's rules), or `undefined`. */
export type ClauseReader = (p: Plan, sentence: string) => Step[] | undefined;

/**
 * "Flip N coins." then "For each heads, X.": X is done once for each heads (Flame Vapor,
 * Energy Recharge). `read` reads X with every Power rule.
 */
export const coinsRules = (read: ClauseReader): readonly Rule[] => [
  [
    /^Flip (\d+|two|three|four) coins\.$/i,
    (m, p) => {
      const n = count(m[1]);
      if (n < 2) return false;
      // "If heads" reads a single coin: after several it is no longer read.
      p.coins += n;
      p.manyCoins = n;
      p.steps.push(flip(n));
      return true;
    },
  ],
  [
    /^For each heads, (.+)$/,
    (m, p) => {
      const n = p.manyCoins;
      if (n === undefined) return false;
      const inner = read(p, capital(m[1] as string));
      if (!inner) return false;
      for (let i = 1; i <= n; i++) p.steps.push(when((e) => e.heads() >= i, inner));
      return true;
    },
  ],
];

/** The e-Card Power clauses (power-patterns.ts adds them to its rules). */
export const POWER_CLAUSE_RULES: readonly Rule[] = [
  ...ENERGY_RULES,
  ...CONDITION_RULES,
  ...CARD_RULES,
  ...LOOK_RULES,
];
