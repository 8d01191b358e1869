import type { Tool } from 'ai';

/**
 * Calls a tool's `execute` the way the AI SDK does after validating input with the tool's
 * schema (so loose schemas keep unknown keys, and invalid input fails here as it would there).
 */
export async function callTool<R = Record<string, unknown>>(
  tool: Tool | undefined,
  input: unknown,
): Promise<R> {
  if (!tool?.execute) throw new Error('tool is not registered or has no execute');
  const schema = tool.inputSchema as { parse(value: unknown): unknown };
  const parsed = schema.parse(input);
  return (await tool.execute(parsed as never, { toolCallId: 'test', messages: [] })) as R;
}

/** `count` numbered lines, `line 1` … `line N`. */
export function numbered(count: number, prefix = 'line'): string {
  if (count === 0) return '';
  return `${Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`).join('\n')}\n`;
}
