import type {
  Action,
  CardEffectClaim,
  CardEffectPermit,
  GameState,
  InstanceId,
  PlayerId,
  PostHookContext,
  PostHookResult,
  SettleContext,
} from '@playmat/engine';
import { isPokemon, trainerPokemonInPlay } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { type Cards, cardOf } from '../game/board';
import type { PokemonState } from '../game/state';
import { zoneKey, zoneOwnerOf } from '../game/zones';
import { RECORD_ATTACK } from './attack-records';
import { BABY_RULE_PROLOGUE } from './baby-rule';
import { energyAttachEffect } from './energy-attach-rules';
import { EffectEnv } from './env';
import { HIT_BACK } from './hit-back';
import { HAND_OVER, MANUAL_ATTACK } from './manual';
import { actionsMarkersAllow } from './marker-limits';
import { type Marker, markersOf } from './markers';
import { confusionDamage, passiveRulesInPlay } from './passives';
import { MIRROR_CONDITIONS, REACT_TO_DAMAGE, REMEMBER_CONDITIONS } from './reactions';
import {
  abilitySpec,
  attackEffect,
  stadiumUseEffect,
  toolTriggerOf,
  trainerEffect,
} from './registry';
import { currentAttack, flip, selfDamage, step, stop, when } from './steps';
import { staysUntilTurnEnds } from './supporter-reminder';
import { SURVIVE_KNOCK_OUT } from './survive-knock-out';
import { isToolTime, toolTextOf } from './tool-rules';
import type {
  EffectSource,
  EffectSpec,
  EffectValue,
  ResolvingEffect,
  Step,
  StepFn,
  StepResult,
} from './types';

type State = GameState<PokemonState>;
type Result = PostHookResult<PokemonState> | undefined;

const script = { source: 'script' } as const;

// ------------------------------------------------------------------ programs

/**
 * A compiled effect: flat steps — the prologue, the text, what the text does either way, the
 * closing steps. A `stop` in the text jumps to `either` (its "Either way, …" still happens);
 * one in the prologue or after (the attack failed before its text) to `epilogue`.
 */
interface Program {
  readonly steps: readonly StepFn[];
  readonly text: number;
  readonly either: number;
  readonly epilogue: number;
}

/** Flattens conditional blocks into steps with relative jumps. */
export function compile(steps: readonly Step[]): StepFn[] {
  const out: StepFn[] = [];
  for (const s of steps) {
    if (typeof s === 'function') {
      out.push(s);
      continue;
    }
    const then = compile(s.then);
    const otherwise = compile(s.otherwise ?? []);
    const cond = s.when;
    // [test] [then…] [skip otherwise] [otherwise…]
    out.push((e) => (cond(e) ? undefined : { jump: then.length + 2 }));
    out.push(...then);
    out.push(() => ({ jump: otherwise.length + 1 }));
    out.push(...otherwise);
  }
  return out;
}

/** A card with no implementation: its player carries the text out with engine moves. */
const MANUAL: StepFn = HAND_OVER;

/** Knock-outs wait until an effect is done; then they are checked all at once. */
const CHECK_KNOCK_OUTS: StepFn = (e) => ({
  actions: [{ type: 'declare_action', player: e.me, ...script, kind: 'check_knock_outs' }],
});

/**
 * A played Trainer leaves the staging area for its owner's discard pile when it is done — but a
 * Supporter that prints "When your turn ends, discard this card." stays until then (the turn
 * hook discards it).
 */
const TRAINER_TO_DISCARD: StepFn = (e) => {
  const id = e.effect.card;
  if (!e.state.zones.staging?.cards.includes(id)) return undefined;
  if (staysUntilTurnEnds(e.card(id))) return undefined;
  const owner = e.state.cards[id]?.owner ?? e.me;
  return { actions: [e.move(id, 'staging', zoneKey(owner, 'discard'), undefined, owner)] };
};

/**
 * An attack ends the turn (unless the game is over). The rules end it, not the card: the
 * attacker may have left play during its attack (Phoenix Flame shuffles it into the deck).
 */
const END_TURN: StepFn = (e) =>
  e.state.result || e.state.turn.activePlayer !== e.me
    ? undefined
    : { actions: [{ type: 'end_turn', player: e.me, ...script }] };

