import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../../config';
import { pageShell } from './pageTemplate';

describe('the page shell', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-page-template-'));
  const config = { shellDir } as ServerConfig;
  const runtimeConfig = { apiBaseUrl: '' } as unknown as RuntimeConfig;
  const index = path.join(shellDir, 'index.html');
  afterAll(() => fs.rmSync(shellDir, { recursive: true, force: true }));

  it('is read from the build once, then again as soon as a new build replaces it', () => {
    fs.writeFileSync(index, '<html><head><title>v1</title></head><body></body></html>');
    expect(pageShell(config, runtimeConfig)).toContain('<title>v1</title>');
    const read = jest.spyOn(fs, 'readFileSync');
    expect(pageShell(config, runtimeConfig)).toContain('<title>v1</title>');
    expect(read.mock.calls.filter(([file]) => file === index)).toHaveLength(0);
    // A new build: another file in its place (rename), or the same file written over.
    fs.writeFileSync(`${index}.new`, '<html><head><title>v2</title></head><body></body></html>');
    fs.renameSync(`${index}.new`, index);
    expect(pageShell(config, runtimeConfig)).toContain('<title>v2</title>');
    fs.writeFileSync(index, '<html><head><title>v3</title></head><body></body></html>');
    expect(pageShell(config, runtimeConfig)).toContain('<title>v3</title>');
    read.mockRestore();
  });

  it('throws while the shell is not built', () => {
    expect(() => pageShell({ shellDir: path.join(shellDir, 'absent') } as ServerConfig, runtimeConfig)).toThrow();
  });
});
