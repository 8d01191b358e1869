import { asSchema, type Tool } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TabStore } from '../tabs';
import { callTool, numbered } from '../test-utils/call-tool';
import { createDocumentTools, DOCUMENT_TOOL_NAMES } from './create-document-tools';

// biome-ignore lint/suspicious/noExplicitAny: tests read tool results loosely
type R = Record<string, any>;

function setup(text: string, options: { windowSize?: number; chunkSize?: number } = {}) {
  const store = new TabStore();
  const tabId = store.openText(text);
  const tools = createDocumentTools({ store, ...options });
  return { store, tabId, tools };
}

describe('document_snapshot', () => {
  it('returns a small numbered window at the start, a token and the suggested span', async () => {
    const { tools } = setup(numbered(100), { windowSize: 10, chunkSize: 25 });
    const r = await callTool<R>(tools.document_snapshot, {});
    expect(r.status).toBe('ok');
    expect(r.snapshot_token).toBe('t1:1');
    expect(r.suggested_span).toEqual({ start_line: 1, end_line: 10 });
    expect(r.text.split('\n')).toHaveLength(10);
    expect(r.text.split('\n')[0]).toBe(' 1| line 1');
    expect(r.lines_after).toBe(90);
    expect(r.chunks.map((c: R) => [c.chunk_id, c.start_line, c.end_line])).toEqual([
      ['t1:1:c1', 1, 25],
      ['t1:1:c2', 26, 50],
      ['t1:1:c3', 51, 75],
      ['t1:1:c4', 76, 100],
    ]);
    expect(r.ignored_keys).toEqual([]);
  });

  it('centres the default window on the last edit', async () => {
    const { tools } = setup(numbered(100), { windowSize: 10 });
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 60, end_line: 60 },
      content: 'sixty',
    });
    const r = await callTool<R>(tools.document_snapshot, {});
    expect(r.suggested_span).toEqual({ start_line: 57, end_line: 66 });
    expect(r.text).toContain('60| sixty');
  });

  it('omits the manifest for short documents and never returns more than maxWindow lines', async () => {
    const short = setup(numbered(5), { windowSize: 10 });
    const s = await callTool<R>(short.tools.document_snapshot, {});
    expect(s.chunks).toBeUndefined();
    expect(s.suggested_span).toEqual({ start_line: 1, end_line: 5 });

    const store = new TabStore();
    store.openText(numbered(500));
    const tools = createDocumentTools({ store, maxWindow: 50 });
    const r = await callTool<R>(tools.document_snapshot, { start_line: 1, end_line: 500 });
    expect(r.suggested_span).toEqual({ start_line: 1, end_line: 50 });
    expect(r.notes.join(' ')).toMatch(/capped at 50/);
  });

  it('keeps the manifest of a very long document to 40 entries around the window', async () => {
    const { tools } = setup(numbered(10_000), { windowSize: 20, chunkSize: 50 });
    const top = await callTool<R>(tools.document_snapshot, {});
    expect(top.chunk_count).toBe(200);
    expect(top.chunks).toHaveLength(40);
    expect(top.chunks[0].chunk_id).toBe('t1:1:c1');
    const deep = await callTool<R>(tools.document_snapshot, { start_line: 5_000 });
    const ids = deep.chunks.map((c: R) => c.chunk_id);
    expect(ids).toHaveLength(40);
    expect(ids).toContain('t1:1:c100');
    const tail = await callTool<R>(tools.document_snapshot, { start_line: 9_990 });
    expect(tail.chunks.at(-1).chunk_id).toBe('t1:1:c200');
    expect(tail.chunks).toHaveLength(40);
    expect(deep.text.split('\n')).toHaveLength(20);
  });

  it('property: a window is inside the document, at most maxWindow lines, numbered in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(60),
        fc.option(fc.integer({ min: -3, max: 70 }), { nil: undefined }),
        fc.option(fc.integer({ min: -3, max: 70 }), { nil: undefined }),
        async (count, start, end) => {
          const store = new TabStore();
          store.openText(numbered(count));
          const tools = createDocumentTools({ store, windowSize: 7, maxWindow: 12 });
          const r = await callTool<R>(tools.document_snapshot, {
            start_line: start,
            end_line: end,
          });
          if (r.status === 'rejected') {
            expect(r.code).toBe('out_of_range');
            expect(r.line_count).toBe(count);
            return;
          }
          const { start_line: s, end_line: e } = r.suggested_span;
          expect(s).toBeGreaterThanOrEqual(1);
          expect(e).toBeLessThanOrEqual(count);
          expect(e - s + 1).toBeLessThanOrEqual(12);
          if (count > 0 && e >= s) {
            const numbers = r.text.split('\n').map((line: string) => Number(line.split('|')[0]));
            expect(numbers).toEqual(Array.from({ length: e - s + 1 }, (_, i) => s + i));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports unknown keys in ignored_keys instead of failing', async () => {
    const { tools } = setup(numbered(5));
    const r = await callTool<R>(tools.document_snapshot, { start_line: 2, path: 'x.md', mode: 1 });
    expect(r.status).toBe('ok');
    expect(r.ignored_keys).toEqual(['path', 'mode']);
    expect(r.suggested_span.start_line).toBe(2);
  });

  it('rejects a window past the end with the line count, and an unknown tab with the open tabs', async () => {
    const { tools } = setup(numbered(5));
    const r = await callTool<R>(tools.document_snapshot, { start_line: 9 });
    expect(r).toMatchObject({ status: 'rejected', code: 'out_of_range', line_count: 5 });
    const u = await callTool<R>(tools.document_snapshot, { tab_id: 't9' });
    expect(u).toMatchObject({ status: 'rejected', code: 'unknown_tab', open_tabs: ['t1'] });
  });
});