/** An effect whose text ends the turn (Katy, Dino Cry) ends it once it is done. */
const END_TURN_IF_TEXT_SAYS: StepFn = (e) => (e.vars.endsTurn === true ? END_TURN(e) : undefined);

/**
 * The opponent's Pokémon with a Power such as Haunter's Transparency ("Whenever an attack does
 * anything to Haunter, flip a coin. If heads, prevent all effects of that attack …") that this
 * attack may reach: the Defending Pokémon, and Benched ones when the attack's text names a Bench.
 */
function dodgersOf(e: EffectEnv): { zone: string; power: string; coin: boolean }[] {
  const text = currentAttack(e)?.text ?? '';
  return passiveRulesInPlay(e.cards, e.state, 'dodge')
    .filter(({ mon }) => mon.zone.startsWith(`${e.opp}:`))
    .filter(({ mon }) => mon.zone.endsWith(':active') || /Bench/.test(text))
    .filter(({ rule, mon }) => !rule.damaged || mon.damage > 0)
    .filter(({ rule }) => !rule.from || (e.self !== undefined && rule.from(e.self.card)))
    .map(({ mon, power, rule }) => ({ zone: mon.zone, power, coin: !rule.always }));
}

/**
 * One coin per such Pokémon (none for one that always dodges); heads: the attack's effects on
 * it are prevented this turn.
 */
const DODGES: readonly Step[] = [
  step((e) => {
    const d = dodgersOf(e);
    return {
      set: {
        dodgers: d.map((x) => x.zone),
        dodgePowers: d.map((x) => x.power),
        dodgeCoins: d.map((x) => (x.coin ? 'coin' : 'none')),
        dodger: 0,
      },
    };
  }),
  step((e) => {
    const i = e.num('dodger');
    if (i >= e.chosen('dodgers').length) return { jump: 2 };
    return e.chosen('dodgeCoins')[i] === 'coin' ? { flip: { var: 'dodge' } } : undefined;
  }),
  step((e) => {
    const i = e.num('dodger');
    const mon = e.pokemon(e.chosen('dodgers')[i] ?? '');
    const dodges = e.chosen('dodgeCoins')[i] === 'coin' ? e.heads('dodge') > 0 : true;
    const mark: Marker[] =
      mon && dodges
        ? [
            {
              kind: 'dodged',
              card: mon.top,
              until: e.state.plugin.gameTurn,
              source: e.chosen('dodgePowers')[i] ?? 'its Power',
            },
          ]
        : [];
    return { set: { dodger: i + 1 }, mark, jump: -1 };
  }),
];

/**
 * Before an attack's own text: the Baby rule's coin when the Defending Pokémon is a Baby (before
 * anything else the attack needs), then a Confused attacker flips (tails: it damages itself — 3 damage
 * counters, or 20 as an attack under the 1999 rules — and the attack does nothing), and an
 * effect such as Sand-attack may make it fail on tails.
 */
const ATTACK_PROLOGUE: readonly Step[] = [
  // What later texts read of it ("used its Lie Low attack last turn"), even if it then fails.
  RECORD_ATTACK,
  REMEMBER_CONDITIONS,
  ...BABY_RULE_PROLOGUE,
  when(
    (e) => e.self?.conditions.includes('confused') === true,
    [
      flip(1, 'confusion'),
      when(
        (e) => e.heads('confusion') === 0,
        [selfDamage((e) => (e.self ? confusionDamage(e.cards, e.state, e.self) : 0)), stop],
      ),
    ],
  ),
  when(
    (e) => e.self !== undefined && markersOf(e.state, 'attack-may-fail', e.self.top).length > 0,
    [flip(1, 'mayFail'), when((e) => e.heads('mayFail') === 0, [stop])],
  ),
  ...DODGES,
];

/**
 * Compiled programs, per card registry: an effect key names a card id, and two registries may
 * hold different cards under one id (a made-up card, a user's own set), so a program compiled
 * for one must never run for the other.
 */
const programs = new WeakMap<Cards, Map<string, Program>>();

