import type { CardRegistry, CardTemplate, GameDefinition } from './types';

export type {
  ActionTargets,
  CardEffectClaim,
  CardEffectPermit,
  CardRegistry,
  CardTemplate,
  GameDefinition,
  PostHook,
  PostHookContext,
  PostHookResult,
  Rule,
  RuleContext,
  RuleViolation,
  SettleContext,
  ZoneSpec,
} from './types';

/** Identity helper that types a game definition. */
export function defineGame<P = unknown>(definition: GameDefinition<P>): GameDefinition<P> {
  return definition;
}

/** A registry backed by a list of templates. */
export function createCardRegistry<T extends CardTemplate>(
  templates: Iterable<T>,
): CardRegistry<T> & { readonly all: readonly T[] } {
  const byId = new Map<string, T>();
  for (const t of templates) byId.set(t.id, t);
  return { getTemplate: (id) => byId.get(id), all: [...byId.values()] };
}
