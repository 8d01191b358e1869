import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import { isBasicEnergy, isBasicPokemon, isEnergy, parseDamage, stage } from '../cards/card-helpers';
import type { Attack, EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import {
  attachedUnits,
  energyProvided,
  energyUnitsOf,
  type PokemonInPlay,
  unitsNow,
} from '../game/board';
import type { SpecialCondition } from '../game/state';
import { zoneKey } from '../game/zones';
import { damageRecord } from './attack-records';
import { damageChoice, damageCoin } from './damage-coins';
import type { EffectEnv } from './env';
import { type Marker, type MarkerKind, markersOf } from './markers';
import {
  type AttackDamageOptions,
  attackDamage,
  canHaveCondition,
  hasWorkingAbility,
  knownAttachedNames,
  shieldedFromEffects,
  teraOnBench,
  workingPassiveRules,
} from './passives';
import type { Branch, Choice, ChoiceKind, ChoiceOption, Step, StepFn, StepResult } from './types';

/**
 * The vocabulary card effects are written in. Each function returns a step (or a few); a card's
 * effect is a short list of them, in the order of its text. Steps read the settled state when
 * they run, so "then" really means after the previous step and everything it caused.
 */

// ------------------------------------------------------------------ control

/** A custom step. */
export const step = (fn: StepFn): StepFn => fn;

/** The `then` steps when `cond` holds when this point is reached, else `otherwise`. */
export function when(
  cond: (e: EffectEnv) => boolean,
  then: readonly Step[],
  otherwise: readonly Step[] = [],
): Branch {
  return { when: cond, then, otherwise };
}

/** After a flip: the steps when it came up heads (at least one head). */
export const ifHeads = (...steps: Step[]): Branch => when((e) => e.heads() > 0, steps);
/** After a single flip: the steps when it came up tails. */
export const ifTails = (...steps: Step[]): Branch => when((e) => e.heads() === 0, steps);
/** After a single flip: heads steps, else tails steps. */
export const headsOrTails = (heads: readonly Step[], tails: readonly Step[]): Branch =>
  when((e) => e.heads() > 0, heads, tails);

/** Ends the effect here ("If tails, this attack does nothing"). */
export const stop: StepFn = () => ({ stop: true });

/**
 * Flip `count` coins; the number of heads goes to `v` (default `flip`), the number of coins to
 * `v:coins` (so "the number of tails" can be read).
 */
export function flip(count: number | ((e: EffectEnv) => number) = 1, v = 'flip'): StepFn {
  return (e) => {
    const n = typeof count === 'number' ? count : count(e);
    const coins = { [`${v}:coins`]: Math.max(0, n) };
    return n > 0 ? { set: coins, flip: { count: n, var: v } } : { set: { ...coins, [v]: 0 } };
  };
}

/** Flip a coin until it comes up tails; the number of heads goes to `v`. */
export const flipUntilTails =
  (v = 'flip'): StepFn =>
  () => ({ flip: { untilTails: true, var: v } });

/** Sets variables. */
export const set =
  (fn: (e: EffectEnv) => StepResult['set']): StepFn =>
  (e) => ({ set: fn(e) });

/**
 * A choice from options computed now. Nothing to choose (no options) sets its variable to an
 * empty list and moves on; a forced choice is made without asking (see the runtime).
 */
export function choose(build: (e: EffectEnv) => Choice | undefined): StepFn {
  return (e) => {
    const c = build(e);
    return c ? { choose: c } : undefined;
  };
}

// ------------------------------------------------------------------ cards

/** Draw `n` cards (fewer when the deck runs short: drawing by an effect never decks out). */
export function draw(n: number | ((e: EffectEnv) => number), who: 'me' | 'opp' = 'me'): StepFn {
  return (e) => {
    const player = who === 'me' ? e.me : e.opp;
    const want = typeof n === 'number' ? n : n(e);
    const count = Math.min(want, e.zoneCards(player, 'deck').length);
    return count > 0 ? { actions: [e.draw(count, player)] } : undefined;
  };
}

/** Draw until the hand holds `size` cards. */
export const drawUntil = (size: number): StepFn =>
  draw((e) => Math.max(0, size - e.zoneCards(e.me, 'hand').length));

/** Shuffle a player's hand into their deck. */
export function shuffleHandIntoDeck(who: 'me' | 'opp'): StepFn {
  return (e) => {
    const p = who === 'me' ? e.me : e.opp;
    if (e.zoneCards(p, 'hand').length === 0) return { actions: [e.shuffle(p)] };
    return { actions: [e.moveStack(e.key(p, 'hand'), e.key(p, 'deck'), p), e.shuffle(p)] };
  };
}

/** Discard a player's whole hand. */
export function discardHand(who: 'me' | 'opp' = 'me'): StepFn {
  return (e) => {
    const p = who === 'me' ? e.me : e.opp;
    if (e.zoneCards(p, 'hand').length === 0) return undefined;
    return { actions: [e.moveStack(e.key(p, 'hand'), e.key(p, 'discard'), p)] };
  };
}

/** Shuffle a player's deck. */
export const shuffleDeck =
  (who: 'me' | 'opp' = 'me'): StepFn =>
  (e) => ({ actions: [e.shuffle(who === 'me' ? e.me : e.opp)] });

/** Card filters effects search with. */
export const is = {
  basicPokemon: (c: PokemonCard) => isBasicPokemon(c),
  pokemon: (c: PokemonCard) => c.supertype === 'Pokémon',
  evolution: (c: PokemonCard) => c.supertype === 'Pokémon' && !isBasicPokemon(c),
  basicEnergy: (c: PokemonCard) => isBasicEnergy(c),
  energy: (c: PokemonCard) => isEnergy(c),
  trainer: (c: PokemonCard) => c.supertype === 'Trainer',
  item: (c: PokemonCard) =>
    c.supertype === 'Trainer' &&
    !c.subtypes.some((s) => s === 'Supporter' || s === 'Stadium' || s.startsWith('Pokémon Tool')),
  tool: (c: PokemonCard) => c.subtypes.some((s) => s.startsWith('Pokémon Tool')),
  supporter: (c: PokemonCard) => c.subtypes.includes('Supporter'),
  basicEnergyOf: (type: EnergyType) => (c: PokemonCard) =>
    isBasicEnergy(c) && energyProvided(c)[0] === type,
  ofType: (type: EnergyType) => (c: PokemonCard) =>
    c.supertype === 'Pokémon' && (c as PokemonSupertypeCard).types.includes(type),
  any: () => true,
};

/** Options of {@link pick}. */
export interface PickOptions {
  /** The variable that receives the chosen card ids (default `picked`). */
  readonly var?: string;
  readonly from: 'deck' | 'discard' | 'hand';
  readonly filter: (c: PokemonCard, e: EffectEnv) => boolean;
  /** Only the top `top` cards of the deck are looked at. */
  readonly top?: number | ((e: EffectEnv) => number);
  readonly max: number | ((e: EffectEnv) => number);
  /** Fewest to pick (default 0: a search may find nothing, a "may" may be declined). */
  readonly min?: number;
  readonly prompt: string;
  readonly kind?: ChoiceKind;
  /** Cards to leave out (the card being played, cards already picked). */
  readonly except?: (e: EffectEnv) => readonly InstanceId[];
  readonly who?: 'me' | 'opp';
  /** The cards are a cost of using the card ("discard 2 other cards in order to …"). */
  readonly cost?: boolean;
  /**
   * The zone's owner chooses ("your opponent may search his or her deck …"): a deck is secret,
   * so only its owner may look through it.
   */
  readonly byOwner?: boolean;
}

const ZONE_WORDS = { deck: 'deck', discard: 'discard pile', hand: 'hand' } as const;

/**
 * Choose cards from a zone of your own (a deck search, the discard pile, the top of the deck,
 * your hand). Deck choices are private: the options name cards only you may see. A deck search
 * that finds nothing still counts as done (`looked`): only its player may know the deck held
 * nothing that fits.
 */
export function pick(o: PickOptions): StepFn {
  const v = o.var ?? 'picked';
  return (e) => {
    const player = o.who === 'opp' ? e.opp : e.me;
    let ids = e.zoneCards(player, o.from);
    if (o.top !== undefined) ids = ids.slice(0, typeof o.top === 'number' ? o.top : o.top(e));
    const skip = new Set(o.except?.(e) ?? []);
    skip.add(e.effect.card);
    const looked = ids.filter((id) => !skip.has(id));
    const matching = looked.filter((id) => {
      const c = e.card(id);
      return c !== undefined && o.filter(c, e);
    });
    const wanted = typeof o.max === 'number' ? o.max : o.max(e);
    const max = Math.min(wanted, matching.length);
    return {
      choose: {
        var: v,
        kind: o.kind ?? 'take',
        prompt: o.prompt,
        options: max > 0 ? matching.map((id) => e.cardOption(id)) : [],
        min: Math.min(o.min ?? 0, max),
        max,
        private: o.from === 'deck' || o.from === 'hand',
        ...(o.cost ? { cost: true } : {}),
        ...(o.byOwner ? { decider: player } : {}),
        ...(looked.length === 0 ? { none: `your ${ZONE_WORDS[o.from]} is empty` } : {}),
        ...(o.from === 'deck' && max > 0 ? { lookedAt: ids } : {}),
      },
      ...(max <= 0 && o.from === 'deck' && wanted > 0 && looked.length > 0 ? { looked: true } : {}),
    };
  };
}

/** Moves the cards chosen into `v` to a zone of their owner's. */
export function moveChosen(
  v: string,
  to: 'hand' | 'discard' | 'deck' | 'deck-bottom' | 'lost_zone',
  options: { reveal?: boolean } = {},
): StepFn {
  return (e) => {
    const actions: Action[] = [];
    for (const id of e.chosen(v)) {
      const from = zoneOf(e, id);
      const owner = e.state.cards[id]?.owner ?? e.me;
      if (!from) continue;
      if (options.reveal && to === 'hand') actions.push(e.reveal([id], from));
      const zone = to === 'deck-bottom' ? 'deck' : to;
      actions.push(
        e.move(id, from, zoneKey(owner, zone), to === 'deck-bottom' ? 'bottom' : undefined, owner),
      );
    }
    return actions.length > 0 ? { actions } : undefined;
  };
}

/** Puts the Basic Pokémon chosen into `v` onto the Bench of `who` (their owner). */
export function benchChosen(v: string, who: 'me' | 'opp' = 'me'): StepFn {
  return (e) => {
    const actions: Action[] = [];
    const owner = who === 'me' ? e.me : e.opp;
    const free = e.emptyBench(owner);
    for (const id of e.chosen(v)) {
      const spot = free.shift();
      const from = zoneOf(e, id);
      if (!spot || !from) break;
      actions.push(e.move(id, from, spot, undefined, owner));
    }
    return actions.length > 0 ? { actions } : undefined;
  };
}

/**
 * Attaches each card chosen into `v` to one of your Pokémon the player picks (or the only one
 * that fits), one card at a time: "attach … to your Pokémon in any way you like".
 */
export function attachChosenEach(
  v: string,
  targets: (e: EffectEnv, card: InstanceId) => PokemonInPlay[],
  prompt = 'Choose the Pokémon to attach',
): Step[] {
  const target = `${v}:target`;
  const index = `${v}:i`;
  return [
    step((e) => {
      const i = e.num(index);
      const id = e.chosen(v)[i];
      if (id === undefined) return undefined;
      const options = targets(e, id).map((m) => e.pokemonOption(m));
      return {
        choose: {
          var: target,
          kind: 'own-pokemon',
          prompt: `${prompt} ${e.card(id)?.name ?? 'the card'} to.`,
          options,
        },
      };
    }),
    step((e) => {
      const i = e.num(index);
      const id = e.chosen(v)[i];
      if (id === undefined) return undefined;
      const to = e.picked(target);
      const from = zoneOf(e, id);
      const actions = to && from ? [e.move(id, from, to, 'bottom')] : [];
      const more = i + 1 < e.chosen(v).length;
      return { actions, set: { [index]: i + 1, [target]: [] }, ...(more ? { jump: -1 } : {}) };
    }),
  ];
}

/** Attaches the cards chosen into `v` to one Pokémon (the zone chosen in `to`, or `self`). */
export function attachChosenTo(v: string, to: 'self' | string): StepFn {
  return (e) => {
    const zone = to === 'self' ? e.self?.zone : e.picked(to);
    if (!zone) return undefined;
    const actions: Action[] = [];
    for (const id of e.chosen(v)) {
      const from = zoneOf(e, id);
      if (from) actions.push(e.move(id, from, zone, 'bottom'));
    }
    return actions.length > 0 ? { actions } : undefined;
  };
}

/** Search your deck (or look at its top): choose, take, shuffle. */
export function searchDeck(
  o: Omit<PickOptions, 'from'> & {
    to: 'hand' | 'bench';
    reveal?: boolean;
    /** Shuffle afterwards (default true). */
    shuffle?: boolean;
  },
): Step[] {
  const v = o.var ?? 'picked';
  const max =
    o.to === 'bench' ? (e: EffectEnv) => Math.min(n(o.max, e), e.emptyBench(e.me).length) : o.max;
  return [
    pick({ ...o, var: v, from: 'deck', max }),
    o.to === 'bench' ? benchChosen(v) : moveChosen(v, 'hand', { reveal: o.reveal ?? false }),
    ...(o.shuffle === false ? [] : [shuffleDeck()]),
  ];
}

const n = (x: number | ((e: EffectEnv) => number), e: EffectEnv) =>
  typeof x === 'number' ? x : x(e);

/** The cards in your hand other than the one being played. */
export const otherCards = (e: EffectEnv) =>
  e.zoneCards(e.me, 'hand').filter((id) => id !== e.effect.card);

/** "Discard N of the other cards from your hand in order to …": a cost chosen from the hand. */
export const handCost = (n: number, kind: 'discard' | 'deck' = 'discard'): StepFn[] => [
  pick({
    var: 'cost',
    from: 'hand',
    filter: () => true,
    min: n,
    max: n,
    kind: 'discard',
    // A discard is a cost: whether the card would change anything is asked of the rest of its
    // text. Cards shuffled into the deck are not looked past: the draw after them finds them.
    cost: kind === 'discard',
    prompt:
      kind === 'discard'
        ? `Choose ${n} other card${n === 1 ? '' : 's'} from your hand to discard.`
        : `Choose ${n} other cards from your hand to shuffle into your deck.`,
  }),
  moveChosen('cost', kind === 'discard' ? 'discard' : 'deck'),
];

/** The refusal of a card that needs `n` other cards in the hand to pay for it. */
export const needsOthers = (n: number) => (e: EffectEnv) =>
  otherCards(e).length < n
    ? `you need ${n} other card${n === 1 ? '' : 's'} in your hand.`
    : undefined;

/** The zone a card is in now. */
export function zoneOf(e: EffectEnv, id: InstanceId): string | undefined {
  for (const key in e.state.zones) if (e.state.zones[key]?.cards.includes(id)) return key;
  return undefined;
}

// ------------------------------------------------------------------ Pokémon choices

/** Choose one of your Pokémon (into `v`) that passes `filter`. */
export function chooseOwn(
  v: string,
  prompt: string,
  filter: (m: PokemonInPlay, e: EffectEnv) => boolean = () => true,
  where: 'any' | 'bench' = 'any',
): StepFn {
  return choose((e) => ({
    var: v,
    kind: 'own-pokemon',
    prompt,
    options: (where === 'bench' ? e.bench(e.me) : e.inPlay(e.me))
      .filter((m) => filter(m, e))
      .map((m) => e.pokemonOption(m)),
  }));
}

/** Choose one of the opponent's Pokémon (into `v`) that passes `filter`. */
export function chooseOpponents(
  v: string,
  prompt: string,
  filter: (m: PokemonInPlay, e: EffectEnv) => boolean = () => true,
  where: 'any' | 'bench' = 'any',
  count: { min?: number; max?: number } = {},
): StepFn {
  return choose((e) => {
    const options = (where === 'bench' ? e.bench(e.opp) : e.inPlay(e.opp))
      .filter((m) => filter(m, e))
      .map((m) => e.pokemonOption(m));
    const max = Math.min(count.max ?? 1, options.length);
    return {
      var: v,
      kind: 'opponent-pokemon',
      prompt,
      options,
      min: Math.min(count.min ?? 1, max),
      max,
    };
  });
}

/** Yes or no ("you may …"); `v` holds `['yes']` or `['no']`. */
export function mayDo(v: string, prompt: string, decider: 'me' | 'opp' = 'me'): StepFn {
  return choose((e) => ({
    var: v,
    kind: 'yes-no',
    prompt,
    options: [
      { value: 'yes', label: 'yes' },
      { value: 'no', label: 'no' },
    ],
    ...(decider === 'opp' ? { decider: e.opp } : {}),
  }));
}

/** True when the player said yes to `v`. */
export const said = (v: string) => (e: EffectEnv) => e.picked(v) === 'yes';

// ------------------------------------------------------------------ switching

/** Switch your Active Pokémon with a Benched one you choose. */
export function switchOwn(v = 'switch'): Step[] {
  return [
    chooseOwn(
      v,
      'Choose a Benched Pokémon to switch with your Active Pokémon.',
      () => true,
      'bench',
    ),
    step((e) => {
      const to = e.picked(v);
      return to ? { actions: [e.swap(e.key(e.me, 'active'), to)] } : undefined;
    }),
  ];
}

/**
/**
 * Whether this effect may move the opponent's Active Pokémon out of the Active Spot: not when an
 * attack's effect meets an Active Pokémon protected from "all effects of attacks" (Agility,
 * Barrier) — being switched out is an effect done to it.
 */
export function opponentActiveMovable(e: EffectEnv): boolean {
  const active = e.pokemon(e.key(e.opp, 'active'));
  return active === undefined || effectReaches(e, active);
}

/**
 * Switch one of the opponent's Benched Pokémon (you choose it, among those `which` lets in)
 * into their Active Spot.
 */
export function gust(v = 'gust', which: (m: PokemonInPlay) => boolean = () => true): Step[] {
  return [
    when(opponentActiveMovable, [
      chooseOpponents(
        v,
        "Choose one of your opponent's Benched Pokémon to switch into the Active Spot.",
        (m, e) => effectReaches(e, m) && which(m),
        'bench',
      ),
      step((e) => {
        const to = e.picked(v);
        return to ? { actions: [e.swap(e.key(e.opp, 'active'), to)] } : undefined;
      }),
    ]),
  ];
}

/** The opponent chooses one of their Benched Pokémon to switch with their Active Pokémon. */
export function opponentSwitches(v = 'opponentSwitch'): Step[] {
  return [
    when(opponentActiveMovable, [
      choose((e) => ({
        var: v,
        kind: 'own-pokemon',
        decider: e.opp,
        prompt: 'Choose one of your Benched Pokémon to switch with your Active Pokémon.',
        options: e.bench(e.opp).map((m) => e.pokemonOption(m)),
      })),
      step((e) => {
        const to = e.picked(v);
        return to ? { actions: [e.swap(e.key(e.opp, 'active'), to, e.opp)] } : undefined;
      }),
    ]),
  ];
}

// ------------------------------------------------------------------ damage and healing

/** The attack this effect carries out (for attack effects). */
export function currentAttack(e: EffectEnv): Attack | undefined {
  const name = e.vars.attack;
  const template = e.vars.attackCard;
  const card =
    typeof template === 'string'
      ? (e.cards.getTemplate(template) as PokemonSupertypeCard | undefined)
      : e.self?.card;
  return card?.attacks?.find((a) => a.name === name);
}

/** The attack's printed damage number (`30` for "30+"), 0 when it prints none. */
export function printed(e: EffectEnv): number {
  const a = currentAttack(e);
  if (!a) return 0;
  // "During your next turn, Scyther's Slash attack's base damage is 60 instead of 30."
  const self = e.self;
  const changed = self
    ? markersOf(e.state, 'base-damage', self.top).findLast((m) => m.name === a.name)
    : undefined;
  return changed?.amount ?? parseDamage(a.damage)?.base ?? 0;
}

/**
 * The attack's damage to the Defending Pokémon: `amount` (default the printed number) through
 * every modifier, Weakness, Resistance and prevention; then what reacts to being damaged
 * (Rocky Helmet, Counterattack Quills, Strikes Back). Records `damageDone`.
 */
export function damage(
  amount?: number | ((e: EffectEnv) => number),
  options: AttackDamageOptions = {},
): StepFn {
  return (e) => {
    const attacker = e.self;
    const defender = e.defender;
    const base = amount === undefined ? printed(e) : n(amount, e);
    if (!attacker || !defender || base <= 0) return { set: { damageDone: 0 } };
    let d = attackDamage(e.cards, e.state, attacker, defender, base, options);
    // Dodge, Slime: a coin when the damage would be done (this step runs again once flipped).
    const coin = options.ignoreDefenderEffects ? undefined : damageCoin(e, defender, d.damage);
    if (coin && 'flip' in coin) return coin.flip;
    if (coin) return { set: { damageDone: 0, prevented: coin.prevented } };
    // Shell Armor: the defending player may take some off (asked once; the step runs again).
    const less = options.ignoreDefenderEffects ? undefined : damageChoice(e, defender, d.damage);
    if (less && 'ask' in less) return less.ask;
    if (less) d = { ...d, damage: Math.max(0, d.damage - less.less) };
    if (d.damage <= 0)
      return { set: { damageDone: 0, prevented: d.prevented ?? 'no damage' } } as StepResult;
    const actions: Action[] = [];
    const hit = e.addDamage(defender.zone, d.damage);
    if (hit) actions.push(hit);
    actions.push(...reactionsToDamage(e, attacker, defender));
    const mark: Marker = {
      kind: 'attacked-by',
      card: defender.top,
      amount: d.damage,
      name: String(e.vars.attack ?? ''),
      until: e.state.plugin.gameTurn + 1,
      source: String(e.vars.attack ?? 'attack'),
    };
    // Koga: "If an attack from a Pokémon with Koga in its name does damage to a Defending
    // Pokémon this turn, that Pokémon is then Poisoned."
    const poisons =
      defender.zone.startsWith(`${e.opp}:`) &&
      markersOf(e.state, 'attack-poisons').some(
        (m) => m.player === e.me && attacker.card.name.includes(m.name ?? '\u0000'),
      );
    const poisoned = poisons ? status('poisoned')(e) : undefined;
    return {
      actions: [...actions, ...(poisoned?.actions ?? [])],
      set: { damageDone: d.damage },
      mark: [
        mark,
        damagedByAttack(e, defender),
        damageRecord(e, defender.top, d.damage),
        ...(poisoned?.mark ?? []),
      ],
    };
  };
}

/** The lasting record that this attack did damage to `mon` this turn. */
function damagedByAttack(e: EffectEnv, mon: PokemonInPlay): Marker {
  return {
    kind: 'damaged-by-attack',
    card: mon.top,
    until: e.state.plugin.gameTurn,
    source: String(e.vars.attack ?? 'attack'),
  };
}

/** What a damaged Pokémon does back to the attacker. */
function reactionsToDamage(e: EffectEnv, attacker: PokemonInPlay, target: PokemonInPlay): Action[] {
  const out: Action[] = [];
  const back = (amount: number) => {
    const a = e.addDamage(attacker.zone, amount);
    if (a) out.push(a);
  };
  const active = target.zone.endsWith(':active');
  const tools = knownAttachedNames(e.cards, e.state, target);
  if (active && tools.includes('Rocky Helmet')) back(20);
  if (active && hasWorkingAbility(e.cards, e.state, target, 'Counterattack Quills')) back(30);
  // Strikes Back: "this power does 10 damage to the attacking Pokémon" (read from its text).
  for (const { rule } of workingPassiveRules(e.cards, e.state, target))
    if (rule.kind === 'damage-back') back(rule.amount);
  out.push(...lastingReactions(e, target));
  return out;
}

/**
 * What an attack of the opponent's earlier turn left on the damaged Pokémon to answer damage
 * with ("If an attack does damage to Rocket's Moltres …, Rocket's Moltres attacks your opponent's
 * Active Pokémon for 10 damage. (Apply Weakness and Resistance.)"; Secrete Poison): it answers
 * even if the damage Knocks it Out (Knock Outs are checked when the attack is over).
 */
function lastingReactions(e: EffectEnv, target: PokemonInPlay): Action[] {
  const out: Action[] = [];
  const active = e.active(e.me);
  for (const m of markersOf(e.state, 'strike-back', target.top)) {
    const d = active ? attackDamage(e.cards, e.state, target, active, m.amount ?? 0) : undefined;
    const a = active && d ? e.addDamage(active.zone, d.damage) : undefined;
    if (a) out.push(a);
  }
  if (
    markersOf(e.state, 'poison-back', target.top).length > 0 &&
    active &&
    canHaveCondition(e.cards, e.state, active, 'poisoned')
  )
    out.push(e.setStatus(active.zone, 'poisoned'));
  for (const m of markersOf(e.state, 'bench-damage-back', target.top))
    for (const b of e.bench(e.me)) {
      const d = attackDamage(e.cards, e.state, target, b, m.amount ?? 0, {
        weaknessAndResistance: false,
      });
      const a = e.addDamage(b.zone, d.damage);
      if (a) out.push(a);
    }
  return out;
}

/**
 * Attack damage to other Pokémon (Benched ones, or several): no Weakness or Resistance for
 * Benched Pokémon, but what protects them still does, and what reacts to damage still reacts.
 */
export function damageTargets(
  targets: (e: EffectEnv) => readonly PokemonInPlay[],
  amount: number | ((e: EffectEnv) => number),
  /**
   * `weaknessAndResistance: false`: not even for the opponent's Active Pokémon ("Don't apply …");
   * `ignoreDefenderEffects`: nothing on the target changes or prevents the damage ("… isn't
   * affected by … any other effects on that Pokémon", Aquapolis Houndour's Feint Attack).
   */
  options: { weaknessAndResistance?: false; ignoreDefenderEffects?: true } = {},
): StepFn {
  return (e) => {
    const attacker = e.self;
    const actions: Action[] = [];
    const mark: Marker[] = [];
    for (const t of targets(e)) {
      const own = t.zone.startsWith(`${e.me}:`);
      const base = n(amount, e);
      const d = attacker
        ? attackDamage(e.cards, e.state, attacker, t, base, {
            weaknessAndResistance:
              options.weaknessAndResistance !== false && t.zone.endsWith(':active') && !own,
            ...(options.ignoreDefenderEffects ? { ignoreDefenderEffects: true } : {}),
          })
        : // With its attacker gone from play, the attack's damage still meets the Tera rule.
          { damage: teraOnBench(t) ? 0 : base };
      const unaffected = options.ignoreDefenderEffects === true;
      // Dodge, Slime: every coin is flipped before any of the damage is done.
      const coin = unaffected ? undefined : damageCoin(e, t, d.damage);
      if (coin && 'flip' in coin) return coin.flip;
      if (coin) continue;
      const less = unaffected ? undefined : damageChoice(e, t, d.damage);
      if (less && 'ask' in less) return less.ask;
      const a = e.addDamage(t.zone, less ? Math.max(0, d.damage - less.less) : d.damage);
      if (a) {
        actions.push(a);
        mark.push(damagedByAttack(e, t), damageRecord(e, t.top, d.damage));
        // An opponent's Pokémon damaged this way reacts as to any attack's damage (Rocky
        // Helmet and Counterattack Quills in the Active Spot, Strikes Back anywhere).
        if (attacker && !own) actions.push(...reactionsToDamage(e, attacker, t));
      }
    }
    return actions.length > 0 ? { actions, mark } : undefined;
  };
}

/** The attacker does `amount` damage to itself (no Weakness or Resistance). */
export function selfDamage(amount: number | ((e: EffectEnv) => number)): StepFn {
  return (e) => {
    const me = e.self;
    const a = me ? e.addDamage(me.zone, n(amount, e)) : undefined;
    return a ? { actions: [a] } : undefined;
  };
}

/** Put damage counters (10 HP each) on a Pokémon: not damage, so nothing changes the amount. */
export function counters(
  zone: (e: EffectEnv) => string | undefined,
  count: number | ((e: EffectEnv) => number),
): StepFn {
  return (e) => {
    const z = zone(e);
    const a = z ? e.addDamage(z, n(count, e) * 10) : undefined;
    return a ? { actions: [a] } : undefined;
  };
}

/** Heal `amount` damage (or all of it) from the Pokémon in the zone `zone` returns. */
export function heal(
  zone: (e: EffectEnv) => string | undefined,
  amount: number | 'all' | ((e: EffectEnv) => number),
): StepFn {
  return (e) => {
    const z = zone(e);
    const mon = z ? e.pokemon(z) : undefined;
    if (!mon || mon.damage <= 0) return undefined;
    const hp = amount === 'all' ? mon.damage : n(amount, e);
    return hp > 0 ? { actions: e.heal(mon.zone, hp) } : undefined;
  };
}

/** Zone pickers for the common targets. */
export const at = {
  self: (e: EffectEnv) => e.self?.zone,
  defender: (e: EffectEnv) => e.defender?.zone,
  myActive: (e: EffectEnv) => e.key(e.me, 'active'),
  chosen: (v: string) => (e: EffectEnv) => e.picked(v),
};

// ------------------------------------------------------------------ Special Conditions

/**
 * Whether an effect of this card reaches `mon`: not when an attack's effect would touch an
 * opponent's Pokémon protected from the effects of attacks (Barrier, Twisting Strike, Fly).
 */
export function effectReaches(e: EffectEnv, mon: PokemonInPlay): boolean {
  const theirs = !mon.zone.startsWith(`${e.me}:`);
  return !(theirs && e.effect.source === 'attack' && shieldedFromEffects(e.cards, e.state, mon));
}

/**
 * The Pokémon gets a Special Condition: the Defending Pokémon (`defender`), the attacker
 * (`self`) or the zone chosen in a variable. Nothing happens when it is protected from the
 * effects of attacks or can't have that condition.
 */
export function status(
  condition: SpecialCondition,
  target: 'defender' | 'self' | ((e: EffectEnv) => string | undefined) = 'defender',
): StepFn {
  return (e) => {
    const zone =
      target === 'defender' ? e.defender?.zone : target === 'self' ? e.self?.zone : target(e);
    const mon = zone ? e.pokemon(zone) : undefined;
    if (!mon?.zone.endsWith(':active')) return undefined;
    if (!effectReaches(e, mon)) return undefined;
    if (!canHaveCondition(e.cards, e.state, mon, condition)) return undefined;
    const actions = [e.setStatus(mon.zone, condition)];
    // An attack's Special Condition on the opponent's Pokémon is part of what that attack did
    // to it (Mirror Move does "the final result of that attack").
    if (e.effect.source !== 'attack' || !mon.zone.startsWith(`${e.opp}:`)) return { actions };
    const attack = String(e.vars.attack ?? 'attack');
    const record: Marker = {
      kind: 'attacked-by',
      card: mon.top,
      condition,
      name: attack,
      until: e.state.plugin.gameTurn + 1,
      source: attack,
    };
    return { actions, mark: [record] };
  };
}

/** The Pokémon recovers from every Special Condition. */
export function cure(target: (e: EffectEnv) => string | undefined): StepFn {
  return (e) => {
    const zone = target(e);
    const mon = zone ? e.pokemon(zone) : undefined;
    return mon && mon.conditions.length > 0
      ? { actions: [e.setStatus(mon.zone, 'none')] }
      : undefined;
  };
}

// ------------------------------------------------------------------ Energy

/** Energy attached to a Pokémon that passes `filter`, as ids. */
export function energyOn(
  e: EffectEnv,
  mon: PokemonInPlay | undefined,
  filter: (c: PokemonCard) => boolean = () => true,
): InstanceId[] {
  if (!mon) return [];
  return mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && filter(c);
  });
}

