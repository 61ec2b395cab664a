import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';

import { MOST_DECODED_BYTES, MOST_OBJECTS, MOST_PAGES, type PdfRefusal, type PdfVerdict } from './pdfLimits';

/** Why a document is refused, thrown from deep inside the checks. */
class Refused extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(reason);
  }
}

/** Set when a stream decoded past MOST_DECODED_BYTES (pdf-lib turns the error into another). */
let decodedTooMuch = false;

/**
 * Every decoder of pdf-lib (Flate, LZW, ASCII85…) grows its buffer through DecodeStream's
 * `ensureBuffer`: from now on, past MOST_DECODED_BYTES, it stops. Called by the checking thread
 * (pdfWorker.ts), which has its own copy of pdf-lib: the server's is left as it is.
 */
export function limitDecoding() {
  const decoder = DecodeStream.prototype as unknown as { ensureBuffer(requested: number): Uint8Array };
  const ensureBuffer = decoder.ensureBuffer;
  decoder.ensureBuffer = function (this: DecodeStream, requested: number) {
    if (requested > MOST_DECODED_BYTES) {
      decodedTooMuch = true;
      throw new Refused('too-complex');
    }
    return ensureBuffer.call(this, requested);
  };
}

/**
 * The verdict on a file that starts with `%PDF-`: read by pdf-lib (every object valid), not
 * encrypted, a page tree of 1 to MOST_PAGES pages, no active content.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  decodedTooMuch = false;
  try {
    return { pages: await checkedPages(bytes) };
  } catch (error) {
    if (decodedTooMuch) return { refused: 'too-complex' };
    // Anything else pdf-lib or these checks throw (a malformed object, a stack overflow on
    // nesting): the file cannot be read as a PDF.
    return { refused: error instanceof Refused ? error.reason : 'broken' };
  }
}

async function checkedPages(bytes: Uint8Array): Promise<number> {
  const { context, parsed, headerEnds } = await readDocument(bytes);
  // Its structure is readable, not its strings and streams: said as such rather than « endommagé ».
  if (context.trailerInfo.Encrypt !== undefined) throw new Refused('encrypted');
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) throw new Refused('broken');
  const pages = countPages(context, catalog);
  await refuseActiveContent(bytes, context, parsed, headerEnds);
  return pages;
}

/**
 * What of pdf-lib's parser is used beyond its typed interface (its version is pinned in
 * package.json; the documents' tests fail at once if these change): its context, its position in
 * the file, and its reading of an object's header (`12 0 obj`).
 */
interface ParserInternals {
  context: PDFContext;
  bytes: { offset(): number };
  parseIndirectObjectHeader(): PDFRef;
}

/**
 * The document read by pdf-lib's parser alone (not PDFDocument: nothing walks the page tree but
 * countPages), with no pause every few objects (this thread has nothing else to do). Also kept:
 * every object it read, in order, including the earlier versions of a number it then replaced and
 * the objects of its object streams (`parsed`), and where each object header it read ends
 * (`headerEnds`, just after `obj`).
 */
async function readDocument(bytes: Uint8Array) {
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true);
  const internals = parser as unknown as ParserInternals;
  const parsed: PDFObject[] = [];
  const headerEnds = new Set<number>();
  const { context } = internals;
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    parsed.push(object);
    assign(ref, object);
  };
  const readHeader = internals.parseIndirectObjectHeader.bind(parser);
  internals.parseIndirectObjectHeader = () => {
    const ref = readHeader();
    headerEnds.add(internals.bytes.offset());
    return ref;
  };
  await parser.parseDocument();
  return { context, parsed, headerEnds };
}

const KEY = {
  Type: PDFName.of('Type'),
  Pages: PDFName.of('Pages'),
  Page: PDFName.of('Page'),
  Kids: PDFName.of('Kids'),
};

/**
 * The pages of the catalog's page tree, walked once: a node met twice (a cycle, or a node listed
 * twice in `/Kids`, which would make pdf-lib's own count visit 2^depth pages) or a kid that is not
 * a node is a broken file; past MOST_PAGES it stops. Each node is visited at most once, so the walk
 * is bounded by the objects in the file.
 */
function countPages(context: PDFContext, catalog: PDFDict): number {
  const seen = new Set<PDFDict>();
  const waiting: Array<PDFObject | undefined> = [context.lookup(catalog.get(KEY.Pages))];
  let pages = 0;
  while (waiting.length > 0) {
    const node = waiting.pop();
    // Two references to one object give the same PDFDict: identity is the object, not the reference.
    if (!(node instanceof PDFDict) || seen.has(node)) throw new Refused('broken');
    seen.add(node);
    const type = node.get(KEY.Type);
    const kids = context.lookup(node.get(KEY.Kids));
    if (type === KEY.Pages || (type !== KEY.Page && kids !== undefined)) {
      if (!(kids instanceof PDFArray)) throw new Refused('broken');
      for (let index = kids.size() - 1; index >= 0; index--) waiting.push(context.lookup(kids.get(index)));
    } else if (++pages > MOST_PAGES) {
      throw new Refused('too-many-pages');
    }
  }
  if (pages === 0) throw new Refused('broken');
  return pages;
}

/**
 * Keys that only ever hold active content: additional actions run on opening a page, a field,
 * closing, printing… (`AA`), scripts (`JS`; `JavaScript` in the names tree), attached files
 * (`EmbeddedFiles` in the names tree, `EF` in a file specification) and XFA forms (scripted).
 */
