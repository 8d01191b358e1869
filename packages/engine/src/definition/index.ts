import type { ActionType } from '../actions/types';
import type { CardRegistry, CardTemplate, GameDefinition, PostHook, Rule } from './types';

export type {
  ActionTargets,
  CardEffectClaim,
  CardEffectPermit,
  CardRegistry,
  CardTemplate,
  DescribeContext,
  GameDefinition,
  PostHook,
  PostHookContext,
  PostHookResult,
  Rule,
  RuleContext,
  RuleViolation,
  SettleContext,
  TurnOrderContext,
  TurnStep,
  ZoneSpec,
} from './types';

/**
 * Identity helper that types a game definition: `defineGame<MyState>({ … })`, or
 * `defineGame<MyState, MyView>({ … })` when `viewPlugin` shows players a `MyView` (then
 * `view.plugin` is typed).
 */
export function defineGame<P = unknown, V = unknown>(
  definition: GameDefinition<P, V>,
): GameDefinition<P, V> {
  return definition;
}

/**
 * Identity helper that types a rule: the `action` it checks has the type of the actions it
 * lists, and the plugin state comes from where the rule is used (a definition's `rules`), so
 * neither needs a cast:
 *
 * ```ts
 * rules: [
 *   defineRule({ id: 'ask', actions: ['declare_action'], check: ({ action }) => action.kind … }),
 * ]
 * ```
 *
 * Outside a definition, give the state: `defineRule<MyState, 'draw'>({ … })`.
 */
export function defineRule<P = unknown, const T extends ActionType = ActionType>(
  rule: Rule<P, T>,
): Rule<P, T> {
  return rule;
}

/** Identity helper that types a post-hook, as {@link defineRule} does a rule. */
export function definePostHook<P = unknown, const T extends ActionType = ActionType>(
  hook: PostHook<P, T>,
): PostHook<P, T> {
  return hook;
}

/** A registry backed by a list of templates. */
export function createCardRegistry<T extends CardTemplate>(
  templates: Iterable<T>,
): CardRegistry<T> & { readonly all: readonly T[] } {
  const byId = new Map<string, T>();
  for (const t of templates) byId.set(t.id, t);
  return { getTemplate: (id) => byId.get(id), all: [...byId.values()] };
}
