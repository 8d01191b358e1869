import type {
  Action,
  GameState,
  PlayerId,
  PostHookContext,
  PostHookResult,
  Rule,
} from '@playmat/engine';
import { manualText } from '../effects/manual';
import { opponentOf } from './board';
import type { PokemonState } from './state';
import { PRIZE_ZONES, zoneKey } from './zones';

/**
 * Looking at hidden cards for a card the game does not carry out ("look at … a random card from
 * your opponent's hand, or one of either player's Prizes"). A player carrying out such a card by
 * hand may not search another player's zones; instead they declare `look` with what its text
 * names, and the game shows them the cards — a reveal to that player alone, in the log.
 */

/** What a look may be at. */
export type LookTarget =
  | 'opponent-hand'
  | 'opponent-hand-random'
  | 'opponent-deck-top'
  | 'own-deck-top'
  | 'opponent-prize'
  | 'own-prize';

/** Every look target, for tool schemas. */
export const LOOK_TARGETS: readonly LookTarget[] = [
  'opponent-hand',
  'opponent-hand-random',
  'opponent-deck-top',
  'own-deck-top',
  'opponent-prize',
  'own-prize',
];

/** The looks a card's text allows, read from its words ("either player's" names both). */
export function looksAllowed(text: string): LookTarget[] {
  if (!/\blook at\b/i.test(text)) return [];
  const out: LookTarget[] = [];
  if (/a random card from your opponent's hand/i.test(text)) out.push('opponent-hand-random');
  else if (/your opponent's hand/i.test(text)) out.push('opponent-hand');
  const deck = /top card of (either player's|your opponent's|your) deck/i.exec(text)?.[1];
  if (deck && deck !== 'your') out.push('opponent-deck-top');
  if (deck && deck !== "your opponent's") out.push('own-deck-top');
  const prize = /(either player's|your opponent's|your) Prizes/i.exec(text)?.[1];
  if (prize && prize !== 'your') out.push('opponent-prize');
  if (prize && prize !== "your opponent's") out.push('own-prize');
  return out;
}

/** The zone and cards a look shows (a random hand card is picked by a die roll first). */
function lookedAt(
  state: GameState<PokemonState>,
  me: PlayerId,
  what: LookTarget,
  prize: number,
): { zone: string; owner: PlayerId; cards: string[] } | undefined {
  const opp = opponentOf(state, me);
  const owner = what.startsWith('own') ? me : opp;
  if (what === 'opponent-hand' || what === 'opponent-hand-random') {
    const zone = zoneKey(owner, 'hand');
    return { zone, owner, cards: [...(state.zones[zone]?.cards ?? [])] };
  }
  if (what.endsWith('deck-top')) {
    const zone = zoneKey(owner, 'deck');
    return { zone, owner, cards: (state.zones[zone]?.cards ?? []).slice(0, 1) };
  }
  const name = PRIZE_ZONES[prize - 1];
  if (!name) return undefined;
  const zone = zoneKey(owner, name);
  return { zone, owner, cards: [...(state.zones[zone]?.cards ?? [])] };
}

type State = GameState<PokemonState>;

/** Why a `look` is refused, or `undefined`: a MANUAL card of yours whose text names that look. */
export const lookRule: Rule<PokemonState> = {
  id: 'pokemon/look',
  actions: ['declare_action'],
  check: (ctx) => {
    const a = ctx.action;
    if (a.type !== 'declare_action' || a.kind !== 'look') return undefined;
    const top = ctx.state.plugin.effects.at(-1);
    const refuse = (message: string, hint: string) => ({
      severity: 'hard' as const,
      code: 'LOOK_NOT_ALLOWED',
      message,
      hints: [hint],
    });
    if (!top?.manual || top.player !== a.player)
      return refuse(
        'You look at hidden cards only when a card you are carrying out by hand says so.',
        'Card effects the game carries out show you what they let you see.',
      );
    const d = (a.details ?? {}) as { what?: string; prize?: number };
    const allowed = looksAllowed(manualText(top, ctx.definition.cards));
    if (!allowed.includes(d.what as LookTarget))
      return refuse(
        `${top.name} does not let you look at ${d.what ?? 'that'}.`,
        allowed.length > 0
          ? `Its text allows: ${allowed.join(', ')}.`
          : 'Its text names nothing to look at.',
      );
    if ((top.vars.looked as unknown) === true)
      return refuse(
        `You already looked for ${top.name}.`,
        'Carry out the rest, then finish_effect.',
      );
    const target = lookedAt(
      ctx.state as State,
      a.player,
      d.what as LookTarget,
      Number(d.prize ?? 1),
    );
    if (!target || target.cards.length === 0)
      return refuse(
        'There is no card there to look at.',
        'Look at something else its text names, or finish_effect.',
      );
    return undefined;
  },
};

const script = { source: 'script' } as const;

/** The reveal (to the looking player only) a declared look makes; a random hand card rolls first. */
export function lookHook(
  ctx: PostHookContext<PokemonState>,
): PostHookResult<PokemonState> | undefined {
  const a = ctx.action;
  const state = ctx.state;
  const p = state.plugin;
  const top = p.effects.at(-1);
  if (a.type === 'declare_action' && a.kind === 'look' && top?.manual) {
    const d = (a.details ?? {}) as { what?: LookTarget; prize?: number };
    const target = d.what ? lookedAt(state, a.player, d.what, Number(d.prize ?? 1)) : undefined;
    if (!target) return undefined;
    const marked = { ...top, vars: { ...top.vars, looked: true } };
    const plugin = { ...p, effects: [...p.effects.slice(0, -1), marked] };
    if (d.what === 'opponent-hand-random')
      return {
        plugin: { ...plugin, looking: { zone: target.zone, owner: target.owner, to: a.player } },
        followUps: [
          { type: 'dice_roll', player: a.player, ...script, count: 1, sides: target.cards.length },
        ],
      };
    return { plugin, followUps: [showTo(target.owner, target.zone, target.cards, a.player)] };
  }
  const looking = p.looking;
  if (a.type === 'dice_roll' && a.source === 'script' && looking && a.player === looking.to) {
    const roll = (ctx.data as { results?: number[] } | undefined)?.results?.[0] ?? 1;
    const card = state.zones[looking.zone]?.cards[roll - 1];
    const { looking: _, ...rest } = p;
    return {
      plugin: rest,
      ...(card ? { followUps: [showTo(looking.owner, looking.zone, [card], looking.to)] } : {}),
    };
  }
  return undefined;
}

function showTo(owner: PlayerId, zone: string, cards: readonly string[], to: PlayerId): Action {
  return {
    type: 'reveal',
    player: owner,
    ...script,
    cards: cards.map((c) => `#${c}`),
    zone,
    to: [to],
  };
}
