import type { ToolSet } from 'ai';
import type { GameToolContext } from './tool-context';

/**
 * Where words from a card file start and end in a text for a model: a plugin's `markCardData`
 * puts them around card data, its prompts say what they mean, and `runTurn` takes them out of
 * tool input again, so a model may name a card as it read it.
 */
export const CARD_DATA_OPEN = '«';
/** See {@link CARD_DATA_OPEN}. */
export const CARD_DATA_CLOSE = '»';

const MARKS = new RegExp(`[${CARD_DATA_OPEN}${CARD_DATA_CLOSE}]`, 'g');

/** A text for a model with the plugin's card data marked (see `GamePlugin.markCardData`). */
export function markData<P, V>(ctx: GameToolContext<P, V>, text: string): string {
  return ctx.plugin.markCardData ? ctx.plugin.markCardData(text) : text;
}

/** Tool input with the card-data marks taken out of every string in it. */
export function unmarkInput(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(MARKS, '');
  if (Array.isArray(value)) return value.map(unmarkInput);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = unmarkInput(v);
    return out;
  }
  return value;
}

/**
 * The tools for a plugin that marks card data: each text result marked, each input read without
 * the marks. Without `markCardData`, the tools as they are.
 */
export function markedTools<P, V>(ctx: GameToolContext<P, V>, tools: ToolSet): ToolSet {
  if (!ctx.plugin.markCardData) return { ...tools };
  const out: ToolSet = {};
  for (const [name, t] of Object.entries(tools)) {
    const execute = t.execute;
    out[name] = execute
      ? ({
          ...t,
          execute: async (input: unknown, options: never) => {
            const output = await execute(unmarkInput(input) as never, options);
            return typeof output === 'string' ? markData(ctx, output) : output;
          },
        } as ToolSet[string])
      : t;
  }
  return out;
}
