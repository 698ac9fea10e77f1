import type { Selectable } from 'kysely';
import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import {
  applyAdjustment,
  applyEvent,
  compareRanks,
  newPlayerState,
  scoreEvent,
  type GamingEvent,
  type PlayerState,
} from '../../../src/domain/scoring';
import type { Tournament } from '../../../src/domain/tournament';
import { findBoosters } from '../../src/boosters/boosterStore';
import type { GamingEventsTable } from '../../src/db/schema';
import type { LeaderboardRow } from '../../src/boards/leaderboardSchemas';
import { HISTORY_DAYS } from '../../src/seed/eventHistory';
import { findTournaments } from '../../src/tournaments/tournamentRepository';
import { useTestServer, type TestServer } from '../harness';

const NOW = new Date('2031-03-12T10:20:00Z');
const DAY_MS = 86_400_000;

/** A stored event as the scoring rules take it; the fields of other types than its own are null in the row. */
function scoringEvent(row: Selectable<GamingEventsTable>): GamingEvent {
  const common = { id: row.id, user_id: row.user_id, user_name: row.user_name ?? undefined, occurred_at: row.occurred_at.getTime() };
  switch (row.type) {
    case 'casino_round':
      return { ...common, type: 'casino_round', game_id: row.game_id!, platform: row.platform as 'desktop' | 'mobile', stake: row.stake!, win: row.win! };
    case 'bonus_win':
      return { ...common, type: 'bonus_win', bonus_id: row.bonus_id!, amount: row.amount! };
    case 'deposit':
      return { ...common, type: 'deposit', amount: row.amount! };
    case 'role_assigned':
      return { ...common, type: 'role_assigned', role_id: row.role_id! };
    default:
      return { ...common, type: 'opt_in', tournament_id: row.tournament_id! };
  }
}

async function wholeBoard(server: TestServer, tournamentId: number): Promise<LeaderboardRow[]> {
  const rows: LeaderboardRow[] = [];
  for (;;) {
    const page = (await server.request('GET', `/api/leaderboard/${tournamentId}?take=1000&skip=${rows.length}`)).json as { size: number; rows: LeaderboardRow[] };
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.size) return rows;
  }
}

type Step = { at: number; apply: (players: Map<string, PlayerState>) => void };

/**
 * The board the rules make of the stored events and adjustments, each applied at its moment (an adjustment after
 * the events of the same millisecond), starting from the players staff invited: a fold of its own, not the seed's code.
 */
async function expectedBoard(server: TestServer, tournament: Tournament, events: GamingEvent[], invited: string[]): Promise<LeaderboardRow[]> {
  const { db } = server.ctx;
  const boosters = await findBoosters(db, tournament.id);
  const start = Date.parse(tournament.time_configuration.start);
  const players = new Map(invited.map((id) => [id, newPlayerState(id, { assigned_at: start })]));
  const stateOf = (id: string) => players.get(id) ?? newPlayerState(id);
  const adjustments = await db.selectFrom('score_adjustments').selectAll().where('tournament_id', '=', tournament.id).execute();
  const steps: Step[] = [
    ...events.map((event) => ({
      at: event.occurred_at,
      apply: () => {
        const player = stateOf(event.user_id);
        players.set(event.user_id, applyEvent(player, tournament.id, tournament.floor_score, event, scoreEvent(tournament, boosters, player, event)));
      },
    })),
    ...adjustments.map((adjustment) => ({
      at: adjustment.adjusted_at.getTime() + 0.5,
      apply: () => players.set(adjustment.user_id, applyAdjustment(stateOf(adjustment.user_id), adjustment.score, adjustment.adjusted_at.getTime(), tournament.floor_score)),
    })),
  ];
  steps.sort((a, b) => a.at - b.at).forEach((step) => step.apply(players));
  const names = new Map((await db.selectFrom('players').select(['id', 'user_name']).execute()).map((player) => [player.id, player.user_name]));
  return [...players.values()]
    .filter((player) => player.computed !== null || player.assigned_at !== null)
    .map((player) => ({ user_id: player.user_id, total_score: player.total_score, computed: (player.computed ?? player.assigned_at)! }))
    .sort(compareRanks)
    .map((player, index) => ({
      rank: index + 1,
      user_id: player.user_id,
      user_name: names.get(player.user_id)!,
      total_score: player.total_score,
      computed: new Date(player.computed).toISOString(),
    }));
}

