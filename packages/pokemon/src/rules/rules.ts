import type {
  Action,
  ActionType,
  GameState,
  PlayerId,
  Rule,
  RuleContext,
  RuleViolation,
} from '@playmat/engine';
import {
  isActivatedAbility,
  isOncePerTurnAbility,
  isPokemon,
  isRepeatableStadium,
  isUsableStadium,
  playedAsPokemon,
  trainerKind,
} from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { attackStart } from '../effects/copied-attacks';
import { attackForbiddenBy, markersOf } from '../effects/markers';
import {
  abilityBlockedReason,
  attachedItemRefusal,
  attachFromHandRefusal,
  attackLockedByPower,
  evolveFromHandLockedBy,
  passiveRulesInPlay,
  retreatCost,
  retreatStoppedBy,
  trainerLockedByBody,
} from '../effects/passives';
import { effectKey, unplayableReason } from '../effects/runtime';
import { energyAttachRefusal } from '../effects/special-energy';
import { staysUntilTurnEnds } from '../effects/supporter-reminder';
import { attachedItem } from '../game/attachments';
import { attachedTypes, type Cards, cardOf, missingEnergyOf, pokemonIn } from '../game/board';
import { type ClassifiedMove, classifyMove } from '../game/classify';
import { lookRule } from '../game/look';
import type { PokemonState } from '../game/state';
import { isBenchZone, isInPlayZone, zoneKey, zoneOwnerOf } from '../game/zones';
import { formatCost } from '../narrative/format-card-reference';
import { eraRules, mayRetreatAgain } from './era';
import { evolutionRefusal } from './evolution-check';

type Ctx = RuleContext<PokemonState>;

const soft = (code: string, message: string, hint?: string): RuleViolation => ({
  severity: 'soft',
  code,
  message,
  ...(hint ? { hint } : {}),
});
const hard = (code: string, message: string, hint?: string): RuleViolation => ({
  severity: 'hard',
  code,
  message,
  ...(hint ? { hint } : {}),
});

/** Script actions are the plugin's own bookkeeping (setup, checkup, follow-ups): trusted. */
function playerAction(ctx: Ctx): boolean {
  return ctx.action.source !== 'script';
}

function declared(ctx: Ctx, kind: string): (Action & { type: 'declare_action' }) | undefined {
  const a = ctx.action;
  return a.type === 'declare_action' && a.kind === kind && playerAction(ctx) ? a : undefined;
}

function details(a: Action & { type: 'declare_action' }): Record<string, unknown> {
  return (a.details ?? {}) as Record<string, unknown>;
}

function move(ctx: Ctx): ClassifiedMove | undefined {
  if (!playerAction(ctx)) return undefined;
  return classifyMove(ctx.definition.cards, ctx.state, ctx.action, ctx.targets);
}

function trainerPlayed(ctx: Ctx) {
  const a = declared(ctx, 'play_trainer');
  const id = ctx.targets.cards[0];
  if (!a || !id) return undefined;
  const card = cardOf(ctx.definition.cards, ctx.state, id);
  return card ? { action: a, card, kind: trainerKind(card) } : undefined;
}

const isFirstPlayersFirstTurn = (ctx: Ctx) => ctx.state.plugin.gameTurn === 1;

function rule(
  id: string,
  actions: readonly ActionType[],
  check: (ctx: Ctx) => RuleViolation | undefined,
): Rule<PokemonState> {
  return { id, actions, check };
}

const MAIN_KINDS = ['attack', 'ability', 'retreat', 'play_trainer', 'use_stadium'];

/** Setup: only Basic Pokémon go into play, and a player needs an Active Pokémon to be ready. */
export const setupRule = rule(
  'pokemon/setup',
  ['move_card', 'declare_action', 'end_turn', 'end_phase', 'draw'],
  (ctx) => {
    const p = ctx.state.plugin;
    const a = ctx.action;
    if (!playerAction(ctx)) return undefined;
    if (p.stage === 'setup') {
      if (a.type === 'declare_action' && MAIN_KINDS.includes(a.kind))
        return hard(
          'SETUP_NOT_FINISHED',
          `You cannot ${a.kind.replace('_', ' ')} during setup.`,
          'Place your Pokémon, then call end_phase.',
        );
      if (a.type === 'end_turn' || a.type === 'draw')
        return hard(
          'SETUP_NOT_FINISHED',
          'The game has not started: setup is still running.',
          'Place your Active (and Bench) Pokémon, then call end_phase.',
        );
      if (
        a.type === 'declare_action' &&
        a.kind === 'setup_done' &&
        !ctx.state.zones[zoneKey(a.player, 'active')]?.cards.length
      )
        return hard(
          'NO_ACTIVE_POKEMON',
          'You must put a Basic Pokémon in your Active Spot before you are ready.',
          'Use play_pokemon with to: your_active.',
        );
      const m = classifyMove(ctx.definition.cards, ctx.state, a, ctx.targets);
      if (m && isInPlayZone(m.to) && m.meaning !== 'play_basic')
        return hard(
          'SETUP_BASIC_ONLY',
          `During setup only Basic Pokémon may be placed, each in an empty spot; ${m.card.name} cannot go to ${m.to}.`,
          'Place a Basic Pokémon from your hand in an empty Active or Bench spot.',
        );
      return undefined;
    }
    if (a.type === 'declare_action' && a.kind === 'setup_done')
      return hard(
        'SETUP_FINISHED',
        'Setup is already over.',
        'Play your turn; end it with end_turn or declare_attack.',
      );
    return undefined;
  },
);

