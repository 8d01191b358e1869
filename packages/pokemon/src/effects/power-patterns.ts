import { isBasicPokemon } from '../cards/card-helpers';
import type { Ability, EnergyType, PokemonCard } from '../cards/types';
import { attachedTypes } from '../game/board';
import type { SpecialCondition } from '../game/state';
import { PRIZE_ZONES } from '../game/zones';
import type { EffectEnv } from './env';
import { EVOLVE_BY_POWER_RULES } from './evolve-by-power';
import { EX_POWER_CLAUSE_RULES } from './ex-power-clauses';
import { KNOCKED_OUT_AS_ENERGY_RULES } from './knocked-out-as-energy';
import { energyCardsInPlay, MORE_POWER_CLAUSE_RULES } from './more-power-clauses';
import { MORE_POWER_RULES } from './more-power-rules';
import { PLAYED_AS_BASIC_POWER_RULES } from './played-as-basic';
import { pokemonPhrase } from './pokemon-phrase';
import { attachedIsThat, coinsRules, POWER_CLAUSE_RULES } from './power-clauses';
import {
  basicEnergyOn,
  capital,
  count,
  discardTop,
  kindsFilter,
  moveCounter,
  type Plan,
  type PowerDamage,
  powerDamage,
  type Rule,
  TYPE,
} from './power-plan';
import { STOP_SENTENCE } from './power-stops';
import { applySentenceRules, normaliseText } from './sentences';
import {
  attachChosenTo,
  chooseOpponents,
  chooseOwn,
  draw,
  endTurn,
  energyOfType,
  flip,
  gust,
  headsOrTails,
  heal,
  ifHeads,
  ifTails,
  is,
  mark,
  mayDo,
  moveChosen,
  opponentSwitches,
  pick,
  said,
  searchDeck,
  shuffleDeck,
  shuffleHandIntoDeck,
  status,
  step,
  when,
} from './steps';
import { TYPE_CHANGE_POWER_RULES } from './type-change-rules';
import type { AbilitySpec, Step } from './types';

/**
 * Pokémon Powers their owner uses ("Once during your turn (before your attack), you may …") or
 * that the game offers when their card is played ("When you play Dark Golbat from your hand,
 * you may …"), compiled from their text like attacks: the opening is read first, then every
 * sentence after it must be a known one, else the Power stays manual. The per-turn limit and
 * "can't be used if … Asleep, Confused, or Paralyzed" are read from the same text by the rules
 * (`abilityRule`, `abilityBlockedReason`).
 */

/**
 * When a Power its owner uses may be used: "Once during your turn (before your attack), …", the
 * 2002 "Once during each of your turns (before your attack), …", "As often as you like …".
 */
const WINDOW =
  /^(?:Once during your turn|Once during each of your turns|As often as you like during your turn|At any time during your turn)(?: \(before your attack\))?, /;

/**
 * The conditions an opening may put before "you may" ("if SELF is on your Bench, ", "if your
 * opponent has 3 or fewer Prizes, ", "… and if …"): each a clause of its own, read in turn.
 */
const CONDITIONS: readonly (readonly [
  RegExp,
  (m: RegExpExecArray) => ((e: EffectEnv) => string | undefined) | undefined,
])[] = [
  [
    /^if SELF is (on your Bench|your Active Pokémon),? /i,
    (m) => {
      const benched = /bench/i.test(m[1] as string);
      return (e) => {
        if (!e.self) return 'it is not in play.';
        const active = e.self.zone.endsWith(':active');
        if (benched && active) return 'it is not on your Bench.';
        if (!benched && !active) return 'it is not your Active Pokémon.';
        return undefined;
      };
    },
  ],
  [
    /^if you have ([^,]+(?:, [^,]+)+) on your Bench, /,
    (m) => {
      const names = namesListed(m[1] as string);
      return (e) => benchLacks(e, names);
    },
  ],
  [
    /^if your opponent has (\d+|one|two|three|four|five) or fewer Prizes(?: left)?,? /i,
    (m) => {
      const most = count(m[1]);
      return (e) => {
        const left = PRIZE_ZONES.reduce((n, z) => n + e.zoneCards(e.opp, z).length, 0);
        return left <= most
          ? undefined
          : `your opponent has ${left} Prizes left (more than ${most}).`;
      };
    },
  ],
  [
    // Strange Tentacles: "as long as the number of Energy cards attached to the Defending
    // Pokémon is less than the number of Energy cards attached to your Active Pokémon, ".
    /^(?:if|as long as) the number of Energy cards attached to (the Defending Pokémon|your Active Pokémon) is (less|more) than the number of Energy cards attached to (the Defending Pokémon|your Active Pokémon), /i,
    (m) => {
      const cardsOn = (e: EffectEnv, words: string) =>
        (/Defending/i.test(words) ? e.active(e.opp) : e.active(e.me))?.energy.length ?? 0;
      return (e) => {
        const a = cardsOn(e, m[1] as string);
        const b = cardsOn(e, m[3] as string);
        const holds = m[2] === 'less' ? a < b : a > b;
        return holds
          ? undefined
          : `${m[1]} has ${a} Energy cards attached, not ${m[2]} than ${m[3]}'s ${b}.`;
      };
    },
  ],
  [
    // Reconstruction: "if you have a basic Energy card in your hand, ".
    /^if you have (an? [^,]+?) in your hand, /i,
    (m) => {
      const words = m[1] as string;
      const fits = kindsFilter(words);
      if (!fits) return undefined;
      return (e) =>
        e.zoneCards(e.me, 'hand').some((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c);
        })
          ? undefined
          : `you have no ${words.replace(/^an? /, '')} in your hand.`;
    },
  ],
  [
    // Lunar Eclipse: "if Solrock is in play, " (either player's), "if you have Solrock in play, ".
    /^if (?:([A-Z][^,]*?) is in play|you have ([A-Z][^,]*?) in play), /,
    (m) => {
      const name = (m[1] ?? m[2]) as string;
      if (name === 'SELF' || /\b(?:Pokémon|Energy|card|Trainer|Stadium)\b/.test(name))
        return undefined;
      const theirsToo = m[1] !== undefined;
      return (e) =>
        [...e.inPlay(e.me), ...(theirsToo ? e.inPlay(e.opp) : [])].some((x) => x.card.name === name)
          ? undefined
          : `${name} is not in play${theirsToo ? '' : ' on your side'}.`;
    },
  ],
  [
    // Magnetic Field: "if you have basic Energy cards in your discard pile, ".
    /^if you have ((?:any )?[^,]+?) in your discard pile, /i,
    (m) => {
      const words = m[1] as string;
      const fits = kindsFilter(words);
      if (!fits) return undefined;
      return (e) =>
        e.zoneCards(e.me, 'discard').some((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c);
        })
          ? undefined
          : `you have no ${words.replace(/^(?:an?|any) /, '')} in your discard pile.`;
    },
  ],
  [
    /^if you have (\d+|one|two|three|four|five) or fewer cards in your hand,? /i,
    (m) => {
      const most = count(m[1]);
      return (e) => {
        const held = e.zoneCards(e.me, 'hand').length;
        return held <= most
          ? undefined
          : `you have ${held} cards in your hand (more than ${most}).`;
      };
    },
  ],
];

