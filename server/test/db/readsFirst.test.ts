import { ReadsFirst, type TurnKind } from '../../src/db/readsFirst';

/** Turns asked for by name ('r…' a read, 'w…' a writer); `started` lists them in the order their turns started. */
function turnsOf(turns: ReadsFirst) {
  const started: string[] = [];
  const kindOf = (name: string): TurnKind => (name.startsWith('r') ? 'read' : 'writer');
  /** Lets the turns granted so far start (a granted turn starts in a microtask). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    started,
    async ask(...names: string[]) {
      for (const name of names) void turns.take(kindOf(name)).then(() => started.push(name));
      await settle();
    },
    async end(name: string) {
      turns.end(kindOf(name));
      await settle();
    },
  };
}

describe('turns on the embedded database’s one connection, reads first', () => {
  it('lets the reads waiting when a writer’s turn ends go before the writers that asked earlier', async () => {
    const turns = turnsOf(new ReadsFirst());
    await turns.ask('w1', 'w2', 'w3', 'r1', 'r2');
    expect(turns.started).toEqual(['w1']);
    await turns.end('w1');
    await turns.end('r1');
    await turns.end('r2');
    expect(turns.started).toEqual(['w1', 'r1', 'r2', 'w2']);
  });

  it('sends a read that came during that round of reads after the next writer, so writers are not starved', async () => {
    const turns = turnsOf(new ReadsFirst());
    await turns.ask('w1', 'w2', 'r1');
    await turns.end('w1');
    await turns.ask('r2');
    await turns.end('r1');
    expect(turns.started).toEqual(['w1', 'r1', 'w2']);
    await turns.end('w2');
    expect(turns.started).toEqual(['w1', 'r1', 'w2', 'r2']);
  });

  it('otherwise goes in the order the turns were asked for', async () => {
    const turns = turnsOf(new ReadsFirst());
    await turns.ask('r1', 'w1', 'r2', 'w2');
    await turns.end('r1');
    expect(turns.started).toEqual(['r1', 'w1']);
    await turns.end('w1');
    await turns.end('r2');
    expect(turns.started).toEqual(['r1', 'w1', 'r2', 'w2']);
  });

  it('starts a turn at once when the connection is free, and one turn at a time', async () => {
    const turns = turnsOf(new ReadsFirst());
    await turns.ask('r1');
    await turns.end('r1');
    await turns.ask('w1', 'r2');
    expect(turns.started).toEqual(['r1', 'w1']);
    await turns.end('w1');
    expect(turns.started).toEqual(['r1', 'w1', 'r2']);
  });
});
