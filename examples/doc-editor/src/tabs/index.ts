export { isValidSpan, splitLines, TabStore, TabStoreError } from './tab-store';
export type { EditorEvent, EditRecord, LineSpan, SnapshotRecord, TabId, TabView } from './types';