function build(
  body: readonly Step[],
  closing: readonly StepFn[],
  prologue: readonly Step[] = [],
  always: readonly Step[] = [],
): Program {
  const before = compile(prologue);
  const steps = [...before, ...compile(body)];
  const either = compile(always);
  return {
    steps: [...steps, ...either, ...closing],
    text: before.length,
    either: steps.length,
    epilogue: steps.length + either.length,
  };
}

/** Where a `stop` at `pc` goes: the text's "either way" steps, else the closing steps. */
const stopTarget = (program: Program, pc: number) =>
  pc >= program.text && pc < program.either ? program.either : program.epilogue;

/** The spec behind an effect key, or `undefined` for a manual card. */
function specOf(cards: Cards, effect: ResolvingEffect): EffectSpec | undefined {
  const [kind, rest = ''] = splitKey(effect.key);
  if (kind === 'trainer' || kind === 'stadium') {
    const card = cards.getTemplate(rest) as PokemonCard | undefined;
    if (!card) return undefined;
    if (kind === 'stadium') return stadiumUseEffect(card);
    const t = trainerEffect(card);
    return t === 'passive' ? { steps: [] } : t;
  }
  const slash = rest.indexOf('/');
  const raw = cards.getTemplate(rest.slice(0, slash)) as PokemonCard | undefined;
  // A Trainer played as a Pokémon (Clefairy Doll) is one in play; its one use is its "Ability".
  const card = raw && kind === 'ability' ? trainerPokemonInPlay(raw) : raw;
  const name = rest.slice(slash + 1);
  if (!card) return undefined;
  // A Tool's trigger (Exp. Share) belongs to a Trainer card: asked before the Pokémon-only kinds.
  if (kind === 'trigger') return triggerSpecOf(card, name);
  // A Technical Machine's attack is printed on a Trainer card (lent to the Pokémon using it).
  if ((kind === 'attack' || kind === 'copied') && (isPokemon(card) || card.supertype === 'Trainer'))
    return attackEffect(card, name);
  if (!isPokemon(card)) return undefined;
  if (kind === 'ability') {
    const ability = card.abilities.find((a) => a.name === name);
    const spec = ability ? abilitySpec(card, ability) : undefined;
    return spec && spec.kind !== 'passive' ? spec.effect : undefined;
  }
  return undefined;
}

/** A Tool's or an Ability's triggered effect. */
function triggerSpecOf(card: PokemonCard, name: string): EffectSpec | undefined {
  // A special Energy attached from the hand (Warp Energy's switch).
  if (card.supertype === 'Energy')
    return name === 'attached' ? energyAttachEffect(card) : undefined;
  if (card.supertype === 'Trainer')
    return isToolTime(name) ? toolTextOf(card)?.[name]?.effect : toolTriggerOf(card)?.effect;
  if (isPokemon(card)) {
    const ability = card.abilities.find((a) => a.name === name);
    const spec = ability ? abilitySpec(card, ability) : undefined;
    if (spec?.kind === 'trigger') return spec.effect;
  }
  return undefined;
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return [key.slice(0, i), key.slice(i + 1)];
}

/** The compiled program of an effect (cached per registry, by key and source). */
function programOf(cards: Cards, effect: ResolvingEffect): Program {
  let mine = programs.get(cards);
  if (!mine) {
    mine = new Map();
    programs.set(cards, mine);
  }
  const cacheKey = `${effect.source}\u0000${effect.key}`;
  const hit = mine.get(cacheKey);
  if (hit) return hit;
  const spec = specOf(cards, effect);
  const body = spec ? spec.steps : effect.source === 'attack' ? MANUAL_ATTACK : [MANUAL];
  const copied = effect.key.startsWith('copied:');
  const always = spec?.always ?? [];
  const program = copied
    ? build(body, [], [], always)
    : effect.source === 'attack'
      ? build(
          body,
          [
            ...compile(REACT_TO_DAMAGE),
            ...compile([MIRROR_CONDITIONS]),
            ...compile(HIT_BACK),
            ...compile(SURVIVE_KNOCK_OUT),
            CHECK_KNOCK_OUTS,
            END_TURN,
          ],
          ATTACK_PROLOGUE,
          always,
        )
      : effect.source === 'trainer'
        ? build(body, [CHECK_KNOCK_OUTS, TRAINER_TO_DISCARD, END_TURN_IF_TEXT_SAYS], [], always)
        : build(body, [CHECK_KNOCK_OUTS, END_TURN_IF_TEXT_SAYS], [], always);
  mine.set(cacheKey, program);
  return program;
}