/** Main-phase actions belong to the player whose turn it is. */
export const turnOwnerRule = rule('pokemon/turn-owner', ['move_card', 'declare_action'], (ctx) => {
  if (ctx.state.plugin.stage !== 'play' || !playerAction(ctx)) return undefined;
  const a = ctx.action;
  const mine = ctx.state.turn.activePlayer === a.player;
  if (mine) return undefined;
  if (a.type === 'declare_action' && MAIN_KINDS.includes(a.kind))
    return hard(
      'NOT_YOUR_TURN',
      `It is ${ctx.state.turn.activePlayer}'s turn: you cannot ${a.kind.replace('_', ' ')} now.`,
      'Wait for your turn.',
    );
  // No card effect plays a card of yours in another player's turn.
  const m = move(ctx);
  if (m?.fromHand && isInPlayZone(m.to))
    return hard(
      'NOT_YOUR_TURN',
      `It is ${ctx.state.turn.activePlayer}'s turn: you cannot play cards from your hand now.`,
      'Wait for your turn.',
    );
  return undefined;
});

/** A pending promotion must be answered before play goes on. */
export const promotionPendingRule = rule(
  'pokemon/promotion-pending',
  ['move_card', 'move_card_stack', 'declare_action', 'draw', 'swap_card_stacks', 'place_on_zone'],
  (ctx) => {
    const p = ctx.state.plugin;
    if (p.promotions.length === 0 || !ctx.state.pendingDecision || !playerAction(ctx))
      return undefined;
    return hard(
      'PROMOTION_PENDING',
      `${p.promotions[0]} must first choose a new Active Pokémon.`,
      `${p.promotions[0]}: answer with resolve_decision and one of: ${ctx.state.pendingDecision.options?.join(', ')}.`,
    );
  },
);

/** The start-of-turn draw comes before anything else in the turn. */
export const drawFirstRule = rule(
  'pokemon/draw-first',
  ['move_card', 'declare_action', 'end_phase'],
  (ctx) => {
    const s = ctx.state;
    if (
      s.plugin.stage !== 'play' ||
      s.turn.phase !== 'draw' ||
      s.plugin.flags.drew ||
      !playerAction(ctx)
    )
      return undefined;
    if (ctx.action.player !== s.turn.activePlayer) return undefined;
    return soft(
      'DRAW_FIRST',
      'Draw your card for the turn first.',
      'Call draw (one card from your_deck), then end_phase.',
    );
  },
);

/** One Supporter per turn (soft: ONE_SUPPORTER_PER_TURN). */
export const oneSupporterRule = rule('pokemon/one-supporter', ['declare_action'], (ctx) => {
  const t = trainerPlayed(ctx);
  if (t?.kind !== 'Supporter' || !ctx.state.plugin.flags.supporterPlayed) return undefined;
  return soft(
    'ONE_SUPPORTER_PER_TURN',
    `You already played a Supporter this turn; ${t.card.name} must wait.`,
    'Play Items, attach Energy or attack instead.',
  );
});

/**
 * No Supporter on the first player's first turn (soft: NO_SUPPORTER_FIRST_TURN); the 1999 rules
 * have no such limit (see `eraRules`).
 */
export const noSupporterFirstTurnRule = rule(
  'pokemon/no-supporter-first-turn',
  ['declare_action'],
  (ctx) => {
    const t = trainerPlayed(ctx);
    if (t?.kind !== 'Supporter' || !isFirstPlayersFirstTurn(ctx)) return undefined;
    if (eraRules(ctx.state.plugin).firstTurn.supporter) return undefined;
    return soft(
      'NO_SUPPORTER_FIRST_TURN',
      `The player who goes first cannot play a Supporter on their first turn (${t.card.name}).`,
      'Play Items or Basic Pokémon, attach an Energy, then end_turn.',
    );
  },
);

/** One Stadium per turn, and not the same Stadium as the one in play (soft). */
export const oneStadiumRule = rule('pokemon/one-stadium', ['declare_action'], (ctx) => {
  const t = trainerPlayed(ctx);
  if (t?.kind !== 'Stadium') return undefined;
  if (ctx.state.plugin.flags.stadiumPlayed)
    return soft(
      'ONE_STADIUM_PER_TURN',
      'You already played a Stadium this turn.',
      'Keep it for a later turn.',
    );
  const cur = ctx.state.zones.stadium?.cards[0];
  if (
    cur &&
    ctx.state.cards[cur]?.templateId === ctx.state.cards[ctx.targets.cards[0] ?? '']?.templateId
  )
    return soft(
      'SAME_STADIUM',
      `${t.card.name} is already in play.`,
      'You cannot play a Stadium with the same name as the one in play.',
    );
  return undefined;
});

/**
 * An attack's lock on the player's Trainers ("can't play Trainer cards", "can't play Item
 * cards" during their next turn), whichever way the Trainer is played — a Clefairy Doll or a
 * Mysterious Fossil put onto the Bench "as if it were a Basic Pokémon" is a Trainer card in the
 * hand all the same.
 */
export function trainerLock(
  cards: Cards,
  state: GameState<PokemonState>,
  player: PlayerId,
  card: PokemonCard,
): RuleViolation | undefined {
  if (trainerKind(card) === 'Item' && markersOf(state, 'no-items').some((m) => m.player === player))
    return hard(
      'NO_ITEMS',
      `You can't play Item cards from your hand this turn (${markersOf(state, 'no-items')[0]?.source}).`,
      'Play Supporters, Pokémon or Energy instead.',
    );
  const noSupporters = markersOf(state, 'no-supporters').find((m) => m.player === player);
  if (trainerKind(card) === 'Supporter' && noSupporters)
    return hard(
      'NO_SUPPORTERS',
      `You can't play Supporter cards from your hand this turn (${noSupporters.source}).`,
      'Play other Trainers, Pokémon or Energy, attack, or end your turn.',
    );
  const noTrainers = markersOf(state, 'no-trainers').find((m) => m.player === player);
  if (noTrainers)
    return hard(
      'NO_TRAINERS',
      `You can't play Trainer cards from your hand this turn (${noTrainers.source}).`,
      trainerKind(card) === undefined
        ? 'Play Pokémon or Energy, attack, or end your turn.'
        : `${card.name} is a Trainer card until it is in play. Play Pokémon or Energy, attack, or end your turn.`,
    );
  // Primal Veil, Block Dust: a Poké-Body in the Active Spot locks some Trainers.
  const body = trainerLockedByBody(cards, state, player, card);
  if (body)
    return hard(
      'NO_TRAINERS',
      body,
      'Play other cards, attack, or end your turn; the lock ends when that Pokémon leaves the Active Spot or its Poké-Body stops working.',
    );
  // Dark Vileplume's Hay Fever: "No Trainer cards can be played." (either player)
  const hayFever = passiveRulesInPlay(cards, state, 'no-trainers')[0];
  if (hayFever)
    return hard(
      'NO_TRAINERS',
      `No Trainer cards can be played while ${hayFever.mon.card.name}'s ${hayFever.power} works.`,
      `Play Pokémon or Energy, attack, or end your turn; it stops while ${hayFever.mon.card.name} is Asleep, Confused or Paralyzed.`,
    );
  return undefined;
}

