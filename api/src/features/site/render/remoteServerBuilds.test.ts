import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadedBuildCount, MAX_LOADED_BUILDS, requireBuild } from './remoteServerBuilds';

describe('the server builds a long-running server holds', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-builds-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** A release's server module, in a folder of its own as `npm run release` leaves it. */
  function release(index: number): string {
    const dir = path.join(folder, `2026-12-01-${index}`, 'server');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'routes.js');
    fs.writeFileSync(file, `module.exports = { release: ${index} };`);
    return file;
  }

  it('keeps the ones in use evaluated once, and lets go of old releases instead of holding every one', () => {
    const shell = release(0);
    const first = requireBuild<{ release: number }>(shell, 'a');
    for (let index = 1; index <= MAX_LOADED_BUILDS * 3; index += 1) {
      expect(requireBuild<{ release: number }>(release(index), 'a').release).toBe(index);
      // The shell's renderer, asked for at every page, stays the same evaluated module.
      expect(requireBuild(shell, 'a')).toBe(first);
    }
    expect(loadedBuildCount()).toBe(MAX_LOADED_BUILDS);
    // An old release asked for again is evaluated again, from its file.
    const again = requireBuild<{ release: number }>(path.join(folder, '2026-12-01-1', 'server', 'routes.js'), 'a');
    expect(again.release).toBe(1);
    // A new stamp for the same file evaluates it anew.
    expect(requireBuild(shell, 'b')).not.toBe(first);
  });
});
