/**
 * What the checking thread (pdfWorker.ts) answers about an uploaded PDF: its pages, or why it is
 * refused. It runs pdf-lib on bytes anyone signed in may send: nothing here may be unbounded but
 * by the size of the file, and the thread itself has a time and memory limit (pdf.ts).
 */
export type PdfVerdict = { pages: number } | { refused: PdfRefusal };
export type PdfRefusal = 'broken' | 'encrypted' | 'too-many-pages' | 'too-complex' | 'active-content';

/**
 * The most pages a document may have. The association's longest documents (a year's minutes, the
 * federation's rules) have a few hundred; past this, a file is a mistake or an attack, and reading
 * it would hold the server.
 */
export const MOST_PAGES = 2_000;

/**
 * The most objects looked at for active content (the file's and those inside its object streams).
 * A real document of MOST_PAGES pages has some tens of thousands.
 */
export const MOST_OBJECTS = 1_000_000;

/**
 * The most bytes one stream may decode to. pdf-lib decodes the object streams and cross-reference
 * streams while it reads the file (not the pages' contents nor the images): a real one holds a few
 * hundred objects (kilobytes), or 7 bytes per object of the file. A few kilobytes of zeros
 * compressed can decode to gigabytes, held outside the thread's JavaScript heap (its memory limit
 * does not count them) until the time limit ends the thread.
 */
export const MOST_DECODED_BYTES = 16 * 1024 * 1024;
