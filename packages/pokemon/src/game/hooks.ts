import type {
  Action,
  GameState,
  PlayerId,
  PostHook,
  PostHookContext,
  PostHookResult,
  SettleContext,
} from '@playmat/engine';
import { isPokemon, prizeValue, stage, trainerKind } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { betweenTurnsHealing, checkupBodies } from '../effects/between-turns-bodies';
import { attackStart } from '../effects/copied-attacks';
import { energyAttachEffect } from '../effects/energy-attach-rules';
import {
  hasMarker,
  type Marker,
  markersAfterTurn,
  markersInForce,
  markersOf,
} from '../effects/markers';
import { abilityWorks, canHaveCondition, poisonDamage, staysPoisoned } from '../effects/passives';
import { abilitySpec, toolTriggerOf } from '../effects/registry';
import {
  effectChoiceHook,
  effectFlipHook,
  effectKey,
  effectRollHook,
  finishManualHook,
  startEffect,
  unplayableReason,
} from '../effects/runtime';
import { exempt, onAttachFromHand, removeDamage, specialEnergyOf } from '../effects/special-energy';
import { stadiumInPlay } from '../effects/stadium-rules';
import { staysUntilTurnEnds } from '../effects/supporter-reminder';
import { toolWhileAttachedOf } from '../effects/tool-while-attached';
import type { TriggerEvent } from '../effects/types';
import { eraRules, mulliganExtraCards } from '../rules/era';
import { attachedItem } from './attachments';
import { type BetweenTurns, toolUses } from './between-turns';
import {
  type Cards,
  cardOf,
  opponentOf,
  type PokemonInPlay,
  pokemonIn,
  pokemonInPlay,
  prizesLeft,
} from './board';
import { classifyMove } from './classify';
import { lookHook } from './look';
import { openHandHook } from './open-hand';
import {
  type CheckupFlip,
  DAMAGE_COUNTER,
  emptyFlags,
  type PokemonState,
  ROTATION_CONDITIONS,
  SPECIAL_CONDITIONS,
  type SpecialCondition,
  type TurnFlags,
} from './state';
import {
  BENCH_ZONES,
  IN_PLAY_ZONES,
  isBenchZone,
  isInPlayZone,
  PRIZE_ZONES,
  zoneKey,
  zoneNameOf,
  zoneOwnerOf,
} from './zones';

/** The prompt of a promotion decision (post-hooks recognise their own decisions by it). */
export const PROMOTION_PROMPT =
  'Your Active Pokémon is gone. Choose a Benched Pokémon to become your new Active Pokémon.';

/** How every extra-draw decision's prompt begins (a player whose opponent took mulligans). */
export const MULLIGAN_DRAW_PROMPT_START = 'Your opponent took';

/**
 * The extra-draw decision after the opponent's mulligans: "may draw", so every count from `extra`
 * down to none is an option, most first. Capped by the cards left in the deck.
 */
export function mulliganDrawDecision(player: PlayerId, extra: number, deckSize: number): Action {
  const most = Math.max(0, Math.min(extra, deckSize));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    type: 'create_decision',
    player,
    ...script,
    decider: player,
    prompt: `${MULLIGAN_DRAW_PROMPT_START} ${plural(extra, 'mulligan')}: you may draw up to ${plural(most, 'extra card')}. Choose how many to draw.`,
    options: Array.from({ length: most + 1 }, (_, i) => `draw ${most - i}`),
  };
}

type Ctx = PostHookContext<PokemonState>;
type Result = PostHookResult<PokemonState> | undefined;

const script = { source: 'script' } as const;

function withFlags(p: PokemonState, patch: Partial<TurnFlags>, line?: string): PokemonState {
  const flags = { ...p.flags, ...patch };
  return {
    ...p,
    flags: line ? { ...flags, actions: [...flags.actions, line].slice(-20) } : flags,
  };
}

function clearConditions(
  state: GameState,
  player: PlayerId,
  zone: string,
  card: string,
  keep: readonly SpecialCondition[] = [],
): Action[] {
  const counters = state.cards[card]?.counters ?? {};
  return SPECIAL_CONDITIONS.filter((s) => (counters[s] ?? 0) > 0 && !keep.includes(s)).map(
    (s) =>
      ({
        type: 'set_counter',
        player,
        ...script,
        card: `#${card}`,
        zone,
        counter: s,
        value: 0,
      }) as Action,
  );
}

/** Bench zone keys of `player` holding a Pokémon: the options of a promotion decision. */
export function promotionOptions(cards: Cards, state: GameState, player: PlayerId): string[] {
  return BENCH_ZONES.map((b) => zoneKey(player, b)).filter((k) => pokemonIn(cards, state, k));
}

function promotionDecision(cards: Cards, state: GameState, player: PlayerId): Action | undefined {
  const options = promotionOptions(cards, state, player);
  if (options.length === 0) return undefined;
  return {
    type: 'create_decision',
    player,
    ...script,
    decider: player,
    prompt: PROMOTION_PROMPT,
    options,
  };
}

// ---------------------------------------------------------------- setup

function setupHook(ctx: Ctx): Result {
  const { state, action } = ctx;
  const p = state.plugin;
  if (p.stage !== 'setup') return undefined;
  if (action.type === 'coin_flip' && p.firstPlayer === null) {
    const heads = (ctx.data as { heads?: number } | undefined)?.heads ?? 0;
    const first = heads > 0 ? state.players[0] : (state.players[1] ?? state.players[0]);
    return { plugin: { ...p, firstPlayer: first as PlayerId } };
  }
  if (action.type === 'mulligan')
    return {
      plugin: {
        ...p,
        mulligans: { ...p.mulligans, [action.player]: (p.mulligans[action.player] ?? 0) + 1 },
      },
    };
  if (action.type === 'move_card') {
    // Pokémon placed during setup are seen by their owner only until everyone is ready.
    const to = ctx.targets.to;
    const id = ctx.targets.cards[0];
    const card = id ? state.cards[id] : undefined;
    if (!to || !id || !card || !isInPlayZone(to) || typeof card.visibility === 'object')
      return undefined;
    return {
      followUps: [
        {
          type: 'set_visibility',
          player: card.owner,
          ...script,
          card: `#${id}`,
          zone: to,
          visibility: 'owner',
        },
      ],
    };
  }
  if (action.type !== 'declare_action') return undefined;
  if (action.kind === 'setup_done') {
    const ready = p.setupReady.includes(action.player)
      ? p.setupReady
      : [...p.setupReady, action.player];
    const all = state.players.every((pl) => ready.includes(pl));
    return {
      plugin: { ...p, setupReady: ready },
      followUps: all
        ? [
            {
              type: 'declare_action',
              player: p.firstPlayer ?? (state.players[0] as PlayerId),
              ...script,
              kind: 'setup_complete',
            },
          ]
        : [],
    };
  }
  if (action.kind === 'setup_complete') {
    const followUps: Action[] = [];
    for (const pl of state.players)
      for (const name of IN_PLAY_ZONES) {
        const key = zoneKey(pl, name);
        for (const id of state.zones[key]?.cards ?? [])
          followUps.push({
            type: 'flip_card',
            player: pl,
            ...script,
            card: `#${id}`,
            zone: key,
            faceUp: true,
          });
      }
    const first = p.firstPlayer ?? (state.players[0] as PlayerId);
    const needsPass = state.turn.activePlayer !== first;
    if (needsPass) followUps.push({ type: 'end_turn', player: state.turn.activePlayer, ...script });
    return {
      plugin: {
        ...p,
        stage: 'play',
        firstPlayer: first,
        gameTurn: needsPass ? 0 : 1,
        flags: emptyFlags(),
      },
      followUps,
    };
  }
  return undefined;
}