/** A Trainer played as a Basic Pokémon (Clefairy Doll, Mysterious Fossil) obeys the Trainer locks. */
export const trainerAsPokemonRule = rule('pokemon/trainer-as-pokemon', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (m?.meaning !== 'play_basic' || !m.fromHand || !playedAsPokemon(m.card)) return undefined;
  return trainerLock(ctx.definition.cards, ctx.state, ctx.action.player, m.card);
});

/** Trainers are played from the hand; a Tool needs one of your Pokémon without a Tool. */
export const trainerFromHandRule = rule('pokemon/trainer-from-hand', ['declare_action'], (ctx) => {
  const a = declared(ctx, 'play_trainer');
  if (!a) return undefined;
  const id = ctx.targets.cards[0];
  const card = id ? cardOf(ctx.definition.cards, ctx.state, id) : undefined;
  if (!card || trainerKind(card) === undefined)
    return hard(
      'NOT_A_TRAINER',
      `${card?.name ?? 'That card'} is not a Trainer card.`,
      'Use play_pokemon for Pokémon and attach_energy for Energy.',
    );
  if (!ctx.state.zones[zoneKey(a.player, 'hand')]?.cards.includes(id as string))
    return hard(
      'NOT_IN_HAND',
      `${card.name} is not in your hand.`,
      'Play Trainer cards from your_hand.',
    );
  const locked = trainerLock(ctx.definition.cards, ctx.state, a.player, card);
  if (locked) return locked;
  const why = unplayableReason(ctx.definition.cards, ctx.state, {
    source: 'trainer',
    player: a.player,
    card: id as string,
    key: effectKey('trainer', card),
    name: card.name,
  });
  if (why) return hard('CANNOT_PLAY_NOW', `${card.name} can't be played now: ${why}`);
  const item = attachedItem(card);
  if (trainerKind(card) === 'Pokémon Tool' || item) {
    const target =
      item?.onto === 'active'
        ? zoneKey(a.player, 'active')
        : String(details(a).target ?? zoneKey(a.player, 'active'));
    const mon = pokemonIn(ctx.definition.cards, ctx.state, target);
    if (!mon || zoneOwnerOf(target) !== a.player)
      return hard(
        'NO_TOOL_TARGET',
        `${card.name} is attached to one of your Pokémon; ${target} holds none.`,
        item?.onto === 'active'
          ? 'It goes on your Active Pokémon.'
          : 'Name your_active or a your_bench_N that holds a Pokémon.',
      );
    const misfit = attachedItemRefusal(ctx.definition.cards, ctx.state, card, mon);
    if (misfit)
      return hard(
        'NO_TOOL_TARGET',
        `${card.name} can't be attached to ${mon.card.name}: ${misfit}`,
        'Name your_active or a your_bench_N that holds a Pokémon it may go on.',
      );
    return item ? undefined : secondTool(mon);
  }
  return undefined;
});

/** One Pokémon Tool per Pokémon, whichever way the Tool is played (soft). */
function secondTool(mon: { card: { name: string }; tools: readonly unknown[] }) {
  return mon.tools.length > 0
    ? soft(
        'ONE_TOOL_PER_POKEMON',
        `${mon.card.name} already has a Pokémon Tool attached.`,
        'Attach the Tool to another Pokémon.',
      )
    : undefined;
}

/** One Energy attachment from the hand per turn (soft: ONE_ENERGY_PER_TURN). */
export const oneEnergyRule = rule('pokemon/one-energy', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (
    m?.meaning !== 'attach_energy' ||
    !m.fromHand ||
    !ctx.state.plugin.flags.energyAttached ||
    ctx.state.plugin.stage !== 'play'
  )
    return undefined;
  return soft(
    'ONE_ENERGY_PER_TURN',
    'You already attached an Energy from your hand this turn.',
    'Attach again next turn; play other cards or attack now.',
  );
});

/** The lasting effect that closes the Active Spot `zone` to Energy from its player's hand, if any. */
export function activeLockOf(state: GameState<PokemonState>, zone: string) {
  const owner = zoneOwnerOf(zone);
  return markersOf(state, 'no-hand-energy-to-active').find((x) => x.player === owner);
}