/** Whether the plugin carries out this effect itself (else its player does, by hand). */
export function isImplemented(cards: Cards, key: string, source: EffectSource): boolean {
  return specOf(cards, { key, source } as ResolvingEffect) !== undefined;
}

// ------------------------------------------------------------------ starting

/** What starts an effect. */
export interface EffectStart {
  readonly source: EffectSource;
  readonly player: PlayerId;
  readonly card: InstanceId;
  /** Registry key (see {@link effectKey}). */
  readonly key: string;
  readonly name: string;
  readonly vars?: Readonly<Record<string, EffectValue>>;
}

/** The registry key of an effect. */
export function effectKey(source: EffectSource, card: PokemonCard, part?: string): string {
  if (source === 'trainer' || source === 'stadium') return `${source}:${card.id}`;
  return `${source}:${card.id}/${part ?? ''}`;
}

/** The plugin state with a new effect on top of the stack. */
export function startEffect(p: PokemonState, start: EffectStart): PokemonState {
  const effect: ResolvingEffect = {
    id: p.nextEffectId,
    key: start.key,
    source: start.source,
    player: start.player,
    card: start.card,
    name: start.name,
    pc: 0,
    vars: start.vars ?? {},
    waiting: null,
  };
  return { ...p, effects: [...p.effects, effect], nextEffectId: p.nextEffectId + 1 };
}

/**
 * Why this card's effect cannot be used now, or `undefined`: its own condition ("Your Bench is
 * full"), else — for a Trainer, an Ability or a Stadium's use, not an attack — that it would
 * change nothing (see {@link whyNothingWouldChange}). Such a card is refused with the reason,
 * so a Trainer stays in the hand and an Ability is not counted as used.
 */
export function unplayableReason(
  cards: Cards,
  state: State,
  start: EffectStart,
): string | undefined {
  const probe: ResolvingEffect = {
    id: 0,
    key: start.key,
    source: start.source,
    player: start.player,
    card: start.card,
    name: start.name,
    pc: 0,
    vars: start.vars ?? {},
    waiting: null,
  };
  const spec = specOf(cards, probe);
  const own = spec?.unplayable?.(new EffectEnv(cards, state, probe));
  if (own !== undefined || !spec || spec.steps.length === 0) return own;
  if (start.source === 'attack' || start.source === 'trigger') return undefined;
  return whyNothingWouldChange(cards, state, probe, compile(spec.steps));
}

/** Actions that leave the game as it was for what a card is played for. */
const CHANGES_NOTHING: ReadonlySet<string> = new Set([
  'shuffle',
  'reveal',
  'reveal_hand',
  'coin_flip',
  'dice_roll',
]);

/** Enough steps for any card's text; a step that loops forever is cut off here. */
const PROBE_STEPS = 200;

/** How many paths the probe follows through a text's coins before it assumes a change. */
const PROBE_PATHS = 64;

/**
 * Why an effect would change nothing if used now, or `undefined` when it might change
 * something. The effect's own steps run on the state as it is, without carrying anything out:
 * every way its coins can land is followed (0 to N heads for N coins, so "If tails, …" counts
 * as much as "If heads, …"), a cost is looked past (left unpaid), and the first step that would
 * change something — an action other than a shuffle or a reveal, a choice with something to
 * choose, a lasting effect, a deck search (the deck is secret), a shuffle that is the text's own
 * effect (`reorders`) — on any path ends the probe. A
 * card none of whose paths changes anything does nothing: "You can't play a card for no
 * effect". Attacks are not asked: an attack does as much of its text as it can.
 */
export function whyNothingWouldChange(
  cards: Cards,
  state: State,
  effect: ResolvingEffect,
  steps: readonly StepFn[],
): string | undefined {
  const paths = { left: PROBE_PATHS };
  const unmet = probePath(cards, state, effect, steps, effect.vars, 0, paths);
  if (unmet === CHANGES) return undefined;
  return `it would change nothing${unmet === undefined ? '' : `: ${unmet}`}.`;
}