// ---------------------------------------------------------------- turn change and checkup

function turnHook(ctx: Ctx): Result {
  const { state, before } = ctx;
  const p = state.plugin;
  if (p.stage !== 'play' || state.turn.number === before.turn.number) return undefined;
  const cards = ctx.definition.cards;
  const ended = before.turn.activePlayer;
  // Attached Items leave at the end of the turn their text names, before the checkup.
  const followUps: Action[] = expiredAttachedItems(cards, state, ended);
  // A turn forced to end in the middle of an effect drops the effect: its Trainer is discarded.
  // A Supporter that prints "When your turn ends, discard this card." is discarded now too.
  const staged = state.zones.staging?.cards ?? [];
  const leaving = staged.filter(
    (id) => p.effects.length > 0 || staysUntilTurnEnds(cardOf(cards, state, id)),
  );
  for (const id of leaving) {
    const owner = state.cards[id]?.owner ?? ended;
    followUps.push({
      type: 'move_card',
      player: owner,
      ...script,
      card: `#${id}`,
      from: 'staging',
      to: zoneKey(owner, 'discard'),
    });
  }
  // "At the end of every turn, put 1 damage counter on the Pokémon Darkness Energy is attached
  // to, unless …": each such Energy card, before the checkup.
  if (p.gameTurn > 0) followUps.push(...endOfTurnEnergyCounters(cards, state));
  // "At the end of your turn, discard Magma Energy.": the player whose turn ended.
  if (p.gameTurn > 0) followUps.push(...endOfTurnEnergyDiscards(cards, state, ended));
  // Poké-Bodies that remove damage between turns (Rain Dish): before the checkup.
  if (p.gameTurn > 0) followUps.push(...betweenTurnsHealing(cards, state));
  // "At the end of your opponent's next turn, the Defending Pokémon is now Poisoned": the Special
  // Conditions due now come before the checkup, which is held so that it reads them.
  const due = p.gameTurn > 0 ? conditionsDueAtTurnEnd(cards, state, p.gameTurn) : [];
  followUps.push(...due);
  // Tools that may act between turns ask their owners first, and Tools that act at the end of
  // the turn act (their own condition read when they run, after the end-of-turn counters): the
  // checkup waits for them.
  const asks =
    p.gameTurn > 0
      ? [
          ...toolUses(cards, state, 'between-turns', true),
          ...toolUses(cards, state, 'end-of-turn', false),
        ]
      : [];
  const startOfTurn = p.gameTurn > 0 && toolUses(cards, state, 'start-of-turn', false).length > 0;
  // Checkup only after a real turn (not the pass that hands the first turn to the first player).
  const held = asks.length > 0 || due.length > 0;
  const checkup = p.gameTurn > 0 && !held ? checkupActions(cards, state, ended) : NO_CHECKUP;
  const ordered: Action[] = [...followUps, ...checkup.actions];
  const next = state.turn.activePlayer;
  if ((state.zones[zoneKey(next, 'deck')]?.cards.length ?? 0) === 0)
    ordered.push({
      type: 'declare_victory',
      player: opponentOf(state, next),
      ...script,
      winner: opponentOf(state, next),
      reason: `${next} cannot draw a card at the start of their turn (deck out)`,
    });
  const { betweenTurns: _, ...rest } = p;
  const between: BetweenTurns | undefined =
    held || startOfTurn ? { ended, checkupHeld: held, startOfTurn } : undefined;
  const plugin: PokemonState = {
    ...rest,
    gameTurn: p.gameTurn + 1,
    flags: emptyFlags(),
    checkupFlips: checkup.flips,
    markers: markersAfterTurn(state, p.gameTurn),
    effects: [],
    ...(between ? { betweenTurns: between } : {}),
  };
  return { plugin: asks.reduce(startEffect, plugin), followUps: ordered };
}

const NO_CHECKUP = { actions: [] as Action[], flips: [] as CheckupFlip[] };

/**
 * The Pokémon Checkup after `ended`'s turn: Poison and Burn damage, then the coin flips (Burn,
 * Sleep), and the Paralysis of `ended`'s Active Pokémon ends.
 */
function checkupActions(
  cards: Cards,
  state: GameState<PokemonState>,
  ended: PlayerId,
): { actions: Action[]; flips: CheckupFlip[] } {
  const followUps: Action[] = [];
  const flips: CheckupFlip[] = [];
  // Fiery Aura, Methane Leak, Sand Damage: the Active Pokémon's Poké-Bodies.
  const bodies = checkupBodies(cards, state);
  for (const pl of state.players) {
    const zone = zoneKey(pl, 'active');
    const mon = pokemonIn(cards, state, zone);
    if (!mon) continue;
    const card = `#${mon.top}`;
    const has = (s: SpecialCondition) => mon.conditions.includes(s);
    if (has('poisoned'))
      followUps.push(damageAction(pl, zone, mon.top, poisonDamage(state, mon) + bodies.poisonMore));
    if (has('burned')) {
      followUps.push(damageAction(pl, zone, mon.top, bodies.burn));
      followUps.push({ type: 'coin_flip', player: pl, ...script });
      flips.push({ player: pl, zone, card: mon.top, condition: 'burned' });
    }
    if (has('asleep')) {
      followUps.push({ type: 'coin_flip', player: pl, ...script });
      flips.push({ player: pl, zone, card: mon.top, condition: 'asleep' });
    }
    if (has('paralyzed') && pl === ended)
      followUps.push({
        type: 'set_counter',
        player: pl,
        ...script,
        card,
        zone,
        counter: 'paralyzed',
        value: 0,
      });
  }
  for (const [zone, top, amount] of bodies.bench)
    followUps.push(damageAction(zoneOwnerOf(zone) ?? '', zone, top, amount));
  // Flips run after the damage, in queue order; burn damage comes first as printed.
  return {
    actions: [
      ...followUps.filter((a) => a.type !== 'coin_flip'),
      ...followUps.filter((a) => a.type === 'coin_flip'),
    ],
    flips,
  };
}

/**
 * The settle round of the time between turns (see `between-turns.ts`): once every between-turns
 * choice is answered, the held Pokémon Checkup; once the checkup is over (its flips done, no
 * promotion waiting), the Tools that act at the start of the turn.
 */
export function settleBetweenTurns(ctx: SettleContext<PokemonState>): Result {
  const { state } = ctx;
  const p = state.plugin;
  const b = p.betweenTurns;
  if (!b) return undefined;
  const { betweenTurns: _, ...rest } = p;
  if (state.result) return { plugin: rest };
  if (state.pendingDecision || p.effects.length > 0 || p.checkupFlips.length > 0) return undefined;
  if (p.promotions.length > 0) return undefined;
  const cards = ctx.definition.cards;
  if (b.checkupHeld) {
    const { actions, flips } = checkupActions(cards, state, b.ended);
    const after = b.startOfTurn ? { ...rest, betweenTurns: { ...b, checkupHeld: false } } : rest;
    return { plugin: { ...after, checkupFlips: flips }, followUps: actions };
  }
  const uses = toolUses(cards, state, 'start-of-turn', true);
  return { plugin: uses.reduce(startEffect, rest as PokemonState) };
}

/**
 * The Special Conditions lasting effects give at the end of turn `ended` (Slow-Acting Poison's
 * "At the end of your opponent's next turn, the Defending Pokémon is now Poisoned"), to the
 * Pokémon still under them (still Active, not evolved) that can have them.
 */