/** True when the card is an Energy card that provides `type` (as printed: see {@link energyOfType}). */
export const provides = (type: EnergyType) => (c: PokemonCard) =>
  isEnergy(c) && energyUnitsOf(c).some((u) => u.includes(type));

/**
 * The Energy attached to a Pokémon that provides `type` now ("a Fire Energy attached"): after
 * Energy Burn all of it is Fire, an Electrode attached by Buzzap is its chosen type.
 */
export function energyOfType(
  e: EffectEnv,
  mon: PokemonInPlay | undefined,
  type: EnergyType,
): InstanceId[] {
  if (!mon) return [];
  return mon.energy.filter((id) =>
    unitsNow(e.cards, e.state, mon, id).some((u) => u.includes(type)),
  );
}

/**
 * How much Energy is attached to a Pokémon now, in units, as "for each Energy attached" reads
 * it: a Double Colorless Energy is 2 Energy, an Electrode attached by Buzzap 2 of its type;
 * with `type`, the units of that type (after Energy Burn all are Fire). "Energy card" texts
 * count cards instead ({@link energyOn}).
 */
export function energyCount(
  e: EffectEnv,
  mon: PokemonInPlay | undefined,
  type?: EnergyType,
): number {
  if (!mon) return 0;
  const units = attachedUnits(e.cards, e.state, mon);
  return type ? units.filter((u) => u.includes(type)).length : units.length;
}