/** A probe path reached a step that changes something. */
const CHANGES = Symbol('changes');

/**
 * Follows one path of the probe from step `pc`: {@link CHANGES} when it reaches a change, else
 * the first unmet choice it met (or `undefined`). At a flip it follows every number of heads in
 * turn, each as a path of its own, while the budget of paths lasts (past it: a change assumed).
 */
function probePath(
  cards: Cards,
  state: State,
  effect: ResolvingEffect,
  steps: readonly StepFn[],
  start: ResolvingEffect['vars'],
  startPc: number,
  paths: { left: number },
): string | typeof CHANGES | undefined {
  let vars = start;
  let pc = startPc;
  let unmet: string | undefined;
  for (let n = 0; n < PROBE_STEPS && pc < steps.length; n++) {
    const r = (steps[pc] as StepFn)(new EffectEnv(cards, state, { ...effect, vars })) ?? {};
    if (r.set) vars = { ...vars, ...r.set };
    const acts = (r.actions ?? []).some((a) => !CHANGES_NOTHING.has(a.type));
    if (acts || r.mark?.length || r.useAttack || r.manual || r.looked || r.reorders) return CHANGES;
    const next = r.stop ? steps.length : pc + (r.again ? 0 : (r.jump ?? 1));
    if (r.flip) {
      const most = r.flip.untilTails ? 2 : (r.flip.count ?? 1);
      const v = r.flip.var ?? 'flip';
      for (let heads = most; heads >= 0; heads--) {
        if (--paths.left < 0) return CHANGES;
        const found = probePath(cards, state, effect, steps, { ...vars, [v]: heads }, next, paths);
        if (found === CHANGES) return CHANGES;
        unmet ??= found;
      }
      return unmet;
    }
    if (r.roll) vars = { ...vars, [r.roll.var]: r.roll.sides.map(() => 0) };
    else if (r.choose) {
      const c = r.choose;
      if (c.options.length > 0 && !c.cost) return CHANGES;
      if (c.options.length === 0) unmet ??= c.none ?? `nothing fits “${c.prompt}”`;
      // A cost is left unpaid here, so that moving it is not taken for the card's effect.
      vars = { ...vars, [c.var]: [] };
    }
    pc = next;
  }
  return unmet;
}

// ------------------------------------------------------------------ running

function replaceTop(p: PokemonState, effect: ResolvingEffect | null): PokemonState {
  const rest = p.effects.slice(0, -1);
  return { ...p, effects: effect ? [...rest, effect] : rest };
}

/**
 * The settle hook: runs the next step of the innermost effect once the state is settled (no
 * decision pending, no flip waiting), one step per round.
 */
export function settleEffects(
  ctx: SettleContext<PokemonState>,
): PostHookResult<PokemonState> | undefined {
  const state = ctx.state;
  const p = state.plugin;
  const top = p.effects.at(-1);
  if (!top) return undefined;
  if (state.result) return { plugin: { ...p, effects: [] } };
  if (state.pendingDecision || top.waiting || top.manual) return undefined;
  const cards = ctx.definition.cards;
  const program = programOf(cards, top);
  if (top.pc >= program.steps.length) return { plugin: replaceTop(p, null) };
  const env = new EffectEnv(cards, state, top);
  const r: StepResult = (program.steps[top.pc] as StepFn)(env) ?? {};
  return applyStep(cards, state, top, program, r);
}

