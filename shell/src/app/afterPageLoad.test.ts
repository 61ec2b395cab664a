import { afterPageLoad } from './afterPageLoad';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
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

it('waits for the page to load, then for one painted frame', async () => {
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
