import type { Action, GameState } from '@playmat/engine';
import { stage, trainerKind } from '../cards/card-helpers';
import type { EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { type Cards, cardOf } from '../game/board';
import type { PokemonState } from '../game/state';
import { devolveOwn } from './devolve';
import type { EffectEnv } from './env';
import { pokemonPhrase } from './pokemon-phrase';
import { readWanted } from './search-clause';
import { applySentenceRules, normaliseText, type SentenceRule } from './sentences';
import {
  choose,
  draw,
  flip,
  heal,
  ifHeads,
  is,
  moveChosen,
  pick,
  searchDeck,
  shuffleDeck,
  step,
} from './steps';
import { cardFilter, excludedKinds } from './trainer-plan';
import type { EffectSpec, Step, StepFn } from './types';

/**
 * Classic Stadiums read from their text: "This card stays in play when you play it. Discard
 * this card if another Stadium card comes into play." and then the lasting rule it sets while in
 * play ("Each player pays Colorless more to retreat his or her Active Pokémon.") or a use
 * ("Once during each player's turn (before attacking), that player may …"). Every sentence
 * must be known, or the Stadium is played by hand.
 */

/** Which Pokémon a rule is about, from the card it is printed on. */
type Which = (card: PokemonSupertypeCard) => boolean;

/** A lasting rule a Stadium sets while it is in play (read by `passives`). */
export type StadiumRule =
  /** Pokémon that `applies` to pay `amount` more (less when negative) to retreat. */
  | { readonly kind: 'retreat'; readonly amount: number; readonly applies: Which }
  /** Resistance is not applied to attacks made by Pokémon that `attacker` fits. */
  | { readonly kind: 'no-resistance'; readonly attacker: Which }
  /** Weakness is ignored when an `attacker` Pokémon does damage to a `target` Pokémon. */
  | { readonly kind: 'no-weakness'; readonly attacker: Which; readonly target: Which }
  /** Damage by attacks of `attacker` Pokémon is reduced by `amount` after Weakness and Resistance. */
  | { readonly kind: 'reduce-damage'; readonly amount: number; readonly attacker: Which }
  /** Every Pokémon's Resistance is `amount` less. */
  | { readonly kind: 'resistance-less'; readonly amount: number }
  /** Pokémon in play that `applies` to (both players') have `amount` more HP. */
  | { readonly kind: 'hp'; readonly amount: number; readonly applies: Which }
  /** When a Pokémon `applies` to evolves, up to `amount` damage is removed from it. */
  | { readonly kind: 'heal-on-evolve'; readonly amount: number; readonly applies: Which };

/** What a Stadium's text does: its lasting rules, and its once-a-turn use if it has one. */
export interface StadiumText {
  readonly rules: readonly StadiumRule[];
  readonly use?: EffectSpec;
}

interface Plan {
  stays: boolean;
  replaced: boolean;
  rules: StadiumRule[];
  use?: EffectSpec;
}

const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless)';

/** "with Misty in its name", "with Brock in their names". */
const named =
  (word: string): Which =>
  (c) =>
    c.name.includes(word);
const ofType =
  (type: string): Which =>
  (c) =>
    c.types.includes(type as EnergyType);

/**
 * The Pokémon a Stadium's words name, by the shared phrase grammar, with its own words first:
 * types joined before one "Pokémon" ("Fire and Water Pokémon" is "Fire Pokémon and Water
 * Pokémon"), "that does not have X in its name", and "(both yours and your opponent's)" (a
 * Stadium's rule is every player's anyway).
 */