/** Reads the conditions after the window, into `p`; the text left, or `undefined`. */
function readConditions(text: string, p: Plan): string {
  let rest = text;
  for (let read = true; read; ) {
    read = false;
    const tail = rest.replace(/^and /, '');
    for (const [re, check] of CONDITIONS) {
      const m = re.exec(tail);
      const holds = m ? check(m) : undefined;
      if (!m || !holds) continue;
      p.unplayable.push(holds);
      rest = tail.slice(m[0].length);
      read = true;
      break;
    }
  }
  return rest;
}

/** "SELF, Unown [I], Unown [N], and Unown [D]" → the names. */
const namesListed = (list: string) =>
  list
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((n) => n.trim())
    .filter(Boolean);

/** Why "if you have A, B, C, and D on your Bench" does not hold now, or `undefined`. */
function benchLacks(e: EffectEnv, names: readonly string[]): string | undefined {
  const bench = e.bench(e.me);
  const missing = names.filter((n) =>
    n === 'SELF'
      ? !bench.some((x) => x.top === e.effect.card)
      : !bench.some((x) => x.card.name === n),
  );
  if (missing.length === 0) return undefined;
  const self = e.self?.card.name ?? 'this Pokémon';
  return `your Bench needs ${missing.map((n) => (n === 'SELF' ? self : n)).join(', ')}.`;
}

/**
 * The opening of a Power offered when its card is played from the hand: any way ("When you play
 * SELF from your hand, …"), or to evolve ("… from your hand to evolve your Active Pokémon / 1 of
 * your Pokémon, …": only as an Evolution card played onto a Pokémon, the first only onto the
 * Active one). The EX sets open it "Once during your turn, when you play …": the once is that
 * one play.
 */
const PLAYED =
  /^(?:Once during your turn, when|When) you play SELF from your hand(?: to evolve (your Active Pokémon|1 of your Pokémon))?, (you may )?(.)/;

/**
 * The EX opening of a Power offered when its Basic card is put onto the Bench from the hand
 * ("Once during your turn, when you put Articuno ex from your hand onto your Bench, you may …"):
 * the once is that one play.
 */
const BENCHED =
  /^(?:Once during your turn, when|When) you put SELF from your hand onto your Bench, (you may )?(.)/;

/** A Power its owner uses only while Active, with no "you may" (Light Arcanine's Drive Off). */
const WHILE_ACTIVE =
  /^As long as SELF is your Active Pokémon, once during your turn \(before your attack\), (.)/;

/**
 * The opening of a Power offered when the opponent's Active Pokémon retreats (Sinkhole), or
 * while SELF is its player's Active Pokémon, the Defending Pokémon (Suction Cups).
 */