function conditionsDueAtTurnEnd(
  cards: Cards,
  state: GameState<PokemonState>,
  ended: number,
): Action[] {
  const out: Action[] = [];
  for (const m of markersOf(state, 'condition-at-turn-end')) {
    if (m.until !== ended || m.condition === undefined) continue;
    for (const pl of state.players) {
      const mon = pokemonIn(cards, state, zoneKey(pl, 'active'));
      if (!mon || mon.top !== m.card || !canHaveCondition(cards, state, mon, m.condition)) continue;
      out.push({
        type: 'declare_action',
        player: pl,
        ...script,
        kind: 'set_status',
        zone: mon.zone,
        details: { status: m.condition },
      });
    }
  }
  return out;
}

/** Damage counters special Energy put on their Pokémon at the end of every turn. */
function endOfTurnEnergyCounters(cards: Cards, state: GameState): Action[] {
  const out: Action[] = [];
  for (const pl of state.players)
    for (const mon of pokemonInPlay(cards, state, pl))
      for (const id of mon.energy) {
        const card = cardOf(cards, state, id);
        const rule = card ? specialEnergyOf(card)?.endOfTurnCounters : undefined;
        if (rule && !exempt(mon, rule.unless))
          out.push(damageAction(pl, mon.zone, mon.top, rule.count * 10));
      }
  return out;
}

/** Special Energy that leaves at the end of its owner's turn (Team Magma/Aqua Energy). */
function endOfTurnEnergyDiscards(cards: Cards, state: GameState, ended: PlayerId): Action[] {
  const out: Action[] = [];
  for (const mon of pokemonInPlay(cards, state, ended)) {
    const ids = mon.energy.filter((id) => {
      const card = cardOf(cards, state, id);
      return card !== undefined && specialEnergyOf(card)?.discardAtOwnTurnEnd === true;
    });
    out.push(...discardActions(ended, mon.zone, ids));
  }
  return out;
}

/**
 * "When the Pokémon Double Rainbow Energy is attached to is no longer an Evolved Pokémon, discard
 * Double Rainbow Energy.": after any move (a devolution), such Energy on a Basic Pokémon goes.
 */
function energyNeedsEvolvedHook(ctx: Ctx): Result {
  const { state } = ctx;
  if (state.plugin.stage !== 'play') return undefined;
  const cards = ctx.definition.cards;
  const followUps: Action[] = [];
  for (const pl of state.players)
    for (const mon of pokemonInPlay(cards, state, pl)) {
      if (stage(mon.card) !== 'Basic') continue;
      const ids = mon.energy.filter((id) => {
        const card = cardOf(cards, state, id);
        return card !== undefined && specialEnergyOf(card)?.discardUnlessEvolved === true;
      });
      followUps.push(...discardActions(pl, mon.zone, ids));
    }
  return followUps.length > 0 ? { followUps } : undefined;
}

/**
 * "If this card is put into your discard pile from play, return it to your hand." (Recycle
 * Energy): a card that went from an in-play zone to its owner's discard pile goes to the hand.
 */
function backToHandHook(ctx: Ctx): Result {
  const { state, before } = ctx;
  if (state.plugin.stage !== 'play') return undefined;
  const followUps: Action[] = [];
  for (const pl of state.players) {
    const discard = zoneKey(pl, 'discard');
    const was = new Set(before.zones[discard]?.cards ?? []);
    for (const id of state.zones[discard]?.cards ?? []) {
      if (was.has(id)) continue;
      const from = findZone(before, id);
      const card = cardOf(ctx.definition.cards, state, id);
      if (from && isInPlayZone(from) && card && specialEnergyOf(card)?.backToHand)
        followUps.push({
          type: 'move_card',
          player: pl,
          ...script,
          card: `#${id}`,
          from: discard,
          to: zoneKey(pl, 'hand'),
        });
    }
  }
  return followUps.length > 0 ? { followUps } : undefined;
}

/**
 * Here Comes Team Rocket!: "Each player plays with his or her Prize cards face up for the rest of
 * the game." A card that comes into a Prize zone while that holds is shown to both players.
 */
function prizesFaceUpHook(ctx: Ctx): Result {
  const { state } = ctx;
  if (state.plugin.stage !== 'play') return undefined;
  if (!(state.plugin.markers ?? []).some((m) => m.kind === 'prizes-face-up')) return undefined;
  const followUps: Action[] = [];
  for (const pl of state.players)
    for (const name of PRIZE_ZONES) {
      const key = zoneKey(pl, name);
      const hidden = (state.zones[key]?.cards ?? []).filter(
        (id) => state.cards[id]?.faceUp !== true,
      );
      if (hidden.length > 0)
        followUps.push({
          type: 'reveal',
          player: pl,
          ...script,
          cards: hidden.map((id) => `#${id}`),
          zone: key,
        });
    }
  return followUps.length > 0 ? { followUps } : undefined;
}

/** Discards of the attached Items whose time is up when `ended` ends their turn. */
function expiredAttachedItems(
  cards: Cards,
  state: GameState<PokemonState>,
  ended: PlayerId,
): Action[] {
  const out: Action[] = [];
  const turn = state.plugin.gameTurn;
  for (const pl of state.players)
    for (const mon of pokemonInPlay(cards, state, pl)) {
      // A Tool "discarded at the end of any turn the Pokémon attacks" (Memory Berry, Crystal
      // Shard): the attack's record on the Pokémon says it attacked in the turn ending.
      const attacked = [mon.top, ...mon.stages].some((c) =>
        markersOf(state, 'made-attack', c).some((m) => (m.until ?? 0) - 2 === turn),
      );
      for (const id of attacked ? mon.tools : []) {
        const card = cardOf(cards, state, id);
        if (card && toolWhileAttachedOf(card)?.discardAfterAttack)
          out.push({
            type: 'move_card',
            player: state.cards[id]?.owner ?? pl,
            ...script,
            card: `#${id}`,
            from: mon.zone,
            to: zoneKey(state.cards[id]?.owner ?? pl, 'discard'),
          });
      }
      for (const id of mon.items) {
        const card = cardOf(cards, state, id);
        const item = card ? attachedItem(card) : undefined;
        const owner = state.cards[id]?.owner ?? pl;
        const due = item?.discardedAtEndOf === 'owner' ? owner === ended : owner !== ended;
        if (item && due)
          out.push({
            type: 'move_card',
            player: owner,
            ...script,
            card: `#${id}`,
            from: mon.zone,
            to: zoneKey(owner, 'discard'),
          });
      }
    }
  return out;
}

function damageAction(player: PlayerId, zone: string, card: string, amount: number): Action {
  return {
    type: 'add_counter',
    player,
    ...script,
    card: `#${card}`,
    zone,
    counter: DAMAGE_COUNTER,
    amount,
  };
}

/** Moves Energy attached to the Pokémon in `zone` to its owner's discard pile. */
function discardActions(player: PlayerId, zone: string, ids: readonly string[]): Action[] {
  return ids.map(
    (id) =>
      ({
        type: 'move_card',
        player,
        ...script,
        card: `#${id}`,
        from: zone,
        to: zoneKey(player, 'discard'),
      }) as Action,
  );
}