/** Crystal Beam: "your opponent can't attach Energy cards to the Defending Pokémon" (hard). */
export const closedToEnergyRule = rule('pokemon/closed-to-energy', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (m?.meaning !== 'attach_energy' || m.toEmpty) return undefined;
  const top = ctx.state.zones[m.to]?.cards[0];
  const closed = top ? markersOf(ctx.state, 'no-energy-attach', top)[0] : undefined;
  if (closed)
    return hard(
      'CANNOT_ATTACH_ENERGY',
      `You can't attach Energy cards to the Pokémon in ${m.to} this turn (${closed.source}).`,
      'Attach the Energy to another of your Pokémon.',
    );
  // "Aqua Energy can be attached only to a Pokémon with Team Aqua in its name.": by any means.
  const onto = pokemonIn(ctx.definition.cards, ctx.state, m.to);
  const only = onto && energyAttachRefusal(m.card, onto);
  if (only) return hard('CANNOT_ATTACH_ENERGY', only, 'Attach it to a Pokémon it names.');
  // Freeze Lock: "your opponent can't attach Energy cards from his or her hand to his or her
  // Active Pokémon during his or her next turn" (or "… to the Defending Pokémon …": that one).
  const locked = !m.fromHand
    ? undefined
    : ((top ? markersOf(ctx.state, 'no-hand-energy-attach', top)[0] : undefined) ??
      (m.to.endsWith(':active') ? activeLockOf(ctx.state, m.to) : undefined));
  if (locked)
    return hard(
      'CANNOT_ATTACH_ENERGY',
      `You can't attach Energy cards from your hand to the Pokémon in ${m.to} this turn (${locked.source}).`,
      'Attach the Energy to one of your Benched Pokémon.',
    );
  // Water Immunity: "You can't attach Water Energy cards from your hand to Articuno."
  const mon = m.fromHand ? pokemonIn(ctx.definition.cards, ctx.state, m.to) : undefined;
  const body = mon && attachFromHandRefusal(ctx.definition.cards, ctx.state, mon, m.card);
  return body
    ? hard('CANNOT_ATTACH_ENERGY', body, 'Attach the Energy to another of your Pokémon.')
    : undefined;
});

/** Energy is attached to a Pokémon, not to an empty spot (soft). */
export const energyTargetRule = rule('pokemon/energy-target', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (m?.meaning !== 'attach_energy' || !m.toEmpty) return undefined;
  return soft(
    'NO_POKEMON_THERE',
    `There is no Pokémon in ${m.to} to attach ${m.card.name} to.`,
    'Attach Energy to your_active or a your_bench_N that holds a Pokémon.',
  );
});

/** Basic Pokémon only onto empty spots, evolutions only by evolving, Trainers never left on the field, one Tool per Pokémon (soft). */
export const placementRule = rule('pokemon/placement', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (!m || !isInPlayZone(m.to)) return undefined;
  if (m.meaning === 'card_onto_field' && isPokemon(m.card))
    return soft(
      'SPOT_OCCUPIED',
      `${m.to} already holds a Pokémon; ${m.card.name} needs an empty spot.`,
      'Put Basic Pokémon in an empty your_bench_N (or your_active when it is empty).',
    );
  if (m.meaning === 'evolve' && m.toEmpty)
    return soft(
      'EVOLUTION_NEEDS_POKEMON',
      `${m.card.name} is an evolution: it can only be played onto ${(isPokemon(m.card) && m.card.evolvesFrom) || 'the Pokémon it evolves from'}.`,
      'Use evolve with the zone of the Pokémon it evolves from.',
    );
  if (m.meaning === 'card_onto_field')
    return soft(
      'TRAINERS_NOT_ON_FIELD',
      `${m.card.name} cannot be left in ${m.to}: only Pokémon, attached Energy and Tools stay there.`,
      'Play Trainers with play_trainer; they go to the discard pile (Stadiums to stadium).',
    );
  if (m.meaning === 'attach_tool') {
    const mon = pokemonIn(ctx.definition.cards, ctx.state, m.to);
    if (!mon)
      return soft(
        'NO_POKEMON_THERE',
        `There is no Pokémon in ${m.to} to attach ${m.card.name} to.`,
        'Attach Tools to a zone that holds a Pokémon.',
      );
    // PlusPower and Defender are Items: any number may be attached (each where its text allows).
    const item = attachedItem(m.card);
    const misfit = attachedItemRefusal(ctx.definition.cards, ctx.state, m.card, mon);
    if (misfit)
      return soft(
        'NO_TOOL_TARGET',
        `${m.card.name} can't be attached to ${mon.card.name}: ${misfit}`,
        'Attach it to a Pokémon it may go on.',
      );
    return item ? undefined : secondTool(mon);
  }
  return undefined;
});

/** Only Stadium cards go in `stadium`, and Stadiums from the hand through play_trainer (soft). */
export const stadiumZoneRule = rule('pokemon/stadium-zone', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (!m) return undefined;
  if (m.meaning === 'into_stadium' && trainerKind(m.card) !== 'Stadium')
    return soft(
      'STADIUM_ONLY',
      `Only a Stadium card goes in stadium; ${m.card.name} is not one.`,
      'Move it where its effect says (usually your_discard).',
    );
  if (m.meaning === 'into_stadium' && m.fromHand)
    return soft(
      'PLAY_STADIUM_WITH_TOOL',
      `Play ${m.card.name} with play_trainer so the per-turn limits are tracked.`,
      `play_trainer { card: "${m.card.name}" }`,
    );
  return undefined;
});

/** Evolution chain and timing: evolves from the named Pokémon, not on either first turn, not on a Pokémon that entered or evolved this turn (soft). */
export const evolutionRule = rule('pokemon/evolution', ['move_card'], (ctx) => {
  const m = move(ctx);
  if (m?.meaning !== 'evolve' || m.toEmpty || !isPokemon(m.card)) return undefined;
  const target = pokemonIn(ctx.definition.cards, ctx.state, m.to);
  if (!target) return undefined;
  const no = evolutionRefusal(ctx.definition.cards, ctx.state, m.card, target);
  if (no) return soft(no.code, no.message, no.hint);
  // Primal Stare, Primal Aura: only what is played from the hand.
  const locked = m.fromHand && evolveFromHandLockedBy(ctx.definition.cards, ctx.state, target);
  return locked
    ? soft(
        'EVOLUTION_LOCKED',
        `${target.card.name} can't be evolved from your hand now: ${locked}`,
        'Evolve another Pokémon, or move that Pokémon first.',
      )
    : undefined;
});

function attackContext(ctx: Ctx) {
  const a = declared(ctx, 'attack');
  if (!a) return undefined;
  const mon = pokemonIn(ctx.definition.cards, ctx.state, zoneKey(a.player, 'active'));
  const name = String(details(a).attack ?? '');
  const attack = mon?.card.attacks.find((x) => x.name.toLowerCase() === name.toLowerCase());
  return { a, mon, name, attack };
}

