import {
  SECTION_CHUNK_PRELOAD_ATTRIBUTE as CONTRACT_CHUNK_ATTRIBUTE,
  TAKEOVER_PRELOADS_ELEMENT_ID as CONTRACT_PRELOADS_ID,
  type TakeoverPreload as ContractPreload,
} from '@wado/shared/contract';
import {
  afterPageLoad,
  afterPagePaints,
  SECTION_CHUNK_PRELOAD_ATTRIBUTE,
  startAfterPageLoad,
  takeoverPreloads,
  TAKEOVER_PRELOADS_ELEMENT_ID,
  type TakeoverPreload,
} from './startAfterPageLoad';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setReadyState('complete');
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it('waits for the page to load, then for one frame, where the browser does not report its paints', async () => {
  setReadyState('loading');
  const waiting = afterPageLoad(true, 3000);
  jest.advanceTimersByTime(1000);
  expect(await settled(waiting)).toBe(false);
  window.dispatchEvent(new Event('load'));
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(17);
  expect(await settled(waiting)).toBe(true);
});

it('goes on after the longest wait when the page never finishes loading (an image hangs)', async () => {
  setReadyState('interactive');
  const waiting = afterPageLoad(true, 3000);
  jest.advanceTimersByTime(2999);
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(waiting)).toBe(true);
});

it('does not wait for an event that already happened', async () => {
  setReadyState('complete');
  const waiting = afterPageLoad(true, 3000);
  jest.advanceTimersByTime(17);
  expect(await settled(waiting)).toBe(true);
});

it('starts at once when the server sent no page to read meanwhile', async () => {
  setReadyState('loading');
  expect(await settled(afterPageLoad(false, 3000))).toBe(true);
});

describe('in a browser that reports its paints', () => {
  /** A stand-in for the browser's PerformanceObserver: the test says when paints are reported. */
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    static live = new Set<FakeObserver>();
    type = '';
    constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe({ type }: { type: string }) {
      this.type = type;
      FakeObserver.live.add(this);
    }
    disconnect() {
      FakeObserver.live.delete(this);
    }
    static report(type: string, name: string) {
      for (const observer of [...FakeObserver.live].filter((candidate) => candidate.type === type))
        observer.callback({ getEntries: () => [{ name }] });
    }
  }
  const firstPaint = () => FakeObserver.report('paint', 'first-contentful-paint');
  const largestPaint = () => FakeObserver.report('largest-contentful-paint', '');

  beforeEach(() => {
    Object.defineProperty(globalThis, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
  });
  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    FakeObserver.live.clear();
  });

  it('waits, after the load event, for the first paint, then for the largest paint to stay the same', async () => {
    setReadyState('loading');
    const waiting = afterPageLoad(true, 3000, 50);
    window.dispatchEvent(new Event('load'));
    // The load event came before the first paint (a fast connection): still waiting.
    jest.advanceTimersByTime(200);
    expect(await settled(waiting)).toBe(false);
    firstPaint();
    jest.advanceTimersByTime(40);
    // The page's image, loaded before the load event, is painted a few frames later.
    largestPaint();
    jest.advanceTimersByTime(49);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('does not count largest paints reported before the first one', async () => {
    setReadyState('complete');
    const waiting = afterPageLoad(true, 3000, 50);
    largestPaint();
    jest.advanceTimersByTime(100);
    expect(await settled(waiting)).toBe(false);
    firstPaint();
    jest.advanceTimersByTime(50);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for the load event when only the paint is asked for', async () => {
    setReadyState('loading');
    const waiting = afterPagePaints(true, 3000, 50);
    jest.advanceTimersByTime(200);
    expect(await settled(waiting)).toBe(false);
    firstPaint();
    jest.advanceTimersByTime(30);
    largestPaint();
    jest.advanceTimersByTime(49);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    // Painted and settled; the page is still loading (its images, the shell's entry).
    expect(await settled(waiting)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('still goes on after the longest wait when nothing is painted (a tab opened in the background)', async () => {
    setReadyState('complete');
    const waiting = afterPageLoad(true, 3000, 50);
    jest.advanceTimersByTime(2999);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });
});

describe('startAfterPageLoad', () => {
  function startScript(entry?: string): HTMLScriptElement {
    const script = document.createElement('script');
    if (entry) script.setAttribute('data-entry', entry);
    return script;
  }
  const entryScripts = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><main>Page du serveur</main></div>';
  });

  it("adds the entry's script only once the server's page has loaded", async () => {
    setReadyState('loading');
    const started = startAfterPageLoad(startScript('/static/main.0cc73930.js'));
    jest.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(17);
    await started;
    expect(entryScripts()).toEqual(['/static/main.0cc73930.js']);
  });

  it('adds it at once when the server sent no page (the browser renders it)', async () => {
    setReadyState('loading');
    document.body.innerHTML = '<div id="root"></div>';
    await startAfterPageLoad(startScript('/static/main.0cc73930.js'));
    expect(entryScripts()).toEqual(['/static/main.0cc73930.js']);
  });

  it("preloads the page's sections' files once it has painted, and adds the shell's entry once it has loaded", async () => {
    setReadyState('loading');
    document.head.innerHTML = `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">[{"href":"/remotes/mf-media/mf-manifest.json","as":"fetch"},{"href":"/remotes/mf-media/remoteEntry.js","as":"script"},{"href":"/remotes/mf-media/__federation_expose_routes.cccccccc.js","as":"script","sectionChunk":true}]</script>`;
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('as'),
        link.getAttribute('crossorigin'),
        link.hasAttribute(SECTION_CHUNK_PRELOAD_ATTRIBUTE),
        link.getAttribute('fetchpriority'),
      ]);
    const started = startAfterPageLoad(startScript('/static/main.0cc73930.js'));
    // Nothing before the page is painted (this browser reports no paints: one frame).
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(17);
    await Promise.resolve();
    // The same mode as the federation runtime's requests (a CORS fetch, plain scripts), or the
    // preloads would be wasted; the file of the section's pages marked for a retry.
    expect(preloads()).toEqual([
      ['/remotes/mf-media/mf-manifest.json', 'fetch', 'anonymous', false, null],
      ['/remotes/mf-media/remoteEntry.js', 'script', null, false, null],
      ['/remotes/mf-media/__federation_expose_routes.cccccccc.js', 'script', null, true, null],
    ]);
    // The page is still loading: the shell's entry waits.
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(entryScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(17);
    await started;
    expect(entryScripts()).toEqual(['/static/main.0cc73930.js']);
    expect(preloads()).toHaveLength(3);
    document.head.innerHTML = '';
  });

  it('says so when the build did not name the entry', async () => {
    await expect(startAfterPageLoad(startScript())).rejects.toThrow('data-entry');
    expect(entryScripts()).toEqual([]);
  });
});

