import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { MOST_PAGES, type PdfRefusal, type PdfVerdict } from './pdfLimits';

export const NOT_A_PDF =
  'Ce fichier n’est pas un PDF : enregistrez le document au format PDF (« Exporter au format PDF ») puis envoyez-le de nouveau.';
export const ENCRYPTED_PDF =
  'Ce PDF est protégé par un mot de passe ou chiffré : les visiteurs ne pourraient pas toujours l’ouvrir. Enregistrez-en une copie sans protection puis envoyez-la.';
export const BROKEN_PDF =
  'Ce PDF est endommagé ou incomplet : ouvrez-le pour vérifier, enregistrez-le de nouveau au format PDF puis envoyez-le.';
export const TOO_MANY_PAGES = `Ce PDF compte plus de ${MOST_PAGES.toLocaleString('fr-FR')} pages : découpez-le en plusieurs documents puis envoyez-les un par un.`;
export const PDF_TOO_COMPLEX =
  'Ce PDF est trop lourd ou trop complexe pour être vérifié : enregistrez-le de nouveau au format PDF (« Exporter au format PDF »), en réduisant si possible la taille des images, puis envoyez-le.';
export const ACTIVE_CONTENT_PDF =
  'Ce PDF contient du contenu actif (script, action automatique, lancement d’application, lien vers un autre fichier ou fichier joint), que le site n’accepte pas pour la sécurité des visiteurs : exportez-le de nouveau en PDF simple (« Exporter au format PDF », ou « Imprimer » puis « Enregistrer au format PDF ») puis envoyez-le.';
export const PDF_BUSY = 'Le site traite déjà plusieurs documents : réessayez dans une minute.';

const REFUSALS: Record<PdfRefusal, string> = {
  broken: BROKEN_PDF,
  encrypted: ENCRYPTED_PDF,
  'too-many-pages': TOO_MANY_PAGES,
  'too-complex': PDF_TOO_COMPLEX,
  'active-content': ACTIVE_CONTENT_PDF,
};

/** How long the reading of one PDF may take, and how much memory its thread may hold (config.ts). */
export interface PdfCheckLimits {
  timeoutMs: number;
  memoryMb: number;
}

/** What every PDF starts with (its header), before a version number. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** SHA-256 of the file (hex): its name in the documents' folder, and its ETag. */
export const pdfHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The threads that read uploaded PDFs (pdfWorker.ts), one file each: a thread then ends, taking
 * with it what pdf-lib never frees (every name and reference it met, in module-wide caches), so
 * that no file leaves less memory to the next. Starting one costs about 0.2 s, most of it loading
 * pdf-lib's few hundred files (0.3 to 0.7 s from the sources through tsx; twice that on a busy
 * machine), so the next thread is started as soon as a file is read, and waits, loaded and idle
 * (some 30 MB), for the next upload. At most READING_SLOTS threads read at once (adminRoutes.ts),
 * plus the one waiting.
 */
export class PdfReaders {
  private waiting: Reader | undefined;
  private closed = false;

  constructor(private readonly limits: PdfCheckLimits) {}

  /**
   * The pages of a PDF, or a 400 in French: the file must start with `%PDF-`, and pdf-lib must
   * read it whole (every object valid, not encrypted), its page tree must be a tree of at least one
   * page and at most MOST_PAGES, and it must hold no active content (pdfStructure.ts). A renamed
   * image, a truncated download, a password-protected file or a hostile one is refused here,
   * before anything is written. Past the time or memory limit, the thread is ended and the file
   * refused as too complex: the server never waited on it.
   */
  async pageCount(bytes: Buffer): Promise<number> {
    if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw new HttpError(400, NOT_A_PDF);
    }
    const reader = this.waiting ?? this.start();
    this.waiting = undefined;
    let verdict: PdfVerdict;
    try {
      verdict = await reader.read(bytes, this.limits.timeoutMs);
    } finally {
      // The next thread loads once this file is read, not meanwhile: the reading has the processor.
      if (!this.closed && !this.waiting) this.waiting = this.start();
    }
    if ('refused' in verdict) throw new HttpError(400, REFUSALS[verdict.refused]);
    return verdict.pages;
  }

  /** Ends the waiting thread (the server closes). */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = undefined;
    await waiting?.worker.terminate();
  }

  private start(): Reader {
    const reader = new Reader(this.limits.memoryMb);
    // A waiting thread that ends (it could not start) is forgotten: the next upload starts another.
    reader.worker.once('exit', () => {
      if (this.waiting === reader) this.waiting = undefined;
    });
    return reader;
  }
}

