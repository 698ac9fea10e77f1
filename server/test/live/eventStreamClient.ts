import type { TestServer } from '../harness';

/** One Server-Sent Events message as the stream framed it: a comment has only `comment`. */
export interface StreamMessage {
  event?: string;
  id?: string;
  data?: unknown;
  comment?: string;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal. */
  refusal?: unknown;
  /** Waits for the next message (comments included unless skipped); undefined once the stream has closed. */
  next(options?: { skipComments?: boolean }): Promise<StreamMessage | undefined>;
  /** Leaves, as a console does when its tab is left. */
  leave(): void;
}

function parseMessage(block: string): StreamMessage {
  const message: StreamMessage = {};
  for (const line of block.split('\n')) {
    const [field, ...rest] = line.split(': ');
    const value = rest.join(': ');
    if (field === '') message.comment = value;
    else if (field === 'data') message.data = JSON.parse(value);
    else if (field === 'event' || field === 'id') message[field] = value;
  }
  return message;
}

/** Reads a stream with fetch and the token in the Authorization header, as the console does. */
export async function openStream(server: TestServer, path: string, token?: string | null): Promise<OpenedStream> {
  const bearer = token === undefined ? await server.token() : token;
  const abort = new AbortController();
  const response = await fetch(`${server.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {}, signal: abort.signal });
  const { status, headers } = response;
  if (status !== 200) return { status, headers, refusal: await response.json(), next: async () => undefined, leave: () => abort.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const queue: StreamMessage[] = [];
  let closed = false;
  async function readMessage(): Promise<StreamMessage | undefined> {
    while (queue.length === 0 && !closed) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) closed = true;
      else buffered += chunk.value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      queue.push(...blocks.map(parseMessage));
    }
    return queue.shift();
  }
  return {
    status,
    headers,
    async next({ skipComments = false } = {}) {
      for (;;) {
        const message = await readMessage();
        if (!message || !(skipComments && message.comment !== undefined)) return message;
      }
    },
    leave: () => abort.abort(),
  };
}