const RETREATS =
  /^(?:Whenever your opponent's Active Pokémon retreats|(As long as SELF is your Active Pokémon), whenever the Defending Pokémon retreats), (.)/;

/**
 * The opening of a Power offered when its own Pokémon retreats (Dark Ivysaur's Vine Pull: "Once
 * during your turn when SELF retreats, …"): a player retreats once a turn, so the once is kept.
 */
const SELF_RETREATS =
  /^(?:Once during your turn,? )?(?:when|whenever) SELF retreats, (you may )?(.)/i;

/** The opening of a Power offered when its Pokémon is Knocked Out by an attack (Final Beam). */
const KNOCKED_OUT = /^When SELF is Knocked Out by an attack, (.)/;

/** "Fire", "Water or Psychic", "Water, Lightning, or Psychic": one type or a list of them. */
const TYPE_LIST = `(?:${TYPE}, )*(?:${TYPE},? or )?${TYPE}`;

/**
 * The opening of a Power offered when an Energy card is attached from the hand: "Whenever you
 * attach a Fire Energy card from your hand to SELF, …" (Healing Fire), "Whenever your opponent
 * attaches an Energy card from his or her hand to a Pokémon, …" (Conductivity), "Whenever you
 * attach a Water, Lightning, or Psychic basic Energy card from your hand to SELF, …" (Crystal
 * Type: any of the listed types).
 */
const ATTACHES = new RegExp(
  `^(?:Whenever|When) (you attach|your opponent attaches) an? (${TYPE_LIST} )?(?:basic )?Energy card from (?:your|his or her) hand to (SELF|a Pokémon), (.)`,
);

/**
 * Pure Body: "To attach a Fire Energy card from your hand to SELF, you must discard an Energy
 * card attached to SELF." — what follows "you must" is done once the Energy is attached, as its
 * reminder says ("Attach the Fire Energy, and then discard an Energy from Entei.").
 */
const ATTACH_COST = new RegExp(
  `^To (attach) an? (${TYPE_LIST} )?(?:basic )?Energy card from your hand to (SELF), you must (.)`,
);

/** The types named in a {@link TYPE_LIST} match. */
const typesListed = (list: string): EnergyType[] =>
  list.match(/Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal/g) as EnergyType[];

/**
 * The opening of a Power offered when a player Benches a Basic Pokémon from the hand, while
 * the Power's Pokémon is Active (Dark Magcargo's Hot Plate).
 */
const BENCHES =
  /^As long as SELF is your Active Pokémon, whenever a player puts a (Baby Pokémon or )?Basic Pokémon onto his or her Bench from his or her hand, (.)/;

/** The Pokémon in play whose top card is `id`. */
const pokemonWith = (e: EffectEnv, id: string) =>
  [...e.inPlay(e.me), ...e.inPlay(e.opp)].find((x) => x.top === id);

/** Reads the opening into the plan; the text left, its first letter a capital, or `undefined`. */
function readOpening(text: string, p: Plan): string | undefined {
  // Before the window: the EX "Once during your turn, when you play SELF …" is a trigger.
  const benched = BENCHED.exec(text);
  if (benched) {
    p.trigger = 'played-to-bench';
    p.may = benched[1] !== undefined;
    return rest(text, benched);
  }
  const played = PLAYED.exec(text);
  if (played) {
    const evolved = played[1];
    p.trigger = evolved ? 'evolved-from-hand' : 'played-from-hand';
    p.may = played[2] !== undefined;
    if (evolved === 'your Active Pokémon')
      p.unplayable.push((e) =>
        e.self?.zone.endsWith(':active') ? undefined : 'it did not evolve your Active Pokémon.',
      );
    return rest(text, played);
  }
  const window = WINDOW.exec(text);
  if (window) {
    p.declared = true;
    const body = readConditions(text.slice(window[0].length), p).replace(/^you may /, '');
    // A condition not read leaves "if …" here: no sentence rule starts so, and it stays manual.
    return capital(body);
  }
  const whileActive = WHILE_ACTIVE.exec(text);
  if (whileActive) {
    p.unplayable.push((e) =>
      e.self?.zone.endsWith(':active') ? undefined : 'it is not your Active Pokémon.',
    );
    return rest(text, whileActive);
  }
  const retreats = RETREATS.exec(text);
  if (retreats) {
    p.trigger = 'opponent-retreated';
    p.that = (e) => pokemonWith(e, String(e.vars.retreated ?? ''));
    if (retreats[1])
      p.unplayable.push((e) =>
        e.self?.zone.endsWith(':active') ? undefined : 'it is not your Active Pokémon.',
      );
    return rest(text, retreats);
  }
  const retreated = SELF_RETREATS.exec(text);
  if (retreated) {
    p.trigger = 'retreated';
    p.may = retreated[1] !== undefined;
    return rest(text, retreated);
  }
  const knocked = KNOCKED_OUT.exec(text);
  if (knocked) {
    p.trigger = 'knocked-out-by-attack';
    p.that = (e) => pokemonWith(e, String(e.vars.attacker ?? ''));
    return rest(text, knocked);
  }
  const attaches = ATTACHES.exec(text) ?? ATTACH_COST.exec(text);
  if (attaches) {
    const [, who, list] = attaches;
    const mine = who !== 'your opponent attaches';
    const to = attaches.at(-2);
    p.trigger = 'energy-attached-from-hand';
    p.itIsSelf = to === 'SELF';
    p.that = (e) => pokemonWith(e, String(e.vars.onto ?? ''));
    const types = list ? typesListed(list) : [];
    const basic = /\bbasic Energy card from\b/.test(attaches[0]);
    // A typed "Fire Energy card" is a basic one (as ever); "a basic Energy card" any basic one.
    const fits =
      types.length > 0
        ? (c: PokemonCard) => types.some((t) => is.basicEnergyOf(t)(c))
        : basic
          ? is.basicEnergy
          : is.energy;
    p.unplayable.push((e) => {
      if ((e.vars.attacher === e.me) !== mine) return "not this player's Energy.";
      if (to === 'SELF' && e.vars.onto !== e.effect.card) return 'not attached to this Pokémon.';
      const card = e.card(String(e.vars.attached ?? ''));
      return card && fits(card) ? undefined : 'not that Energy card.';
    });
    return rest(text, attaches);
  }
  const benches = BENCHES.exec(text);
  if (benches) {
    const baby = benches[1] !== undefined;
    p.trigger = 'pokemon-benched-from-hand';
    p.that = (e) => pokemonWith(e, String(e.vars.benched ?? ''));
    p.unplayable.push((e) => {
      if (!e.self?.zone.endsWith(':active')) return 'it is not your Active Pokémon.';
      const card = e.card(String(e.vars.benched ?? ''));
      // Without "Baby Pokémon or", a Baby Pokémon is not one the text names.
      return card && (baby || !card.subtypes.includes('Baby'))
        ? undefined
        : 'not a Pokémon it names.';
    });
    return rest(text, benches);
  }
  return undefined;
}

const rest = (text: string, m: RegExpExecArray) =>
  (m.at(-1) as string).toUpperCase() + text.slice(m[0].length);

/** The sentences of one branch ("If heads, …"), read by the same rules into their own steps. */
function branch(p: Plan, sentences: string): Step[] | undefined {
  const outer = p.steps;
  p.steps = [];
  const ok = applySentenceRules(sentences, RULES, p);
  const inner = p.steps;
  p.steps = outer;
  return ok ? inner : undefined;
}

const FIRST_RULES: readonly Rule[] = [
  [
    // The coin is the same whoever flips it: the game flips it for the Power's player.
    /^(?:Flip a coin|Your opponent flips a coin)\.$/,
    (_m, p) => {
      p.coins += 1;
      p.steps.push(flip());
      return true;
    },
  ],
  [
    // "If heads, search your deck … Shuffle your deck afterward.": the shuffle is the search's.
    // "(This counts as evolving SELF.)" may stand between the search and its shuffle (Emerge).
    /^If (heads|tails), (?!and )([^.;]+\.)((?: \([^()]+\))?)((?: Shuffle your deck afterward\.)?)$/,
    (m, p) => {
      if (p.coins !== 1) return false;
      const shuffle = m[4] !== '' && /^search your deck\b/.test(m[2] as string);
      if (m[4] !== '' && !shuffle) return false;
      const inner = branch(p, `${capital(m[2] as string)}${m[3]}${m[4]}`);
      if (!inner) return false;
      p.steps.push(m[1] === 'heads' ? ifHeads(...inner) : ifTails(...inner));
      return true;
    },
  ],
  [
    /^If you do, (.+)$/,
    (m, p) => {
      // "you may choose … If you do, …": the choice was asked by the opening's "you may"; "Once
      // during your turn …, you may draw a card. If you do, …": using the Power is the draw, so
      // the rest follows it (never after a coin: "If you do" is no coin's branch).
      // The EX triggers too: "when you put SELF … onto your Bench, you may switch … If you do,
      // …" — the player's yes to the Power is the doing.
      const afterUse =
        (p.declared === true || (p.trigger !== undefined && p.may)) &&
        p.coins === 0 &&
        p.steps.length > 0;
      if (!(p.may && p.chose) && !afterUse) return false;
      const inner = branch(p, capital(m[1] as string));
      if (!inner) return false;
      p.steps.push(...inner);
      return true;
    },
  ],
  [
    /^Remove (1|a|\d+) damage counters? from 1 of your Pokémon\.$/,
    (m, p) => {
      const hp = count(m[1]) * 10;
      p.steps.push(
        chooseOwn(
          'healed',
          'Choose one of your Pokémon to remove a damage counter from.',
          (x) => x.damage > 0,
        ),
        heal((e) => e.picked('healed'), hp),
      );
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => x.damage > 0)
          ? undefined
          : 'none of your Pokémon has damage counters.',
      );
      return true;
    },
  ],
  [
    /^Remove (1|a|\d+) damage counters? from SELF\.$/,
    (m, p) => {
      p.removedFromSelf = true;
      p.nothingToHeal = (e) =>
        e.self && e.self.damage > 0 ? undefined : 'it has no damage counters.';
      p.unplayable.push(p.nothingToHeal);
      p.steps.push(heal((e) => e.self?.zone, count(m[1]) * 10));
      return true;
    },
  ],
  [
    new RegExp(`^Remove all damage counters from all ${TYPE} Pokémon in play\\.$`),
    (m, p) =>
      void p.steps.push(
        step((e) => {
          const type = m[1] as EnergyType;
          const actions = [...e.inPlay(e.me), ...e.inPlay(e.opp)]
            .filter((x) => x.card.types.includes(type) && x.damage > 0)
            .flatMap((x) => e.heal(x.zone, x.damage));
          return actions.length > 0 ? { actions } : undefined;
        }),
      ),
  ],
  [
    /^Move 1 damage counter from 1 of your opponent's Pokémon to another \(even if it would Knock Out the other Pokémon\)\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.inPlay(e.opp).some((x) => x.damage > 0) && e.inPlay(e.opp).length > 1
          ? undefined
          : 'your opponent needs a Pokémon with a damage counter and another Pokémon to move it to.',
      );
      p.steps.push(
        chooseOpponents(
          'from',
          "Choose the opponent's Pokémon to move a damage counter from.",
          (x) => x.damage > 0,
        ),
        chooseOpponents(
          'to',
          'Choose the Pokémon to move it to.',
          (x, e) => x.zone !== e.picked('from'),
        ),
        ...moveCounter('from', 'to', true),
      );
      return true;
    },
  ],
  [
    /^Move 1 damage counter from 1 of your Pokémon to another as long as you don't Knock Out that Pokémon\.$/,
    (_m, p) => {
      // Alakazam's Damage Swap: the counter may go to any other of your Pokémon it won't Knock Out.
      const fits = (e: EffectEnv, from: string | undefined) =>
        e.inPlay(e.me).filter((x) => x.zone !== from && x.hp - x.damage > 10);
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => x.damage > 0 && fits(e, x.zone).length > 0)
          ? undefined
          : 'none of your Pokémon has a damage counter to move to another it would not Knock Out.',
      );
      p.steps.push(
        chooseOwn(
          'from',
          'Choose the Pokémon to move a damage counter from.',
          (x, e) => x.damage > 0 && fits(e, x.zone).length > 0,
        ),
        chooseOwn('to', 'Choose the Pokémon to move it to.', (x, e) =>
          fits(e, e.picked('from')).some((y) => y.zone === x.zone),
        ),
        ...moveCounter('from', 'to', false),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Turn all Energy attached to SELF into ${TYPE} Energy for the rest of the turn\\.$`,
    ),
    (m, p) => {
      // Charizard's Energy Burn.
      const type = m[1] as EnergyType;
      p.unplayable.push((e) =>
        e.self && attachedTypes(e.cards, e.state, e.self).every((t) => t === type)
          ? `all the Energy attached to ${e.self.card.name} is ${type} Energy already.`
          : undefined,
      );
      p.steps.push(mark('energy-burn', 'self', 'this-turn', { type }));
      return true;
    },
  ],
  [
    /^Switch (?:it|SELF) with your Active Pokémon\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.self && !e.self.zone.endsWith(':active') ? undefined : 'it is not on your Bench.',
      );
      p.steps.push(
        step((e) =>
          e.self ? { actions: [e.swap(e.key(e.me, 'active'), e.self.zone)] } : undefined,
        ),
      );
      return true;
    },
  ],
  [
    /^Return SELF to your hand\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => {
          const self = e.self;
          if (!self) return undefined;
          const attached = (e.state.zones[self.zone]?.cards ?? []).filter((id) => id !== self.top);
          return {
            actions: [
              ...attached.map((id) => e.move(id, self.zone, e.key(e.me, 'discard'))),
              e.move(self.top, self.zone, e.key(e.me, 'hand')),
            ],
          };
        }),
      ),
  ],
  [
    // Suction Cups: the Pokémon that retreated (now Benched) loses the Energy left on it.
    /^Discard all (basic )?Energy cards attached to (?:the Defending Pokémon|that Pokémon|it) when it goes to the Bench\.$/,
    (m, p) => {
      if (p.trigger !== 'opponent-retreated') return false;
      const fits = m[1] ? is.basicEnergy : is.energy;
      p.steps.push(
        step((e) => {
          const that = p.that?.(e);
          if (!that) return undefined;
          const owner = e.state.cards[that.top]?.owner ?? e.opp;
          const gone = that.energy.filter((id) => {
            const c = e.card(id);
            return c !== undefined && fits(c);
          });
          return gone.length > 0
            ? {
                actions: gone.map((id) =>
                  e.move(id, that.zone, e.key(owner, 'discard'), undefined, owner),
                ),
              }
            : undefined;
        }),
      );
      return true;
    },
  ],
  [
    // Ancient Wind: every Poké-Body in play (both players') is ignored for the rest of the turn.
    /^Ignore all Poké-Bodies until the end of (?:your|this|the) turn\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => ({
          mark: [
            {
              kind: 'bodies-ignored',
              player: e.me,
              until: e.state.plugin.gameTurn,
              source: e.effect.name,
            },
          ],
        })),
      ),
  ],
  [
    // Pure Body's reminder of the order its opening already keeps (attach, then discard).
    /^\(Attach the (?:(?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) )?Energy(?: card)?, and then discard an Energy(?: card)? from SELF\.\)$/,
    (_m, p) => p.trigger === 'energy-attached-from-hand' && p.itIsSelf === true,
  ],
  [/^\(Discard all cards attached to SELF\.\)$/, () => true],
  // Said of a Pokémon a Power returned to the hand, which the return step does.
  [/^\(Discard all cards attached to that card\.\)$/, (_m, p) => p.returned === true],
  [
    // Drowzee's Long-Distance Hypnosis, Dark Gloom's Pollen Stench: the coin decides whose Active
    // Pokémon gets the condition.
    /^If heads, the Defending Pokémon is now (Asleep|Confused|Paralyzed|Poisoned|Burned); if tails, your Active Pokémon is now (Asleep|Confused|Paralyzed|Poisoned|Burned)\.$/,
    (m, p) => {
      if (p.coins !== 1) return false;
      const [h, t] = [m[1], m[2]].map((c) => (c ?? '').toLowerCase() as SpecialCondition) as [
        SpecialCondition,
        SpecialCondition,
      ];
      p.steps.push(
        headsOrTails([status(h, 'defender')], [status(t, (e) => e.key(e.me, 'active'))]),
      );
      return true;
    },
  ],
  [
    /^Search your deck for up to (\d+|two|three|four) Basic Pokémon and put them onto your Bench\.$/,
    (m, p) => {
      p.steps.push(
        ...searchDeck({
          filter: isBasicPokemon,
          max: count(m[1]),
          to: 'bench',
          shuffle: false,
          prompt: `Choose up to ${count(m[1])} Basic Pokémon to put onto your Bench.`,
        }),
      );
      return true;
    },
  ],
  [
    /^Search your deck for ([^.]+?)\. Show (?:it|that card) to your opponent(?: and|, then) put it into your hand\.$/,
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
    /^Search your deck for up to (\d+|two|three|four) ([^.]+?) and attach them to SELF\.$/,
    (m, p) => {
      const filter = kindsFilter(m[2] as string);
      if (!filter || !/Energy cards$/.test(m[2] as string)) return false;
      p.steps.push(
        pick({
          from: 'deck',
          filter,
          max: count(m[1]),
          prompt: `Choose up to ${count(m[1])} ${m[2]} to attach to this Pokémon.`,
        }),
        attachChosenTo('picked', 'self'),
      );
      return true;
    },
  ],
  [
    /^Shuffle your deck afterward\.$/,
    (_m, p) => {
      p.shuffleOwed = false;
      p.steps.push(shuffleDeck());
      return true;
    },
  ],
  [
    /^Choose up to (\d+|two|three|four) ([^.]+?) from your discard pile and put them into your hand\.$/,
    (m, p) => {
      const filter = kindsFilter(m[2] as string);
      if (!filter) return false;
      p.steps.push(
        pick({
          from: 'discard',
          filter,
          max: count(m[1]),
          prompt: `Choose up to ${count(m[1])} ${m[2]} from your discard pile to put into your hand.`,
        }),
        moveChosen('picked', 'hand'),
      );
      return true;
    },
  ],
  [
    /^Discard the top (\d+|two|three|four|five) cards (?:from|of) (your opponent's|your) deck\.$/,
    (m, p) => {
      p.discardedTop = m[2] === 'your';
      p.steps.push(discardTop(count(m[1]), m[2] === 'your' ? 'me' : 'opp'));
      return true;
    },
  ],
  [
    /^Choose 1 of your opponent's Pokémon\.$/,
    (_m, p) => {
      p.chose = true;
      p.that = (e) => e.pokemon(e.picked('target') ?? '');
      p.steps.push(chooseOpponents('target', "Choose 1 of your opponent's Pokémon."));
      return true;
    },
  ],
  [
    /^(?:SELF|This power) does (\d+) damage to that Pokémon\.$/,
    (m, p) => {
      if (!p.that) return false;
      const d: PowerDamage = {};
      p.damage.push(d);
      p.steps.push(powerDamage(p.that, Number(m[1]), d));
      return true;
    },
  ],
  [
    new RegExp(
      `^This power does (\\d+) damage for each ${TYPE} Energy attached to SELF to the Pokémon that Knocked Out SELF\\.$`,
    ),
    (m, p) => {
      if (p.trigger !== 'knocked-out-by-attack' || !p.that) return false;
      const d: PowerDamage = {};
      p.damage.push(d);
      const per = Number(m[1]);
      const type = m[2] as EnergyType;
      // Counted as it is Knocked Out, before its cards leave play.
      p.steps.push(powerDamage(p.that, (e) => per * energyOfType(e, e.self, type).length, d));
      return true;
    },
  ],
  [
    /^Do (\d+) damage to your opponent's Active Pokémon\.$/,
    (m, p) => {
      const d: PowerDamage = {};
      p.damage.push(d);
      p.steps.push(powerDamage((e) => e.active(e.opp), Number(m[1]), d));
      return true;
    },
  ],
  [
    /^\(?(Apply|Don't apply) Weakness and Resistance\.\)?$/,
    (m, p) => {
      const last = p.damage.at(-1);
      if (!last || last.weaknessAndResistance !== undefined) return false;
      last.weaknessAndResistance = m[1] === 'Apply';
      return true;
    },
  ],
  [/^Either way, this ends your turn\.$/, (_m, p) => p.coins === 1 && void p.steps.push(endTurn)],
  [
    /^If heads, and if your opponent has any Benched Pokémon, choose 1 of them and switch it with his or her Active Pokémon\.$/,
    (_m, p) => p.coins === 1 && void p.steps.push(ifHeads(...gust())),
  ],
  [
    new RegExp(
      `^Take (1|up to (?:\\d+|two|three)) ${TYPE} Energy cards? attached to (1 of )?your (other )?Pokémon and attach (it|them) to SELF\\.$`,
    ),
    (m, p) => {
      // Gather Fire, Energy Charge ("1 … attached to 1 of your Pokémon"), Soak Up ("up to 2 …
      // attached to your other Pokémon"): from any of them but itself (to itself moves nothing).
      const most = count(m[1]?.replace(/^up to /, ''));
      const upTo = m[1]?.startsWith('up to') === true;
      if (upTo !== (m[5] === 'them') || (!upTo && m[3] === undefined)) return false;
      const type = m[2] as EnergyType;
      const sources = (e: EffectEnv) =>
        e.inPlay(e.me).filter((x) => x.zone !== e.self?.zone && basicEnergyOn(e, x, type).length);
      p.unplayable.push((e) =>
        sources(e).length > 0
          ? undefined
          : `none of your other Pokémon has a ${type} Energy card attached.`,
      );
      p.steps.push(
        step((e) => {
          const options = sources(e).flatMap((x) =>
            basicEnergyOn(e, x, type).map((id) => e.cardOption(id, ` on ${x.zone}`)),
          );
          return {
            choose: {
              var: 'energy',
              kind: 'energy',
              prompt: `Choose ${upTo ? `up to ${most} ${type} Energy cards` : `a ${type} Energy card`} to attach to this Pokémon.`,
              options,
              min: 1,
              max: Math.min(most, options.length),
            },
          };
        }),
        attachChosenTo('energy', 'self'),
      );
      return true;
    },
  ],
  [
    /^Discard a card from your hand in order to draw a card\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').length > 0 ? undefined : 'your hand is empty.',
      );
      p.steps.push(
        pick({
          var: 'cost',
          from: 'hand',
          filter: () => true,
          min: 1,
          max: 1,
          kind: 'discard',
          cost: true,
          prompt: 'Choose a card from your hand to discard.',
        }),
        moveChosen('cost', 'discard'),
        draw(1),
      );
      return true;
    },
  ],
  [
    new RegExp(`^Discard an? ${TYPE} Energy card from your hand\\.$`),
    (m, p) => {
      const type = m[1] as EnergyType;
      const filter = is.basicEnergyOf(type);
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').some((id) => {
          const c = e.card(id);
          return c !== undefined && filter(c);
        })
          ? undefined
          : `you have no ${type} Energy card in your hand.`,
      );
      p.steps.push(
        pick({
          from: 'hand',
          filter,
          min: 1,
          max: 1,
          kind: 'discard',
          prompt: `Choose a ${type} Energy card from your hand to discard.`,
        }),
        moveChosen('picked', 'discard'),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Attach an? ${TYPE} Energy card from your discard pile to 1 of your ${TYPE} Pokémon\\.$`,
    ),
    (m, p) => {
      const [energy, holder] = [m[1], m[2]] as [EnergyType, EnergyType];
      p.steps.push(
        pick({
          from: 'discard',
          filter: is.basicEnergyOf(energy),
          min: 1,
          max: 1,
          prompt: `Choose a ${energy} Energy card from your discard pile to attach.`,
        }),
        when(
          (e) => e.chosen('picked').length > 0,
          [
            chooseOwn('holder', `Choose 1 of your ${holder} Pokémon to attach it to.`, (x) =>
              x.card.types.includes(holder),
            ),
            attachChosenTo('picked', 'holder'),
          ],
        ),
      );
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => x.card.types.includes(holder))
          ? undefined
          : `you have no ${holder} Pokémon in play.`,
      );
      return true;
    },
  ],
  [
    /^Look at your opponent's hand and show your hand to your opponent\.$/,
    (_m, p) =>
      void p.steps.push(
        // The opponent's hand is secret: looking at it is what the Power is for.
        step((e) => ({ actions: [e.revealHand(e.opp), e.revealHand(e.me)], looked: true })),
      ),
  ],
  [
    // Noctowl's Glaring Gaze: all three sentences are the heads branch.
    /^If heads, look at your opponent's hand\. If your opponent has any ([^.]+?) there, choose 1 of them\. Your opponent shuffles that card into his or her deck\.$/,
    (m, p) => {
      const filter = kindsFilter(m[1] as string);
      if (!filter || p.coins !== 1) return false;
      p.steps.push(
        ifHeads(
          step((e) => ({ actions: [e.revealHand(e.opp)], looked: true })),
          step((e) => ({
            choose: {
              var: 'card',
              kind: 'target',
              prompt: `Choose 1 of the ${m[1]} in your opponent's hand.`,
              options: e.zoneCards(e.opp, 'hand').flatMap((id) => {
                const c = e.card(id);
                return c && filter(c) ? [e.cardOption(id)] : [];
              }),
            },
          })),
          step((e) => {
            const id = e.picked('card');
            if (!id) return undefined;
            return {
              actions: [
                e.move(id, e.key(e.opp, 'hand'), e.key(e.opp, 'deck'), undefined, e.opp),
                e.shuffle(e.opp),
              ],
            };
          }),
        ),
      );
      return true;
    },
  ],
  [
    /^If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.bench(e.opp).length > 0 ? undefined : 'your opponent has no Benched Pokémon.',
      );
      p.steps.push(...opponentSwitches());
      return true;
    },
  ],
  [
    /^Switch 1 of your Prizes with the top card of your deck\.$/,
    (_m, p) => {
      // Rattata's Trickery: the Prize is chosen face down, by its place.
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'deck').length === 0
          ? 'your deck is empty.'
          : PRIZE_ZONES.some((z) => e.zoneCards(e.me, z).length > 0)
            ? undefined
            : 'you have no Prizes left.',
      );
      p.steps.push(
        step((e) => ({
          choose: {
            var: 'prize',
            kind: 'take',
            prompt: 'Choose 1 of your Prizes (face down) to switch with the top card of your deck.',
            options: PRIZE_ZONES.filter((z) => e.zoneCards(e.me, z).length > 0).map((z) => ({
              value: e.key(e.me, z),
              label: `your ${z.replace('_', ' ')}`,
            })),
          },
        })),
        step((e) => {
          const zone = e.picked('prize');
          const prize = zone ? e.state.zones[zone]?.cards[0] : undefined;
          const top = e.zoneCards(e.me, 'deck')[0];
          if (!zone || !prize || !top) return undefined;
          const deck = e.key(e.me, 'deck');
          return { actions: [e.move(prize, zone, deck, 'top'), e.move(top, deck, zone)] };
        }),
      );
      return true;
    },
  ],
  [
    /^Put an? ([^.]+?) from your discard pile into your hand\.$/,
    (m, p) => {
      const filter = kindsFilter(m[1] as string);
      if (!filter) return false;
      p.steps.push(
        pick({
          from: 'discard',
          filter,
          min: 1,
          max: 1,
          prompt: `Choose ${m[1]} from your discard pile to put into your hand.`,
        }),
        moveChosen('picked', 'hand'),
      );
      return true;
    },
  ],
  [
    // "… to 1 of your Pokémon" (Unown [G]), "… with Unown in its name" (Unown [Y]).
    /^Search your deck for an? ([^.]+?) and attach it to 1 of your ([^.]+?)\.$/,
    (m, p) => {
      const filter = kindsFilter(`a ${m[1]}`);
      const holder = pokemonPhrase(m[2] as string, p.cardName);
      if (!filter || !holder || !/Energy card$/.test(m[1] as string)) return false;
      p.steps.push(
        pick({ from: 'deck', filter, max: 1, prompt: `Choose ${m[1]} to attach.` }),
        when(
          (e) => e.chosen('picked').length > 0,
          [
            chooseOwn(
              'holder',
              `Choose 1 of your ${m[2]?.replace(/SELF/g, p.cardName)} to attach it to.`,
              (x) => holder(x.card),
            ),
            attachChosenTo('picked', 'holder'),
            attachedIsThat(p, 'holder'),
          ],
        ),
      );
      return true;
    },
  ],
  [
    /^Search your deck for (a card with \S+ in its name) and put it onto your Bench\.$/,
    (m, p) => {
      const named = kindsFilter(m[1] as string);
      if (!named) return false;
      p.steps.push(
        ...searchDeck({
          filter: (c) => isBasicPokemon(c) && named(c),
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
    /^You can't use this power if your Bench is full\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.emptyBench(e.me).length > 0 ? undefined : 'your Bench is full.',
      ),
  ],
  [
    /^Shuffle your hand into your deck, then draw a new hand of the same number of cards\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.zoneCards(e.me, 'hand').length > 0 ? undefined : 'your hand is empty.',
      );
      p.steps.push(
        step((e) => ({ set: { handSize: e.zoneCards(e.me, 'hand').length } })),
        shuffleHandIntoDeck('me'),
        draw((e) => e.num('handSize')),
      );
      return true;
    },
  ],
  [
    /^Return your Active Pokémon and all cards attached to it to your hand\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => ({ actions: [e.moveStack(e.key(e.me, 'active'), e.key(e.me, 'hand'))] })),
      ),
  ],
  [
    /^Return 1 of your Pokémon with (\S+) in its name \(other than SELF\) to your hand\.$/,
    (m, p) => {
      const word = m[1] as string;
      p.returned = true;
      p.steps.push(
        chooseOwn(
          'returned',
          `Choose 1 of your Pokémon with ${word} in its name to return to your hand.`,
          (x, e) => x.card.name.includes(word) && x.top !== e.effect.card,
        ),
        step((e) => {
          const mon = e.pokemon(e.picked('returned') ?? '');
          if (!mon) return undefined;
          const attached = (e.state.zones[mon.zone]?.cards ?? []).filter((id) => id !== mon.top);
          return {
            actions: [
              ...attached.map((id) => e.move(id, mon.zone, e.key(e.me, 'discard'))),
              e.move(mon.top, mon.zone, e.key(e.me, 'hand')),
            ],
          };
        }),
      );
      return true;
    },
  ],
  [
    /^This power (?:can be used|works) even (?:if|while) SELF is (?:already )?Asleep, Confused, or Paralyzed\.$/,
    () => true,
  ],
  // "The power …" (Legendary Collection's Drowzee), "You can't use this power if …", "This
  // Poké-Power cannot be used while …": one clause grammar (power-stops.ts).
  [STOP_SENTENCE, () => true],
  [
    // Dark Ampharos: both limits `abilityBlockedReason` reads from the text, in one sentence.
    /^This power stops working if you have more than 1 SELF in play or while SELF is Asleep, Confused, or Paralyzed\.$/,
    () => true,
  ],
  [
    /^This power can't be used the turn you put SELF into play or if SELF is (?:Asleep, Confused, or Paralyzed|affected by a Special Condition)\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.self && e.state.plugin.flags.enteredThisTurn.includes(e.self.top)
          ? 'it came into play this turn.'
          : undefined,
      ),
  ],
];

