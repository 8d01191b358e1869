import { describe, expect, it } from 'vitest';
import { TabStore } from '../tabs';
import { callTool, numbered } from '../test-utils/call-tool';
import { createDocumentTools, DOCUMENT_TOOL_NAMES } from './create-document-tools';

const mentioned = (text: string) => new Set(text.match(/\bdocument_[a-z_]+/g) ?? []);

describe('tool results', () => {
  it('only send the model to registered tools, whatever subset is registered', async () => {
    for (let mask = 1; mask < 1 << DOCUMENT_TOOL_NAMES.length; mask++) {
      const include = DOCUMENT_TOOL_NAMES.filter((_, i) => mask & (1 << i));
      const store = new TabStore();
      store.openText(numbered(50));
      store.replaceLines('t1', { start_line: 1, end_line: 1 }, ['changed'], 'setup');
      const tools = createDocumentTools({
        store,
        include,
        windowSize: 10,
        inlineManifestOnMiss: false,
      });
      // Calls that fail or warn in every way each tool can.
      const results = await Promise.all([
        callTool(tools.document_snapshot, { start_line: 99 }).catch(() => null),
        callTool(tools.document_apply_patch, { snapshot_token: 't1:1', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_apply_patch, { snapshot_token: 'bad', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_apply_patch, { snapshot_token: 't7:1', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_apply_patch, { snapshot_token: 't1:9', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_apply_patch, { snapshot_token: 't1:2', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_apply_patch, {
          snapshot_token: 't1:2',
          target_span: { start_line: 70, end_line: 70 },
          content: 'x',
        }).catch(() => null),
        callTool(tools.document_apply_patch, {
          snapshot_token: 't1:2',
          target_span: { start_line: 3, end_line: 3 },
          content: 'x',
          expected_text: 'nope',
        }).catch(() => null),
        callTool(tools.document_replace_all, { snapshot_token: 't1:1', content: 'x' }).catch(
          () => null,
        ),
        callTool(tools.document_find_text, { query: 'zebra' }).catch(() => null),
        callTool(tools.document_find_text, { query: 'line 44 ok' }).catch(() => null),
        callTool(tools.document_chunk, { chunk_id: 't1:1:c1' }).catch(() => null),
      ]);
      const cited = mentioned(JSON.stringify(results));
      for (const name of cited)
        expect(include, `${include.join(',')} results cite ${name}`).toContain(name);
    }
  });
});
