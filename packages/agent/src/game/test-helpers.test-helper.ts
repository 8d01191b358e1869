import type { Action, PlayerId } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { createDefaultTools } from './default-tools';
import { createDrawPlayMatch, type DrawPlayOptions } from './test-plugin';
import { createGameToolContext } from './tool-context';

/** A Draw & Play match after setup (both drew 3 and are ready); p1 is active in the draw phase. */
export function readyMatch(options: DrawPlayOptions = {}) {
  const { plugin, store } = createDrawPlayMatch(options);
  const s = (player: PlayerId, a: Record<string, unknown>) => {
    const r = store.execute({ ...a, player, source: 'script' } as Action);
    if (!r.ok) throw new Error(r.error.message);
  };
  for (const p of ['p1', 'p2']) {
    s(p, { type: 'draw', count: 3 });
    s(p, { type: 'declare_action', kind: 'ready' });
  }
  const ctx1 = createGameToolContext({ store, player: 'p1', plugin });
  const ctx2 = createGameToolContext({ store, player: 'p2', plugin });
  return {
    plugin,
    store,
    ctx1,
    ctx2,
    tools1: createDefaultTools(ctx1),
    tools2: createDefaultTools(ctx2),
    s,
  };
}

/** Calls a tool's execute as the AI SDK would. */
export async function call(tools: ToolSet, name: string, input: unknown): Promise<string> {
  const t = tools[name];
  if (!t?.execute) throw new Error(`no tool ${name}`);
  return (await t.execute(input as never, { toolCallId: 't', messages: [] })) as string;
}