/**
 * Choose `count` Energy attached to the Pokémon `from` picks (into `v`) and discard them;
 * the decider is the effect's player, or with `byOwner` the Pokémon's owner ("your opponent
 * discards an Energy card attached to the Defending Pokémon"). With fewer attached than
 * `count`, all of them go.
 */
export function discardEnergy(
  from: (e: EffectEnv) => PokemonInPlay | undefined,
  count: number | 'all' | ((e: EffectEnv) => number),
  filter: (c: PokemonCard) => boolean = () => true,
  v = 'energy',
  byOwner = false,
): Step[] {
  return [
    choose((e) => {
      const mon = from(e);
      const ids = energyOn(e, mon, filter);
      const want = typeof count === 'function' ? count(e) : count;
      const k = want === 'all' ? ids.length : Math.min(want, ids.length);
      const theirs = mon !== undefined && !mon.zone.startsWith(`${e.me}:`);
      if (!mon || k === 0 || !effectReaches(e, mon))
        return { var: v, kind: 'energy', prompt: '', options: [] };
      const owner = theirs ? e.opp : e.me;
      const decider = byOwner ? owner : e.me;
      const whose = decider === owner ? 'your ' : "your opponent's ";
      return {
        var: v,
        kind: 'energy',
        prompt: `Choose ${k === 1 ? 'the Energy' : `${k} Energy`} to discard from ${theirs || byOwner ? whose : ''}${mon.card.name}.`,
        options: ids.map((id) => e.cardOption(id)),
        min: k,
        max: k,
        ...(decider !== e.me ? { decider } : {}),
      };
    }),
    step((e) => {
      const actions: Action[] = [];
      for (const id of e.chosen(v)) {
        const zone = zoneOf(e, id);
        const owner = e.state.cards[id]?.owner ?? e.me;
        if (zone) actions.push(e.move(id, zone, zoneKey(owner, 'discard')));
      }
      return actions.length > 0 ? { actions, set: { [`${v}:count`]: actions.length } } : undefined;
    }),
  ];
}

