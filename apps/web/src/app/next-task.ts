/**
 * Resolves in a task of its own, after what the current one has left to do (a message posted to this page:
 * no timer clamping). Work split at these points leaves the browser free to paint and to answer input
 * between the parts instead of running as one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
