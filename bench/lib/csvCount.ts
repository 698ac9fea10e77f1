/** Reads a CSV stream to its end, counting bytes and lines (rows plus the header), keeping none of it. */
const NEWLINE = 0x0a;

export interface CsvCount {
  bytes: number;
  lines: number;
}

export async function countCsv(chunks: AsyncIterable<Uint8Array>): Promise<CsvCount> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    for (let index = chunk.indexOf(NEWLINE); index !== -1; index = chunk.indexOf(NEWLINE, index + 1)) lines++;
  }
  return { bytes, lines };
}

/** A fetch response body as chunks (this project's DOM types do not declare ReadableStream async-iterable). */
export async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
}