function applyStep(
  cards: Cards,
  state: State,
  top: ResolvingEffect,
  program: Program,
  r: StepResult,
): Result {
  const p = state.plugin;
  let vars = r.set ? { ...top.vars, ...r.set } : top.vars;
  // What lasting effects forbid (Jaw Clamp, Crystal Beam) does nothing; the rest happens.
  const followUps: Action[] = actionsMarkersAllow(cards, state, r.actions ?? [], top.player);
  const pc = r.stop ? stopTarget(program, top.pc) : r.again ? top.pc : top.pc + (r.jump ?? 1);
  let waiting: ResolvingEffect['waiting'] = null;
  if (r.roll) {
    // One die per pick, each with as many sides as there are things to pick from.
    const dice = r.roll.sides.filter((n) => n >= 2);
    vars = { ...vars, [r.roll.var]: [], [`${r.roll.var}:sides`]: [...r.roll.sides] };
    if (dice.length > 0) {
      waiting = { kind: 'roll', var: r.roll.var };
      for (const sides of dice)
        followUps.push({ type: 'dice_roll', player: top.player, ...script, count: 1, sides });
    } else vars = { ...vars, [r.roll.var]: r.roll.sides.map(() => 0) };
  } else if (r.flip) {
    const v = r.flip.var ?? 'flip';
    const by = r.flip.by;
    waiting = {
      kind: 'flip',
      var: v,
      untilTails: r.flip.untilTails === true,
      heads: 0,
      ...(by ? { by } : {}),
    };
    followUps.push({
      type: 'coin_flip',
      player: by ?? top.player,
      ...script,
      count: r.flip.untilTails ? 1 : (r.flip.count ?? 1),
    });
  } else if (r.choose) {
    const c = r.choose;
    const min = c.min ?? 1;
    const max = c.max ?? 1;
    // Nothing to choose moves on with none; a choice with one answer is made without asking.
    const forced = c.options.length === 0 || (c.options.length === min && min === max);
    if (forced) vars = { ...vars, [c.var]: c.options.map((o) => o.value) };
    else {
      const decider = c.decider ?? top.player;
      const prompt = `${top.name}: ${c.prompt}`;
      waiting = {
        kind: 'choice',
        var: c.var,
        choice: c.kind,
        decider,
        prompt,
        options: c.options,
        min,
        max,
        ...(c.lookedAt ? { lookedAt: c.lookedAt } : {}),
      };
      followUps.push({
        type: 'create_decision',
        player: top.player,
        ...script,
        decider,
        prompt,
        options: c.options.map((o) => o.label),
        ...(min === 1 && max === 1 ? {} : { select: { min, max } }),
        ...(c.private ? { private: true } : {}),
      });
    }
  }
  let next: ResolvingEffect | null = {
    ...top,
    pc,
    vars,
    waiting,
    ...(r.manual ? { manual: true as const } : {}),
  };
  let plugin: PokemonState = p;
  if (r.mark?.length) plugin = { ...plugin, markers: [...plugin.markers, ...r.mark] };
  if (r.useAttack) {
    // The copied attack runs next, as this Pokémon's, without its costs.
    plugin = replaceTop(plugin, next);
    plugin = startEffect(plugin, {
      source: 'attack',
      player: top.player,
      card: top.card,
      key: `copied:${r.useAttack.template}/${r.useAttack.attack}`,
      name: `${top.name} (${r.useAttack.attack})`,
      vars: {
        attack: r.useAttack.attack,
        attackCard: r.useAttack.template,
        ...(r.useAttack.keepRequirements ? { keepRequirements: true } : { copied: true }),
      },
    });
    return { plugin, followUps };
  }
  // The last step's actions run with the effect already done, so what they cause (the end of
  // the turn, a checkup Knock Out) is not held back as part of it.
  if (pc >= program.steps.length && !waiting && !r.manual) next = null;
  return { plugin: replaceTop(plugin, next), followUps };
}

// ------------------------------------------------------------------ results of flips and choices

/** Post-hook: a coin flip an effect was waiting for. */
export function effectFlipHook(ctx: PostHookContext<PokemonState>): Result {
  const p = ctx.state.plugin;
  const top = p.effects.at(-1);
  if (ctx.action.source !== 'script' || p.checkupFlips.length > 0) return undefined;
  if (top?.waiting?.kind !== 'flip' || ctx.action.player !== (top.waiting.by ?? top.player))
    return undefined;
  const w = top.waiting;
  const data = ctx.data as { heads?: number; tails?: number } | undefined;
  const heads = data?.heads ?? 0;
  if (w.untilTails && heads > 0)
    return {
      plugin: replaceTop(p, { ...top, waiting: { ...w, heads: w.heads + heads } }),
      followUps: [{ type: 'coin_flip', player: w.by ?? top.player, ...script, count: 1 }],
    };
  const total = w.untilTails ? w.heads : heads;
  return {
    plugin: replaceTop(p, { ...top, waiting: null, vars: { ...top.vars, [w.var]: total } }),
  };
}

