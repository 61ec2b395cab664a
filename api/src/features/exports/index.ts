// The back office’s CSV exports for a French spreadsheet: the document, dates and times, amounts in euros.
export { csvDateTime, csvDocument, euros } from './csv';
