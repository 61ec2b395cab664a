// The site’s documents (PDF): their stored files’ folder and names, their public list and addresses, and
// whether a browser’s copy of a file is still the current one (`isFresh`).
export { isFresh } from './files';
export { DOCUMENTS_FOLDER, documentSharedName, isDocumentFileName } from './storage';
export { documentUrl, publishedDocuments } from './store';
