import type { Action, PostHookContext, PostHookResult } from '@playmat/engine';
import { passiveRulesInPlay } from '../effects/passives';
import { opponentOf } from './board';
import type { PokemonState } from './state';
import { zoneKey, zoneOwnerOf } from './zones';

/**
 * Omanyte's Clairvoyance ("Your opponent plays with his or her hand face up"): while such a Power
 * works, every card in that opponent's hand is shown face up — a reveal the game makes and logs
 * each time a card the players have not seen reaches that hand.
 */
export function openHandHook(
  ctx: PostHookContext<PokemonState>,
): PostHookResult<PokemonState> | undefined {
  const state = ctx.state;
  if (state.plugin.stage !== 'play' || state.result) return undefined;
  const followUps: Action[] = [];
  const open = new Set<string>();
  for (const { mon } of passiveRulesInPlay(ctx.definition.cards, state, 'open-hand'))
    open.add(opponentOf(state, zoneOwnerOf(mon.zone) ?? ''));
  for (const player of open) {
    const zone = zoneKey(player, 'hand');
    const hidden = (state.zones[zone]?.cards ?? []).filter(
      (id) => state.cards[id]?.visibility !== 'public',
    );
    if (hidden.length > 0)
      followUps.push({
        type: 'reveal',
        player,
        source: 'script',
        cards: hidden.map((id) => `#${id}`),
        zone,
      });
  }
  return followUps.length > 0 ? { followUps } : undefined;
}