function checkupFlipHook(ctx: Ctx): Result {
  const { state } = ctx;
  const p = state.plugin;
  if (p.stage !== 'play' || p.checkupFlips.length === 0 || ctx.action.source !== 'script')
    return undefined;
  const [flip, ...rest] = p.checkupFlips as [CheckupFlip, ...CheckupFlip[]];
  const heads = ((ctx.data as { heads?: number } | undefined)?.heads ?? 0) > 0;
  const stillThere = state.zones[flip.zone]?.cards[0] === flip.card;
  const followUps: Action[] = [];
  if (heads && stillThere)
    followUps.push({
      type: 'set_counter',
      player: flip.player,
      ...script,
      card: `#${flip.card}`,
      zone: flip.zone,
      counter: flip.condition,
      value: 0,
    });
  return { plugin: { ...p, checkupFlips: rest }, followUps };
}

/**
 * The coin flip of a Confused Pokémon's retreat (1999 rules): heads, it switches with the
 * Benched Pokémon named; tails, it stays Active (its Energy stays discarded) and can't try to
 * retreat again this turn.
 */
function retreatFlipHook(ctx: Ctx): Result {
  const p = ctx.state.plugin;
  const flip = p.retreatFlip;
  if (!flip || ctx.action.source !== 'script' || ctx.action.player !== flip.player)
    return undefined;
  const { retreatFlip: _, ...rest } = p;
  const heads = ((ctx.data as { heads?: number } | undefined)?.heads ?? 0) > 0;
  if (!heads)
    return {
      plugin: withFlags(
        rest,
        { retreatFailed: true },
        'the retreat failed (Confused, tails): it stays Active',
      ),
    };
  const active = zoneKey(flip.player, 'active');
  const retreating = ctx.state.zones[active]?.cards[0];
  const plugin = withFlags(rest, {}, `retreated to ${zoneNameOf(flip.to)}`);
  return {
    plugin: retreating
      ? withRetreatTriggers(plugin, ctx.definition.cards, ctx.state, flip.player, retreating)
      : plugin,
    followUps: [
      { type: 'swap_card_stacks', player: flip.player, ...script, a: active, b: flip.to },
    ],
  };
}

// ---------------------------------------------------------------- knock-outs

function touchedInPlayZones(ctx: Ctx): string[] {
  const keys = new Set<string>();
  const { targets, state } = ctx;
  // A Stadium coming or going may change every Pokémon's HP (Rocket's Hideout's +20 HP).
  if (targets.from === 'stadium' || targets.to === 'stadium') return allInPlayZones(state);
  if (targets.from) keys.add(targets.from);
  if (targets.to) keys.add(targets.to);
  for (const z of targets.zones) keys.add(z);
  for (const id of targets.cards)
    for (const pl of state.players)
      for (const name of IN_PLAY_ZONES) {
        const key = zoneKey(pl, name);
        if (state.zones[key]?.cards.includes(id)) keys.add(key);
      }
  return [...keys].filter(isInPlayZone);
}

/** Every in-play zone of every player. */
function allInPlayZones(state: GameState): string[] {
  return state.players.flatMap((pl) => IN_PLAY_ZONES.map((name) => zoneKey(pl, name)));
}

function knockOutHook(ctx: Ctx): Result {
  const { state, action } = ctx;
  const p = state.plugin;
  if (p.stage !== 'play' || state.result) return undefined;
  const sweep = action.type === 'declare_action' && action.kind === 'check_knock_outs';
  // While a card effect resolves, Knock Outs wait for its end (its last step checks them all).
  if (!sweep && p.effects.length > 0) return undefined;
  const cards = ctx.definition.cards;
  const knocked: PokemonInPlay[] = [];
  for (const key of sweep ? allInPlayZones(state) : touchedInPlayZones(ctx)) {
    const mon = pokemonIn(cards, state, key);
    // Damage at least its HP, or an effect that says "it is Knocked Out" (Perish Song).
    if (mon && (mon.damage >= mon.hp || hasMarker(state, 'knock-out', mon.top))) knocked.push(mon);
  }
  // At the end of an attack: Destiny Bond takes the attacker along, and the defending player
  // remembers which of their types were Knocked Out by an attack (Avenging Knuckle).
  const attack = sweep ? p.effects.findLast((e) => e.source === 'attack') : undefined;
  const marks: Marker[] = [];
  // Exp. Share: before an Active Pokémon Knocked Out by the attack leaves, its owner may move a
  // Basic Energy from it to the Pokémon holding Exp. Share (offered once, by its own effect).
  const share =
    attack && p.effects.at(-1) === attack
      ? expShareOffer(cards, state, knocked, attack.player)
      : undefined;
  if (share) return { plugin: share(p) };
  const beam =
    attack && p.effects.at(-1) === attack
      ? knockedOutByAttackOffer(cards, state, knocked, attack)
      : undefined;
  if (beam) return { plugin: beam(p) };
  if (attack?.source === 'attack') {
    const attacker = pokemonInPlay(cards, state, attack.player).find((m) => m.top === attack.card);
    const bonded = knocked.some((k) => markersOf(state, 'destiny-bond', k.top).length > 0);
    if (attacker && bonded && !knocked.some((k) => k.zone === attacker.zone))
      knocked.push(attacker);
    // Only a Knock Out by damage from the attack counts (not by damage counters, Doom Decree…).
    const damaged = new Set(
      p.markers
        .filter((m) => m.kind === 'damaged-by-attack' && m.until === p.gameTurn)
        .map((m) => m.card),
    );
    for (const k of knocked) {
      const owner = k.zone.slice(0, k.zone.indexOf(':'));
      if (owner === attack.player || !damaged.has(k.top)) continue;
      for (const type of k.card.types)
        marks.push({
          kind: 'knocked-out-by-attack',
          player: owner,
          type,
          until: p.gameTurn + 1,
          source: attack.name,
        });
    }
  }
  if (knocked.length === 0) return sweep ? emptyActiveSpots(cards, state) : undefined;
  const followUps: Action[] = [];
  const lines: string[] = [];
  const prizesAfter = new Map<PlayerId, number>();
  let promotions = [...p.promotions];
  let winner: { player: PlayerId; reason: string } | undefined;
  for (const mon of knocked) {
    const owner = mon.zone.slice(0, mon.zone.indexOf(':'));
    const taker = opponentOf(state, owner);
    followUps.push({
      type: 'move_card_stack',
      player: owner,
      ...script,
      from: mon.zone,
      to: zoneKey(owner, 'discard'),
    });
    const left = prizesAfter.get(taker) ?? prizesLeft(state, taker);
    const take = Math.min(prizeValue(mon.card), left);
    let taken = 0;
    for (const name of PRIZE_ZONES) {
      if (taken >= take) break;
      const key = zoneKey(taker, name);
      const id = state.zones[key]?.cards[0];
      if (id === undefined) continue;
      // Skip prize zones already emptied by an earlier knock-out in this same batch.
      if (followUps.some((f) => f.type === 'move_card' && f.from === key)) continue;
      followUps.push({
        type: 'move_card',
        player: taker,
        ...script,
        card: `#${id}`,
        from: key,
        to: zoneKey(taker, 'hand'),
      });
      taken++;
    }
    prizesAfter.set(taker, left - taken);
    lines.push(
      `${owner}'s ${mon.card.name} was Knocked Out; ${taker} took ${taken} Prize card${taken === 1 ? '' : 's'}`,
    );
    if (left - taken <= 0 && !winner)
      winner = { player: taker, reason: `${taker} took their last Prize card` };
    const remaining = pokemonInPlay(cards, state, owner).filter(
      (m) => !knocked.some((k) => k.zone === m.zone),
    );
    if (remaining.length === 0 && !winner)
      winner = { player: taker, reason: `${owner} has no Pokémon left in play` };
    else if (zoneNameOf(mon.zone) === 'active' && !promotions.includes(owner))
      promotions.push(owner);
  }
  if (winner) {
    followUps.push({
      type: 'declare_victory',
      player: winner.player,
      ...script,
      winner: winner.player,
      reason: winner.reason,
    });
    promotions = [];
  } else if (promotions.length > 0 && state.pendingDecision === null && p.promotions.length === 0) {
    // The bench is read from the state after the knocked-out stacks have left.
    const first = promotions[0] as PlayerId;
    const options = promotionOptions(cards, state, first).filter(
      (key) => !knocked.some((k) => k.zone === key),
    );
    followUps.push({
      type: 'create_decision',
      player: first,
      ...script,
      decider: first,
      prompt: PROMOTION_PROMPT,
      options,
    });
  }
  return {
    plugin: {
      ...p,
      promotions,
      knockouts: [...p.knockouts, ...lines].slice(-6),
      markers: marks.length > 0 ? [...p.markers, ...marks] : p.markers,
    },
    followUps,
  };
}

