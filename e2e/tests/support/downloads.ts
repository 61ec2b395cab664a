import type { Page } from '@playwright/test';

/** One download of a page, as Chromium's network layer saw it. */
export interface Download {
  pathname: string;
  /** Chromium's priority for the request (`VeryLow` is its idle priority). */
  priority: string;
  encoding?: string;
  headers?: Record<string, string>;
  /** Bytes on the wire, headers included (Chromium's `encodedDataLength`), once finished. */
  wireBytes?: number;
  /** The body's bytes as sent (the `dcz`, Brotli or plain copy), once finished. */
  bodyBytes?: number;
}

/**
 * What the page downloads from the network from now on (none from its cache), filled in as the
 * responses arrive: for the bytes on the wire of each file and its encoding. `wanted` picks the
 * addresses to record (all by default).
 */
export async function recordDownloads(
  page: Page,
  wanted: (pathname: string) => boolean = () => true,
): Promise<Download[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Download & { headerBytes?: number }>();
  const all: Download[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const pathname = new URL(request.url).pathname;
    if (!wanted(pathname)) return;
    const download = { pathname, priority: request.initialPriority };
    byId.set(requestId, download);
    all.push(download);
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const download = byId.get(requestId);
    if (!download) return;
    download.headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    download.encoding = download.headers['content-encoding'] ?? 'identity';
    download.headerBytes = response.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const download = byId.get(requestId);
    if (!download) return;
    download.wireBytes = encodedDataLength;
    download.bodyBytes = encodedDataLength - (download.headerBytes ?? 0);
  });
  return all;
}
