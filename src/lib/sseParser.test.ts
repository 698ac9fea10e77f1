import { createSseParser, type SseMessage } from './sseParser';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Every message of `stream`, fed to one parser in chunks cut at `cuts` (byte offsets). */
function parseInChunks(stream: Uint8Array, cuts: number[]): SseMessage[] {
  const parser = createSseParser();
  const bounds = [0, ...cuts, stream.length];
  return bounds.slice(1).flatMap((end, index) => parser.push(stream.subarray(bounds[index], end)));
}

const change = 'event: change\nid: 12\ndata: {"tournament_id":7,"version":12}\n\n';

describe('the SSE parser', () => {
  it('reads the event name, the id and the data of each message', () => {
    expect(createSseParser().push(bytes(change + 'event: end\ndata: {"status":3}\n\n'))).toEqual([
      { event: 'change', id: '12', data: '{"tournament_id":7,"version":12}' },
      { event: 'end', id: '12', data: '{"status":3}' },
    ]);
  });

  it('gives the same messages whichever bytes the chunks are cut at', () => {
    const stream = bytes(`: heartbeat\n\n${change}event: change\r\nid: 13\r\ndata: Ștefan\r\n\r\n`);
    const whole = parseInChunks(stream, []);
    expect(whole).toHaveLength(2);
    expect(whole[1]).toEqual({ event: 'change', id: '13', data: 'Ștefan' });
    for (let cut = 1; cut < stream.length; cut += 1) expect(parseInChunks(stream, [cut])).toEqual(whole);
    expect(parseInChunks(stream, Array.from({ length: stream.length - 1 }, (_, index) => index + 1))).toEqual(whole);
  });

  it('keeps a message whose lines have not all arrived until its blank line', () => {
    const parser = createSseParser();
    expect(parser.push(bytes('event: change\ndata: {"a"'))).toEqual([]);
    expect(parser.push(bytes(':1}\n'))).toEqual([]);
    expect(parser.push(bytes('\n'))).toEqual([{ event: 'change', id: '', data: '{"a":1}' }]);
  });

  it('ignores comments such as the heartbeat, and a blank line with no data', () => {
    expect(createSseParser().push(bytes(': heartbeat\n\n\n\nevent: change\n\n'))).toEqual([]);
  });

  it('reads CR, LF and CRLF line ends alike, a CR ending one chunk and its LF opening the next included', () => {
    const parser = createSseParser();
    expect(parser.push(bytes('data: a\r'))).toEqual([]);
    expect(parser.push(bytes('\n\r\n'))).toEqual([{ event: 'message', id: '', data: 'a' }]);
    expect(parser.push(bytes('data: b\r\rdata: c\n\n'))).toEqual([
      { event: 'message', id: '', data: 'b' },
      { event: 'message', id: '', data: 'c' },
    ]);
  });

  it('joins data lines with a newline, takes one space after the colon away, and skips a leading BOM', () => {
    expect(createSseParser().push(bytes('\uFEFFdata:x\ndata:  y\ndata\n\n'))).toEqual([{ event: 'message', id: '', data: 'x\n y\n' }]);
  });
});
