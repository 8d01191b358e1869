export {
  createOfflineEditorModel,
  type OfflineTask,
  offlineEditorStep,
  parseOfflineTask,
} from './offline-editor-model';
export {
  DOCUMENT_CONDENSE_POLICY,
  describeTabs,
  type EditSessionOptions,
  type EditSessionResult,
  runEditSession,
} from './run-edit-session';