/** Every thread still loading: the tests wait for them before timing a reading. */
const loading = new Set<Promise<void>>();
export const pdfReadersLoaded = () => Promise.allSettled([...loading]);

/** One thread, for one file: loaded (it says `ready`), then given the file, then its verdict. */
class Reader {
  readonly worker: Worker;
  private readonly loaded: Promise<void>;

  constructor(memoryMb: number) {
    this.worker = checkingThread({ resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
    // Waiting, it never keeps the process alive; reading, its request does.
    this.worker.unref();
    this.loaded = new Promise<void>((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`le fil de lecture des PDF s’est arrêté (code ${code})`)));
    });
    // Said when the thread is used; until then, a failure to start must not go unhandled.
    this.loaded.catch(() => undefined);
    const settled = this.loaded.then(
      () => undefined,
      () => undefined,
    );
    loading.add(settled);
    void settled.then(() => loading.delete(settled));
  }

  /** The file's verdict; past `timeoutMs` from when the thread has it, the thread is ended. */
  async read(bytes: Buffer, timeoutMs: number): Promise<PdfVerdict> {
    try {
      await this.loaded;
    } catch (error) {
      return verdictOfFailure(error);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        resolve({ refused: 'too-complex' });
        void this.worker.terminate();
      }, timeoutMs);
      // Whichever comes first settles the promise; the others change nothing.
      this.worker.once('message', (verdict: PdfVerdict) => {
        clearTimeout(timer);
        resolve(verdict);
      });
      this.worker.once('error', (error) => {
        clearTimeout(timer);
        try {
          resolve(verdictOfFailure(error));
        } catch (failure) {
          reject(failure);
        }
      });
      this.worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`la lecture d’un PDF s’est arrêtée sans réponse (code ${code})`));
      });
      // The file's own bytes (not the rest of a larger buffer it may be a view of), handed over.
      const copy = new Uint8Array(bytes);
      this.worker.postMessage(copy, [copy.buffer]);
    });
  }
}

/**
 * What a thread's failure means for the file: past its memory limit, too complex (400); a thread
 * the system could not start (too many, no memory left), 503 as when every slot is taken; anything
 * else is the server's own fault (500, logged).
 */
function verdictOfFailure(error: unknown): PdfVerdict {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { refused: 'too-complex' };
  if (code === 'ERR_WORKER_INIT_FAILED') throw new HttpError(503, PDF_BUSY);
  throw error;
}

/**
 * The checking thread: built next to the server (dist/pdfWorker.js, see api/build.mjs), or from
 * the sources (tests, `npm run dev`) its TypeScript run through tsx, which the thread registers
 * itself (a thread does not inherit the loader of the process) — after loading pdf-lib, whose few
 * hundred files load twice as slowly through tsx's hooks.
 */
function checkingThread(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'pdfWorker.js'), options);
  const from = `{ paths: [${JSON.stringify(__dirname)}] }`;
  const bootstrap = [
    `require(require.resolve('pdf-lib', ${from}));`,
    `require(require.resolve('tsx/cjs/api', ${from})).register();`,
    `require(${JSON.stringify(path.join(__dirname, 'pdfWorker.ts'))});`,
  ];
  return new Worker(bootstrap.join('\n'), { ...options, eval: true });
}
