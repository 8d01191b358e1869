import { readFile, writeFile } from 'node:fs/promises';
import type { EditorEvent, EditRecord, LineSpan, SnapshotRecord, TabId, TabView } from './types';

/** Thrown for programming errors (unknown tab, bad span) by direct callers of {@link TabStore}. */
export class TabStoreError extends Error {
  override readonly name = 'TabStoreError';
}

interface TabState {
  readonly tabId: TabId;
  path: string | undefined;
  lines: string[];
  versionId: number;
  eol: '\n' | '\r\n';
  trailingNewline: boolean;
  lastEdit: LineSpan | undefined;
  savedText: string;
  history: EditRecord[];
  snapshot: SnapshotRecord | undefined;
}

/** Splits text into lines, remembering the line ending and whether the text ended with one. */
export function splitLines(text: string): {
  lines: string[];
  eol: '\n' | '\r\n';
  trailingNewline: boolean;
} {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  // An empty file gets a final newline once it has content, like most editors do.
  if (text === '') return { lines: [], eol, trailingNewline: true };
  const lines = text.split(/\r?\n/);
  const trailingNewline = lines[lines.length - 1] === '';
  if (trailingNewline) lines.pop();
  return { lines, eol, trailingNewline };
}

/** True when `span` is a valid replace/insert range for a document of `lineCount` lines. */
export function isValidSpan(span: LineSpan, lineCount: number): boolean {
  const { start_line: s, end_line: e } = span;
  return (
    Number.isInteger(s) &&
    Number.isInteger(e) &&
    s >= 1 &&
    s <= lineCount + 1 &&
    e >= s - 1 &&
    e <= lineCount
  );
}

/**
 * Open documents, each in a tab with a monotonic `version_id` bumped by every edit.
 *
 * The store also remembers the last window read per tab (for filling a missing patch span) and
 * an event log. File paths stay inside the store; everything handed to tools is keyed by tab.
 */
export class TabStore {
  readonly #tabs = new Map<TabId, TabState>();
  readonly #events: EditorEvent[] = [];
  readonly #listeners = new Set<(event: EditorEvent) => void>();
  #nextId = 1;
  #active: TabId | undefined;

  /** Opens `text` in a new tab. `path` (optional) is where {@link TabStore.save} writes. */
  openText(text: string, path?: string): TabId {
    const tabId = `t${this.#nextId++}`;
    const { lines, eol, trailingNewline } = splitLines(text);
    this.#tabs.set(tabId, {
      tabId,
      path,
      lines,
      versionId: 1,
      eol,
      trailingNewline,
      lastEdit: undefined,
      savedText: text,
      history: [],
      snapshot: undefined,
    });
    this.#active = tabId;
    this.emit({ type: 'tab_opened', tab_id: tabId, line_count: lines.length });
    return tabId;
  }

  /** Reads a file from disk into a new tab. */
  async openFile(path: string): Promise<TabId> {
    return this.openText(await readFile(path, 'utf8'), path);
  }

  /** The tab used when a tool call names none: the most recently opened or edited one. */
  get activeTabId(): TabId | undefined {
    return this.#active;
  }

  /** Ids of all open tabs, in opening order. */
  tabIds(): TabId[] {
    return [...this.#tabs.keys()];
  }

  /** A read-only view of a tab, or `undefined` for an unknown id. */
  get(tabId: TabId): TabView | undefined {
    const tab = this.#tabs.get(tabId);
    if (!tab) return undefined;
    return {
      tab_id: tab.tabId,
      version_id: tab.versionId,
      lines: tab.lines,
      line_count: tab.lines.length,
      last_edit: tab.lastEdit,
      dirty: this.#join(tab) !== tab.savedText,
    };
  }

  /** The tab's full text, with its original line endings. */
  text(tabId: TabId): string {
    return this.#join(this.#require(tabId));
  }

  /** The text as last loaded or saved, for diffs. */
  savedText(tabId: TabId): string {
    return this.#require(tabId).savedText;
  }

  /** Edits applied after `version` (oldest first). */
  editsSince(tabId: TabId, version: number): EditRecord[] {
    return this.#require(tabId).history.filter((edit) => edit.from_version >= version);
  }

  /**
   * Replaces the lines in `span` by `newLines` and bumps the version. The span must be valid
   * ({@link isValidSpan}); callers that take model input validate first and never reach the throw.
   */
  replaceLines(tabId: TabId, span: LineSpan, newLines: readonly string[], source: string) {
    const tab = this.#require(tabId);
    if (!isValidSpan(span, tab.lines.length)) {
      throw new TabStoreError(
        `Span ${span.start_line}-${span.end_line} is outside ${tabId} (${tab.lines.length} lines).`,
      );
    }
    const removed = span.end_line - span.start_line + 1;
    tab.lines = [
      ...tab.lines.slice(0, span.start_line - 1),
      ...newLines,
      ...tab.lines.slice(span.start_line - 1 + removed),
    ];
    const inserted: LineSpan = {
      start_line: span.start_line,
      end_line: span.start_line + newLines.length - 1,
    };
    const record: EditRecord = {
      from_version: tab.versionId,
      to_version: tab.versionId + 1,
      replaced: span,
      inserted,
      source,
    };
    tab.versionId += 1;
    tab.history.push(record);
    tab.lastEdit = inserted;
    this.#active = tabId;
    this.emit({
      type: 'edit_applied',
      tab_id: tabId,
      version_id: tab.versionId,
      replaced: span,
      inserted,
      source,
    });
    return record;
  }

  /** Replaces the whole document. */
  replaceAll(tabId: TabId, newLines: readonly string[], source: string) {
    const tab = this.#require(tabId);
    return this.replaceLines(
      tabId,
      { start_line: 1, end_line: tab.lines.length },
      newLines,
      source,
    );
  }

  /** Remembers the window last shown for a tab at a version. */
  recordSnapshot(record: SnapshotRecord): void {
    this.#require(record.tab_id).snapshot = record;
  }

  /** The window last shown for a tab, if any. */
  lastSnapshot(tabId: TabId): SnapshotRecord | undefined {
    return this.#tabs.get(tabId)?.snapshot;
  }

  /** Writes the tab back to the file it was opened from (or to `path`). */
  async save(tabId: TabId, path?: string): Promise<void> {
    const tab = this.#require(tabId);
    const target = path ?? tab.path;
    if (!target) throw new TabStoreError(`Tab ${tabId} has no file; pass a path to save it.`);
    const text = this.#join(tab);
    await writeFile(target, text, 'utf8');
    tab.path = target;
    tab.savedText = text;
    this.emit({ type: 'tab_saved', tab_id: tabId, version_id: tab.versionId });
  }

  /** Appends an event to the log and tells the listeners. */
  emit(event: EditorEvent): void {
    this.#events.push(event);
    for (const listener of this.#listeners) listener(event);
  }

  /** All events so far, oldest first. */
  get events(): readonly EditorEvent[] {
    return this.#events;
  }

  /** Subscribes to events; returns the unsubscribe function. */
  onEvent(listener: (event: EditorEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #require(tabId: TabId): TabState {
    const tab = this.#tabs.get(tabId);
    if (!tab)
      throw new TabStoreError(`Unknown tab ${tabId}; open tabs: ${this.tabIds().join(', ')}`);
    return tab;
  }

  #join(tab: TabState): string {
    if (tab.lines.length === 0) return '';
    return tab.lines.join(tab.eol) + (tab.trailingNewline ? tab.eol : '');
  }
}
