import net from 'node:net';

/**
 * A TCP relay in front of a shared server (PostgreSQL, Redis), so that a test can make that server
 * "go away" for the API without touching the machine's real one: `cut()` drops every connection
 * and refuses new ones (what a restart looks like from the client), `restore()` listens again on
 * the same port.
 */
export async function startTcpProxy(initialTarget: { host: string; port: number }) {
  let target = initialTarget;
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on('error', end);
          socket.on('close', end);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        server = listener;
        resolve();
      });
    });
  const cut = async () => {
    const listener = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
  };
  await open();
  return {
    get port() {
      return port;
    },
    /** The URL of `url` with its host and port replaced by the relay's. */
    through(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut,
    restore: open,
    /** Sends new connections elsewhere (a load balancer taking a dead process out). */
    retarget(next: { host: string; port: number }) {
      target = next;
    },
    close: cut,
  };
}