/** The attack exists on the Active Pokémon, nothing forbids it now, one attack per turn (hard). */
export const attackRule = rule('pokemon/attack', ['declare_action'], (ctx) => {
  const c = attackContext(ctx);
  if (!c) return undefined;
  if (!c.mon)
    return hard(
      'NO_ACTIVE_POKEMON',
      'You have no Active Pokémon to attack with.',
      'Promote a Benched Pokémon first.',
    );
  if (!c.attack)
    return hard(
      'UNKNOWN_ATTACK',
      `${c.mon.card.name} has no attack "${c.name}".`,
      `Its attacks: ${c.mon.card.attacks.map((x) => x.name).join(', ') || 'none'}.`,
    );
  const locked = attackLockedByPower(ctx.definition.cards, ctx.state, c.mon);
  if (locked)
    return hard(
      'CANNOT_ATTACK',
      `${c.mon.card.name} can't attack while ${locked} works.`,
      'Retreat it, or play your turn and end it.',
    );
  const forbidden = attackForbiddenBy(ctx.state, c.mon.top, c.attack.name);
  if (forbidden?.kind === 'cant-attack')
    return hard(
      'CANNOT_ATTACK',
      `${c.mon.card.name} can't attack this turn (${forbidden.source}).`,
      'Retreat it, or play your turn and end it.',
    );
  if (forbidden)
    return hard(
      'CANNOT_USE_ATTACK',
      `${c.mon.card.name} can't use ${c.attack.name} this turn (${forbidden.source}).`,
      `Use another attack: ${c.mon.card.attacks.map((x) => x.name).join(', ')}.`,
    );
  // A lent attack (Mimic, Recall …) is the text of the card it is printed on.
  const start = attackStart(c.mon.card, c.attack);
  const why = unplayableReason(ctx.definition.cards, ctx.state, {
    source: 'attack',
    player: c.a.player,
    card: c.mon.top,
    key: start.key,
    name: c.attack.name,
    vars: start.vars,
  });
  if (why) return hard('CANNOT_USE_ATTACK', `${c.attack.name} can't be used now: ${why}`);
  if (ctx.state.plugin.flags.attacked)
    return hard(
      'ALREADY_ATTACKED',
      'You already attacked this turn.',
      'The turn ends after an attack.',
    );
  return undefined;
});

/**
 * No attack on the first player's first turn (soft: NO_ATTACK_FIRST_TURN); the 1999 rules let
 * them attack (see `eraRules`).
 */
export const noAttackFirstTurnRule = rule(
  'pokemon/no-attack-first-turn',
  ['declare_action'],
  (ctx) => {
    if (!declared(ctx, 'attack') || !isFirstPlayersFirstTurn(ctx)) return undefined;
    if (eraRules(ctx.state.plugin).firstTurn.attack) return undefined;
    return soft(
      'NO_ATTACK_FIRST_TURN',
      'The player who goes first cannot attack on their first turn.',
      'Set up your board and call end_turn.',
    );
  },
);

/** The attack cost is paid by attached Energy; Colorless takes any type (soft: ATTACK_COST). */
export const attackCostRule = rule('pokemon/attack-cost', ['declare_action'], (ctx) => {
  const c = attackContext(ctx);
  if (!c?.mon || !c.attack) return undefined;
  const missing = missingEnergyOf(ctx.definition.cards, ctx.state, c.mon, c.attack.cost);
  if (missing.length === 0) return undefined;
  return soft(
    'ATTACK_COST',
    `${c.attack.name} costs ${formatCost(c.attack.cost)}; ${c.mon.card.name} is missing ${formatCost(missing)}.`,
    'Attach the missing Energy first, or use an attack you can pay for, or end_turn.',
  );
});

/** Asleep or Paralyzed Pokémon cannot attack or retreat (soft: SPECIAL_CONDITION). */
export const specialConditionRule = rule(
  'pokemon/special-conditions',
  ['declare_action'],
  (ctx) => {
    const a = declared(ctx, 'attack') ?? declared(ctx, 'retreat');
    if (!a) return undefined;
    const mon = pokemonIn(ctx.definition.cards, ctx.state, zoneKey(a.player, 'active'));
    // Fast Feet: a Poké-Body may let it retreat despite the condition (never attack).
    const blocking =
      mon && a.kind === 'retreat'
        ? retreatStoppedBy(ctx.definition.cards, ctx.state, mon)
        : mon?.conditions.find((s) => s === 'asleep' || s === 'paralyzed');
    if (!mon || !blocking) return undefined;
    return soft(
      'SPECIAL_CONDITION',
      `${mon.card.name} is ${blocking === 'asleep' ? 'Asleep' : 'Paralyzed'} and cannot ${a.kind}.`,
      blocking === 'asleep'
        ? 'It may wake up at the checkup (coin flip). Play other cards or end_turn.'
        : 'Paralysis ends after your next turn. Play other cards or end_turn.',
    );
  },
);

