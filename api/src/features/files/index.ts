// Where the bytes of uploaded files live when several replicas serve the site (`SharedFiles`), and each
// replica’s local copies of them.
export { adoptLocalFiles, openLocalCopy, syncFolder, writeFlushed } from './sharedFiles';
export type { SharedFiles } from './sharedFiles';
