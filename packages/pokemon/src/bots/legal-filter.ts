import { createGameToolContext, type GameToolContext, type MatchStore } from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import type { PokemonState } from '../game/state';
import type { PokemonPlugin } from '../plugin';
import type { BotCall } from './types';

/**
 * Tools whose every legal call the game's list names (`legalCalls`: a Trainer by name, with its
 * spot when it is attached; a Power by spot and name; the Stadium's use; a retreat by the spot
 * retreated to, when the Retreat Cost as effects change it can be paid). The list asks each
 * card's own condition ("would change nothing", "your Bench needs …", a Trainer lock), so a call
 * of these tools it leaves out would only be refused. Other tools stay the policy's to judge.
 */
const LISTED_TOOLS: ReadonlySet<string> = new Set([
  'play_trainer',
  'declare_ability',
  'use_stadium',
  'declare_retreat',
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
