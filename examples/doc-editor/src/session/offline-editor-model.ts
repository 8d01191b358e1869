import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createScriptedModel, type ScriptedModel, type ScriptedReply } from '@playmat/agent/test';
import type { LineSpan } from '../tabs';
import type { TextPointer } from '../tools';

/** What the offline model understood the instruction to ask for. */
export type OfflineTask =
  | { readonly kind: 'replace'; readonly find: string; readonly replace: string }
  | { readonly kind: 'append'; readonly line: string };

/**
 * Reads an instruction the offline model can carry out: `replace "X" with "Y"` (every
 * occurrence), `append "X"`; anything else appends a `Requested:` line quoting the instruction (the offline model cannot do more).
 */
export function parseOfflineTask(instruction: string): OfflineTask {
  const replace = /replace\s+"([^"]+)"\s+(?:with|by)\s+"([^"]*)"/i.exec(instruction);
  if (replace) return { kind: 'replace', find: replace[1]!, replace: replace[2]! };
  const append = /append\s+"([^"]*)"/i.exec(instruction);
  if (append) return { kind: 'append', line: append[1]! };
  return { kind: 'append', line: `Requested: ${instruction.trim()}` };
}

/** The fields of document tool results the offline policy reads. */
interface SeenResult {
  readonly ok?: boolean;
  readonly status?: string;
  readonly code?: string;
  readonly message?: string;
  readonly snapshot_token?: string;
  readonly line_count?: number;
  readonly text?: string;
  readonly suggested_span?: LineSpan;
  readonly pointers?: TextPointer[];
}

interface ToolResultSeen {
  readonly toolName: string;
  readonly value: SeenResult | undefined;
}

function firstUserText(prompt: LanguageModelV3Prompt): string {
  for (const message of prompt) {
    if (message.role !== 'user') continue;
    // The instruction is the first text part; later parts are context added by the session.
    const first = message.content.find((part) => part.type === 'text');
    return first?.type === 'text' ? first.text : '';
  }
  return '';
}

function toolResults(prompt: LanguageModelV3Prompt): ToolResultSeen[] {
  const seen: ToolResultSeen[] = [];
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const value = part.output.type === 'json' ? (part.output.value as SeenResult) : undefined;
      seen.push({ toolName: part.toolName, value });
    }
  }
  return seen;
}

const call = (toolName: string, input: unknown): ScriptedReply => ({
  toolCalls: [{ toolName, input }],
});
const unnumber = (text: string) => text.split('\n').map((line) => line.replace(/^\s*\d+\| /, ''));

/**
 * The offline model's policy: one tool call per step, decided from the instruction and the
 * latest tool result, following the same recipe the prompt teaches (find, read, patch, and a
 * fresh snapshot after a rejection).
 */
export function offlineEditorStep(prompt: LanguageModelV3Prompt): ScriptedReply {
  const task = parseOfflineTask(firstUserText(prompt));
  const results = toolResults(prompt);
  const last = results.at(-1);
  const patches = results.filter(
    (r) => r.toolName === 'document_apply_patch' && r.value?.ok,
  ).length;

  if (last?.value?.status === 'rejected' && last.value.code !== 'stale_token') {
    return { text: `Stopped: ${last.value.message}` };
  }
  if (task.kind === 'append') {
    if (patches > 0) return { text: `Appended one line: "${task.line}".` };
    if (!last || last.value?.code === 'stale_token') return call('document_snapshot', {});
    const count = last.value?.line_count ?? 0;
    return call('document_apply_patch', {
      snapshot_token: last.value?.snapshot_token,
      target_span: { start_line: count + 1, end_line: count },
      content: task.line,
    });
  }

  // replace: find -> snapshot the pointer -> patch, then search again for the next occurrence.
  const done = `Replaced "${task.find}" with "${task.replace}" in ${patches} patch(es).`;
  if (!last || last.toolName === 'document_apply_patch') {
    // A replacement containing the search text would be found forever: one pass only.
    if (patches > 0 && task.replace.includes(task.find)) return { text: done };
    if (patches >= 20) return { text: done };
    return call('document_find_text', { query: task.find });
  }
  const value: SeenResult = last.value ?? {};
  if (last.toolName === 'document_find_text') {
    // Read one window covering every exact hit in the first tab that has one.
    const exact = (value.pointers ?? []).filter((p) => p.confidence === 'high');
    const first = exact[0];
    if (!first)
      return { text: patches > 0 ? done : `"${task.find}" does not occur; nothing changed.` };
    const sameTab = exact.filter((p) => p.tab_id === first.tab_id);
    return call('document_snapshot', {
      tab_id: first.tab_id,
      start_line: Math.min(...sameTab.map((p) => p.line_span.start_line)),
      end_line: Math.max(...sameTab.map((p) => p.line_span.end_line)),
    });
  }
  if (last.toolName === 'document_snapshot' && value.status === 'ok') {
    const lines = unnumber(value.text ?? '');
    return call('document_apply_patch', {
      snapshot_token: value.snapshot_token,
      target_span: value.suggested_span,
      content: lines.map((line) => line.split(task.find).join(task.replace)).join('\n'),
    });
  }
  return call('document_find_text', { query: task.find });
}

/** A scripted `LanguageModelV3` that runs {@link offlineEditorStep}: the no-key default. */
export function createOfflineEditorModel(): ScriptedModel {
  return createScriptedModel(({ prompt }) => offlineEditorStep(prompt), {
    modelId: 'offline-editor',
    provider: 'playmat-local',
  });
}
