import { readingAhead } from '../../src/leaderboard/leaderboardCsv';

/** A source of 1..count that records how far it has been asked and whether it was ended. */
function countingSource(count: number) {
  const seen = { asked: 0, ended: false };
  async function* source() {
    try {
      for (let n = 1; n <= count; n++) {
        seen.asked = n;
        yield n;
      }
    } finally {
      seen.ended = true;
    }
  }
  return { seen, source: source() };
}

describe('readingAhead (the leaderboard export reads a chunk while the one before is sent)', () => {
  it('hands over every value in order', async () => {
    const values: number[] = [];
    for await (const value of readingAhead(countingSource(4).source)) values.push(value);
    expect(values).toEqual([1, 2, 3, 4]);
  });

  it('has asked for the next value by the time it hands one over', async () => {
    const { seen, source } = countingSource(4);
    const ahead = readingAhead(source);
    expect((await ahead.next()).value).toBe(1);
    // Let the read in flight settle: the source got there without being asked by the consumer.
    await new Promise((settled) => setImmediate(settled));
    expect(seen.asked).toBe(2);
    await ahead.return(undefined);
  });

  it('ends its source when the consumer stops early, after the read in flight', async () => {
    const { seen, source } = countingSource(100);
    for await (const value of readingAhead(source)) if (value === 3) break;
    expect(seen).toEqual({ asked: 4, ended: true });
  });

  it("passes a source's failure on when the consumer asks next, not before (an unhandled rejection would end the server)", async () => {
    async function* failing() {
      yield 'first chunk';
      throw new Error('connection lost');
    }
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const ahead = readingAhead(failing());
      expect((await ahead.next()).value).toBe('first chunk');
      // The consumer is busy sending the first chunk while the read ahead fails.
      await new Promise((later) => setTimeout(later, 0));
      expect(unhandled).toEqual([]);
      await expect(ahead.next()).rejects.toThrow('connection lost');
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