describe('document_apply_patch', () => {
  it('has a flat JSON schema (no allOf/anyOf/oneOf anywhere)', async () => {
    const { tools } = setup('a\n');
    for (const name of DOCUMENT_TOOL_NAMES) {
      const schema = await asSchema((tools[name] as Tool).inputSchema).jsonSchema;
      expect(JSON.stringify(schema), name).not.toMatch(/"(allOf|anyOf|oneOf)"/);
    }
    const schema = (await asSchema(tools.document_apply_patch!.inputSchema).jsonSchema) as R;
    expect(schema.required).toEqual(['snapshot_token', 'content']);
    expect(schema.properties.target_span.type).toBe('object');
    expect(schema.properties.target_span.required).toEqual(['start_line', 'end_line']);
  });

  it('replaces a span, bumps the version and returns the next token', async () => {
    const { tools, store } = setup('a\nb\nc\nd\n');
    const r = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 2, end_line: 3 },
      content: 'B1\nB2\nB3\n',
    });
    expect(r).toMatchObject({
      status: 'ok',
      version_id: 2,
      snapshot_token: 't1:2',
      new_span: { start_line: 2, end_line: 4 },
      line_delta: 1,
      line_count: 5,
      span_autofilled: false,
    });
    expect(store.text('t1')).toBe('a\nB1\nB2\nB3\nd\n');
    // Insert (empty span) and delete (empty content) with the returned token.
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't1:2',
      target_span: { start_line: 1, end_line: 0 },
      content: 'top',
    });
    const d = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:3',
      target_span: { start_line: 6, end_line: 6 },
      content: '',
    });
    expect(d.new_span).toEqual({ start_line: 6, end_line: 5 });
    expect(store.text('t1')).toBe('top\na\nB1\nB2\nB3\n');
    expect(store.get('t1')!.version_id).toBe(4);
  });

  it('rejects a stale token with what changed and the recovery step, changing nothing', async () => {
    const { tools, store } = setup('a\nb\nc\n');
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 1, end_line: 1 },
      content: 'A\nA2',
    });
    const before = store.text('t1');
    const r = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 3, end_line: 3 },
      content: 'C',
    });
    expect(r).toMatchObject({
      status: 'rejected',
      code: 'stale_token',
      token_version: 1,
      current_version: 2,
      line_count: 4,
    });
    expect(r.changes).toEqual([
      {
        version: '1->2',
        replaced_lines: { start_line: 1, end_line: 1 },
        now_lines: { start_line: 1, end_line: 2 },
      },
    ]);
    expect(r.recovery).toMatch(/document_snapshot/);
    expect(store.text('t1')).toBe(before);
    expect(store.get('t1')!.version_id).toBe(2);
    expect(store.events.at(-1)).toEqual({
      type: 'edit_rejected',
      tool: 'document_apply_patch',
      code: 'stale_token',
    });
  });

  it('fills a missing target_span from the last snapshot of that version and logs it', async () => {
    const { tools, store } = setup(numbered(20));
    const snap = await callTool<R>(tools.document_snapshot, { start_line: 4, end_line: 5 });
    const r = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: snap.snapshot_token,
      content: 'four and five',
    });
    expect(r).toMatchObject({ status: 'ok', span_autofilled: true });
    expect(r.replaced_span).toEqual({ start_line: 4, end_line: 5 });
    expect(r.notes[0]).toMatch(/suggested_span/);
    expect(store.get('t1')!.lines.slice(2, 5)).toEqual(['line 3', 'four and five', 'line 6']);
    expect(store.events).toContainEqual({
      type: 'span_autofilled',
      tab_id: 't1',
      version_id: 1,
      span: { start_line: 4, end_line: 5 },
    });
  });

  it('asks for a range when there is no snapshot of the current version', async () => {
    const { tools, store } = setup(numbered(5));
    await callTool(tools.document_snapshot, {});
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 1, end_line: 1 },
      content: 'x',
    });
    const r = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:2',
      content: 'y',
    });
    expect(r).toMatchObject({ status: 'rejected', code: 'needs_range' });
    expect(store.events.filter((e) => e.type === 'span_autofilled')).toEqual([]);
    expect(store.get('t1')!.version_id).toBe(2);
  });

  it('rejects out-of-range spans with the line count', async () => {
    const { tools, store } = setup('a\nb\nc\n');
    for (const span of [
      { start_line: 0, end_line: 1 },
      { start_line: 2, end_line: 4 },
      { start_line: 3, end_line: 1 },
      { start_line: 5, end_line: 4 },
    ]) {
      const r = await callTool<R>(tools.document_apply_patch, {
        snapshot_token: 't1:1',
        target_span: span,
        content: 'x',
      });
      expect(r, JSON.stringify(span)).toMatchObject({
        status: 'rejected',
        code: 'out_of_range',
        line_count: 3,
      });
      expect(r.message).toContain('3 lines');
    }
    expect(store.text('t1')).toBe('a\nb\nc\n');
  });

  it('rejects top-level start_line/end_line, numbered content and mismatched expected_text', async () => {
    const { tools, store } = setup('a\nb\nc\n');
    const misplaced = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      start_line: 2,
      end_line: 2,
      content: 'x',
    });
    expect(misplaced).toMatchObject({
      code: 'misplaced_keys',
      ignored_keys: ['start_line', 'end_line'],
    });
    const numberedContent = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 2, end_line: 2 },
      content: '2| x',
    });
    expect(numberedContent.code).toBe('numbered_content');
    const mismatch = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 2, end_line: 2 },
      content: 'x',
      expected_text: 'c',
    });
    expect(mismatch).toMatchObject({ code: 'span_mismatch', actual_text: '2| b' });
    const ok = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 2, end_line: 2 },
      content: 'x',
      expected_text: 'b\n',
    });
    expect(ok.status).toBe('ok');
    expect(store.text('t1')).toBe('a\nx\nc\n');
  });

  it('rejects malformed, future and unknown-tab tokens', async () => {
    const { tools } = setup('a\n');
    const span = { start_line: 1, end_line: 1 };
    for (const [token, code] of [
      ['t1', 'invalid_token'],
      ['t1:7', 'invalid_token'],
      ['t4:1', 'unknown_tab'],
    ] as const) {
      const r = await callTool<R>(tools.document_apply_patch, {
        snapshot_token: token,
        target_span: span,
        content: 'x',
      });
      expect(r.code, token).toBe(code);
    }
  });

  it('property: any rejected patch leaves text and version unchanged; accepted ones match a model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ maxLength: 3 }).filter((s) => !/[\r\n]/.test(s)),
          { maxLength: 8 },
        ),
        fc.integer({ min: -1, max: 10 }),
        fc.integer({ min: -1, max: 10 }),
        fc.array(fc.constantFrom('x', 'y', ''), { maxLength: 3 }),
        async (lines, start, end, newLines) => {
          const store = new TabStore();
          store.openText(lines.map((l) => `${l}\n`).join(''));
          const tools = createDocumentTools({ store });
          // Each new line ends with a newline, as editors send it; the final one is not a blank line.
          const content = newLines.map((l) => `${l}\n`).join('');
          const r = await callTool<R>(tools.document_apply_patch, {
            snapshot_token: 't1:1',
            target_span: { start_line: start, end_line: end },
            content,
          });
          const valid =
            start >= 1 && start <= lines.length + 1 && end >= start - 1 && end <= lines.length;
          if (!valid) {
            expect(r.code).toBe('out_of_range');
            expect(store.get('t1')!.lines).toEqual(lines);
            expect(store.get('t1')!.version_id).toBe(1);
          } else {
            const expected = [...lines.slice(0, start - 1), ...newLines, ...lines.slice(end)];
            expect(r.status).toBe('ok');
            expect(store.get('t1')!.lines).toEqual(expected);
            expect(store.get('t1')!.version_id).toBe(2);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('document_replace_all', () => {
  it('replaces everything with a current token and rejects a stale one', async () => {
    const { tools, store } = setup('a\nb\n');
    const r = await callTool<R>(tools.document_replace_all, {
      snapshot_token: 't1:1',
      content: 'z\n',
    });
    expect(r).toMatchObject({ status: 'ok', snapshot_token: 't1:2', line_count: 1 });
    expect(store.text('t1')).toBe('z\n');
    const stale = await callTool<R>(tools.document_replace_all, {
      snapshot_token: 't1:1',
      content: 'q',
    });
    expect(stale.code).toBe('stale_token');
    expect(store.text('t1')).toBe('z\n');
  });
});

describe('document_chunk', () => {
  it('reads a chunk as a snapshot of its lines', async () => {
    const { tools } = setup(numbered(100), { windowSize: 10, chunkSize: 25 });
    const r = await callTool<R>(tools.document_chunk, { chunk_id: 't1:1:c2' });
    expect(r).toMatchObject({
      status: 'ok',
      snapshot_token: 't1:1',
      suggested_span: { start_line: 26, end_line: 50 },
    });
    expect(r.text.split('\n')[0]).toBe('26| line 26');
    // The chunk counts as the last snapshot: a patch without span targets the chunk.
    const p = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      content: 'c2',
    });
    expect(p.replaced_span).toEqual({ start_line: 26, end_line: 50 });
  });

  it('answers an outdated id with not_found, a retry hint and the refreshed manifest; a follow-up read is logged as recovered', async () => {
    const { tools, store } = setup(numbered(60), { windowSize: 10, chunkSize: 20 });
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't1:1',
      target_span: { start_line: 1, end_line: 0 },
      content: 'new first line',
    });
    const miss = await callTool<R>(tools.document_chunk, { chunk_id: 't1:1:c2' });
    expect(miss.status).toBe('not_found');
    expect(miss.reason).toMatch(/version 1.*version 2/);
    expect(miss.retry_hint).toMatch(/manifest/);
    expect(miss.manifest.map((c: R) => c.chunk_id)).toEqual([
      't1:2:c1',
      't1:2:c2',
      't1:2:c3',
      't1:2:c4',
    ]);
    expect(store.events.at(-1)).toEqual({ type: 'chunk_miss', chunk_id: 't1:1:c2', tab_id: 't1' });

    const hit = await callTool<R>(tools.document_chunk, { chunk_id: miss.manifest[1].chunk_id });
    expect(hit).toMatchObject({ status: 'ok', recovered_from: 't1:1:c2' });
    expect(store.events.at(-1)).toEqual({
      type: 'chunk_miss_recovered',
      tab_id: 't1',
      missed_chunk_id: 't1:1:c2',
      chunk_id: 't1:2:c2',
    });
    // Recovery is logged once.
    const again = await callTool<R>(tools.document_chunk, { chunk_id: 't1:2:c1' });
    expect(again.recovered_from).toBeUndefined();
  });

  it('handles malformed ids and chunks past the end, and can leave the manifest out', async () => {
    const store = new TabStore();
    store.openText(numbered(30));
    const tools = createDocumentTools({ store, chunkSize: 20, inlineManifestOnMiss: false });
    const bad = await callTool<R>(tools.document_chunk, { chunk_id: 'chunk-2' });
    expect(bad.status).toBe('not_found');
    expect(bad.manifest).toBeUndefined();
    expect(bad.retry_hint).toMatch(/document_snapshot/);
    const past = await callTool<R>(tools.document_chunk, { chunk_id: 't1:1:c3' });
    expect(past.reason).toMatch(/2 chunk/);
  });
});