/**
 * After an effect that took a player's Active Pokémon away without a Knock Out (Penny, Curl Up,
 * Sandstorm Spray), that player promotes a Benched Pokémon; with none left, they lose. When it
 * took both players' (Take Away), each promotes in turn.
 */
function emptyActiveSpots(cards: Cards, state: GameState<PokemonState>): Result {
  const p = state.plugin;
  if (state.pendingDecision || p.promotions.length > 0) return undefined;
  const empty = state.players.filter(
    (pl) => (state.zones[zoneKey(pl, 'active')]?.cards.length ?? 0) === 0,
  );
  const out = empty.find((pl) => !promotionDecision(cards, state, pl));
  if (out !== undefined) {
    const winner = opponentOf(state, out);
    return {
      followUps: [
        {
          type: 'declare_victory',
          player: winner,
          ...script,
          winner,
          reason: `${out} has no Pokémon left in play`,
        },
      ],
    };
  }
  const first = empty[0];
  const d = first === undefined ? undefined : promotionDecision(cards, state, first);
  return d ? { plugin: { ...p, promotions: empty }, followUps: [d] } : undefined;
}

/** The Exp. Share trigger for a Knocked Out Active Pokémon, when one applies. */
function expShareOffer(
  cards: Cards,
  state: GameState<PokemonState>,
  knocked: readonly PokemonInPlay[],
  attacker: PlayerId,
): ((p: PokemonState) => PokemonState) | undefined {
  for (const k of knocked) {
    if (!k.zone.endsWith(':active')) continue;
    const owner = k.zone.slice(0, k.zone.indexOf(':'));
    if (owner === attacker) continue;
    const basics = k.energy.filter((id) => {
      const c = cardOf(cards, state, id);
      return c?.supertype === 'Energy' && c.subtypes.includes('Basic');
    });
    if (basics.length === 0) continue;
    if (state.plugin.effects.some((e) => e.vars.knockedOut === k.top)) continue;
    for (const holder of pokemonInPlay(cards, state, owner)) {
      if (holder.zone === k.zone) continue;
      const tool = holder.tools.find((id) => {
        const c = cardOf(cards, state, id);
        return c !== undefined && toolTriggerOf(c)?.on === 'active-knocked-out';
      });
      const card = tool ? cardOf(cards, state, tool) : undefined;
      if (!tool || !card) continue;
      return (p) =>
        startEffect(p, {
          source: 'trigger',
          player: owner,
          card: tool,
          key: effectKey('trigger', card, 'tool'),
          name: 'Exp. Share',
          vars: { knockedOut: k.top, from: k.zone, to: holder.zone },
        });
    }
  }
  return undefined;
}

/**
 * A Power of a Pokémon Knocked Out by the opponent's attack's damage that answers it ("When Dark
 * Gyarados is Knocked Out by an attack, flip a coin …"): offered before it leaves play, once,
 * naming the attacker (`attacker`, its top card).
 */
function knockedOutByAttackOffer(
  cards: Cards,
  state: GameState<PokemonState>,
  knocked: readonly PokemonInPlay[],
  attack: { readonly player: PlayerId; readonly card: string },
): ((p: PokemonState) => PokemonState) | undefined {
  const p = state.plugin;
  for (const k of knocked) {
    const owner = zoneOwnerOf(k.zone) ?? '';
    if (owner === attack.player || p.effects.some((e) => e.vars.knockedOut === k.top)) continue;
    const damaged = p.markers.some(
      (m) => m.kind === 'damaged-by-attack' && m.card === k.top && m.until === p.gameTurn,
    );
    if (!damaged) continue;
    for (const ability of k.card.abilities) {
      const spec = abilitySpec(k.card, ability);
      if (spec?.kind !== 'trigger' || spec.on !== 'knocked-out-by-attack') continue;
      if (!abilityWorks(cards, state, k, ability)) continue;
      return (plugin) =>
        startEffect(plugin, {
          source: 'trigger',
          player: owner,
          card: k.top,
          key: effectKey('trigger', k.card, ability.name),
          name: `${k.card.name}'s ${ability.name}`,
          vars: { knockedOut: k.top, attacker: attack.card },
        });
    }
  }
  return undefined;
}

function promotionHook(ctx: Ctx): Result {
  const { state, action } = ctx;
  const p = state.plugin;
  const data = ctx.data as { decision?: { prompt: string }; choice?: string } | undefined;
  if (data?.decision?.prompt !== PROMOTION_PROMPT || p.promotions[0] !== action.player)
    return undefined;
  const choice = String(data.choice);
  const bench = choice.includes(':')
    ? choice
    : zoneKey(action.player, choice.replace(/^your_/, '') as 'bench_1');
  const rest = p.promotions.slice(1);
  const followUps: Action[] = [
    {
      type: 'move_card_stack',
      player: action.player,
      ...script,
      from: bench,
      to: zoneKey(action.player, 'active'),
    },
  ];
  const nextDecider = rest[0];
  if (nextDecider) {
    const d = promotionDecision(ctx.definition.cards, state, nextDecider);
    if (d) followUps.push(d);
  }
  return { plugin: { ...p, promotions: rest }, followUps };
}

/**
 * Special Conditions belong to the Active Spot: a Pokémon that leaves it by any move (a Switch,
 * a Gust, a stack sent to staging, the deck or the hand) loses them, as on retreat. Damage
 * counters belong to play: a card that leaves play for the hand, deck, discard pile, Prizes or
 * Lost Zone loses them too, so a Pokémon brought back (Revive, Scoop Up, Penny) comes back
 * whole. Staging is on the way, not out of play. Only the zones the action touched are scanned.
 */
function countersLeavePlayHook(ctx: Ctx): Result {
  const { state } = ctx;
  if (state.plugin.stage !== 'play') return undefined;
  const followUps: Action[] = [];
  for (const zone of ctx.targets.zones) {
    if (zone.endsWith(':active')) continue;
    const outOfPlay = !isInPlayZone(zone) && zone !== 'staging';
    for (const id of state.zones[zone]?.cards ?? []) {
      const card = state.cards[id];
      if (!card) continue;
      followUps.push(...clearConditions(state, card.owner, zone, id));
      if (outOfPlay && (card.counters[DAMAGE_COUNTER] ?? 0) > 0)
        followUps.push({
          type: 'set_counter',
          player: card.owner,
          ...script,
          card: `#${id}`,
          zone,
          counter: DAMAGE_COUNTER,
          value: 0,
        });
    }
  }
  return followUps.length > 0 ? { followUps } : undefined;
}

