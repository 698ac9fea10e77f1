/** autocannon on loopback for a bounded time, with every response's latency kept for percentiles. */
import autocannon from 'autocannon';
import { median, percentile } from './stats';

export interface LoadRun {
  requestsPerSecond: number;
  /** Responses within the run; latencies are undefined when none came back in time. */
  answered: number;
  latencyMedian?: number;
  latencyP95?: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/**
 * A slow answer queued behind 49 others can take longer than autocannon's 10 s default: it should count
 * in the latency, not as a failure.
 */
const TIMEOUT_SECONDS = 60;

export async function loadTest({ url, connections, seconds, headers }: LoadOptions): Promise<LoadRun> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: TIMEOUT_SECONDS });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => latencies.push(milliseconds));
  const result = await instance;
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed of ${latencies.length} answered in ${seconds} s`);
  if (latencies.length === 0) return { requestsPerSecond: 0, answered: 0 };
  return { requestsPerSecond: result.requests.average, answered: latencies.length, latencyMedian: median(latencies), latencyP95: percentile(latencies, 95) };
}
