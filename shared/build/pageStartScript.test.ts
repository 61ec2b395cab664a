import path from 'node:path';
import { JSDOM } from 'jsdom';
import { pageStartScript } from './pageStartScript';

const START_SOURCE = path.join(__dirname, '..', '..', 'shell', 'src', 'start', 'startAfterPageLoad.ts');

describe('the page start script the build emits', () => {
  it('is one script with no import left, made of the start module and what it imports', () => {
    const { code, inputs } = pageStartScript(START_SOURCE);
    expect(code).not.toMatch(/\brequire\(|\bimport\b/);
    expect(inputs).toContain(START_SOURCE);
  });

  it('runs on its own in a page that has loaded, and adds the entry named by data-entry', () => {
    const { code } = pageStartScript(START_SOURCE);
    const { window } = new JSDOM(
      '<!doctype html><html><head></head><body><div id="root"></div>' +
        '<script data-entry="/static/main.0cc73930.js"></script></body></html>',
      { runScripts: 'outside-only' },
    );
    Object.defineProperty(window.document, 'currentScript', {
      get: () => window.document.querySelector('script[data-entry]'),
    });
    window.eval(code);
    return new Promise<void>((resolve) => {
      window.setTimeout(() => {
        expect(window.document.querySelector('script[src]')?.getAttribute('src')).toBe('/static/main.0cc73930.js');
        resolve();
      }, 0);
    });
  });
});
