// The clubs' licensees in the back office (`licencies`): the list of a club's licensees and the
// request of their licences, a licensee's form, and the import of a club's list from a spreadsheet
// (`licencies/importer`). Loaded on demand by `../index.tsx`.
export { LicenseesListScreen } from './LicenseesList';
export { LicenseeEditorScreen } from './LicenseeEditor';
export { LicenseeImportScreen } from './LicenseeImport';
