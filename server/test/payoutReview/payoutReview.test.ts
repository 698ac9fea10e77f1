import { BonusType } from '../../../src/domain/enums';
import type { Disqualification, PayoutApproval, PayoutReview } from '../../../src/domain/payoutReview';
import type { Tier, Tournament, TournamentFields } from '../../../src/domain/tournament';
import { board, ingest, round, runningTournament } from '../engine/engineFixtures';
import { completeTournament, createTournament, getTournament } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { adminActor, historyOf } from '../history/historyFixtures';
import type { KyselyPlugin } from 'kysely';
import { payoutReview } from '../../src/payoutReview/payoutReviewQueries';
import { describeOnPostgres } from '../databaseKind';

/** Rank 1 wins 100 lei; ranks 2 and 3 win 1.115 lei each, a value whose float product (× 2 = 2.2300000000000004) is not to the cent. */
const TIERS: Tier[] = [
  { rank_min: 1, rank_max: 1, bonus: { type: BonusType.BonusMoney, code: 'CASH100', name: '100 lei', nominal_name: '', image_url: '', value: 100 } },
  { rank_min: 2, rank_max: 3, bonus: { type: BonusType.BonusMoney, code: 'CASH1115', name: '1.115 lei', nominal_name: '', image_url: '', value: 1.115 } },
];
const CONDITION = { platform: 'both' as const, min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1] };

