/**
 * A thread that reads one uploaded PDF (started by pdf.ts, built as dist/pdfWorker.js): it says
 * `ready` once loaded, then takes the file's bytes, posts its verdict and ends. A thread of its
 * own, so that a hostile file holds neither the server's requests nor its memory: pdf.ts ends it
 * past its time limit, and V8 past its memory limit.
 */
import { parentPort } from 'node:worker_threads';
import { checkPdf, limitDecoding } from './pdfStructure';

// pdf-lib warns on the console about what it repairs; a hostile file would fill the server's log.
console.warn = () => undefined;
console.log = () => undefined;

limitDecoding();
const port = parentPort!;
port.once('message', (bytes: Uint8Array) => {
  void checkPdf(bytes).then((verdict) => port.postMessage(verdict));
});
port.postMessage('ready');
