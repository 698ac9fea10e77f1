/** What one opening of a stream does: refuse, or deliver its chunks, then close or stay open. */
export interface StreamScript {
  refuse?: Error;
  chunks?: string[];
  /** After its chunks the server closes the stream; otherwise it stays open until aborted. */
  close?: boolean;
}

export interface OpenedStream {
  /** The arguments the stream was opened with, its signal last. */
  args: unknown[];
  signal: AbortSignal;
}

const aborted = () => new DOMException('aborted', 'AbortError');

function scriptedStream({ chunks = [], close = false }: StreamScript, signal: AbortSignal): ReadableStream<Uint8Array> {
  const queue = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const read = () =>
    new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
      if (signal.aborted) reject(aborted());
      else if (queue.length > 0) resolve({ done: false, value: queue.shift()! });
      else if (close) resolve({ done: true, value: undefined });
      else signal.addEventListener('abort', () => reject(aborted()));
    });
  return { getReader: () => ({ read }) } as unknown as ReadableStream<Uint8Array>;
}

/**
 * A stand-in for an API function that opens a Server-Sent Events stream (its last argument the signal):
 * the nth opening plays `scripts[n]`; openings past the last script stay open and silent. Every opening
 * is remembered, so tests see which boards were asked for and that leaving aborted the fetch.
 */
export function fakeEventStreams(...scripts: StreamScript[]) {
  const opened: OpenedStream[] = [];
  const open = async (...args: unknown[]): Promise<ReadableStream<Uint8Array>> => {
    const signal = args[args.length - 1] as AbortSignal;
    const script = scripts[opened.length] ?? {};
    opened.push({ args, signal });
    if (script.refuse) throw script.refuse;
    return scriptedStream(script, signal);
  };
  return { open, opened };
}
