import { createDefaultTools, type GameToolContext } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import type { PokemonState } from '../game/state';
import { MANUAL_ACTIONS } from '../rules/rules';

/**
 * Engine moves a player gets only while carrying out a card the game does not implement (a card
 * from a set the user loaded), plus `finish_effect` from the Pokémon tools. They act on that
 * card's authority in the player's own zones only.
 */
export const MANUAL_EFFECT_TOOLS = [...MANUAL_ACTIONS, 'look_at', 'finish_effect'] as const;

/** The default engine tools for a manual card, each sent with the resolving card as its effect. */
export function createManualEffectTools(ctx: GameToolContext<PokemonState>): ToolSet {
  const all = createDefaultTools(ctx);
  const out: ToolSet = {};
  for (const name of MANUAL_EFFECT_TOOLS) {
    const t = all[name];
    if (!t?.execute) continue;
    const execute = t.execute;
    out[name] = {
      ...t,
      execute: (input: Record<string, unknown>, options: never) => {
        const top = ctx.store.state.plugin.effects.at(-1);
        const claim = top?.manual && top.player === ctx.player ? `#${top.card}` : undefined;
        return execute({ ...input, ...(claim ? { card_effect: claim } : {}) } as never, options);
      },
    } as typeof t;
  }
  return out;
}

/** Whether `player` is carrying out a manual card now (the manual tools are offered). */
export function manualEffectOpen(ctx: GameToolContext<PokemonState>): boolean {
  const top = ctx.store.state.plugin.effects.at(-1);
  return top?.manual === true && top.player === ctx.player;
}
