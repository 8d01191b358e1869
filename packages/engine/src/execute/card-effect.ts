import type { Action } from '../actions/types';
import type { GameDefinition } from '../definition/types';
import { type EngineError, engineError, excerpt } from '../errors';
import { cardName, type ResolvableCard, resolveCardRef } from '../names';
import { cardOf, listOf } from '../state/store';
import type { CardInstance, GameState, InstanceId, ZoneKey } from '../state/types';
import { canSee } from '../state/visibility';

/** What `allowedByCardEffect` earned an action, once the claim is checked. */
export interface GrantedEffect {
  readonly card: InstanceId;
  /** `Name (#id)`, for logs and messages. */
  readonly label: string;
  readonly rules: ReadonlySet<string>;
  readonly zones: ReadonlySet<ZoneKey>;
}

const NOTHING: ReadonlySet<string> = new Set();
const NO_CLAIM = Object.freeze({ ok: true, granted: null }) as { ok: true; granted: null };

/**
 * Checks an action's `allowedByCardEffect`: it must name a card the actor owns and can see
 * (`#id`, or a name among those cards). The definition's `cardEffectPermit` then says what the
 * card permits; without an answer the grant is empty. Returns `null` when no claim is made.
 */
export function grantCardEffect<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
): { ok: true; granted: GrantedEffect | null } | { ok: false; error: EngineError } {
  const ref = action.allowedByCardEffect;
  if (ref === undefined) return NO_CLAIM;
  const player = action.player;
  const own: ResolvableCard[] = [];
  for (const key in state.zones) {
    const zone = state.zones[key];
    if (zone === undefined) continue;
    for (const id of listOf(zone)) {
      const card = cardOf(state as GameState, id) as CardInstance;
      if (card.owner === player && canSee(card, player)) own.push({ id, zone: key });
    }
  }
  const found = resolveCardRef(state, definition.cards, ref, [own], 'among your cards');
  if (!found.ok)
    return {
      ok: false,
      error: engineError(
        'INVALID_CARD_EFFECT',
        `"allowedByCardEffect" must name one of your cards in play or in your hand; ${excerpt(ref)} is not one.`,
        found.error.hints,
        found.error.candidates ? { candidates: found.error.candidates } : {},
      ),
    };
  const card = found.id;
  const label = `${cardName(definition.cards, cardOf(state as GameState, card) as CardInstance)} (#${card})`;
  const permit = definition.cardEffectPermit?.({ state, action, card, definition });
  return {
    ok: true,
    granted: {
      card,
      label,
      rules: permit?.rules ? new Set(permit.rules) : NOTHING,
      zones: permit?.zones ? new Set(permit.zones) : NOTHING,
    },
  };
}