/** Clauses that hold other sentences, read on into the same plan by all the rules. */
const HOLDING_RULES: readonly Rule[] = [
  [
    // Heat Up: "If your opponent has more total Energy cards attached, you may search … Shuffle
    // your deck afterward." — the totals counted just before; the shuffle is the search's.
    /^If (your opponent has|you have) (more|fewer) total Energy cards attached, (.+?)((?: Shuffle your deck afterward\.)?)$/i,
    (m, p) => {
      if (!p.countedTotals) return false;
      const inner = branch(p, `${capital(m[3] as string)}${m[4]}`);
      if (!inner) return false;
      const theirs = /opponent/i.test(m[1] as string);
      const more = (m[2] as string).toLowerCase() === 'more';
      p.steps.push(
        when((e) => {
          const mine = energyCardsInPlay(e, e.me);
          const other = energyCardsInPlay(e, e.opp);
          const [a, b] = theirs ? [other, mine] : [mine, other];
          return more ? a > b : a < b;
        }, inner),
      );
      return true;
    },
  ],
  [
    // Light Machamp's Tag Team: "When you play SELF from your hand, if it is on your Bench, …" —
    // the condition holds for the whole Power (not offered otherwise).
    /^If (?:it|SELF) is (on your Bench|your Active Pokémon), (.+)$/i,
    (m, p) => {
      if (p.trigger !== 'played-from-hand' || p.steps.length > 0) return false;
      const benched = /Bench/.test(m[1] as string);
      p.unplayable.push((e) => {
        if (!e.self) return 'it is not in play.';
        return e.self.zone.endsWith(':active') === benched
          ? `it is not ${benched ? 'on your Bench' : 'your Active Pokémon'}.`
          : undefined;
      });
      return applySentenceRules(capital(m[2] as string), RULES, p);
    },
  ],
  [
    // "Then, switch SELF with your Active Pokémon.": in order, as every sentence is — but never
    // after a coin, where whether "Then" is inside the branch would be a guess.
    /^Then,? (.+)$/,
    (m, p) => p.coins === 0 && applySentenceRules(capital(m[1] as string), RULES, p),
  ],
];