const ACTIVE_KEYS = new Set(['AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA']);
/**
 * Actions (`/S`) that run a script or a program, open or import another file, or send the form's
 * data away. Links to a web address (`URI`), to a page (`GoTo`) and the viewer's own commands
 * (`Named`: print, next page…) stay: ordinary documents have them.
 */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'GoToR',
  'GoToE',
  'ImportData',
  'SubmitForm',
  'RichMediaExecute',
  'Rendition',
]);
/** Objects (`/Type`, `/Subtype`) that are an attached file or embedded media with its own scripts. */
const ACTIVE_OBJECTS = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia']);

/**
 * A name as a viewer reads it: pdf-lib decodes `#xx` escapes in capitals only (`/J#61vaScript`)
 * and keeps `/#4aavaScript` as written, which a viewer reads as `JavaScript`.
 */
function nameText(name: PDFName): string {
  const written = name.asString();
  if (!written.includes('#')) return written.slice(1);
  return name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * What opens with the document (`/OpenAction`) may show a page, never do anything else: a
 * destination (an array, or a named one) or a `GoTo` action. Very common (« ouvrir à la page 1,
 * pleine page »), unlike an action run on opening.
 */
function isDestination(context: PDFContext, value: PDFObject): boolean {
  const target = value instanceof PDFRef ? context.lookup(value) : value;
  if (target instanceof PDFArray || target instanceof PDFName) return true;
  if (target instanceof PDFString || target instanceof PDFHexString) return true;
  if (!(target instanceof PDFDict)) return false;
  const action = target.entries().find(([key]) => nameText(key) === 'S')?.[1];
  return action instanceof PDFName && nameText(action) === 'GoTo';
}

/**
 * Refuses a file with active content (see the sets above), looking at every object it holds.
 *
 * pdf-lib reads the file from start to end and keeps the last object of each number, whereas a
 * viewer goes to the offset the cross-reference table gives. So not only the objects pdf-lib kept
 * are looked at, but every object it read (an earlier version of a number is still in the file)
 * and every object a viewer could find where pdf-lib saw none: after each `obj` keyword of the
 * file that pdf-lib did not read as an object's header (one written inside another object's
 * stream data or string), an object is read with pdf-lib's own object parser. Object streams
 * (objects compressed together, invisible to a search of the bytes) are decoded and their objects
 * looked at likewise: pdf-lib decodes those that say `/Type /ObjStm`; here, also any other stream
 * with an object stream's `/N` and `/First` (a viewer reads it when the cross-reference stream
 * points into it). At most MOST_OBJECTS objects.
 */
async function refuseActiveContent(
  bytes: Uint8Array,
  context: PDFContext,
  parsed: PDFObject[],
  headerEnds: Set<number>,
): Promise<void> {
  // Objects read here land in a context of their own; both contexts' new objects join the list.
  const scratch = PDFContext.create();
  scratch.assign = (_ref: PDFRef, object: PDFObject) => void parsed.push(object);
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = file.indexOf('obj'); at !== -1; at = file.indexOf('obj', at + 3)) {
    if (headerEnds.has(at + 3) || !startsObject(file, at)) continue;
    try {
      parsed.push(PDFObjectParser.forBytes(file.subarray(at + 3), scratch).parseObject());
    } catch {
      // Not an object (the letters `obj` in a stream's data): nothing a viewer could read there.
    }
  }
  const objectStreams: PDFRawStream[] = [];
  for (let index = 0; index < parsed.length; index++) {
    if (index >= MOST_OBJECTS) throw new Refused('too-complex');
    inspectObject(parsed[index]!, context, objectStreams);
    // Decoding it reads its objects into its context, hence into the list.
    for (let stream = objectStreams.pop(); stream; stream = objectStreams.pop()) {
      await PDFObjectStreamParser.forStream(stream).parseIntoContext();
    }
  }
}

/** PDF's white-space characters and delimiters: what may follow a keyword. */
const SEPARATORS = new Set(Buffer.from('\0\t\n\f\r ()<>[]{}/%', 'latin1'));

/** `obj` as a keyword: not the end of a word (`endobj`) nor the start of one (`objects`). */
function startsObject(file: Buffer, at: number): boolean {
  const before = file[at - 1];
  const after = file[at + 3];
  const isLetter = before !== undefined && ((before >= 0x41 && before <= 0x5a) || (before >= 0x61 && before <= 0x7a));
  return !isLetter && (after === undefined || SEPARATORS.has(after));
}

/** One object and everything written inside it (dictionaries, arrays, a stream's dictionary). */
function inspectObject(object: PDFObject, context: PDFContext, objectStreams: PDFRawStream[]) {
  const waiting: PDFObject[] = [object];
  for (let value = waiting.pop(); value !== undefined; value = waiting.pop()) {
    if (value instanceof PDFArray) {
      for (let index = 0; index < value.size(); index++) waiting.push(value.get(index));
    } else if (value instanceof PDFStream) {
      if (value instanceof PDFRawStream && isObjectStream(value.dict)) objectStreams.push(value);
      waiting.push(value.dict);
    } else if (value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) {
        const name = nameText(key);
        if (ACTIVE_KEYS.has(name)) throw new Refused('active-content');
        if (name === 'OpenAction' && !isDestination(context, entry)) throw new Refused('active-content');
        if (entry instanceof PDFName) {
          const named = nameText(entry);
          if (name === 'S' && ACTIVE_ACTIONS.has(named)) throw new Refused('active-content');
          if ((name === 'Type' || name === 'Subtype') && ACTIVE_OBJECTS.has(named)) throw new Refused('active-content');
        }
        waiting.push(entry);
      }
    }
  }
}

/** A stream a viewer may read objects from: it says how many (`/N`) and where they start (`/First`). */
function isObjectStream(dict: PDFDict): boolean {
  const keys = dict.entries().map(([key]) => nameText(key));
  return keys.includes('N') && keys.includes('First');
}
