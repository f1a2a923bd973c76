// The console's one editor frame (issue 42): load → edit the draft → check it with the domain's
// schema → save / publish / schedule → refresh the lists and the audit log, and the pieces every
// editor page shows (header, form and its save bar, field, preview panel, confirmations).
export { ActionDialog } from './ActionDialog';
export { DraftField } from './DraftField';
export { EditorForm } from './EditorForm';
export { EditorGate, editorNumber, EditorUnavailable } from './EditorGate';
export { type EditorBack, EditorHeader } from './EditorHeader';
export { PreviewPanel } from './PreviewPanel';
export { checkDraft, type ConsoleEditor, type ConsoleEditorOptions, FIX_MARKED, type FieldErrors, SAVE_FAILED, useConsoleEditor } from './use-console-editor';
export { type ConfirmedAction, type ConfirmedActionOptions, failureMessage, type RemovalOptions, useConfirmedAction, useEditorRefresh, useEditorRemoval } from './use-editor-actions';
