// The clubs' licensees in the back office (`licencies`): the list of a club's licensees and the
// request of their licences, and a licensee's form. Loaded on demand by `../index.tsx`.
export { LicenseesListScreen } from './LicenseesList';
export { LicenseeEditorScreen } from './LicenseeEditor';