describe('the seeded boards of the running tournaments are the sum of their events (engine spec §5)', () => {
  const server = useTestServer({ seedDemoData: true, now: () => NOW });
  let events: GamingEvent[];
  let running: Tournament[];

  beforeAll(async () => {
    const { db } = server().ctx;
    const rows = await db.selectFrom('gaming_events').selectAll().orderBy('occurred_at').orderBy('id').execute();
    events = rows.map(scoringEvent);
    running = await findTournaments(db, (query) => query.where('status', '=', TournamentStatus.InProgress).where('start_at', '<=', NOW).where('end_at', '>', NOW));
  });

  it(`stores ${HISTORY_DAYS} days of events up to the seeding, of every type`, () => {
    expect(events.length).toBeGreaterThan(10_000);
    expect(events[0].occurred_at).toBeGreaterThanOrEqual(NOW.getTime() - HISTORY_DAYS * DAY_MS);
    expect(events[0].occurred_at).toBeLessThan(NOW.getTime() - (HISTORY_DAYS - 1) * DAY_MS);
    expect(events[events.length - 1].occurred_at).toBeLessThan(NOW.getTime());
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['casino_round', 'bonus_win', 'deposit', 'role_assigned', 'opt_in']));
  });

  it('computes every row of every running board (rank, player, name, score, computed) from the events and adjustments', async () => {
    expect(running.length).toBe(5);
    for (const tournament of running) {
      const board = await wholeBoard(server(), tournament.id);
      const invited = tournament.opt_in_condition === OptInCondition.Invite ? board.map((row) => row.user_id) : [];
      expect({ title: tournament.title, rows: board }).toEqual({ title: tournament.title, rows: await expectedBoard(server(), tournament, events, invited) });
    }
  });

  it('puts on the opt-in flagship the 300 players asked for, each of whom opted in', async () => {
    const flagship = running.find((tournament) => tournament.opt_in_condition === OptInCondition.OptIn)!;
    const optIns = events.filter((event) => event.type === 'opt_in' && event.tournament_id === flagship.id);
    const board = await wholeBoard(server(), flagship.id);
    expect(board).toHaveLength(300);
    expect(new Set(optIns.map((event) => event.user_id))).toEqual(new Set(board.map((row) => row.user_id)));
  });

  it('leaves the engine’s own state as live scoring would: opt-ins, invitations and the roles that scored', async () => {
    const { db } = server().ctx;
    for (const tournament of running) {
      const stored = await db.selectFrom('tournament_players').selectAll().where('tournament_id', '=', tournament.id).orderBy('user_id').execute();
      const firstOptIn = new Map<string, number>();
      for (const event of events) {
        if (event.type === 'opt_in' && event.tournament_id === tournament.id && !firstOptIn.has(event.user_id)) firstOptIn.set(event.user_id, event.occurred_at);
      }
      const invited = tournament.opt_in_condition === OptInCondition.Invite ? (await wholeBoard(server(), tournament.id)).map((row) => row.user_id) : [];
      const expected = [...new Set([...firstOptIn.keys(), ...invited])].sort().map((user_id) => ({
        user_id,
        opted_in_at: firstOptIn.has(user_id) ? new Date(firstOptIn.get(user_id)!) : null,
        assigned_at: invited.includes(user_id) ? new Date(tournament.time_configuration.start) : null,
      }));
      expect({ title: tournament.title, stored: stored.map(({ user_id, opted_in_at, assigned_at }) => ({ user_id, opted_in_at, assigned_at })) }).toEqual({ title: tournament.title, stored: expected });
    }
    const roles = await db.selectFrom('scored_roles').selectAll().execute();
    expect(roles.length).toBeGreaterThan(0);
    const granted = new Set(events.flatMap((event) => (event.type === 'role_assigned' ? [`${event.user_id} ${event.role_id}`] : [])));
    expect(roles.filter((role) => !granted.has(`${role.user_id} ${role.role_id}`))).toEqual([]);
  });
});