/**
 * Post-hook: dice an effect rolled to pick at random ("choose 2 random cards"): each result is
 * brought into its own range (`sides` per die) and stored as a 0-based index.
 */
export function effectRollHook(ctx: PostHookContext<PokemonState>): Result {
  const p = ctx.state.plugin;
  const top = p.effects.at(-1);
  if (ctx.action.source !== 'script' || top?.waiting?.kind !== 'roll') return undefined;
  const w = top.waiting;
  const sides = ((top.vars[`${w.var}:sides`] as number[] | undefined) ?? []).filter((n) => n >= 2);
  const so = (top.vars[w.var] as number[] | undefined) ?? [];
  const result = (ctx.data as { results?: number[] } | undefined)?.results?.[0] ?? 1;
  const picks = [...so, result - 1];
  const done = picks.length >= sides.length;
  return {
    plugin: replaceTop(p, {
      ...top,
      waiting: done ? null : w,
      vars: { ...top.vars, [w.var]: picks },
    }),
  };
}

/** Post-hook: the answer to a choice an effect was waiting for. */
export function effectChoiceHook(ctx: PostHookContext<PokemonState>): Result {
  const p = ctx.state.plugin;
  const top = p.effects.at(-1);
  const w = top?.waiting;
  if (!top || w?.kind !== 'choice') return undefined;
  const data = ctx.data as { decision?: { prompt: string }; choices?: string[] } | undefined;
  if (data?.decision?.prompt !== w.prompt || ctx.action.player !== w.decider) return undefined;
  const values = (data.choices ?? []).map(
    (label) => w.options.find((o) => o.label === label)?.value ?? label,
  );
  return {
    plugin: replaceTop(p, { ...top, waiting: null, vars: { ...top.vars, [w.var]: values } }),
  };
}

/** Post-hook: the player says a manual card's text is carried out. */
export function finishManualHook(ctx: PostHookContext<PokemonState>): Result {
  const a = ctx.action;
  const p = ctx.state.plugin;
  const top = p.effects.at(-1);
  if (a.type !== 'declare_action' || a.kind !== 'finish_effect' || !top?.manual) return undefined;
  if (a.player !== top.player) return undefined;
  const { manual: _, ...rest } = top;
  return { plugin: replaceTop(p, rest) };
}

// ------------------------------------------------------------------ what a card's effect permits

/** What the plugin's own steps of a card lift: an Energy they attach is not the turn's one. */
const SCRIPT_EFFECT_RULES: readonly string[] = ['ONE_ENERGY_PER_TURN'];

/** Soft rules a manual card may lift while its player carries it out. */
export const MANUAL_EFFECT_RULES: readonly string[] = [
  'ONE_ENERGY_PER_TURN',
  'NO_EVOLUTION_FIRST_TURN',
  'EVOLVED_OR_PLAYED_THIS_TURN',
];

/**
 * The definition's `cardEffectPermit`: only the card of the effect resolving now earns
 * anything. The plugin's own steps (script actions) may reach any zone their text names; a
 * player carrying out a manual card may lift a few soft rules, in their own zones only.
 */
export function pokemonCardEffectPermit(
  claim: CardEffectClaim<PokemonState>,
): CardEffectPermit | undefined {
  const { state, action, card } = claim;
  const top = state.plugin.effects.at(-1);
  if (!top || top.card !== card || action.player !== top.player) return undefined;
  if (action.source === 'script')
    return {
      rules: SCRIPT_EFFECT_RULES,
      zones: Object.keys(state.zones).filter((k) => (zoneOwnerOf(k) ?? k) !== action.player),
    };
  if (top.manual) return { rules: MANUAL_EFFECT_RULES };
  return undefined;
}

/** The effect resolving now, if any, and what it waits for, for a player's narrative. */
export function resolvingEffect(state: State): ResolvingEffect | undefined {
  return state.plugin.effects.at(-1);
}

/** Name of the card an effect belongs to. */
export function effectCardName(cards: Cards, state: State, e: ResolvingEffect): string {
  return cardOf(cards, state, e.card)?.name ?? e.name;
}
