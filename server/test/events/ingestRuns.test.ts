import { WinCriteria } from '../../../src/domain/enums';
import { EMBEDDED_EVENTS_PER_TRANSACTION } from '../../src/ingest/eventRoutes';
import { describeOnEmbedded } from '../databaseKind';
import { at, ingest, round, runningTournament, scores } from '../engine/engineFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { postEvents } from './eventFixtures';

/** Rounds of other players, enough to fill a run of a transaction each. */
const filler = (prefix: string) => Array.from({ length: EMBEDDED_EVENTS_PER_TRANSACTION }, (_, n) => round(`${prefix}-${n}`, `${prefix}-${n % 10}`, { occurred_at: at(30) }));

describe('a batch larger than a transaction’s run (the embedded database stores and scores it in several)', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('scores its events in the order they happened whatever run their place in the batch puts them in, each id once', async () => {
    const id = await runningTournament(server(), clock, { win_criteria: WinCriteria.NetWin, floor_score: true });
    // Under the floor the order counts: +10, −20 (to 0), +5 make 5; in the batch's order (+5, +10, −20) they would make 0.
    const batch = [
      round('or-dup', 'or-b', { stake: 3, win: 10 }),
      round('or-3', 'or-a', { stake: 1, win: 6, occurred_at: at(3) }),
      ...filler('or-f1'),
      round('or-1', 'or-a', { stake: 1, win: 11, occurred_at: at(1) }),
      ...filler('or-f2'),
      round('or-2', 'or-a', { stake: 21, win: 1, occurred_at: at(2) }),
      round('or-dup', 'or-b', { stake: 1, win: 100 }),
    ];
    expect(await ingest(server(), batch)).toEqual({ accepted: batch.length - 1, duplicates: 1 });
    expect(await scores(server(), id)).toMatchObject({ 'or-a': 5, 'or-b': 7 });
  });
});

describeOnEmbedded('reads while a large batch is stored and scored', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('answers a read between the batch’s transactions, before the batch commits', async () => {
    const id = await runningTournament(server(), clock);
    const events = 4 * EMBEDDED_EVENTS_PER_TRANSACTION;
    // One point each (stake 1), so the player's total counts the events committed.
    const batch = Array.from({ length: events }, (_, n) => round(`rd-${n}`, 'rd-a', { stake: 1, occurred_at: at(n / 1000) }));
    await server().ingestToken();
    let answered = false;
    const posted = postEvents(server(), batch).finally(() => (answered = true));
    const totalsSeen: number[] = [];
    while (!answered) totalsSeen.push((await scores(server(), id))['rd-a'] ?? 0);
    expect((await posted).status).toBe(200);
    // In one transaction, every read before the answer would see none of the batch or all of it.
    expect(totalsSeen.filter((total) => total > 0 && total < events)).not.toEqual([]);
  });
});
