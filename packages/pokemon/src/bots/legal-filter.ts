import { createGameToolContext, type GameToolContext, type MatchStore } from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import type { PokemonState } from '../game/state';
import type { PokemonPlugin } from '../plugin';
import { affordableAttacks } from './attacks';
import type { Board } from './board';
import type { BotCall } from './types';

/**
 * Tools whose every legal call the game's list names (`legalCalls`: a Trainer by name, with its
 * spot when it is attached; a Power by spot and name; the Stadium's use; a retreat by the spot
 * retreated to, when the Retreat Cost as effects change it can be paid; an attack by name, when
 * its cost is paid and its own condition holds — Dream Eater "can't be used unless the Defending
 * Pokémon is Asleep"). The list asks each card's own condition ("would change nothing", "your
 * Bench needs …", a Trainer lock), so a call of these tools it leaves out would only be refused.
 * Other tools stay the policy's to judge.
 */
const LISTED_TOOLS: ReadonlySet<string> = new Set([
  'play_trainer',
  'declare_ability',
  'use_stadium',
  'declare_retreat',
  'declare_attack',
]);

/**
 * Whether the game's list of legal calls (when the observation carries one) leaves `c` out: a
 * call of a {@link LISTED_TOOLS} tool with no listed call whose every argument it matches (a
 * listed `play_trainer {card}` covers the same card played with a target).
 */
export function notListed(c: BotCall, legal: readonly BotCall[] | undefined): boolean {
  if (!legal || !LISTED_TOOLS.has(c.toolName)) return false;
  return !legal.some(
    (l) => l.toolName === c.toolName && Object.entries(l.input).every(([k, v]) => c.input[k] === v),
  );
}

/**
 * The board with the Active Pokémon's attacks that the bot reckons paid for but the game's list
 * leaves out marked as blocked, so the policy weighs the next best attack instead of one the
 * game would refuse (a Dream Eater worth a Knock Out against a Pokémon that is not Asleep).
 * Attacks not paid for yet stay open: the plan may pay for them first.
 */
export function withUnlistedAttacksBlocked(
  board: Board,
  legal: readonly BotCall[] | undefined,
): Board {
  const active = board.me.active;
  if (!legal || !active) return board;
  const listed = new Set(
    legal.filter((c) => c.toolName === 'declare_attack').map((c) => String(c.input.attack)),
  );
  const unlisted = affordableAttacks(active.top.card, active.provides)
    .map((a) => a.name)
    .filter((name) => !listed.has(name) && !active.blocked.includes(name));
  if (unlisted.length === 0) return board;
  return {
    ...board,
    me: { ...board.me, active: { ...active, blocked: [...active.blocked, ...unlisted] } },
  };
}

/**
 * The game's legal calls for the context's player as bot calls, to spread into an observation
 * (nothing when the plugin lists none). They are what a refusal's "Legal now" line would show
 * that player: computed by the rules, naming only the player's own cards and spots.
 */
export function legalCallsOf(
  plugin: PokemonPlugin,
  ctx: GameToolContext<PokemonState>,
): { legalCalls?: readonly BotCall[] } {
  const legal = plugin.legalCalls?.(ctx);
  return legal ? { legalCalls: legal.map((c) => ({ toolName: c.tool, input: c.input })) } : {};
}

/**
 * A bot's `getLegalCalls` for `player` in a match `store` run by `plugin`: the game's legal
 * calls read afresh on every request. Every app that seats a heuristic bot passes it, so the
 * bot tries only what the rules allow instead of learning from refusals.
 */
export function legalCallsFor(
  plugin: PokemonPlugin,
  store: MatchStore<PokemonState>,
  player: PlayerId,
): () => readonly BotCall[] | undefined {
  const ctx = createGameToolContext({ store, player, plugin });
  return () => legalCallsOf(plugin, ctx).legalCalls;
}