/**
 * Discard Energy from the attacker "in order to use this attack" (skipped when the attack is
 * copied with its requirements waived). A copy that keeps them ("You must still do anything else
 * in order to use that attack") does nothing when the copier can't discard that many.
 */
export function discardToUse(
  count: number | 'all',
  filter: (c: PokemonCard) => boolean = () => true,
): Branch {
  const short = (e: EffectEnv) =>
    e.vars.keepRequirements === true &&
    typeof count === 'number' &&
    energyOn(e, e.self, filter).length < count;
  return when(
    (e) => e.vars.copied !== true,
    [when(short, [stop]), ...discardEnergy((e) => e.self, count, filter, 'cost')],
  );
}

// ------------------------------------------------------------------ lasting effects

/** When a lasting effect ends: this turn, the opponent's next turn, or your next turn. */
export type Until = 'this-turn' | 'opponents-next-turn' | 'your-next-turn' | 'in-play';

/** The game turn at whose end a lasting effect `until` goes away (`null`: while in play). */
export function untilTurn(e: EffectEnv, until: Until): number | null {
  const t = e.state.plugin.gameTurn;
  if (until === 'in-play') return null;
  return until === 'this-turn' ? t : until === 'opponents-next-turn' ? t + 1 : t + 2;
}

/** Puts a lasting effect on a Pokémon (`self` or the Defending Pokémon) or on a player. */
export function mark(
  kind: MarkerKind,
  on: 'self' | 'defender' | 'opponent',
  until: Until,
  extra: {
    amount?: number;
    name?: string | ((e: EffectEnv) => string);
    type?: EnergyType;
    condition?: SpecialCondition;
    /** The other Pokémon it is between: it holds only while both are Active. */
    with?: 'self' | 'defender';
    /** Only on a coin's heads flipped when it applies (`hit-back`). */
    onHeads?: boolean;
  } = {},
): StepFn {
  return (e) => {
    const mon = on === 'self' ? e.self : on === 'defender' ? e.defender : undefined;
    const other = extra.with === 'self' ? e.self : extra.with === 'defender' ? e.defender : null;
    if (other === undefined) return undefined;
    if (on !== 'opponent' && !mon) return undefined;
    if (on === 'defender' && mon && !effectReaches(e, mon)) return undefined;
    const name = typeof extra.name === 'function' ? extra.name(e) : extra.name;
    const m: Marker = {
      kind,
      ...(mon ? { card: mon.top } : { player: on === 'opponent' ? e.opp : e.me }),
      ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
      ...(name !== undefined ? { name } : {}),
      ...(extra.type ? { type: extra.type } : {}),
      ...(extra.condition ? { condition: extra.condition } : {}),
      ...(other ? { with: other.top } : {}),
      ...(extra.onHeads ? { onHeads: true } : {}),
      until: untilTurn(e, until),
      source: String(e.vars.attack ?? e.effect.name),
    };
    return { mark: [m] };
  };
}