/** Retreat: a Benched Pokémon to switch in, Energy from the Active Pokémon paying the cost, once per turn (1999: as often as you like, see `eraRules`). */
export const retreatRule = rule('pokemon/retreat', ['declare_action'], (ctx) => {
  const a = declared(ctx, 'retreat');
  if (!a) return undefined;
  const cards = ctx.definition.cards;
  const active = pokemonIn(cards, ctx.state, zoneKey(a.player, 'active'));
  if (!active)
    return hard(
      'NO_ACTIVE_POKEMON',
      'You have no Active Pokémon to retreat.',
      'Promote a Benched Pokémon instead.',
    );
  const to = String(details(a).to ?? '');
  if (!isBenchZone(to) || zoneOwnerOf(to) !== a.player || !pokemonIn(cards, ctx.state, to))
    return hard(
      'NO_RETREAT_TARGET',
      `Retreat needs one of your Benched Pokémon to switch in; ${to || 'no zone'} holds none.`,
      'Name a your_bench_N that holds a Pokémon.',
    );
  const discard = (details(a).discard ?? []) as unknown[];
  if (
    !Array.isArray(discard) ||
    discard.some((id) => typeof id !== 'string' || !active.energy.includes(id))
  )
    return hard(
      'INVALID_RETREAT_PAYMENT',
      'Retreat can only discard Energy attached to your Active Pokémon.',
      `Attached: ${active.energy.map((id) => `#${id}`).join(', ') || 'none'}.`,
    );
  const cost = retreatCost(cards, ctx.state, active);
  if (cost === null)
    return hard(
      'CANNOT_RETREAT',
      `${active.card.name} can't retreat this turn.`,
      'Switch it with a card effect instead, or play on.',
    );
  if (ctx.state.plugin.flags.retreatFailed)
    return soft(
      'RETREAT_FAILED',
      `${active.card.name}'s retreat failed this turn (Confused, tails); it can't try again this turn.`,
      'Switch it with a card effect instead, or play on.',
    );
  if (!mayRetreatAgain(ctx.state.plugin))
    return soft(
      'ONE_RETREAT_PER_TURN',
      'You already retreated this turn.',
      'Retreat again next turn.',
    );
  // Energy paid counts what it provides: one Double Colorless Energy pays 2.
  const paid = attachedTypes(cards, ctx.state, {
    ...active,
    energy: discard as string[],
  }).length;
  if (paid < cost)
    return soft(
      'RETREAT_COST',
      `${active.card.name} needs ${cost} Energy to retreat; the Energy named provides ${paid}.`,
      `It has ${active.energy.length} Energy card${active.energy.length === 1 ? '' : 's'} attached.`,
    );
  return undefined;
});

/** Abilities exist on the Pokémon, once-per-turn and once-per-game limits (soft). */
export const abilityRule = rule('pokemon/ability', ['declare_action'], (ctx) => {
  const a = declared(ctx, 'ability');
  if (!a) return undefined;
  const id = ctx.targets.cards[0];
  const name = String(details(a).ability ?? '');
  const zone = Object.keys(ctx.state.zones).find((k) => ctx.state.zones[k]?.cards[0] === id);
  // The Pokémon as the rules see it in play (Clefairy Doll counts as one).
  const card = zone ? pokemonIn(ctx.definition.cards, ctx.state, zone)?.card : undefined;
  if (!card || !isPokemon(card) || !zone || !isInPlayZone(zone) || zoneOwnerOf(zone) !== a.player)
    return hard(
      'NOT_IN_PLAY',
      'Abilities are used by your Pokémon in play.',
      'Name your_active or a your_bench_N.',
    );
  const ability = card.abilities.find((x) => x.name.toLowerCase() === name.toLowerCase());
  if (!ability)
    return hard(
      'UNKNOWN_ABILITY',
      `${card.name} has no Ability "${name}".`,
      `Its Abilities: ${card.abilities.map((x) => x.name).join(', ') || 'none'}.`,
    );
  if (!isActivatedAbility(ability))
    return hard(
      'PASSIVE_ABILITY',
      `${ability.name} is not used: it applies by itself or is offered when what it names happens ("${ability.text}").`,
      'Only Abilities whose text says "you may" are declared with declare_ability; one that starts "When you play …" is offered when you play the card, one that starts "If" or "Whenever" when that happens.',
    );
  const mon = pokemonIn(ctx.definition.cards, ctx.state, zone);
  const blocked = mon && abilityBlockedReason(ctx.definition.cards, ctx.state, mon, ability);
  if (blocked)
    return hard('ABILITY_BLOCKED', `${card.name}'s ${ability.name} does not work now: ${blocked}`);
  const why = unplayableReason(ctx.definition.cards, ctx.state, {
    source: 'ability',
    player: a.player,
    card: id as string,
    key: effectKey('ability', card, ability.name),
    name: ability.name,
  });
  if (why) return hard('CANNOT_USE_ABILITY', `${ability.name} can't be used now: ${why}`);
  if ((ctx.state.plugin.oncePerGame[a.player] ?? []).includes(ability.name))
    return soft(
      'ONCE_PER_GAME',
      `${ability.name} can be used only once per game, and you already used it.`,
      'Choose another action.',
    );
  if (
    isOncePerTurnAbility(ability) &&
    ctx.state.plugin.flags.abilitiesUsed.includes(`${id}:${ability.name}`)
  )
    return soft(
      'ONCE_PER_TURN',
      `${card.name} already used ${ability.name} this turn.`,
      'Use it again next turn.',
    );
  return undefined;
});

/** A Stadium in play whose text offers a use, once per turn (soft). */
export const stadiumUseRule = rule('pokemon/stadium-use', ['declare_action'], (ctx) => {
  const a = declared(ctx, 'use_stadium');
  if (!a) return undefined;
  const id = ctx.state.zones.stadium?.cards[0];
  const card = id ? cardOf(ctx.definition.cards, ctx.state, id) : undefined;
  if (!card)
    return hard('NO_STADIUM', 'There is no Stadium in play to use.', 'Play a Stadium first.');
  if (!isUsableStadium(card))
    return hard(
      'STADIUM_HAS_NO_USE',
      `${card.name} is not used: it applies by itself ("${card.rules[0] ?? ''}").`,
      'Only a Stadium whose text says "Once during each player\'s turn" or "As often as each player like" is used.',
    );
  const why = unplayableReason(ctx.definition.cards, ctx.state, {
    source: 'stadium',
    player: a.player,
    card: id as string,
    key: effectKey('stadium', card),
    name: card.name,
  });
  if (why) return hard('CANNOT_USE_STADIUM', `${card.name} can't be used now: ${why}`);
  if (ctx.state.plugin.flags.stadiumUsed && !isRepeatableStadium(card))
    return soft(
      'ONCE_PER_TURN',
      `You already used ${card.name} this turn.`,
      'Use it again next turn.',
    );
  return undefined;
});

