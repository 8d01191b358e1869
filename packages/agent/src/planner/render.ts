import type { ModelMessage } from 'ai';
import { outputText } from '../condense/tool-output';

/**
 * Renders a history as plain text: no tool-call or tool-result blocks survive, because some
 * providers reject tool blocks in a request that defines no tools.
 */
export function renderMessagesAsText(messages: readonly ModelMessage[]): string {
  const lines: string[] = [];
  for (const m of messages) {
    if (m.role === 'system') {
      lines.push(`System: ${m.content}`);
      continue;
    }
    if (typeof m.content === 'string') {
      lines.push(`${m.role === 'user' ? 'User' : 'Assistant'}: ${m.content}`);
      continue;
    }
    for (const p of m.content) {
      switch (p.type) {
        case 'text':
          lines.push(`${m.role === 'user' ? 'User' : 'Assistant'}: ${p.text}`);
          break;
        case 'tool-call':
          lines.push(`Assistant called ${p.toolName}(${JSON.stringify(p.input)})`);
          break;
        case 'tool-result':
          lines.push(`Result of ${p.toolName}: ${outputText(p.output)}`);
          break;
        default:
          break;
      }
    }
  }
  return lines.join('\n');
}
