import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createScriptedModel } from '@playmat/agent/test';
import { describe, expect, it } from 'vitest';
import { TabStore } from '../tabs';
import { createOfflineEditorModel, parseOfflineTask } from './offline-editor-model';
import { runEditSession } from './run-edit-session';

// biome-ignore lint/suspicious/noExplicitAny: tests read tool results loosely
type Json = Record<string, any>;

const LIST = [
  '# Shopping',
  '- apples',
  '- pears',
  '- milk',
  '',
  '## Notes',
  'Buy before friday.',
  '',
].join('\n');

/** The JSON value of the latest tool result in a prompt. */
function lastResult(prompt: LanguageModelV3Prompt): Json {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!;
    if (message.role !== 'tool') continue;
    const part = message.content.at(-1)!;
    if (part.type === 'tool-result' && part.output.type === 'json')
      return part.output.value as Json;
  }
  throw new Error('no tool result yet');
}

describe('runEditSession', () => {
  it('runs a scripted multi-step session (find, patch, stale token, recovery, auto-filled span)', async () => {
    const store = new TabStore();
    store.openText(LIST);
    let staleReply: Json | undefined;
    const model = createScriptedModel(({ prompt, step }) => {
      switch (step) {
        case 1:
          return { toolCalls: [{ toolName: 'document_find_text', input: { query: 'pears' } }] };
        case 2: {
          const [pointer] = lastResult(prompt).pointers;
          return {
            toolCalls: [
              {
                toolName: 'document_apply_patch',
                input: {
                  snapshot_token: pointer.snapshot_token,
                  target_span: pointer.line_span,
                  content: '- pears (ripe)\n- plums',
                },
              },
            ],
          };
        }
        case 3:
          // A mistake models make: reusing the first token after an edit.
          return {
            toolCalls: [
              {
                toolName: 'document_apply_patch',
                input: {
                  snapshot_token: 't1:1',
                  target_span: { start_line: 7, end_line: 7 },
                  content: 'Buy before Thursday.',
                },
              },
            ],
          };
        case 4:
          staleReply = lastResult(prompt);
          return {
            toolCalls: [
              {
                toolName: 'document_snapshot',
                input: { tab_id: 't1', start_line: 8, end_line: 8 },
              },
            ],
          };
        case 5:
          return {
            toolCalls: [
              {
                toolName: 'document_apply_patch',
                input: {
                  snapshot_token: lastResult(prompt).snapshot_token,
                  content: 'Buy before Thursday.',
                },
              },
            ],
          };
        default:
          return { text: 'Added plums and moved the deadline to Thursday.' };
      }
    });

    const session = await runEditSession({
      model,
      store,
      instruction: 'Add plums; deadline Thursday.',
    });

    expect(store.text('t1')).toBe(
      [
        '# Shopping',
        '- apples',
        '- pears (ripe)',
        '- plums',
        '- milk',
        '',
        '## Notes',
        'Buy before Thursday.',
        '',
      ].join('\n'),
    );
    expect(session.run.stepCount).toBe(6);
    expect(session.run.text).toBe('Added plums and moved the deadline to Thursday.');
    expect(staleReply).toMatchObject({ code: 'stale_token', token_version: 1, current_version: 2 });
    expect(session.events.map((e) => e.type)).toEqual([
      'edit_applied',
      'edit_rejected',
      'span_autofilled',
      'edit_applied',
    ]);
    expect(session.events[2]).toEqual({
      type: 'span_autofilled',
      tab_id: 't1',
      version_id: 2,
      span: { start_line: 8, end_line: 8 },
    });
    expect(session.changed).toBe(true);
    expect(session.diff).toContain('-Buy before friday.\n+Buy before Thursday.');
    // The system prompt is built from the registered tools and every call saw them all.
    expect(model.calls[0]!.toolNames.sort()).toEqual([
      'document_apply_patch',
      'document_chunk',
      'document_find_text',
      'document_replace_all',
      'document_snapshot',
    ]);
    const system = model.calls[0]!.prompt[0]!;
    expect(system.role).toBe('system');
    expect(JSON.stringify(system)).toContain('Available tools (use only these)');
    // Condensing: older edit results shrink to one line (the rejection still reads as a failure);
    // the latest edit result stays verbatim, with the token for the next edit.
    const finalPrompt = JSON.stringify(model.calls.at(-1)!.prompt);
    expect(finalPrompt).toContain('[document_apply_patch succeeded]');
    expect(finalPrompt).toMatch(/\[document_apply_patch failed: Token \\"t1:1\\" is stale/);
    expect(finalPrompt).toContain('"snapshot_token":"t1:3"');
    // Each request ends with a fresh description of the tabs.
    expect(finalPrompt).toContain(
      'Current state:\\nOpen tabs:\\n- tab t1: version 3, 8 lines, unsaved changes, active',
    );
    // Nothing is saved by the session itself.
    expect(store.get('t1')!.dirty).toBe(true);
  });

  it('the offline model replaces every occurrence through find, snapshot and patch', async () => {
    const store = new TabStore();
    store.openText('milk\nbread\nmore milk, milk\n');
    const model = createOfflineEditorModel();
    const session = await runEditSession({
      model,
      store,
      instruction: 'replace "milk" with "oat milk"',
    });
    expect(store.text('t1')).toBe('oat milk\nbread\nmore oat milk, oat milk\n');
    // find, snapshot, patch — then a one-pass stop because the replacement contains the query.
    expect(model.calls.map((c) => c.step)).toHaveLength(4);
    expect(session.run.text).toBe('Replaced "milk" with "oat milk" in 1 patch(es).');

    const store2 = new TabStore();
    store2.openText('a cat\nthe cat\n');
    const s2 = await runEditSession({
      model: createOfflineEditorModel(),
      store: store2,
      instruction: 'Please replace "cat" by "dog"',
    });
    expect(store2.text('t1')).toBe('a dog\nthe dog\n');
    expect(s2.run.text).toMatch(/in 1 patch/);
  });

  it('the offline model appends a line for other instructions', async () => {
    const store = new TabStore();
    store.openText('one\ntwo');
    await runEditSession({ model: createOfflineEditorModel(), store, instruction: 'tidy up' });
    expect(store.text('t1')).toBe('one\ntwo\nRequested: tidy up');
    expect(parseOfflineTask('append "x y"')).toEqual({ kind: 'append', line: 'x y' });
  });

  it('refuses to start without an open tab', async () => {
    await expect(
      runEditSession({
        model: createOfflineEditorModel(),
        store: new TabStore(),
        instruction: 'x',
      }),
    ).rejects.toThrow(/no open tab/);
  });
});
