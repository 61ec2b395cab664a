/**
 * The micro-cache of rendered pages, one per replica. A page rendered for an anonymous visitor is
 * the same for every visitor in the same state (terms accepted or not), so it is kept a few
 * seconds and served again without rendering (~10 ms of processor each) nor reading the database.
 *
 * What keeps it true:
 * - **A change of content anywhere** (any replica): every back-office write leaves an audit line,
 *   and the cache reads the audit log's witness at most every `checkEveryMs` before serving a
 *   kept page; a new witness empties it. A scheduled publication empties it when its instant comes.
 * - **A write on this replica** (an order taking the last shirt, a registration taking a place)
 *   empties it at once (`purge`, from the server's `onResponse` hook).
 * - **Everything else** (time passing: an event becoming past; a visitor's write on another
 *   replica) is at most `ttlMs` old.
 * - **When the database cannot be read**, no kept page is served: the page goes the usual way
 *   (and answers 503 if the database is away), as without the cache.
 *
 * What strangers cannot do with it: fill memory (at most `maxPages` pages and `maxBytes` bytes,
 * the least recently served going first), push the site's pages out with made-up query strings
 * (pages with a query have their own, smaller share), or make it render one page many times at
 * once (concurrent misses of one page wait for the same render).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = 'br' | 'gzip';

/** Pages are compressed as they are rendered: Brotli 5 is about gzip's speed, and smaller. */
export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });
}