function stadiumPhrase(words: string): Which | undefined {
  const w = words
    .replace(/\bPokemon\b/g, 'Pokémon')
    .replace(/ \((?:even|including) your opponent's\)| \(both yours and your opponent's\)/g, '')
    .trim();
  const not =
    /^Pokémon that (?:does not|doesn't) have ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in its name$/.exec(w);
  if (not) return (c) => !c.name.includes(not[1] as string);
  const types = new RegExp(`^(${TYPE}(?:(?:,| and| or) (?:and |or )?${TYPE})+) Pokémon$`).exec(w);
  const spelled = types
    ? (types[1] as string)
        .split(/,? (?:and|or) |, /)
        .map((t) => `${t} Pokémon`)
        .join(' and ')
    : w;
  return pokemonPhrase(spelled, '');
}

/** "Colorless" printed once per Energy symbol ("ColorlessColorless" is 2). */
const symbols = (s: string) => s.split('Colorless').length - 1;

/** "his or her" and "their", as the players' words of a Stadium's use. */
const HIS = '(?:his or her|their)';
/** The player using the Stadium, as its use names them again. */
const THEY = '(?:that player|he or she|they)';

/** What a use does after "that player may …". */
const USES: readonly (readonly [
  RegExp,
  (m: RegExpExecArray) => Step[] | EffectSpec | undefined,
])[] = [
  [/^flip a coin\. If heads, that player draws a card\.$/, () => [flip(), ifHeads(draw(1))]],
  [
    /^flip a coin\. If heads, that player puts a basic Energy card from his or her discard pile into his or her hand\.$/,
    () => [
      flip(),
      ifHeads(
        pick({
          var: 'found',
          from: 'discard',
          filter: is.basicEnergy,
          min: 1,
          max: 1,
          prompt: 'Choose a basic Energy card from your discard pile to put into your hand.',
        }),
        moveChosen('found', 'hand'),
      ),
    ],
  ],
  // Fuchsia City Gym
  [
    /^flip a coin\. If heads, that player may shuffle 1 of his or her Pokémon in play with ([A-Z][\w.']*) in its name and any cards attached to it into his or her deck\.$/,
    (m) => {
      const word = m[1] as string;
      return [
        flip(),
        ifHeads(
          choose((e) => ({
            var: 'shuffled',
            kind: 'own-pokemon',
            prompt: `You may choose 1 of your Pokémon with ${word} in its name to shuffle, with every card attached to it, into your deck.`,
            options: e
              .inPlay(e.me)
              .filter((mon) => mon.card.name.includes(word))
              .map((mon) => e.pokemonOption(mon)),
            min: 0,
            max: 1,
          })),
          step((e) => {
            const zone = e.picked('shuffled');
            return zone
              ? { actions: [e.moveStack(zone, e.key(e.me, 'deck')), e.shuffle()] }
              : undefined;
          }),
        ),
      ];
    },
  ],
  // Healing Field
  [
    /^flip a coin\. If heads, that player removes (\d+) damage counters from his or her Active Pokémon \(1 if it only has 1\)\.$/,
    (m) => (m[1] === '2' ? [flip(), ifHeads(heal((e) => e.key(e.me, 'active'), 20))] : undefined),
  ],
  // Saffron City Gym: "return 1 basic Energy card attached to 1 of his or her Pokémon with
  // Sabrina in its name to his or her hand."
  [
    /^return 1 basic Energy card attached to 1 of (?:his or her|their) Pokémon with ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in its name to (?:his or her|their) hand\.$/,
    (m) => {
      const word = m[1] as string;
      const holds = (e: EffectEnv, mon: PokemonInPlay) =>
        mon.card.name.includes(word) &&
        mon.energy.some((id) => {
          const c = e.card(id);
          return c !== undefined && is.basicEnergy(c);
        });
      return {
        unplayable: (e) =>
          e.inPlay(e.me).some((mon) => holds(e, mon))
            ? undefined
            : `none of your Pokémon with ${word} in its name has a basic Energy card attached.`,
        steps: [
          choose((e) => ({
            var: 'from',
            kind: 'own-pokemon',
            prompt: `Choose 1 of your Pokémon with ${word} in its name.`,
            options: e
              .inPlay(e.me)
              .filter((mon) => holds(e, mon))
              .map((mon) => e.pokemonOption(mon)),
          })),
          choose((e) => ({
            var: 'returned',
            kind: 'energy',
            prompt: 'Choose 1 basic Energy card attached to it to return to your hand.',
            options: (e.pokemon(e.picked('from') ?? '')?.energy ?? [])
              .filter((id) => {
                const c = e.card(id);
                return c !== undefined && is.basicEnergy(c);
              })
              .map((id) => e.cardOption(id)),
          })),
          step((e) => {
            const zone = e.picked('from');
            const id = e.picked('returned');
            return zone && id ? { actions: [e.move(id, zone, e.key(e.me, 'hand'))] } : undefined;
          }),
        ],
      };
    },
  ],
  // Undersea Ruins: "… that player may flip a coin. If heads, that player chooses 1 of his or
  // her Evolved Pokémon in play and discards the top Evolution card from that Pokémon, devolving
  // it." (`devolve.ts`: damage stays, the Pokémon recovers as when it evolves.)
  [
    new RegExp(
      `^flip a coin\\. If heads, ${THEY} chooses? 1 of ${HIS} Evolved Pokémon(?: in play)? and discards? the (?:top|highest Stage) Evolution card (?:from|on) (?:that Pokémon|it), devolving (?:it|that Pokémon)\\.$`,
    ),
    () => {
      const own = devolveOwn('discard');
      return { unplayable: own.unplayable, steps: [flip(), ifHeads(...own.steps)] };
    },
  ],
  // Mystery Zone: "… he or she may search his or her deck for a basic Energy card, show it to
  // his or her opponent, and put it into his or her hand. Then that player chooses an Evolution
  // card from his or her hand, shows it to his or her opponent, and puts it into his or her
  // deck. That player shuffles his or her deck afterward." — each kind read by the shared card
  // readers; the card found and the card given back are each shown to the opponent alone.
  [
    new RegExp(
      `^search ${HIS} deck for (an? [^,]+?), show it to ${HIS} opponent, and put it into ${HIS} hand\\. Then ${THEY} chooses? (an? [^,]+?) from ${HIS} hand, shows? it to ${HIS} opponent, and puts? it into ${HIS} deck\\. (?:That player|He or she|They) shuffles? ${HIS} deck afterward\\.$`,
    ),
    (m) => {
      const found = readWanted(m[1] as string);
      const back = cardFilter((m[2] as string).replace(/^an? /, ''));
      if (found?.max !== 1 || !back) return undefined;
      return [
        ...searchDeck({
          var: 'found',
          to: 'hand',
          reveal: true,
          shuffle: false,
          filter: (c, e) => found.filter(c, e),
          min: 0,
          max: 1,
          prompt: `Choose ${m[1]} from your deck to show your opponent and put into your hand.`,
        }),
        pick({
          var: 'back',
          from: 'hand',
          filter: back,
          min: 1,
          max: 1,
          prompt: `Choose ${m[2]} from your hand to show your opponent and put into your deck.`,
        }),
        step((e) => {
          const id = e.picked('back');
          if (!id) return undefined;
          const hand = e.key(e.me, 'hand');
          const shown = { ...e.reveal([id], hand), to: [e.opp] } as Action;
          return { actions: [shown, e.move(id, hand, e.key(e.me, 'deck'))] };
        }),
        shuffleDeck(),
      ];
    },
  ],
  [
    /^look at the top (\d+) cards of his or her deck and put them back in the same order\.$/,
    (m) => [lookAtTop(Number(m[1]))],
  ],
  // Ancient Ruins: "… that player may reveal his or her hand to his or her opponent. If that
  // player reveals his or her hand and there is no Supporter card there, that player draws a card."
  [
    new RegExp(
      `^reveal ${HIS} hand to ${HIS} opponent\\. If ${THEY} reveals? ${HIS} hand and there (?:is|are) no Supporter cards? (?:there|in it), ${THEY} draws? (?:a|1) card\\.$`,
    ),
    () => [
      step((e) =>
        e.zoneCards(e.me, 'hand').length > 0
          ? { actions: [{ ...e.revealHand(e.me), to: [e.opp] } as Action] }
          : undefined,
      ),
      step((e) =>
        e.zoneCards(e.me, 'hand').some((id) => {
          const c = e.card(id);
          return c !== undefined && trainerKind(c) === 'Supporter';
        })
          ? undefined
          : draw(1)(e),
      ),
    ],
  ],
  // Power Plant: "… a player may discard a basic Energy card from his or her hand. If that player
  // does, he or she chooses a basic Energy card from his or her discard pile, shows it to his or
  // her opponent, and then puts it into his or her hand." (The discard pile is public: the card
  // taken from it is seen by both players as it moves.)
  [
    new RegExp(
      `^discard a basic Energy card from ${HIS} hand\\. If ${THEY} (?:does|do), ${THEY} chooses? a basic Energy card from ${HIS} discard pile, shows? it to ${HIS} opponent, and (?:then )?puts? it into ${HIS} hand\\.$`,
    ),
    () => ({
      unplayable: (e) =>
        e.zoneCards(e.me, 'hand').some((id) => {
          const c = e.card(id);
          return c !== undefined && is.basicEnergy(c);
        })
          ? undefined
          : 'you have no basic Energy card in your hand to discard.',
      steps: [
        pick({
          var: 'paid',
          from: 'hand',
          filter: is.basicEnergy,
          min: 1,
          max: 1,
          prompt: 'Choose a basic Energy card from your hand to discard.',
        }),
        moveChosen('paid', 'discard'),
        pick({
          var: 'found',
          from: 'discard',
          filter: is.basicEnergy,
          min: 1,
          max: 1,
          prompt: 'Choose a basic Energy card from your discard pile to put into your hand.',
        }),
        moveChosen('found', 'hand', { reveal: true }),
      ],
    }),
  ],
];

/** What a use's words after "that player may" do, or `undefined` for words no use knows. */
function useOf(words: string): EffectSpec | undefined {
  for (const [re, build] of USES) {
    const hit = re.exec(words);
    const built = hit ? build(hit) : undefined;
    if (built) return Array.isArray(built) ? { steps: built } : (built as EffectSpec);
  }
  return undefined;
}

/** The top `n` cards of your deck, shown to you alone and left where they are. */
const lookAtTop =
  (n: number): StepFn =>
  (e) => {
    const top = e.zoneCards(e.me, 'deck').slice(0, n);
    if (top.length === 0) return undefined;
    const show = { ...e.reveal(top, e.key(e.me, 'deck')), to: [e.me] } as Action;
    return { actions: [show], looked: true };
  };

/** A use refused while its player has no card of a kind in hand ("if that player has an Evolution card in his or her hand"). */
function needsInHand(
  use: EffectSpec,
  fits: (c: PokemonCard) => boolean,
  words: string,
): EffectSpec {
  const before = use.unplayable;
  return {
    ...use,
    unplayable: (e) =>
      e.zoneCards(e.me, 'hand').some((id) => {
        const c = e.card(id);
        return c !== undefined && fits(c);
      })
        ? before?.(e)
        : `you have no ${words.replace(/^an? /, '')} in your hand.`,
  };
}

/** A use refused once its player has played a Supporter card this turn. */
function notAfterSupporter(use: EffectSpec): EffectSpec {
  const before = use.unplayable;
  return {
    ...use,
    unplayable: (e) =>
      e.state.plugin.flags.supporterPlayed
        ? 'you have played a Supporter card this turn.'
        : before?.(e),
  };
}

const RULES: readonly SentenceRule<Plan>[] = [
  [
    /^This card stays in play (?:when you play it|after being played)\.$/,
    (_m, p) => {
      p.stays = true;
      return true;
    },
  ],
  [
    /^Discard this card if another Stadium card comes into play\.$/,
    (_m, p) => {
      p.replaced = true;
      return true;
    },
  ],
  [
    /^Each player pays ((?:Colorless)+) (more|less) to retreat (his or her Active Pokémon|his or her Pokémon if it has ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in its name|a Baby Pokémon or Basic Pokémon)\.$/,
    (m, p) => {
      const amount = symbols(m[1] as string) * (m[2] === 'more' ? 1 : -1);
      const applies: Which = m[4]
        ? named(m[4])
        : m[3]?.startsWith('a Baby')
          ? (c) => stage(c) === 'Basic'
          : () => true;
      p.rules.push({ kind: 'retreat', amount, applies });
      return true;
    },
  ],
  [
    /^Don't apply Resistance to any attacks made by Pokémon with ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in their names\.$/,
    (m, p) => {
      p.rules.push({ kind: 'no-resistance', attacker: named(m[1] as string) });
      return true;
    },
  ],
  [
    new RegExp(
      `^Ignore Weakness when an? ${TYPE} Pokémon does damage to a Pokémon with ([A-Z][\\w.']*(?: [A-Z][\\w.']*)*) in its name\\.$`,
    ),
    (m, p) => {
      p.rules.push({
        kind: 'no-weakness',
        attacker: ofType(m[1] as string),
        target: named(m[2] as string),
      });
      return true;
    },
  ],
  [
    new RegExp(
      `^All damage done by ${TYPE} Pokémon's attacks is reduced by (\\d+) \\(after applying Weakness and Resistance\\)\\.$`,
    ),
    (m, p) => {
      p.rules.push({
        kind: 'reduce-damage',
        amount: Number(m[2]),
        attacker: ofType(m[1] as string),
      });
      return true;
    },
  ],
  [
    /^Each Pokémon's Resistance is reduced by (\d+)\. \(If a Pokémon's Resistance is -(\d+), it becomes -(\d+)\.\)$/,
    (m, p) => {
      const amount = Number(m[1]);
      // The reminder must say what the rule says: -30 less 20 is -10.
      if (Number(m[2]) - amount !== Number(m[3])) return false;
      p.rules.push({ kind: 'resistance-less', amount });
      return true;
    },
  ],
  [
    // Rocket's Hideout: "Each Pokémon in play with Dark in its name (even your opponent's) gets
    // +20 HP." — the Pokémon named by the shared phrase grammar; "in play" where it is printed.
    /^(?:Each|Every|All) (.+?) gets? \+(\d+) HP\.$/,
    (m, p) => {
      const words = (m[1] as string)
        .replace(/\bPokemon\b/g, 'Pokémon')
        .replace(/ \((?:even|including) your opponent's\)$/, '')
        .replace(/^(.*?Pokémon) in play\b ?(.*)$/, '$1 $2')
        .replace(/ in play$/, '')
        .trim();
      const fits = stadiumPhrase(words);
      if (!fits) return false;
      p.rules.push({ kind: 'hp', amount: Number(m[2]), applies: fits });
      return true;
    },
  ],
  [
    // Viridian City Gym: "Whenever a Pokémon with Giovanni in its name evolves, its owner removes
    // 2 damage counters from that Pokémon (or 1 if it only has 1)." The reminder says what
    // "removes 2" means when it has fewer; it is read only when it says exactly that.
    /^Whenever an? (.+?) evolves, (?:its owner|that player|he or she) removes? (\d+|two) damage counters from (?:that Pokémon|it)(?: \(or 1 if it (?:only )?has (?:only )?1\))?\.$/,
    (m, p) => {
      const fits = pokemonPhrase((m[1] as string).replace(/\bPokemon\b/g, 'Pokémon'), '');
      const n = m[2] === 'two' ? 2 : Number(m[2]);
      if (!fits || !(n > 0)) return false;
      p.rules.push({ kind: 'heal-on-evolve', amount: n * 10, applies: fits });
      return true;
    },
  ],
  [
    // Saffron City Gym: "As often as each player like during his or her turn (before attacking),
    // that player may …" — a use with no once-a-turn limit (`isRepeatableStadium`).
    /^As often as each player likes? during (?:his or her|their) turn(?: \(before attacking\))?, that player may ([^.]+\.)$/,
    (m, p) => {
      if (p.use) return false;
      const steps = useOf(m[1] as string);
      if (!steps) return false;
      p.use = steps;
      return true;
    },
  ],
  [
    // "(before attacking)" or not: an attack ends the turn, so the use is before it either way.
    // "Once during each player's turn" / "Once during each of his or her turns, a player may";
    // a condition on the Supporter rule ("if he or she has not played a Supporter card") is
    // checked when the Stadium is used.
    new RegExp(
      `^Once during (?:each player's turn|each of ${HIS} turns)(?: \\((?:before attacking|before (?:he or she|they) attacks?)\\))?, (?:(if (?:he or she|that player|they) (?:has|have) not played a Supporter card(?: this turn)?), )?(?:if ${THEY} (?:has|have) (an? [^,]+?) in ${HIS} hand, )?(?:that player|he or she|they|a player|each player) may (.+)$`,
    ),
    (m, p) => {
      if (p.use) return false;
      const use = useOf(m[3] as string);
      if (!use) return false;
      // Mystery Zone: "if that player has an Evolution card in his or her hand".
      const holding = m[2] ? cardFilter((m[2] as string).replace(/^an? /, '')) : undefined;
      if (m[2] && !holding) return false;
      const held = holding ? needsInHand(use, holding, m[2] as string) : use;
      p.use = m[1] ? notAfterSupporter(held) : held;
      return true;
    },
  ],
];

/**
 * Lasting rules of the EX Stadiums (2003-2004), the Pokémon each names read by
 * {@link stadiumPhrase}:
 *
 *   Each player pays Colorless less to retreat his or her Fire and Water Pokémon.
 *   Each Pokémon that does not have Team Aqua in its name pays Colorless more to retreat.
 *   Any damage done by attacks from Psychic Pokémon and Fighting Pokémon (both yours and your
 *       opponent's) is not affected by Resistance.
 *   Don't apply Weakness for all Pokémon in play (excluding Pokémon-ex and …).
 */
const EX_RULES: readonly SentenceRule<Plan>[] = [
  [
    /^Each player pays ((?:Colorless)+) (more|less) to retreat his or her (.+)\.$/,
    (m, p) => {
      const applies = stadiumPhrase(m[3] as string);
      if (!applies) return false;
      const amount = symbols(m[1] as string) * (m[2] === 'more' ? 1 : -1);
      p.rules.push({ kind: 'retreat', amount, applies });
      return true;
    },
  ],
  [
    /^(?:Each|Every) (.+?) pays ((?:Colorless)+) (more|less) to retreat\.$/,
    (m, p) => {
      const applies = stadiumPhrase(m[1] as string);
      if (!applies) return false;
      const amount = symbols(m[2] as string) * (m[3] === 'more' ? 1 : -1);
      p.rules.push({ kind: 'retreat', amount, applies });
      return true;
    },
  ],
  [
    /^Any damage done by attacks from (.+?) is not affected by Resistance\.$/,
    (m, p) => {
      const attacker = stadiumPhrase(m[1] as string);
      if (!attacker) return false;
      p.rules.push({ kind: 'no-resistance', attacker });
      return true;
    },
  ],
  [
    /^Don't apply Weakness for (?:all|any|each) Pokémon(?: in play)?(?: \(excluding ([^)]+)\))?\.$/,
    (m, p) => {
      const not = m[1] === undefined ? () => false : excludedKinds(m[1]);
      if (!not) return false;
      p.rules.push({ kind: 'no-weakness', attacker: () => true, target: (c) => !not(c) });
      return true;
    },
  ],
];

const read = new Map<string, StadiumText | null>();

/** A Stadium's text read as rules and a use; `undefined` when any sentence is unknown. */
export function stadiumTextOf(card: PokemonCard): StadiumText | undefined {
  if (trainerKind(card) !== 'Stadium') return undefined;
  const text = card.rules.join(' ');
  const key = `${card.name}\u0000${text}`;
  const hit = read.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const plan: Plan = { stays: false, replaced: false, rules: [] };
  const ok =
    applySentenceRules(normaliseText(card.name, text), [...RULES, ...EX_RULES], plan) &&
    plan.stays &&
    plan.replaced &&
    (plan.rules.length > 0 || plan.use !== undefined);
  const out: StadiumText | null = ok
    ? { rules: plan.rules, ...(plan.use ? { use: plan.use } : {}) }
    : null;
  read.set(key, out);
  return out ?? undefined;
}

/** The Stadium in play with its lasting rules read from its text, if it has any. */
export function stadiumInPlay(
  cards: Cards,
  state: GameState<PokemonState>,
): { readonly name: string; readonly rules: readonly StadiumRule[] } | undefined {
  const id = state.zones.stadium?.cards[0];
  const card = id ? cardOf(cards, state, id) : undefined;
  const text = card ? stadiumTextOf(card) : undefined;
  return card && text && text.rules.length > 0 ? { name: card.name, rules: text.rules } : undefined;
}