describe('takeoverPreloads', () => {
  const page = (json: string | null) => {
    const doc = document.implementation.createHTMLDocument('');
    if (json !== null)
      doc.head.innerHTML = `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">${json}</script>`;
    return doc;
  };

  it('reads the list the server wrote, under the id of the contract', () => {
    expect(TAKEOVER_PRELOADS_ELEMENT_ID).toBe(CONTRACT_PRELOADS_ID);
    expect(SECTION_CHUNK_PRELOAD_ATTRIBUTE).toBe(CONTRACT_CHUNK_ATTRIBUTE);
    const list: ContractPreload[] = [
      { href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' },
      { href: '/releases/mf-wado/2026/remoteEntry.js', as: 'script' },
      { href: '/releases/mf-wado/2026/__federation_expose_routes.1234abcd.js', as: 'script', sectionChunk: true },
    ];
    // The start script's copy of the contract's type (type-checked): what the server writes, it reads.
    const read: TakeoverPreload[] = takeoverPreloads(page(JSON.stringify(list)));
    expect(read).toEqual(list);
  });

  it('preloads nothing when the list is absent or broken, and skips what is not a file to preload', () => {
    expect(takeoverPreloads(page(null))).toEqual([]);
    expect(takeoverPreloads(page('[unterminated'))).toEqual([]);
    expect(takeoverPreloads(page('{"href":"/x","as":"fetch"}'))).toEqual([]);
    expect(
      takeoverPreloads(
        page(
          '["/x.json", null, {"href":"","as":"fetch"}, {"href":"/y.js","as":"style"}, {"href":"/ok.json","as":"fetch"}]',
        ),
      ),
    ).toEqual([{ href: '/ok.json', as: 'fetch' }]);
  });
});