/** Special Conditions go on a Pokémon in play, and only on an Active one (soft). */
export const statusRule = rule('pokemon/status', ['declare_action'], (ctx) => {
  const a = declared(ctx, 'set_status');
  if (!a) return undefined;
  const zone = String(a.zone ?? '');
  if (!pokemonIn(ctx.definition.cards, ctx.state, zone))
    return hard(
      'NO_POKEMON_THERE',
      `There is no Pokémon in ${zone}.`,
      'Name an Active Pokémon zone.',
    );
  const status = String(details(a).status);
  if (status !== 'none' && !zone.endsWith(':active'))
    return soft(
      'ACTIVE_ONLY',
      'Only an Active Pokémon can have a Special Condition.',
      'Target your_active or opponent_active.',
    );
  return undefined;
});

/** `staging` must be empty when the turn ends (soft: STAGING_NOT_EMPTY). */
export const stagingRule = rule(
  'pokemon/staging-empty',
  ['end_turn', 'end_phase', 'declare_action'],
  (ctx) => {
    const a = ctx.action;
    if (!playerAction(ctx) || ctx.state.plugin.stage !== 'play') return undefined;
    const ending =
      a.type === 'end_turn' ||
      (a.type === 'end_phase' && ctx.state.turn.phase === 'main') ||
      (a.type === 'declare_action' && a.kind === 'attack');
    // A Supporter that stays until the turn ends ("When your turn ends, discard this card.") is
    // done once no effect of it is resolving.
    const resolving = new Set(ctx.state.plugin.effects.map((e) => e.card));
    const n = (ctx.state.zones.staging?.cards ?? []).filter(
      (id) => resolving.has(id) || !staysUntilTurnEnds(cardOf(ctx.definition.cards, ctx.state, id)),
    ).length;
    if (!ending || n === 0) return undefined;
    return soft(
      'STAGING_NOT_EMPTY',
      `staging still holds ${n} card${n === 1 ? '' : 's'}; finish resolving ${n === 1 ? 'it' : 'them'} before the turn ends.`,
      'Move each card from staging to where its effect sends it (usually your_discard).',
    );
  },
);

/**
 * While a card effect resolves, its choices come first: nothing else is played until it is
 * done. A card the plugin does not implement is carried out by its player with engine moves,
 * then finished with `finish_effect`.
 */
export const effectResolvingRule = rule(
  'pokemon/effect-resolving',
  [
    'move_card',
    'move_card_stack',
    'declare_action',
    'end_turn',
    'end_phase',
    'draw',
    'swap_card_stacks',
    'place_on_zone',
    'shuffle',
    'add_counter',
    'remove_counter',
    'set_counter',
  ],
  (ctx) => {
    const top = ctx.state.plugin.effects.at(-1);
    if (!top || !playerAction(ctx)) return undefined;
    const a = ctx.action;
    if (top.manual && a.player === top.player) {
      const ok =
        a.type !== 'end_turn' &&
        a.type !== 'end_phase' &&
        !(a.type === 'declare_action' && MAIN_KINDS.includes(a.kind));
      return ok
        ? undefined
        : hard(
            'EFFECT_NOT_FINISHED',
            `Finish carrying out ${top.name} first.`,
            'Do what its text says with the card moves, then call finish_effect.',
          );
    }
    const w = top.waiting;
    return hard(
      'EFFECT_RESOLVING',
      `${top.name} is still resolving${w?.kind === 'choice' ? `: ${w.decider} must choose first` : ''}.`,
      w?.kind === 'choice' ? `Answer with resolve_decision: ${w.prompt}` : undefined,
    );
  },
);

/**
 * The engine moves a player has while carrying out a card the game does not implement (its
 * tools are these and `finish_effect`); in their own zones, on their own cards.
 */
export const MANUAL_ACTIONS = [
  'draw',
  'move_card',
  'move_card_stack',
  'search_zone',
  'peek',
  'shuffle',
  'coin_flip',
  'add_counter',
  'remove_counter',
  'reveal',
] as const satisfies readonly ActionType[];

/** Actions that move or change the cards they name. */
const CARD_CHANGES: readonly ActionType[] = [
  'move_card',
  'move_card_stack',
  'place_on_zone',
  'swap_card_stacks',
  'rearrange_zone',
  'flip_card',
  'set_visibility',
  'set_orientation',
  'add_counter',
  'remove_counter',
  'set_counter',
];

/**
 * A player moves and changes only their own cards — a card of another player's in a shared
 * zone (their Stadium) included — unless the effect resolving now permits that zone. The game's
 * own steps (source `script`) carry out card text and are not asked.
 */
export const ownCardsRule = rule('pokemon/own-cards', CARD_CHANGES, (ctx) => {
  if (!playerAction(ctx)) return undefined;
  const a = ctx.action;
  for (const id of ctx.targets.cards) {
    const card = ctx.state.cards[id];
    if (card === undefined || card.owner === a.player) continue;
    const zone = Object.keys(ctx.state.zones).find((k) => ctx.state.zones[k]?.cards.includes(id));
    if (zone !== undefined && ctx.effect?.zones.has(zone)) continue;
    const name = cardOf(ctx.definition.cards, ctx.state, id)?.name ?? 'That card';
    return hard(
      'NOT_YOUR_CARD',
      `${name} is ${card.owner}'s card; you may move or change only your own cards.`,
      'A card of the other player’s moves only when a card effect the game carries out says so.',
    );
  }
  return undefined;
});

/** Moves from a player's own hand the game's actions make: attach, play a Basic, evolve, attach a Tool. */
const PLAYER_MOVES = ['attach_energy', 'play_basic', 'evolve', 'attach_tool'];

/** What a player declares: the game's actions, being ready at setup, finishing a manual card. */
const PLAYER_KINDS = [...MAIN_KINDS, 'setup_done', 'finish_effect', 'look'];

const notAPlayerAction = (message: string, hint?: string) =>
  hard('NOT_A_PLAYER_ACTION', message, hint);

/**
 * A stack in play lists its Pokémon first: attached cards go under it, an evolution on top. A
 * move that would bury the Pokémon under an Energy (or an evolution under its Basic) is refused.
 */
