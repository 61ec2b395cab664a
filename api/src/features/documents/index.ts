// The site’s documents (PDF): their stored files’ folder and names, their public list and addresses.
export { DOCUMENTS_FOLDER, documentSharedName, isDocumentFileName } from './storage';
export { documentUrl, publishedDocuments } from './store';
