import type { GamingEvent as WireEvent } from '../../src/events/eventSchema';
import { toScoringEvent } from '../../src/events/eventSchema';
import { runningDuring, storeAndScoreEvents } from '../../src/engine/eventScoring';
import { runningRules } from '../../src/engine/runningTournaments';
import { changingBoards } from '../../src/db/boardAnnouncement';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { countingStatements } from '../players/statementCount';
import { event, round, runningTournament, scores } from './engineFixtures';

describe('what a batch costs under its tournament locks', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('two statements however many boards it scores on: the locks with the store and the reads, then every board, role and opt-in', async () => {
    const tournaments = [await runningTournament(server(), clock), await runningTournament(server(), clock), await runningTournament(server(), clock)];
    const batch = [
      round('bs-1', 'bs-a'),
      round('bs-2', 'bs-b'),
      event('opt_in', 'bs-3', 'bs-c', { tournament_id: tournaments[0] }),
    ] as WireEvent[];
    const events = batch.map(toScoringEvent);
    const { db, statements } = countingStatements(server().ctx.db);
    const underLocks = await changingBoards({ db, liveBoards: server().ctx.liveBoards }, async (trx, changed) => {
      const { rows } = await runningDuring(events).execute(trx);
      const running = await runningRules(trx, new Map(), rows);
      const before = statements();
      await storeAndScoreEvents(trx, changed, running, batch, events);
      return statements() - before;
    });
    // Before, one write a board, then the roles and the opt-ins on their own: 5 here.
    expect(underLocks).toBe(2);
    for (const id of tournaments) expect(await scores(server(), id)).toEqual({ 'bs-a': 10, 'bs-b': 10 });
    expect(await server().ctx.db.selectFrom('tournament_players').select('user_id').where('tournament_id', '=', tournaments[0]).execute()).toEqual([{ user_id: 'bs-c' }]);
  });
});
