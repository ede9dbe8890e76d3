import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody listens on right now, for an API child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the API child process on `port` answers /ready (30 s at most); fails if it exits first. */
export async function untilReady(port: number, child: ChildProcess): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API process did not start in 30 s');
}
