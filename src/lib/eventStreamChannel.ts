import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { isAbortError } from '../api/client';
import { defineMessages } from '../i18n/defineMessages';
import type { Text } from '../i18n/text';
import { errorText } from './errorMessage';
import { createSseParser, type SseMessage } from './sseParser';

/**
 * What a stream tells the saga reading it: its messages; that bytes arrived without one (a heartbeat:
 * the connection is alive); or that it dropped (refused, failed, or closed by the server), after which it
 * says nothing more.
 */
export type StreamItem = { kind: 'message'; message: SseMessage } | { kind: 'alive' } | { kind: 'dropped'; message: Text };

const messages = defineMessages({
  closed: { id: 'lib.stream.closed', defaultMessage: 'The stream closed' },
});

/** Why a stream dropped when the server closed it. */
export const STREAM_CLOSED: Text = messages.closed;

/** Opens the stream with the given signal, e.g. apiEventStream. */
export type OpenStream = (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

async function readStream(open: OpenStream, signal: AbortSignal, emit: (item: StreamItem) => void): Promise<void> {
  const reader = (await open(signal)).getReader();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const messages = parser.push(value);
    if (messages.length === 0) emit({ kind: 'alive' });
    for (const message of messages) emit({ kind: 'message', message });
  }
}

/**
 * An eventChannel over one opening of a Server-Sent Events stream. Closing the channel (the saga leaving
 * or cancelled) aborts the fetch, which ends the read. Items wait in a buffer while the saga is busy, so
 * none is lost between two takes.
 */
export function eventStreamChannel(open: OpenStream): EventChannel<StreamItem> {
  return eventChannel<StreamItem>((emit) => {
    const controller = new AbortController();
    readStream(open, controller.signal, emit).then(
      () => emit({ kind: 'dropped', message: STREAM_CLOSED }),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) emit({ kind: 'dropped', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, buffers.expanding<StreamItem>());
}
