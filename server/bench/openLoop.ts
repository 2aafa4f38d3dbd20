import http from 'node:http';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** Requests sent (every one scheduled within the duration). */
  sent: number;
  /** Answers by status code; `error` for a request that got no answer. */
  statuses: Record<string, number>;
  /** Milliseconds from when each request was due to its whole answer, sorted. */
  latencies: number[];
  /** The latency at a quantile (0.5, 0.99) of every answered request. */
  quantile: (q: number) => number;
}

/**
 * Requests at a steady `rate` a second for `durationS` seconds, each sent when it is due whatever the
 * answers before it took, its latency counted from when it was due: what a customer waits when
 * customers come at that rate. autocannon's `overallRate` cannot measure this: each of its connections
 * sends its share of a second as fast as it can at the start of the second, so its latency is the
 * burst's queue (docs/benchmarks.md, "Checkout and settlement at a shop's load").
 */
export async function openLoop(
  base: string,
  rate: number,
  durationS: number,
  next: (index: number) => OpenLoopRequest,
  onAnswer?: (index: number, status: number) => void,
): Promise<OpenLoopResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const total = Math.round(rate * durationS);
  const start = performance.now();
  const answers: Promise<void>[] = [];
  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = next(index);
      const request = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          latencies.push(performance.now() - due);
          const status = response.statusCode ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          onAnswer?.(index, status);
          resolve();
        });
      });
      request.on('error', () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      request.end(body);
    });
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out; a late tick sends what it owes at once, timed from when it was due.
    while (sent < total && start + (sent * 1000) / rate <= now) {
      answers.push(send(sent, start + (sent * 1000) / rate));
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(answers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent,
    statuses,
    latencies,
    quantile: (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN,
  };
}
