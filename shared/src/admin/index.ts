/**
 * @wado/shared/admin: the back office's kit, apart from `@wado/shared` so that the public pages
 * never download it, and shared as a singleton of its own by the shell and the remotes that
 * edit (see `sharedModules` in build/webpack.ts). Its modules take the API client, the renderer
 * and the other stateful pieces from `@wado/shared` (the one configured copy).
 */
export { MarkdownEditor, type MarkdownEditorProps } from './markdown/MarkdownEditor';
export { TextPagesAdmin, textPagesScreens } from './textPages/TextPagesAdmin';
export { TextPagesList, TEXT_PAGES_TITLE } from './textPages/TextPagesList';
export { TextPageEditor } from './textPages/TextPageEditor';
export { LineDiff } from './textPages/LineDiff';
export { lineDiff, withContext, type DiffLine, type DiffView } from './textPages/lineDiff';
export { ConfirmButton } from './ui/ConfirmButton';
export { PaymentMethodButtons } from './ui/PaymentMethodButtons';
export {
  useCardReturn,
  CARD_RETURN_CHECKING,
  CARD_RETURN_UNPAID,
  type CardReturnOptions,
  type ScreenNotice,
} from './ui/useCardReturn';
export { ClubSelect, clubChoices, clubLabel, type ClubChoice } from './clubs/clubChoices';
export { FormMessage, adminClasses } from './ui/Messages';
export { ListSummary } from './ui/ListSummary';
export { formatDateTime } from './ui/format';
export { useAdminTitle } from './ui/useAdminTitle';
export { AdminPersonProvider, useAdminPerson } from './session/adminPerson';
export { useLeaveWarning } from './ui/useLeaveWarning';
export { useAdminData, errorMessage, SESSION_EXPIRED_EVENT, type AdminDataState } from './data/useAdminData';
// Records of every kind (news, events, albums…): list, editor, publication, revisions, images.
export * from './records';
// Forms from the API's input schemas: fields' rules, labels, checks (used by both editors below).
export * from './forms';
// Collections of every section (lexicon, clubs, coaches…): list, form, deletion.
export * from './collections';
export type { AdminListFilters, ChoiceKind, EditableShapes, InputOf, PreviewOf, RecordOf } from '../api/editing';
export { adminModuleProblems } from './contract';
