import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLines, TabStore, TabStoreError } from './tab-store';

describe('TabStore', () => {
  it('opens files into tabs with ids and version 1, and saves back to disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabs-'));
    const file = join(dir, 'a.txt');
    writeFileSync(file, 'one\r\ntwo\r\n');
    const store = new TabStore();
    const id = await store.openFile(file);
    const other = store.openText('x');
    expect([id, other]).toEqual(['t1', 't2']);
    expect(store.activeTabId).toBe('t2');
    expect(store.get(id)).toMatchObject({
      version_id: 1,
      line_count: 2,
      dirty: false,
      lines: ['one', 'two'],
    });
    store.replaceLines(id, { start_line: 2, end_line: 2 }, ['TWO', 'three'], 'test');
    expect(store.activeTabId).toBe('t1');
    expect(store.get(id)).toMatchObject({
      version_id: 2,
      dirty: true,
      last_edit: { start_line: 2, end_line: 3 },
    });
    await store.save(id);
    // Line endings and the final newline survive the round trip.
    expect(readFileSync(file, 'utf8')).toBe('one\r\nTWO\r\nthree\r\n');
    expect(store.get(id)!.dirty).toBe(false);
    expect(store.events.at(-1)).toEqual({ type: 'tab_saved', tab_id: 't1', version_id: 2 });
    await expect(store.save(other)).rejects.toThrow(/no file/);
  });

  it('keeps a missing final newline and gives new files one', () => {
    expect(splitLines('a\nb')).toEqual({ lines: ['a', 'b'], eol: '\n', trailingNewline: false });
    const store = new TabStore();
    const empty = store.openText('');
    store.replaceLines(empty, { start_line: 1, end_line: 0 }, ['hello'], 'test');
    expect(store.text(empty)).toBe('hello\n');
  });

  it('throws a named error for programming mistakes and changes nothing', () => {
    const store = new TabStore();
    const id = store.openText('a\n');
    expect(() => store.replaceLines(id, { start_line: 3, end_line: 3 }, [], 'test')).toThrow(
      TabStoreError,
    );
    expect(() => store.text('t9')).toThrow(/Unknown tab t9/);
    expect(store.get(id)!.version_id).toBe(1);
  });

  it('property: versions rise by one per edit; text and history match a plain-array model', () => {
    const edit = fc.record({
      start: fc.nat(12),
      length: fc.nat(3),
      lines: fc.array(fc.constantFrom('p', 'q', 'r'), { maxLength: 3 }),
    });
    const initialLines = fc.array(fc.constantFrom('a', 'b'), { maxLength: 8 });
    fc.assert(
      fc.property(initialLines, fc.array(edit, { maxLength: 10 }), (initial, edits) => {
        const store = new TabStore();
        const id = store.openText(initial.join('\n'));
        let model: string[] = [...initial];
        edits.forEach((e, i) => {
          const start = Math.min(e.start, model.length) + 1;
          const end = Math.min(start - 1 + e.length, model.length);
          const record = store.replaceLines(
            id,
            { start_line: start, end_line: end },
            e.lines,
            'prop',
          );
          model = [...model.slice(0, start - 1), ...e.lines, ...model.slice(end)];
          expect(record).toMatchObject({ from_version: i + 1, to_version: i + 2 });
          expect(record.inserted.end_line - record.inserted.start_line + 1).toBe(e.lines.length);
          expect(store.get(id)!.version_id).toBe(i + 2);
        });
        expect(store.get(id)!.lines).toEqual(model);
        expect(store.editsSince(id, 1)).toHaveLength(edits.length);
      }),
    );
  });
});