const RULES: readonly Rule[] = [
  ...PLAYED_AS_BASIC_POWER_RULES,
  ...FIRST_RULES,
  ...MORE_POWER_RULES,
  ...EVOLVE_BY_POWER_RULES,
  ...TYPE_CHANGE_POWER_RULES,
  ...POWER_CLAUSE_RULES,
  ...MORE_POWER_CLAUSE_RULES,
  ...EX_POWER_CLAUSE_RULES,
  ...KNOCKED_OUT_AS_ENERGY_RULES,
  ...coinsRules((p, sentence) => branch(p, sentence)),
  ...HOLDING_RULES,
];

const compiled = new Map<string, AbilitySpec | null>();

/**
 * A Power its owner uses, or one offered when its card is played, compiled from its text;
 * `undefined` when the opening or any sentence is unknown.
 */
export function compilePowerText(
  cardName: string,
  ability: Pick<Ability, 'text'>,
): AbilitySpec | undefined {
  const key = `${cardName}\u0000${ability.text}`;
  const hit = compiled.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const spec = compile(cardName, normaliseText(cardName, ability.text));
  compiled.set(key, spec ?? null);
  return spec;
}

function compile(cardName: string, text: string): AbilitySpec | undefined {
  const plan: Plan = { cardName, steps: [], unplayable: [], may: false, coins: 0, damage: [] };
  const body = readOpening(text, plan);
  if (body === undefined || !applySentenceRules(body, RULES, plan)) return undefined;
  if (plan.shuffleOwed || plan.switchingIn) return undefined;
  // Damage with no word on Weakness and Resistance would be a guess.
  if (plan.damage.some((d) => d.weaknessAndResistance === undefined)) return undefined;
  const checks = plan.unplayable;
  const unplayable =
    checks.length > 0
      ? { unplayable: (e: EffectEnv) => checks.map((c) => c(e)).find((w) => w !== undefined) }
      : {};
  if (!plan.trigger) return { kind: 'activated', effect: { steps: plan.steps, ...unplayable } };
  const asked = plan.may
    ? [mayDo('use', 'Use this Pokémon Power?'), when(said('use'), plan.steps)]
    : plan.steps;
  // A triggered Power whose own condition fails ("if your Bench is full") is not offered.
  const steps =
    checks.length > 0 ? [when((e) => checks.every((c) => c(e) === undefined), asked)] : asked;
  return { kind: 'trigger', on: plan.trigger, effect: { steps, ...unplayable } };
}