/**
 * Lasting effects end when the rules end them, not only at the end of the named turn: an effect
 * of an attack when its Pokémon leaves the Active Spot (retreat, Switch, a Knock Out), any
 * marker on a Pokémon that leaves play or is evolved or devolved, Toxic's Poison with the Poison
 * (see `markerHolds`). Dropped for good, so a Pokémon sent to the Bench and brought back is free
 * of them.
 */
function markersEndHook(ctx: Ctx): Result {
  const p = ctx.state.plugin;
  if (p.stage !== 'play' || (p.markers ?? []).length === 0) return undefined;
  const counters = ctx.action.type === 'set_counter' || ctx.action.type === 'remove_counter';
  const kept = markersInForce(ctx.state, counters);
  return kept ? { plugin: { ...p, markers: kept } } : undefined;
}

function mulliganDrawHook(ctx: Ctx): Result {
  const data = ctx.data as { decision?: { prompt: string }; choice?: string } | undefined;
  if (!data?.decision?.prompt.startsWith(MULLIGAN_DRAW_PROMPT_START)) return undefined;
  const { state, action } = ctx;
  const count = Number(/^draw (\d+)$/.exec(String(data.choice))?.[1] ?? 0);
  const followUps: Action[] =
    count > 0 ? [{ type: 'draw', player: action.player, ...script, count }] : [];
  // Under the 1999 rules both players may be owed cards: the second is asked after the first.
  const next = state.players[state.players.indexOf(action.player) + 1];
  const m = state.plugin.mulligans;
  const owed = next
    ? mulliganExtraCards(eraRules(state.plugin), m[next] ?? 0, m[action.player] ?? 0)
    : 0;
  if (next && owed > 0)
    followUps.push(
      mulliganDrawDecision(next, owed, state.zones[zoneKey(next, 'deck')]?.cards.length ?? 0),
    );
  return followUps.length > 0 ? { followUps } : undefined;
}

// ---------------------------------------------------------------- main-phase bookkeeping

function moveHook(ctx: Ctx): Result {
  const { state, before, action } = ctx;
  const p = state.plugin;
  if (p.stage !== 'play') return undefined;
  if (
    action.type === 'draw' &&
    before.turn.phase === 'draw' &&
    action.player === state.turn.activePlayer
  )
    return { plugin: withFlags(p, { drew: true }) };
  const move = classifyMove(ctx.definition.cards, before, action, ctx.targets);
  if (!move || action.player !== state.turn.activePlayer) return undefined;
  const where = move.to.slice(move.to.indexOf(':') + 1);
  // The turn's one attachment is used unless a resolving effect's permit lifts that rule (an
  // Energy an effect attaches is an extra one): a claim that merely names a card lifts nothing.
  if (move.meaning === 'attach_energy' && move.fromHand) {
    // "If you play this card from your hand, …" (Full Heal Energy, Potion Energy).
    const onto = pokemonIn(ctx.definition.cards, state, move.to);
    const followUps = onto ? onAttachFromHand(state, move.card, onto, action.player) : [];
    // "Whenever you attach a Fire Energy card from your hand to Blaine's Ninetales, …".
    // "When you attach Warp Energy from your hand to your Active Pokémon, switch …".
    const when = specialEnergyOf(move.card)?.whenAttached;
    const energyDoes =
      onto &&
      when &&
      (when.onto === 'any' || move.to === zoneKey(action.player, 'active')) &&
      (!when.evolved || onto.stages.length > 0) &&
      energyAttachEffect(move.card) !== undefined;
    const answered = (q: PokemonState) => {
      const r = onto
        ? withInPlayTriggers(q, ctx.definition.cards, state, 'energy-attached-from-hand', {
            attached: move.id,
            onto: onto.top,
            attacher: action.player,
          })
        : q;
      return energyDoes
        ? startEffect(r, {
            source: 'trigger',
            player: action.player,
            card: move.id,
            key: effectKey('trigger', move.card, 'attached'),
            name: move.card.name,
          })
        : r;
    };
    if (ctx.effect?.rules.has('ONE_ENERGY_PER_TURN') !== true)
      return {
        plugin: answered(
          withFlags(p, { energyAttached: true }, `attached ${move.card.name} to ${where}`),
        ),
        followUps,
      };
    const q = answered(p);
    if (followUps.length > 0 || q !== p) return { plugin: q, followUps };
  }
  if (move.meaning === 'play_basic') {
    const plugin = withFlags(
      p,
      { enteredThisTurn: [...p.flags.enteredThisTurn, move.id] },
      `played ${move.card.name} to ${where}`,
    );
    const benched = move.fromHand && isBenchZone(move.to);
    return {
      plugin: benched
        ? withInPlayTriggers(
            withTrigger(plugin, move, 'played-to-bench', ctx.definition.cards, state),
            ctx.definition.cards,
            state,
            'pokemon-benched-from-hand',
            { benched: move.id, bencher: action.player },
          )
        : plugin,
    };
  }
  if (move.meaning === 'evolve') {
    const cards = ctx.definition.cards;
    const old = before.zones[move.to]?.cards[0];
    const flagged = withFlags(
      p,
      { enteredThisTurn: [...p.flags.enteredThisTurn, move.id] },
      `evolved ${where} into ${move.card.name}`,
    );
    // Evolving ends Special Conditions, unless Poison Sacs keeps the Poison (and its strength).
    const was = pokemonIn(cards, before, move.to);
    const poisoned = old !== undefined && was !== undefined && staysPoisoned(cards, before, was);
    const kept = poisoned ? withMarkersMoved(flagged, old, move.id, 'poison-damage') : flagged;
    // Giovanni: "This effect also applies to the Pokémon it evolves into."
    const plugin = old ? withMarkersMoved(kept, old, move.id, 'evolve-anytime') : kept;
    // Viridian City Gym: "Whenever a Pokémon with Giovanni in its name evolves, its owner
    // removes 2 damage counters from that Pokémon (or 1 if it only has 1)."
    const owner = zoneOwnerOf(move.to) ?? action.player;
    const healed = (stadiumInPlay(cards, state)?.rules ?? []).flatMap((r) =>
      r.kind === 'heal-on-evolve' && isPokemon(move.card) && r.applies(move.card)
        ? removeDamage(state, owner, move.to, r.amount)
        : [],
    );
    return {
      plugin: move.fromHand ? withTrigger(plugin, move, 'evolved-from-hand', cards, state) : plugin,
      // The new card is Poisoned before the old one is cleared, so Toxic's stronger Poison,
      // moved onto it, never sees it without the Poison.
      followUps: [
        ...(poisoned
          ? [
              {
                type: 'set_counter',
                player: action.player,
                ...script,
                card: `#${move.id}`,
                zone: move.to,
                counter: 'poisoned',
                value: 1,
              } as Action,
            ]
          : []),
        ...(old ? clearConditions(state, action.player, move.to, old) : []),
        ...healed,
      ],
    };
  }
  if (move.meaning === 'attach_tool')
    return { plugin: withFlags(p, {}, `attached ${move.card.name} to ${where}`) };
  return undefined;
}

/** Markers of `kind` on card `from` go to card `to` (the Pokémon's new top card). */
function withMarkersMoved(
  p: PokemonState,
  from: string,
  to: string,
  kind: Marker['kind'],
): PokemonState {
  return {
    ...p,
    markers: p.markers.map((m) => (m.kind === kind && m.card === from ? { ...m, card: to } : m)),
  };
}

/**
 * Offers a triggered Ability of the Pokémon just played ("When you play this Pokémon from your
 * hand onto your Bench …, you may …"; a classic "When you play Dark Golbat from your hand, …"
 * on either event): its effect asks the player first where the text says "you may".
 */
