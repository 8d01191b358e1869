import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TabStore } from '../tabs';
import { callTool, numbered } from '../test-utils/call-tool';
import { createDocumentTools } from './create-document-tools';

describe('tab identity', () => {
  it('no tool result reveals a file path or name: tab_id is the only identifier', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-folder-'));
    const file = join(dir, 'quarterly-plan.md');
    writeFileSync(file, numbered(80, 'plan item'));
    const store = new TabStore();
    await store.openFile(file);
    store.openText('second tab\n');
    const tools = createDocumentTools({ store, windowSize: 10, chunkSize: 30 });
    const results = [
      await callTool(tools.document_snapshot, { tab_id: 't1' }),
      await callTool(tools.document_snapshot, { tab_id: 'nope' }),
      await callTool(tools.document_find_text, { query: 'plan item 7' }),
      await callTool(tools.document_chunk, { chunk_id: 't1:1:c2' }),
      await callTool(tools.document_chunk, { chunk_id: 't1:9:c2' }),
      await callTool(tools.document_apply_patch, {
        snapshot_token: 't1:1',
        target_span: { start_line: 2, end_line: 2 },
        content: 'edited',
      }),
      await callTool(tools.document_apply_patch, { snapshot_token: 't1:1', content: 'x' }),
      await callTool(tools.document_replace_all, { snapshot_token: 't2:1', content: 'y' }),
    ];
    const text = JSON.stringify(results);
    for (const secret of [dir, 'secret-folder', 'quarterly-plan', '.md']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"tab_id":"t1"');
    // With several tabs open, a snapshot lists them (by id) so the model can switch.
    expect(results[0]).toMatchObject({ open_tabs: ['t1', 't2'] });
  });
});
