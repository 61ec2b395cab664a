import net from 'node:net';

/**
 * A port nobody listens on right now: the OS picks it, and it is released for a test server to
 * take (the API tests' server processes and the browser tests' servers alike). It can be taken
 * again before the server listens: callers retry on EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
