/** Identifier of an open tab (`t1`, `t2`, …): the only way tools name a document. */
export type TabId = string;

/**
 * An inclusive range of 1-based line numbers. `end_line = start_line - 1` is the empty span
 * just before `start_line`, which is how an insertion is expressed.
 */
export interface LineSpan {
  readonly start_line: number;
  readonly end_line: number;
}

/** One applied edit, kept so a stale token can be told exactly what changed since. */
export interface EditRecord {
  /** Version the edit was applied to. */
  readonly from_version: number;
  /** Version the edit produced (`from_version + 1`). */
  readonly to_version: number;
  /** The replaced lines, in `from_version` numbering. */
  readonly replaced: LineSpan;
  /** Where the new lines sit, in `to_version` numbering (empty span for a deletion). */
  readonly inserted: LineSpan;
  /** Which tool (or caller) made the edit. */
  readonly source: string;
}

/** A read-only view of a tab. Paths are deliberately absent: tools never see them. */
export interface TabView {
  readonly tab_id: TabId;
  readonly version_id: number;
  readonly lines: readonly string[];
  readonly line_count: number;
  /** Span of the most recent edit, in current numbering; `undefined` before the first edit. */
  readonly last_edit: LineSpan | undefined;
  /** True when the text differs from what was last loaded or saved. */
  readonly dirty: boolean;
}

/** The window the model last read for a tab, used to fill a missing `target_span`. */
export interface SnapshotRecord {
  readonly tab_id: TabId;
  readonly version_id: number;
  readonly suggested_span: LineSpan;
}

/** Everything worth recording while an agent edits, for logs, tests and the CLI. */
export type EditorEvent =
  | { readonly type: 'tab_opened'; readonly tab_id: TabId; readonly line_count: number }
  | {
      readonly type: 'edit_applied';
      readonly tab_id: TabId;
      readonly version_id: number;
      readonly replaced: LineSpan;
      readonly inserted: LineSpan;
      readonly source: string;
    }
  | {
      readonly type: 'span_autofilled';
      readonly tab_id: TabId;
      readonly version_id: number;
      readonly span: LineSpan;
    }
  | {
      readonly type: 'edit_rejected';
      readonly tool: string;
      readonly code: string;
      readonly tab_id?: TabId;
    }
  | { readonly type: 'chunk_miss'; readonly chunk_id: string; readonly tab_id?: TabId }
  | {
      readonly type: 'chunk_miss_recovered';
      readonly tab_id: TabId;
      readonly missed_chunk_id: string;
      readonly chunk_id: string;
    }
  | { readonly type: 'tab_saved'; readonly tab_id: TabId; readonly version_id: number };
