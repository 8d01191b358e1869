import type { LanguageModel } from 'ai';
import { costOf, defaultPriceTable, type PriceTable, priceFor } from '../models/price';
import { addUsage, emptyUsage, type Usage } from '../util/tokens';

/** Who made a model call: a single agent, or a role of the main-phase pipeline. */
export type AgentRole = 'autonomous' | 'planner' | 'executor';

/** Usage of one role. `cost` is in US dollars (0 when the model has no known price). */
export interface RoleUsage {
  usage: Usage;
  cost: number;
  /** Model calls. */
  calls: number;
  /** The `provider/model` ids used, for pricing. */
  modelIds: string[];
}

/** `provider/model` of a model: `"openai/gpt-5"` for a string, `anthropic/claude…` from a model object (`anthropic.messages` → `anthropic`). */
export function modelIdOf(model: LanguageModel): string {
  if (typeof model === 'string') return model;
  const provider = String(model.provider ?? 'unknown').split('.')[0];
  return `${provider}/${model.modelId}`;
}

/** Usage of one role for one run. */
export function roleUsage(
  usage: Usage,
  calls: number,
  modelId: string,
  prices: PriceTable = defaultPriceTable,
): RoleUsage {
  const price = priceFor(modelId, prices);
  return { usage, cost: price ? costOf(usage, price) : 0, calls, modelIds: [modelId] };
}

/** Adds role usages (mutates and returns `into`). */
export function addRoleUsage(
  into: Partial<Record<AgentRole, RoleUsage>>,
  from: Partial<Record<AgentRole, RoleUsage>>,
): Partial<Record<AgentRole, RoleUsage>> {
  for (const [role, u] of Object.entries(from) as [AgentRole, RoleUsage][]) {
    const cur = into[role] ?? { usage: emptyUsage(), cost: 0, calls: 0, modelIds: [] };
    into[role] = {
      usage: addUsage(cur.usage, u.usage),
      cost: cur.cost + u.cost,
      calls: cur.calls + u.calls,
      modelIds: [...new Set([...cur.modelIds, ...u.modelIds])],
    };
  }
  return into;
}

/** The difference of two usages (never negative). */
export function subtractUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: Math.max(0, a.inputTokens - b.inputTokens),
    outputTokens: Math.max(0, a.outputTokens - b.outputTokens),
    totalTokens: Math.max(0, a.totalTokens - b.totalTokens),
    cacheReadTokens: Math.max(0, a.cacheReadTokens - b.cacheReadTokens),
    cacheWriteTokens: Math.max(0, a.cacheWriteTokens - b.cacheWriteTokens),
  };
}