function withTrigger(
  p: PokemonState,
  move: { id: string; card: PokemonCard; to: string },
  on: TriggerEvent,
  cards: Cards,
  state: GameState,
): PokemonState {
  if (move.card.supertype !== 'Pokémon') return p;
  // Where it landed, as the rules see it now (Mischievous Lock turns off a Basic's Abilities).
  const mon = pokemonIn(cards, state, move.to);
  let out = p;
  for (const ability of move.card.abilities) {
    const spec = abilitySpec(move.card, ability);
    if (spec?.kind !== 'trigger' || (spec.on !== on && spec.on !== 'played-from-hand')) continue;
    if (!mon || !abilityWorks(cards, state as GameState<PokemonState>, mon, ability)) continue;
    out = startEffect(out, {
      source: 'trigger',
      player: zoneOwnerOf(move.to) ?? '',
      card: move.id,
      key: effectKey('trigger', move.card, ability.name),
      name: `${move.card.name}'s ${ability.name}`,
    });
  }
  return out;
}

/**
 * Offers the Powers that answer a retreat: the retreating Pokémon's own ("Once during your turn
 * when Dark Ivysaur retreats, …": Vine Pull), then those of the retreating player's opponent
 * ("Whenever your opponent's Active Pokémon retreats, …": Dark Dugtrio's Sinkhole), naming the
 * Pokémon that retreated (`retreated`, its top card).
 */
function withRetreatTriggers(
  p: PokemonState,
  cards: Cards,
  state: GameState<PokemonState>,
  retreating: PlayerId,
  retreated: string,
): PokemonState {
  let out = p;
  const self = pokemonInPlay(cards, state, retreating).find((m) => m.top === retreated);
  for (const ability of self?.card.abilities ?? []) {
    const spec = self ? abilitySpec(self.card, ability) : undefined;
    if (!self || spec?.kind !== 'trigger' || spec.on !== 'retreated') continue;
    if (!abilityWorks(cards, state, self, ability)) continue;
    const start = {
      source: 'trigger' as const,
      player: retreating,
      card: self.top,
      key: effectKey('trigger', self.card, ability.name),
      name: `${self.card.name}'s ${ability.name}`,
      vars: { retreated },
    };
    // Its own condition fails (the opponent has no Benched Pokémon): not offered at all.
    if (unplayableReason(cards, state, start) === undefined) out = startEffect(out, start);
  }
  const owner = opponentOf(state, retreating);
  for (const mon of pokemonInPlay(cards, state, owner))
    for (const ability of mon.card.abilities) {
      const spec = abilitySpec(mon.card, ability);
      if (spec?.kind !== 'trigger' || spec.on !== 'opponent-retreated') continue;
      if (!abilityWorks(cards, state, mon, ability)) continue;
      const start = {
        source: 'trigger' as const,
        player: owner,
        card: mon.top,
        key: effectKey('trigger', mon.card, ability.name),
        name: `${mon.card.name}'s ${ability.name}`,
        vars: { retreated },
      };
      // "As long as Octillery is your Active Pokémon, …": not offered while it is Benched.
      if (unplayableReason(cards, state, start) === undefined) out = startEffect(out, start);
    }
  return out;
}

/**
 * Offers the Powers of every Pokémon in play (both players') that answer an event `on` — their
 * compiled text checks whether this one concerns them (whose attachment, to which Pokémon, of
 * which Energy) from `vars`. The Pokémon the event is about does not answer its own benching.
 */
function withInPlayTriggers(
  p: PokemonState,
  cards: Cards,
  state: GameState<PokemonState>,
  on: TriggerEvent,
  vars: Readonly<Record<string, string>>,
): PokemonState {
  let out = p;
  for (const owner of state.players)
    for (const mon of pokemonInPlay(cards, state, owner))
      for (const ability of mon.card.abilities) {
        const spec = abilitySpec(mon.card, ability);
        if (spec?.kind !== 'trigger' || spec.on !== on || mon.top === vars.benched) continue;
        if (!abilityWorks(cards, state, mon, ability)) continue;
        const start = {
          source: 'trigger' as const,
          player: owner,
          card: mon.top,
          key: effectKey('trigger', mon.card, ability.name),
          name: `${mon.card.name}'s ${ability.name}`,
          vars,
        };
        // Not this event's (another player's attachment, another Pokémon): not offered at all.
        if (unplayableReason(cards, state, start) === undefined) out = startEffect(out, start);
      }
  return out;
}