function stackOrder(ctx: Ctx): RuleViolation | undefined {
  const a = ctx.action;
  const m = classifyMove(ctx.definition.cards, ctx.state, a, ctx.targets);
  if (a.type !== 'move_card' || !m || m.toEmpty) return undefined;
  const pos = a.position;
  const top = pos === undefined || pos === 'top' || pos === 0;
  if ((m.meaning === 'attach_energy' || m.meaning === 'attach_tool') && pos !== 'bottom')
    return notAPlayerAction(
      `${m.card.name} is attached under the Pokémon in ${m.to}, not put on top of it.`,
      'Attach with position: bottom (attach_energy does it for you).',
    );
  if (m.meaning === 'evolve' && !top)
    return notAPlayerAction(
      `${m.card.name} is an evolution: it goes on top of the Pokémon in ${m.to}.`,
      'Evolve with position: top (evolve does it for you).',
    );
  return undefined;
}

/**
 * The game is refereed: a player changes the table only through the game's actions (play a
 * card, attach, evolve, retreat, attack, answer a choice, end the turn). Raw moves, counters,
 * looking through a deck or declaring a winner happen only as part of a card effect, or while
 * the player carries out a card the plugin does not implement (their own zones only). During
 * setup a player only puts cards from their hand into play and says they are ready: the game
 * deals, mulligans, sets the Prize cards and starts the game itself.
 */
export const refereeRule = rule(
  'pokemon/referee',
  [
    'move_card',
    'move_card_stack',
    'place_on_zone',
    'swap_card_stacks',
    'shuffle',
    'search_zone',
    'peek',
    'rearrange_zone',
    'add_counter',
    'remove_counter',
    'set_counter',
    'flip_card',
    'set_visibility',
    'set_orientation',
    'coin_flip',
    'dice_roll',
    'reveal',
    'reveal_hand',
    'mulligan',
    'create_decision',
    'declare_victory',
    'draw',
    'declare_action',
  ],
  (ctx) => {
    if (!playerAction(ctx)) return undefined;
    const a = ctx.action;
    const p = ctx.state.plugin;
    if (a.type === 'declare_victory' || a.type === 'create_decision')
      return notAPlayerAction(
        a.type === 'declare_victory'
          ? 'The game declares the winner itself (prizes, no Pokémon left, deck out).'
          : 'Only card effects and the rules ask questions.',
      );
    const order = stackOrder(ctx);
    if (order) return order;
    const top = p.effects.at(-1);
    // Carrying out a card the game does not implement: the card moves of its text, and what a
    // player declares anyway — never a declaration only the game makes (a Special Condition).
    const manual = p.stage !== 'setup' && top?.manual === true && top.player === a.player;
    if (manual && a.type !== 'declare_action')
      return (MANUAL_ACTIONS as readonly string[]).includes(a.type)
        ? undefined
        : notAPlayerAction(
            `${a.type.replaceAll('_', ' ')} is not one of the card moves for carrying out ${top.name}.`,
            `Use ${MANUAL_ACTIONS.join(', ')}, then finish_effect.`,
          );
    if (a.type === 'mulligan')
      return notAPlayerAction(
        'The game takes mulligans itself, at setup, for a hand without a Basic Pokémon.',
      );
    if (a.type === 'declare_action')
      return PLAYER_KINDS.includes(a.kind)
        ? undefined
        : notAPlayerAction(
            a.kind === 'set_status'
              ? 'Special Conditions are given by card effects, not by hand.'
              : `"${a.kind}" is not something a player declares: the game does it when it is due.`,
            'Declare play_trainer, attack, ability, retreat or use_stadium.',
          );
    // The setup rule explains draws and end of turn during setup.
    if (a.type === 'draw' && p.stage === 'setup') return undefined;
    if (a.type === 'draw')
      return ctx.state.turn.phase === 'draw' &&
        !p.flags.drew &&
        ctx.state.turn.activePlayer === a.player &&
        ctx.targets.cards.length === 1 &&
        ctx.targets.from === zoneKey(a.player, 'deck') &&
        ctx.targets.to === zoneKey(a.player, 'hand')
        ? undefined
        : notAPlayerAction(
            'You draw one card, from your deck into your hand, at the start of your turn; other draws come from card effects.',
          );
    const m = classifyMove(ctx.definition.cards, ctx.state, a, ctx.targets);
    // Setup: cards from the hand into play (the setup rule admits only Basic Pokémon).
    if (p.stage === 'setup' && m?.fromHand && isInPlayZone(m.to)) return undefined;
    if (p.stage !== 'setup' && m?.fromHand && PLAYER_MOVES.includes(m.meaning)) return undefined;
    // A card played from the hand the wrong way: say why, as the placement rules would.
    const why = m?.fromHand ? (placementRule.check(ctx) ?? stadiumZoneRule.check(ctx)) : undefined;
    return notAPlayerAction(
      why?.message ??
        `${a.type.replaceAll('_', ' ')} is not something you do by hand in this game: cards move through the game's actions and card effects.`,
      why?.hint ??
        'Play cards with play_pokemon, attach_energy, evolve and play_trainer; a card effect asks for its choices itself.',
    );
  },
);

/** Every Pokémon rule hook, in the order they are checked. */
export const POKEMON_RULES: readonly Rule<PokemonState>[] = [
  setupRule,
  refereeRule,
  ownCardsRule,
  effectResolvingRule,
  turnOwnerRule,
  promotionPendingRule,
  drawFirstRule,
  trainerFromHandRule,
  trainerAsPokemonRule,
  oneSupporterRule,
  noSupporterFirstTurnRule,
  oneStadiumRule,
  oneEnergyRule,
  energyTargetRule,
  closedToEnergyRule,
  placementRule,
  stadiumZoneRule,
  evolutionRule,
  attackRule,
  noAttackFirstTurnRule,
  specialConditionRule,
  attackCostRule,
  retreatRule,
  abilityRule,
  stadiumUseRule,
  statusRule,
  stagingRule,
  lookRule,
];