/** A weak validator of a page's HTML (the same for each of its encodings). */
export const pageEtag = (html: string) => `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** A page as it is served: its status, HTML and validator, and its compressed bodies once made. */
export class RenderedPage {
  readonly etag: string;
  private readonly bodies = new Map<PageEncoding, Promise<Buffer>>();
  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    this.etag = pageEtag(html);
  }

  body(encoding: PageEncoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      body = compressPage(this.html, encoding);
      this.bodies.set(encoding, body);
    }
    return body;
  }

  /** What it holds in memory, roughly: the HTML (UTF-16) and room for its two compressed copies. */
  get bytes(): number {
    return this.html.length * 2 + Math.ceil(this.html.length / 2);
  }
}

/** What the content is at: the audit log's witness, and the next scheduled publication (ms). */
export interface ContentState {
  witness: string;
  nextPublicationAt: number | null;
}

export interface PageCacheOptions {
  /** How long a page is served again at most; 0 turns the cache off. */
  ttlMs: number;
  /** How often, at most, the content's state is read from the database (250 ms). */
  checkEveryMs?: number;
  /** Pages kept (500), of which those with a query string (100). */
  maxPages?: number;
  maxQueryPages?: number;
  /** Memory, roughly (64 MB). */
  maxBytes?: number;
  readContentState: () => Promise<ContentState>;
  /** Monotonic milliseconds, for the ages; the server's clock, for scheduled publications. */
  monotonicNow?: () => number;
  contentNow: () => number;
}

interface Kept {
  page: RenderedPage;
  keptUntil: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  purges: number;
  pages: number;
}

export class PageCache {
  private readonly ttlMs: number;
  private readonly checkEveryMs: number;
  private readonly maxPages: number;
  private readonly maxQueryPages: number;
  private readonly maxBytes: number;
  private readonly monotonicNow: () => number;
  /** Least recently served first (a Map keeps its insertion order). */
  private readonly plain = new Map<string, Kept>();
  private readonly withQuery = new Map<string, Kept>();
  private readonly rendering = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private witness: string | null = null;
  private nextPublicationAt: number | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<boolean> | null = null;
  readonly stats: PageCacheStats = { hits: 0, misses: 0, purges: 0, pages: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.checkEveryMs = options.checkEveryMs ?? 250;
    this.maxPages = options.maxPages ?? 500;
    this.maxQueryPages = options.maxQueryPages ?? 100;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * Whether the kept pages are those of the content as it is: reads its state when the last
   * reading is older than `checkEveryMs` (one reading at a time), and empties the cache when it
   * moved. False when the database cannot say: then nothing kept may be served.
   */
  async upToDate(): Promise<boolean> {
    if (!this.enabled) return false;
    if (this.nextPublicationAt !== null && this.options.contentNow() >= this.nextPublicationAt) {
      this.purge();
      this.checkedAt = -Infinity;
    }
    if (this.monotonicNow() - this.checkedAt < this.checkEveryMs) return true;
    this.checking ??= this.readState().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async readState(): Promise<boolean> {
    const startedAt = this.monotonicNow();
    let state: ContentState;
    try {
      state = await this.options.readContentState();
    } catch {
      this.purge();
      this.witness = null;
      this.checkedAt = -Infinity;
      return false;
    }
    if (state.witness !== this.witness) this.purge();
    this.witness = state.witness;
    this.nextPublicationAt = state.nextPublicationAt;
    // From the start of the reading: a change committed while it ran is seen by the next one.
    this.checkedAt = startedAt;
    return true;
  }

  /** The page kept under `key`, if it is younger than the cache's time. */
  get(key: string): RenderedPage | undefined {
    const shelf = this.shelfOf(key);
    const kept = shelf.get(key);
    if (!kept) return undefined;
    if (this.monotonicNow() >= kept.keptUntil) {
      this.drop(shelf, key, kept);
      return undefined;
    }
    // Served again: now the most recently served.
    shelf.delete(key);
    shelf.set(key, kept);
    return kept.page;
  }

  /**
   * The page under `key`: the kept one, or the one `render` makes (kept when `keep` says so).
   * Callers asking for the same page while it is rendered wait for that render.
   */
  async serve<T extends { page: RenderedPage | null }>(
    key: string,
    render: () => Promise<T>,
    keep: (result: T) => boolean,
  ): Promise<{ result: T | { page: RenderedPage }; hit: boolean }> {
    const kept = this.get(key);
    if (kept) {
      this.stats.hits += 1;
      return { result: { page: kept }, hit: true };
    }
    const pending = this.rendering.get(key) as Promise<T> | undefined;
    if (pending) {
      this.stats.hits += 1;
      return { result: await pending, hit: true };
    }
    this.stats.misses += 1;
    const purgesBefore = this.stats.purges;
    const rendered = render();
    this.rendering.set(key, rendered);
    try {
      const result = await rendered;
      // A page rendered while the cache was emptied may show the content from before: not kept.
      if (result.page && keep(result) && this.stats.purges === purgesBefore) this.keep(key, result.page);
      return { result, hit: false };
    } finally {
      this.rendering.delete(key);
    }
  }

  private keep(key: string, page: RenderedPage): void {
    const shelf = this.shelfOf(key);
    const previous = shelf.get(key);
    if (previous) this.drop(shelf, key, previous);
    shelf.set(key, { page, keptUntil: this.monotonicNow() + this.ttlMs });
    this.bytes += page.bytes;
    const limit = shelf === this.plain ? this.maxPages - this.maxQueryPages : this.maxQueryPages;
    while (shelf.size > Math.max(1, limit)) this.dropOldest(shelf);
    while (this.bytes > this.maxBytes && this.plain.size + this.withQuery.size > 1) {
      this.dropOldest(this.withQuery.size > 0 ? this.withQuery : this.plain);
    }
    this.stats.pages = this.plain.size + this.withQuery.size;
  }

  /** Empties the cache (a write on this replica, a new state of the content). */
  purge(): void {
    if (this.plain.size === 0 && this.withQuery.size === 0 && this.rendering.size === 0) return;
    this.plain.clear();
    this.withQuery.clear();
    this.bytes = 0;
    this.stats.purges += 1;
    this.stats.pages = 0;
  }

  private shelfOf(key: string): Map<string, Kept> {
    return key.includes('?') ? this.withQuery : this.plain;
  }

  private dropOldest(shelf: Map<string, Kept>): void {
    const oldest = shelf.entries().next().value;
    if (oldest) this.drop(shelf, oldest[0], oldest[1]);
  }

  private drop(shelf: Map<string, Kept>, key: string, kept: Kept): void {
    shelf.delete(key);
    this.bytes -= kept.page.bytes;
    this.stats.pages = this.plain.size + this.withQuery.size;
  }
}