function declareHook(ctx: Ctx): Result {
  const { state, before, action } = ctx;
  if (action.type !== 'declare_action') return undefined;
  const p = state.plugin;
  if (p.stage !== 'play') return undefined;
  const cards = ctx.definition.cards;
  const details = (action.details ?? {}) as Record<string, unknown>;
  const pl = action.player;
  switch (action.kind) {
    case 'play_trainer': {
      const id = ctx.targets.cards[0];
      const card = id ? cardOf(cards, before, id) : undefined;
      if (!id || !card) return undefined;
      const kind = trainerKind(card);
      const from = findZone(before, id);
      const followUps: Action[] = [];
      const old = kind === 'Stadium' ? state.zones.stadium?.cards[0] : undefined;
      if (old) {
        const owner = state.cards[old]?.owner ?? pl;
        followUps.push({
          type: 'move_card',
          player: owner,
          ...script,
          card: `#${old}`,
          from: 'stadium',
          to: zoneKey(owner, 'discard'),
        });
      }
      // Where the played card goes: a Stadium to stadium; a Tool or an attached Item under a
      // Pokémon (PlusPower always the Active one); anything else to staging while its effect
      // resolves, then to the discard pile.
      const attached = kind === 'Pokémon Tool' || attachedItem(card) !== undefined;
      const to =
        kind === 'Stadium'
          ? 'stadium'
          : !attached
            ? 'staging'
            : attachedItem(card)?.onto === 'active' || typeof details.target !== 'string'
              ? zoneKey(pl, 'active')
              : details.target;
      followUps.push({
        type: 'move_card',
        player: pl,
        ...script,
        card: `#${id}`,
        from,
        to,
        ...(attached ? { position: 'bottom' as const } : {}),
      });
      const patch: Partial<TurnFlags> =
        kind === 'Stadium'
          ? { stadiumPlayed: true }
          : kind === 'Supporter'
            ? { supporterPlayed: true }
            : {};
      let plugin = withFlags(p, patch, `played ${kind ?? 'Trainer'} ${card.name}`);
      if (to === 'staging')
        plugin = startEffect(plugin, {
          source: 'trainer',
          player: pl,
          card: id,
          key: effectKey('trainer', card),
          name: card.name,
        });
      return { plugin, followUps };
    }
    case 'attack': {
      const attacker = pokemonIn(cards, before, zoneKey(pl, 'active'));
      const attack = attacker?.card.attacks.find(
        (a) => a.name.toLowerCase() === String(details.attack).toLowerCase(),
      );
      if (!attacker || !attack) return undefined;
      // The attack is carried out step by step by its effect, which ends the turn.
      return {
        plugin: startEffect(withFlags(p, { attacked: true }, `attacked with ${attack.name}`), {
          source: 'attack',
          player: pl,
          card: attacker.top,
          // A lent attack (Mimic, Recall …) is the text of the card it is printed on.
          ...attackStart(attacker.card, attack),
          name: `${attacker.card.name}'s ${attack.name}`,
        }),
      };
    }
    case 'retreat': {
      const to = String(details.to);
      const active = zoneKey(pl, 'active');
      const discard = Array.isArray(details.discard) ? (details.discard as string[]) : [];
      // 1999: a Confused Pokémon pays the Retreat Cost, then flips (retreatFlipHook switches).
      const confused = pokemonIn(cards, before, active)?.conditions.includes('confused') === true;
      if (confused && eraRules(p).confusion.retreatFlip)
        return {
          plugin: {
            ...withFlags(
              p,
              { retreated: true },
              `tried to retreat to ${zoneNameOf(to)} (Confused)`,
            ),
            retreatFlip: { player: pl, to },
          },
          followUps: [
            ...discardActions(pl, active, discard),
            { type: 'coin_flip', player: pl, ...script },
          ],
        };
      // The retreating Pokémon's Special Conditions go when it reaches the Bench
      // (countersLeavePlayHook).
      const followUps: Action[] = [
        ...discardActions(pl, active, discard),
        { type: 'swap_card_stacks', player: pl, ...script, a: active, b: to },
      ];
      const retreating = before.zones[active]?.cards[0];
      const plugin = withFlags(p, { retreated: true }, `retreated to ${zoneNameOf(to)}`);
      return {
        plugin: retreating ? withRetreatTriggers(plugin, cards, before, pl, retreating) : plugin,
        followUps,
      };
    }
    case 'use_stadium': {
      const id = state.zones.stadium?.cards[0];
      const card = id ? cardOf(cards, before, id) : undefined;
      if (!id || !card) return undefined;
      return {
        plugin: startEffect(withFlags(p, { stadiumUsed: true }, `used ${card.name}`), {
          source: 'stadium',
          player: pl,
          card: id,
          key: effectKey('stadium', card),
          name: card.name,
        }),
      };
    }
    case 'ability': {
      const id = ctx.targets.cards[0];
      const name = String(details.ability ?? '');
      const mon = id ? pokemonIn(cards, before, findZone(before, id) ?? '') : undefined;
      const ability = mon?.card.abilities.find((a) => a.name.toLowerCase() === name.toLowerCase());
      if (!id || !mon || !ability) return undefined;
      const once = /once during the game|VSTAR Power/i.test(`${ability.text} ${ability.type}`);
      const used = p.oncePerGame[pl] ?? [];
      const plugin: PokemonState = {
        ...withFlags(
          p,
          { abilitiesUsed: [...p.flags.abilitiesUsed, `${id}:${ability.name}`] },
          `used ${ability.name}`,
        ),
        oncePerGame: once ? { ...p.oncePerGame, [pl]: [...used, ability.name] } : p.oncePerGame,
      };
      return {
        plugin: startEffect(plugin, {
          source: 'ability',
          player: pl,
          card: id,
          key: effectKey('ability', mon.card, ability.name),
          name: `${mon.card.name}'s ${ability.name}`,
        }),
      };
    }
    case 'set_status': {
      const zone = String(action.zone ?? details.zone ?? '');
      const mon = pokemonIn(cards, before, zone);
      if (!mon) return undefined;
      const status = String(details.status);
      const owner = state.cards[mon.top]?.owner ?? pl;
      if (status === 'none') return { followUps: clearConditions(state, owner, zone, mon.top) };
      const keep = SPECIAL_CONDITIONS.filter(
        (s) =>
          !ROTATION_CONDITIONS.includes(s) ||
          !ROTATION_CONDITIONS.includes(status as SpecialCondition),
      );
      return {
        followUps: [
          ...clearConditions(state, owner, zone, mon.top, keep),
          {
            type: 'set_counter',
            player: owner,
            ...script,
            card: `#${mon.top}`,
            zone,
            counter: status,
            value: 1,
          },
        ],
      };
    }
    default:
      return undefined;
  }
}

function findZone(state: GameState, id: string): string | undefined {
  for (const key in state.zones) if (state.zones[key]?.cards.includes(id)) return key;
  return undefined;
}

/** Counts a card effect its player finished by hand (before `finishManualHook` closes it). */
function countManualHook(ctx: Ctx): Result {
  const a = ctx.action;
  const p = ctx.state.plugin;
  const top = p.effects.at(-1);
  if (a.type !== 'declare_action' || a.kind !== 'finish_effect' || !top?.manual) return undefined;
  if (a.player !== top.player) return undefined;
  const counts = p.manualEffects ?? {};
  return {
    plugin: { ...p, manualEffects: { ...counts, [a.player]: (counts[a.player] ?? 0) + 1 } },
  };
}

/** The plugin's post-hooks, in the order they run. */
export const POKEMON_POST_HOOKS: readonly PostHook<PokemonState>[] = [
  {
    id: 'pokemon/setup',
    actions: ['coin_flip', 'mulligan', 'move_card', 'declare_action'],
    run: setupHook,
  },
  { id: 'pokemon/checkup-flip', actions: ['coin_flip'], run: checkupFlipHook },
  { id: 'pokemon/retreat-flip', actions: ['coin_flip'], run: retreatFlipHook },
  { id: 'pokemon/effect-flip', actions: ['coin_flip'], run: effectFlipHook },
  { id: 'pokemon/effect-roll', actions: ['dice_roll'], run: effectRollHook },
  { id: 'pokemon/effect-choice', actions: ['resolve_decision'], run: effectChoiceHook },
  { id: 'pokemon/manual-count', actions: ['declare_action'], run: countManualHook },
  { id: 'pokemon/effect-finish', actions: ['declare_action'], run: finishManualHook },
  { id: 'pokemon/turn', actions: ['end_turn', 'end_phase'], run: turnHook },
  { id: 'pokemon/moves', actions: ['draw', 'move_card'], run: moveHook },
  { id: 'pokemon/declare', actions: ['declare_action'], run: declareHook },
  {
    id: 'pokemon/knock-out',
    actions: [
      'declare_action',
      'add_counter',
      'set_counter',
      'remove_counter',
      'move_card',
      'move_card_stack',
      'swap_card_stacks',
      'place_on_zone',
    ],
    run: knockOutHook,
  },
  { id: 'pokemon/promotion', actions: ['resolve_decision'], run: promotionHook },
  { id: 'pokemon/back-to-hand', actions: ['move_card', 'move_card_stack'], run: backToHandHook },
  {
    id: 'pokemon/energy-needs-evolved',
    actions: ['move_card', 'move_card_stack', 'swap_card_stacks'],
    run: energyNeedsEvolvedHook,
  },
  {
    id: 'pokemon/prizes-face-up',
    actions: ['move_card', 'move_card_stack'],
    run: prizesFaceUpHook,
  },
  { id: 'pokemon/mulligan-draw', actions: ['resolve_decision'], run: mulliganDrawHook },
  {
    id: 'pokemon/counters-leave-play',
    actions: ['move_card', 'move_card_stack', 'swap_card_stacks'],
    run: countersLeavePlayHook,
  },
  {
    id: 'pokemon/markers-end',
    actions: [
      'move_card',
      'move_card_stack',
      'swap_card_stacks',
      'place_on_zone',
      'set_counter',
      'remove_counter',
    ],
    run: markersEndHook,
  },
  {
    id: 'pokemon/open-hand',
    actions: [
      'draw',
      'move_card',
      'move_card_stack',
      'swap_card_stacks',
      'add_counter',
      'remove_counter',
      'set_counter',
      'declare_action',
      'resolve_decision',
      'end_turn',
    ],
    run: openHandHook,
  },
  { id: 'pokemon/look', actions: ['declare_action', 'dice_roll'], run: lookHook },
];