describe('review before payout (issue 28)', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  /** A running tournament with TIERS, scoring turnover on game 1; manual payout unless said otherwise. */
  const running = (overrides: Partial<TournamentFields> = {}) =>
    runningTournament(server(), clock, { tiers: TIERS, wagering_conditions: [CONDITION], manual_payout: true, ...overrides });
  /** Players `${prefix}-a` … scoring 40, 30, 20 and 10 (a round each, stake = score). */
  const play = (prefix: string, stakes = [40, 30, 20, 10]) =>
    ingest(
      server(),
      stakes.map((stake, i) => round(`${prefix}-r${i}`, `${prefix}-${'abcd'[i]}`, { stake })),
    );
  const review = async (id: number, query = '') => {
    const response = await server().request('GET', `/api/tournaments/${id}/payout-review${query}`);
    if (response.status !== 200) throw new Error(`review answered ${response.status}: ${response.text}`);
    return response.json as PayoutReview;
  };
  const disqualify = (id: number, user_id: string, reason = 'Bonus abuse') =>
    server().request('POST', `/api/tournaments/${id}/disqualifications`, { body: { user_id, reason } });
  const approve = (id: number, headers?: Record<string, string>) => server().request('PUT', `/api/tournaments/${id}/approve-payout`, { headers });
  const outbox = async (id: number) => {
    const rows = await server().ctx.db.selectFrom('bonus_outbox').select(['rank', 'user_id', 'bonus_code']).where('tournament_id', '=', id).orderBy('rank').execute();
    return rows.map(({ rank, user_id, bonus_code }) => `${rank} ${user_id} ${bonus_code}`);
  };
  const ranksAndPrizes = (reviewed: PayoutReview) => reviewed.rows.map((row) => `${row.rank} ${row.user_id} ${row.prize?.bonus.code ?? '-'}`);

  describe('the manual_payout field', () => {
    it('is false unless sent (and then left out of the read, as the spec has it), kept by a save that leaves it out, and recorded when changed', async () => {
      const plain = await getTournament(server(), await createTournament(server()));
      expect(plain).not.toHaveProperty('manual_payout');
      const changed = await server().request('POST', `/api/tournaments/${plain.id}`, { body: { ...plain, manual_payout: true } });
      expect((changed.json as Tournament).manual_payout).toBe(true);
      expect((await historyOf(server(), plain.id))[0]).toMatchObject({ action: 'updated', details: { changes: [{ field: 'manual_payout', before: false, after: true }] } });
      const manual = await getTournament(server(), await createTournament(server(), { manual_payout: true }));
      expect(manual.manual_payout).toBe(true);
      const withoutIt: Partial<Tournament> = { ...manual };
      delete withoutIt.manual_payout;
      const saved = await server().request('POST', `/api/tournaments/${manual.id}`, { body: withoutIt });
      expect((saved.json as Tournament).manual_payout).toBe(true);
      expect((await server().request('PUT', '/api/tournaments', { body: { ...withoutIt, manual_payout: 'yes' } })).status).toBe(400);
    });
  });

  describe('completion', () => {
    it('writes no outbox entry for a manual payout: the prizes wait in review, with their exact cost', async () => {
      const id = await running();
      await play('cm');
      await completeTournament(server(), clock, id);
      expect(await outbox(id)).toEqual([]);
      const reviewed = await review(id);
      expect(reviewed).toMatchObject({ payout: 'review', status: 2, approved_at: null, approved_by: null, size: 4, prize_ranks: 3, prizes: 3 });
      expect(reviewed.total_cost).toEqual({ lei: 102.23, free_spins: 0, items: 0 });
      expect(ranksAndPrizes(reviewed)).toEqual(['1 cm-a CASH100', '2 cm-b CASH1115', '3 cm-c CASH1115']);
      const [completed] = await historyOf(server(), id);
      expect(completed).toMatchObject({ action: 'completed', details: { prizes: 0, review: true } });
    });

    it('still pays automatically by default', async () => {
      const id = await running({ manual_payout: false });
      await play('ca');
      await completeTournament(server(), clock, id);
      expect(await outbox(id)).toEqual(['1 ca-a CASH100', '2 ca-b CASH1115', '3 ca-c CASH1115']);
      expect((await review(id)).payout).toBe('automatic');
    });
  });

  describe('disqualifying in review', () => {
    it('moves the ranks below up with their prizes, keeps the player marked and records it; approval pays the new ranks', async () => {
      const id = await running();
      await play('dr');
      await completeTournament(server(), clock, id);
      const response = await disqualify(id, 'dr-b', '  Collusion with dr-d  ');
      expect(response.status).toBe(200);
      const actor = await adminActor(server());
      const expected = { user_id: 'dr-b', user_name: 'dr-b', total_score: 30, rank: 2, reason: 'Collusion with dr-d', disqualified_by: actor, in_review: true };
      expect(response.json).toMatchObject(expected);

      const reviewed = await review(id);
      expect(ranksAndPrizes(reviewed)).toEqual(['1 dr-a CASH100', '2 dr-c CASH1115', '3 dr-d CASH1115']);
      expect(reviewed).toMatchObject({ size: 3, prize_ranks: 3, disqualified: [expected] });
      expect((await board(server(), id)).map((row) => row.user_id)).toEqual(['dr-a', 'dr-c', 'dr-d']);
      const [entry] = await historyOf(server(), id);
      expect(entry).toMatchObject({ action: 'player_disqualified', actor, details: { player_id: 'dr-b', reason: 'Collusion with dr-d', rank: 2, total_score: 30, in_review: true } });

      const approved = await approve(id);
      expect(approved.status).toBe(200);
      expect(approved.json).toMatchObject({ prizes: 3, approved_by: actor });
      expect(await outbox(id)).toEqual(['1 dr-a CASH100', '2 dr-c CASH1115', '3 dr-d CASH1115']);
      expect(await review(id)).toMatchObject({ payout: 'approved', approved_by: actor, approved_at: (approved.json as PayoutApproval).approved_at });
      expect((await historyOf(server(), id))[0]).toMatchObject({ action: 'payout_approved', actor, details: { prizes: 3 } });
    });

    it('is refused once approved, and for a tournament that paid automatically (409)', async () => {
      const manual = await running();
      const automatic = await running({ manual_payout: false });
      await play('dx');
      await completeTournament(server(), clock, manual);
      await completeTournament(server(), clock, automatic);
      expect((await approve(manual)).status).toBe(200);
      expect((await disqualify(manual, 'dx-a')).status).toBe(409);
      const refused = await disqualify(automatic, 'dx-a');
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ message: 'A player can be disqualified only while the tournament is In Progress or while its prizes are in review' });
    });
  });

  describe('disqualifying while the tournament runs', () => {
    it('stops the player scoring: their events, an adjustment and an invitation leave them off the board, the invitation saying why', async () => {
      const id = await running({ manual_payout: false });
      await play('dp', [40, 30]);
      expect((await disqualify(id, 'dp-a', 'Multiple accounts')).json).toMatchObject({ rank: 1, total_score: 40, in_review: false });
      await ingest(server(), [round('dp-r9', 'dp-a', { stake: 500 }), round('dp-r10', 'dp-b', { stake: 5 })]);
      expect((await board(server(), id)).map((row) => [row.user_id, row.total_score])).toEqual([['dp-b', 35]]);

      const adjusted = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'dp-a', score: 10, note: 'n' } });
      expect(adjusted.status).toBe(409);
      expect(await server().request('PUT', `/api/tournaments/${id}/players/dp-a`)).toMatchObject({ status: 200, json: false });
      const invited = await server().request('POST', `/api/tournaments/${id}/players`, { body: { user_ids: ['dp-a', 'dp-a'] } });
      expect(invited.json).toEqual({ results: [{ user_id: 'dp-a', outcome: 'disqualified' }, { user_id: 'dp-a', outcome: 'disqualified' }] });
      expect((await board(server(), id)).map((row) => row.user_id)).toEqual(['dp-b']);

      await completeTournament(server(), clock, id);
      expect(await outbox(id)).toEqual(['1 dp-b CASH100']);
      expect((await review(id)).disqualified.map((player: Disqualification) => player.user_id)).toEqual(['dp-a']);
    });
  });

  describeOnPostgres('the review, one snapshot (a write can commit between two reads only with two connections)', () => {
    it('shows a disqualification that commits between its reads in none of them', async () => {
      const id = await running();
      await play('sn', [40, 30]);
      let disqualified = false;
      const disqualifyAfterFirstRead: KyselyPlugin = {
        transformQuery: ({ node }) => node,
        async transformResult({ result }) {
          if (!disqualified) {
            disqualified = true;
            expect((await disqualify(id, 'sn-a')).status).toBe(200);
          }
          return result;
        },
      };
      const reviewed = await payoutReview(server().ctx.db.withPlugin(disqualifyAfterFirstRead), id, 50, 0);
      expect(disqualified).toBe(true);
      expect(reviewed).toMatchObject({ size: 2, disqualified: [], rows: [{ user_id: 'sn-a' }, { user_id: 'sn-b' }] });
      expect((await review(id)).disqualified).toMatchObject([{ user_id: 'sn-a' }]);
    });
  });

  describe('approval', () => {
    it('writes the outbox once when two approvals race: one answers 200, the other 409', async () => {
      const id = await running();
      await play('ar');
      await completeTournament(server(), clock, id);
      const answers = await Promise.all([approve(id), approve(id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.json).toEqual({ message: expect.stringMatching(/^The prizes were already approved by Admin User at /) });
      expect(await outbox(id)).toEqual(['1 ar-a CASH100', '2 ar-b CASH1115', '3 ar-c CASH1115']);
      expect((await historyOf(server(), id, '&action=payout_approved')).length).toBe(1);
    });

    it('refuses a review that changed since its version was read (412), and a tournament not ended or paying automatically (409)', async () => {
      const id = await running();
      await play('av');
      expect((await approve(id)).json).toEqual({ message: 'The prizes can be approved once the tournament has completed' });
      await completeTournament(server(), clock, id);
      const { version } = await review(id);
      await disqualify(id, 'av-d');
      expect((await approve(id, { 'if-match': `"${version}"` })).status).toBe(412);
      expect(await outbox(id)).toEqual([]);
      expect((await approve(id, { 'if-match': `"${(await review(id)).version}"` })).status).toBe(200);

      const automatic = await running({ manual_payout: false });
      const refused = await approve(automatic);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ message: 'This tournament pays its prizes automatically at its end: there is nothing to approve' });
    });
  });

  describe('refusals', () => {
    it('answers 400 with a message for a blank reason or a missing player, 404 for an unknown tournament or a player off the board, 409 for a draft or twice', async () => {
      const id = await running();
      await play('rf', [40]);
      const blank = await disqualify(id, 'rf-a', '   ');
      expect(blank.status).toBe(400);
      expect(blank.json).toEqual({ message: 'Give a reason for the disqualification' });
      const missing = await server().request('POST', `/api/tournaments/${id}/disqualifications`, { body: { reason: 'x' } });
      expect(missing.status).toBe(400);
      expect(missing.json).toEqual({ message: expect.any(String) });
      expect((await disqualify(987654, 'rf-a')).status).toBe(404);
      expect((await server().request('GET', '/api/tournaments/987654/payout-review')).status).toBe(404);
      expect((await approve(987654)).status).toBe(404);
      const offBoard = await disqualify(id, 'rf-nobody');
      expect(offBoard.status).toBe(404);
      expect(offBoard.json).toEqual({ message: 'Player rf-nobody is not on this leaderboard' });
      expect((await disqualify(await createTournament(server()), 'rf-a')).status).toBe(409);
      expect((await disqualify(id, 'rf-a')).status).toBe(200);
      const twice = await disqualify(id, 'rf-a');
      expect(twice.status).toBe(409);
      expect(twice.json).toEqual({ message: 'Player rf-a is already disqualified from this tournament' });
      expect((await server().request('GET', `/api/tournaments/${id}/payout-review`, { token: null })).status).toBe(401);
    });
  });
});