/**
 * Amnesia: "Choose 1 of the Defending Pokémon's attacks. That Pokémon can't use that attack
 * during your opponent's next turn." The choice (before the damage) and the effect (after it).
 */
export const blockAnAttack = {
  choose: choose((e) => ({
    var: 'blocked',
    kind: 'attack',
    prompt:
      "Choose one of the Defending Pokémon's attacks: it can't use it during your opponent's next turn.",
    options: (e.defender?.card.attacks ?? []).map((a) => ({ value: a.name, label: a.name })),
  })),
  mark: when(
    (e) => e.picked('blocked') !== undefined,
    [
      mark('cant-use-attack', 'defender', 'opponents-next-turn', {
        name: (e) => e.picked('blocked') ?? '',
      }),
    ],
  ),
};

/** Your turn ends once this effect is done (Katy, Dino Cry). */
export const endTurn: StepFn = () => ({ set: { endsTurn: true } });

/** Labels for Special Condition choices. */
export const CONDITION_OPTIONS: readonly ChoiceOption[] = (
  ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const
).map((c) => ({ value: c, label: c }));

/** The players' ids, for effects that touch both. */
export const both = (e: EffectEnv): PlayerId[] => [e.me, e.opp];

/** Stage helpers for filters. */
export const isStage = (s: 'Basic' | 'Stage 1' | 'Stage 2') => (c: PokemonCard) => stage(c) === s;
