import {
  type Action,
  actions,
  type GameDefinition,
  type GameState,
  type PlayerId,
} from '@playmat/engine';
import type { CardRegistry } from '../cards';
import type { ArkhamCard } from '../data/types';

/** Plugin state: each investigator's resource pool and whether the mulligan was used. */
export interface ArkhamPluginState {
  readonly resources: Readonly<Record<PlayerId, number>>;
  readonly mulliganUsed: Readonly<Record<PlayerId, boolean>>;
}

/** Resources each investigator starts with. */
export const STARTING_RESOURCES = 5;
/** Cards in the opening hand. */
export const OPENING_HAND = 5;

/** Zone names per investigator. `setAside` holds weaknesses and mulliganed cards during setup. */
export const ARKHAM_ZONES = ['deck', 'hand', 'play', 'discard', 'threat', 'setAside'] as const;

/** Declared game actions the plugin understands (`declare_action` kinds). */
export type ArkhamDeclaration = 'mulligan' | 'gain_resources';

/**
 * The Arkham Horror LCG player-side table on `@playmat/engine`: an investigator's deck, hand,
 * play area, discard, threat area and a set-aside pile, with resources in the plugin state.
 * Rules: assets enter play from hand only when their cost is paid (the post-hook pays it), and
 * one mulligan per game.
 */
export function createArkhamDefinition(registry: CardRegistry): GameDefinition<ArkhamPluginState> {
  const templates = {
    getTemplate: (id: string) => {
      const card = registry.get(id);
      return card ? { id: card.code, name: card.name, card } : undefined;
    },
  };
  const cardOf = (
    state: GameState<ArkhamPluginState>,
    instanceId: string,
  ): ArkhamCard | undefined => {
    const instance = state.cards[instanceId];
    return instance ? registry.get(instance.templateId) : undefined;
  };
  const isPlayFromHand = (ctx: { targets: { from?: string; to?: string } }) =>
    ctx.targets.from?.endsWith(':hand') === true && ctx.targets.to?.endsWith(':play') === true;

  return {
    name: 'arkham-horror-lcg',
    cards: templates,
    zones: {
      perPlayer: [
        { name: 'deck', defaultVisibility: 'hidden', shuffleable: true },
        { name: 'hand', defaultVisibility: 'owner' },
        { name: 'play', ordered: false },
        { name: 'discard' },
        { name: 'threat', ordered: false },
        { name: 'setAside', ordered: false },
      ],
    },
    phases: ['investigation', 'upkeep'],
    drawZones: { from: 'deck', to: 'hand' },
    initPluginState: ({ players }) => ({
      resources: Object.fromEntries(players.map((p) => [p, STARTING_RESOURCES])),
      mulliganUsed: Object.fromEntries(players.map((p) => [p, false])),
    }),
    viewPlugin: (state) => ({ resources: state.plugin.resources }),
    rules: [
      {
        id: 'pay-cost',
        actions: ['move_card'],
        check(ctx) {
          if (!isPlayFromHand(ctx)) return undefined;
          const card = cardOf(ctx.state, ctx.targets.cards[0] ?? '');
          const cost = card?.cost ?? 0;
          const have = ctx.state.plugin.resources[ctx.action.player] ?? 0;
          if (cost <= have) return undefined;
          return {
            severity: 'hard',
            code: 'NOT_ENOUGH_RESOURCES',
            message: `${card?.name ?? 'That card'} costs ${cost} resources; you have ${have}.`,
            hint: 'Take a resource action (gain_resources) or play a cheaper card.',
          };
        },
      },
      {
        id: 'one-mulligan',
        actions: ['declare_action'],
        check(ctx) {
          const action = ctx.action;
          if (action.type !== 'declare_action' || action.kind !== 'mulligan') return undefined;
          if (!ctx.state.plugin.mulliganUsed[action.player]) return undefined;
          return {
            severity: 'hard',
            code: 'ONE_MULLIGAN',
            message: 'You already took your mulligan this game.',
            hint: 'Keep the current hand.',
          };
        },
      },
    ],
    postHooks: [
      {
        id: 'pay-cost',
        actions: ['move_card'],
        run(ctx) {
          if (!isPlayFromHand(ctx)) return undefined;
          const cost = cardOf(ctx.state, ctx.targets.cards[0] ?? '')?.cost ?? 0;
          const p = ctx.action.player;
          const plugin = ctx.state.plugin;
          return {
            plugin: {
              ...plugin,
              resources: { ...plugin.resources, [p]: (plugin.resources[p] ?? 0) - cost },
            },
          };
        },
      },
      {
        id: 'declarations',
        actions: ['declare_action'],
        run(ctx) {
          const action = ctx.action;
          if (action.type !== 'declare_action') return undefined;
          const plugin = ctx.state.plugin;
          const p = action.player;
          if (action.kind === 'mulligan') {
            return { plugin: { ...plugin, mulliganUsed: { ...plugin.mulliganUsed, [p]: true } } };
          }
          if (action.kind === 'gain_resources') {
            const amount = Number(action.details?.amount ?? 1);
            return {
              plugin: {
                ...plugin,
                resources: { ...plugin.resources, [p]: (plugin.resources[p] ?? 0) + amount },
              },
            };
          }
          return undefined;
        },
      },
    ],
  };
}

/** The action that takes one resource (the "gain a resource" action or upkeep income). */
export const gainResources = (player: PlayerId, amount = 1): Action =>
  actions.declareAction({ player, kind: 'gain_resources', details: { amount } });
