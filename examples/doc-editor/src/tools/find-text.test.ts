import type { EmbeddingModelV3 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createHashingEmbeddingModel } from '../search';
import { TabStore } from '../tabs';
import { callTool } from '../test-utils/call-tool';
import { createDocumentTools } from './create-document-tools';

// biome-ignore lint/suspicious/noExplicitAny: tests read tool results loosely
type R = Record<string, any>;

const NOTES = [
  '# Release notes',
  '',
  'The parser now accepts trailing commas.',
  'Startup is faster on large projects.',
  '',
  '## Pricing',
  'The team plan costs 12 euros per seat each month.',
  'Annual billing gets two months free.',
  '',
  '## Known issues',
  'Exporting to PDF drops embedded fonts.',
].join('\n');

describe('document_find_text (fallback)', () => {
  it('finds an exact phrase with high confidence; the pointer patches directly', async () => {
    const store = new TabStore();
    store.openText(`${NOTES}\n`);
    const tools = createDocumentTools({ store });
    const r = await callTool<R>(tools.document_find_text, { query: 'costs 12 EUROS' });
    expect(r).toMatchObject({ status: 'ok', strategy: 'fallback', confidence: 'high' });
    expect(r.warning).toBeUndefined();
    expect(r.pointers).toHaveLength(1);
    const [p] = r.pointers;
    expect(p).toMatchObject({
      tab_id: 't1',
      line_span: { start_line: 7, end_line: 7 },
      snapshot_token: 't1:1',
      excerpt: '7| The team plan costs 12 euros per seat each month.',
    });
    const patched = await callTool<R>(tools.document_apply_patch, {
      snapshot_token: p.snapshot_token,
      target_span: p.line_span,
      content: 'The team plan costs 15 euros per seat each month.',
    });
    expect(patched.status).toBe('ok');
    expect(store.get('t1')!.lines[6]).toBe('The team plan costs 15 euros per seat each month.');
    expect(store.get('t1')!.line_count).toBe(11);
  });

  it('matches a multi-line query as one span', async () => {
    const store = new TabStore();
    store.openText(NOTES);
    const tools = createDocumentTools({ store });
    const r = await callTool<R>(tools.document_find_text, {
      query: 'per seat each month.\nAnnual billing',
    });
    expect(r.pointers[0].line_span).toEqual({ start_line: 7, end_line: 8 });
  });

  it('falls back to word overlap with low confidence and a warning to verify', async () => {
    const store = new TabStore();
    store.openText(NOTES);
    const tools = createDocumentTools({ store });
    const r = await callTool<R>(tools.document_find_text, { query: 'fonts missing in PDF export' });
    expect(r.confidence).toBe('low');
    expect(r.pointers[0]).toMatchObject({
      line_span: { start_line: 11, end_line: 11 },
      confidence: 'low',
    });
    expect(r.warning).toMatch(/document_snapshot/);
  });

  it('searches every tab (or one), each pointer carrying its own tab token', async () => {
    const store = new TabStore();
    store.openText('alpha\nshared word\n');
    store.openText('shared word\n');
    const tools = createDocumentTools({ store });
    await callTool(tools.document_apply_patch, {
      snapshot_token: 't2:1',
      target_span: { start_line: 1, end_line: 0 },
      content: 'intro',
    });
    const all = await callTool<R>(tools.document_find_text, { query: 'shared word' });
    expect(
      all.pointers.map((p: R) => [p.tab_id, p.snapshot_token, p.line_span.start_line]),
    ).toEqual([
      ['t1', 't1:1', 2],
      ['t2', 't2:2', 2],
    ]);
    const one = await callTool<R>(tools.document_find_text, {
      query: 'shared word',
      tab_id: 't2',
      scope: 'all',
    });
    expect(one.pointers).toHaveLength(1);
    expect(one.ignored_keys).toEqual(['scope']);
    const none = await callTool<R>(tools.document_find_text, { query: 'zebra' });
    expect(none.pointers).toEqual([]);
    expect(none.warning).toMatch(/No match/);
    const empty = await callTool<R>(tools.document_find_text, { query: '  ' });
    expect(empty.code).toBe('empty_query');
  });
});

describe('document_find_text (embedding)', () => {
  it('ranks passages by embedding similarity and caches passage vectors per version', async () => {
    const calls: string[][] = [];
    const store = new TabStore();
    store.openText(NOTES);
    const tools = createDocumentTools({
      store,
      embeddingModel: createHashingEmbeddingModel({ onCall: (values) => calls.push(values) }),
      highConfidenceScore: 0.4,
    });
    const r = await callTool<R>(tools.document_find_text, {
      query: 'team plan price per seat month',
    });
    expect(r.strategy).toBe('embedding');
    expect(r.pointers[0]).toMatchObject({
      line_span: { start_line: 6, end_line: 8 },
      snapshot_token: 't1:1',
      confidence: 'high',
    });
    expect(r.confidence).toBe('high');
    // Passages embedded once, then only the second query.
    await callTool(tools.document_find_text, { query: 'fonts' });
    expect(calls.map((values) => values.length)).toEqual([1, 4, 1]);

    const weak = await callTool<R>(tools.document_find_text, { query: 'quick parser' });
    expect(weak.pointers[0]).toMatchObject({
      line_span: { start_line: 3, end_line: 4 },
      confidence: 'low',
    });
    expect(weak.confidence).toBe('low');
    expect(weak.warning).toMatch(/low confidence/);
  });

  it('puts verbatim occurrences first, line-precise and high confidence', async () => {
    const store = new TabStore();
    store.openText(NOTES);
    const tools = createDocumentTools({ store, embeddingModel: createHashingEmbeddingModel() });
    const r = await callTool<R>(tools.document_find_text, { query: 'trailing commas' });
    expect(r.strategy).toBe('embedding');
    expect(r.pointers[0]).toMatchObject({
      line_span: { start_line: 3, end_line: 3 },
      confidence: 'high',
    });
    // The passage holding line 3 (lines 3-4) is not repeated as a weaker pointer.
    expect(
      r.pointers.slice(1).some((p: R) => p.line_span.start_line <= 3 && p.line_span.end_line >= 3),
    ).toBe(false);
  });

  it('falls back to lexical search, with a warning, when the embedding model fails', async () => {
    const broken: EmbeddingModelV3 = {
      ...createHashingEmbeddingModel(),
      doEmbed: async () => {
        throw new Error('quota exceeded');
      },
    };
    const store = new TabStore();
    store.openText(NOTES);
    const tools = createDocumentTools({ store, embeddingModel: broken });
    const r = await callTool<R>(tools.document_find_text, { query: 'Annual billing' });
    expect(r.strategy).toBe('fallback');
    expect(r.pointers[0].line_span).toEqual({ start_line: 8, end_line: 8 });
    expect(r.warning).toMatch(/quota exceeded/);
  });
});
