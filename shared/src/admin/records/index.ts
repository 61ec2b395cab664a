// The kit of the back office's record screens, for every kind of record a section edits.
export { RecordList } from './RecordList';
export type { RecordNames } from './names';
export { RecordEditor, type EditorForm, type RecordEditorProps } from './RecordEditor';
export { RecordPreview } from './RecordPreview';
export { PublishPanel } from './PublishPanel';
export { RevisionsPanel, differences, type ComparedField } from './RevisionsPanel';
export { ImageField, imageErrors, altFieldId, IMAGE_TYPES, type ImagePreview } from './ImageField';
export { DeleteButton } from './DeleteButton';
export { ConfirmDialog } from './ConfirmDialog';
export { Field, TextField, DateField, SelectField, ChoiceField, type FieldProps } from './fields';
export { ErrorSummary, type FormError } from './ErrorSummary';
export { StatusBadge, statusLabel, STATUS_OPTIONS } from './StatusBadge';
export { requiredText, requiredDay, webLink, errorsByField } from './validation';
export { errorMessage as recordErrorMessage, EditorProblem } from './errors';
export { useFlashNotice } from './flash';
export { useRecordId, loadById, NEW_SEGMENT, PREVIEW_SEGMENT } from './params';
export { isoToParisLocal, parisLocalToIso } from './parisTime';
export { default as recordClasses } from './records.module.css';
