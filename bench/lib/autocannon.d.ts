/** The part of autocannon 8's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds a request may take before it counts as timed out (default 10). */
    timeout?: number;
  }

  interface Result {
    /** Requests per second, sampled each second. */
    requests: { average: number; total: number };
    /** Milliseconds. */
    latency: { average: number; p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** Emits 'response' (client, statusCode, bytes, milliseconds) per response; resolves when done. */
  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export = autocannon;
}
