import { END, type EventChannel } from 'redux-saga';
import { HttpStatusError } from '../api/client';
import { eventStreamChannel, type StreamItem } from './eventStreamChannel';
import { inEnglish, textIn } from '../i18n/inLanguage';
import { romanianMessages } from '../i18n/ro';
import { messageRef, TextError } from '../i18n/text';

const streamOf = (...chunks: string[]) => {
  const encoded = chunks.map((chunk) => new TextEncoder().encode(chunk));
  let next = 0;
  const read = async () => (next < encoded.length ? { done: false, value: encoded[next++] } : { done: true, value: undefined });
  return { getReader: () => ({ read }) } as unknown as ReadableStream<Uint8Array>;
};

/** A stream whose read stays pending until the signal it was opened with aborts. */
const streamUntilAborted = (signal: AbortSignal) => {
  const read = () => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  return { getReader: () => ({ read }) } as unknown as ReadableStream<Uint8Array>;
};

const takeItem = (channel: EventChannel<StreamItem>) =>
  new Promise<StreamItem | END>((resolve) => {
    channel.take(resolve);
  });

async function takeItems(channel: EventChannel<StreamItem>, count: number): Promise<Array<StreamItem | END>> {
  const items: Array<StreamItem | END> = [];
  for (let index = 0; index < count; index += 1) items.push(await takeItem(channel));
  return items;
}

describe('the event stream channel', () => {
  it('emits the messages, a heartbeat as a sign of life, then the drop when the server closes', async () => {
    const channel = eventStreamChannel(async () => streamOf('event: change\nid: 3\ndata: {}\n\n', ': heartbeat\n\n'));
    const [message, alive, dropped] = await takeItems(channel, 3);
    expect([message, alive]).toEqual([{ kind: 'message', message: { event: 'change', id: '3', data: '{}' } }, { kind: 'alive' }]);
    expect(dropped).toMatchObject({ kind: 'dropped' });
    const why = (dropped as Extract<StreamItem, { kind: 'dropped' }>).message;
    expect(inEnglish(why)).toBe('The stream closed');
    expect(textIn('ro', romanianMessages)(why)).toBe('Fluxul s-a închis');
  });

  it('emits a refused opening as a drop with its message', async () => {
    const channel = eventStreamChannel(async () => {
      throw new HttpStatusError(503, 'Service Unavailable');
    });
    expect(await takeItem(channel)).toEqual({ kind: 'dropped', message: '503 - Service Unavailable' });
  });

  it('emits a stream without a body as a drop with a message of the catalogs', async () => {
    const channel = eventStreamChannel(async () => {
      throw new TextError(messageRef({ id: 'api.stream.noBody', defaultMessage: 'The stream has no body' }));
    });
    const dropped = (await takeItem(channel)) as Extract<StreamItem, { kind: 'dropped' }>;
    expect(textIn('ro', romanianMessages)(dropped.message)).toBe('Fluxul nu are conținut');
  });

  it('aborts the fetch when the channel closes, and reports nothing for it', async () => {
    const signals: AbortSignal[] = [];
    const channel = eventStreamChannel(async (signal) => {
      signals.push(signal);
      return streamUntilAborted(signal);
    });
    await Promise.resolve();
    channel.close();
    expect(signals[0].aborted).toBe(true);
    expect(await takeItem(channel)).toBe(END);
  });
});
