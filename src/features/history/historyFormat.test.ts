import { BonusType, ScoreDriver } from '../../domain/enums';
import { TOURNAMENT_FIELDS } from '../../domain/tournamentFieldChanges';
import type { FieldChange, HistoryEntry } from '../../domain/tournamentHistory';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { changeLine, describeEntry } from './historyFormat';
import { tournamentHistory } from './historyFixtures';

const entry = (record: Pick<HistoryEntry, 'action' | 'details'>) => ({ id: 1, tournament_id: 7, at: '2026-11-25T08:14:00.000Z', actor: { id: 'ada', name: 'Ada' }, ...record }) as HistoryEntry;
const line = (change: FieldChange) => changeLine(change, inEnglish);

describe('the history in words', () => {
  it('labels plain fields as the form does and shows their values readably', () => {
    expect(line({ field: 'title', before: 'Spring', after: 'Spring cup' })).toEqual({ label: 'Title', before: 'Spring', after: 'Spring cup' });
    expect(line({ field: 'is_hidden', before: false, after: true })).toEqual({ label: 'Hidden from public', before: 'No', after: 'Yes' });
    expect(line({ field: 'score_driver', before: ScoreDriver.GamingTransactions, after: ScoreDriver.DepositAmount })).toMatchObject({ label: 'Score driver', before: 'Gaming Transactions' });
    expect(line({ field: 'leaderboard_size', before: null, after: 100 })).toEqual({ label: 'Leaderboard size', before: '—', after: '100' });
    expect(line({ field: 'terms_and_conditions_text', before: '<p>Old <b>terms</b></p>', after: '' })).toEqual({ label: 'Terms and conditions text', before: 'Old terms', after: '—' });
    expect(line({ field: 'description', before: 'x'.repeat(200), after: 'short' }).before).toHaveLength(120);
  });

  it.each(Object.entries(TOURNAMENT_FIELDS))("labels %s with the form's label", (field, { label }) => {
    expect(line({ field, before: null, after: null }).label).toBe(inEnglish(label));
  });

  it('names tier and condition rows by number, time parts, map entries and boosters', () => {
    const tier = { rank_min: 1, rank_max: 3, bonus: { type: BonusType.FreeSpins, code: 'FS10', name: '10 spins', nominal_name: '', image_url: '', value: 10 } };
    expect(line({ field: 'tiers', row: 1, before: null, after: tier })).toEqual({ label: 'Tier 2', before: '—', after: 'Ranks 1–3: 10 spins (Free Spins, FS10, value 10)' });
    const condition = { platform: 'both', min_stake: 1, max_stake: null, contribution: 1, casino_game_ids: [3, 4] };
    expect(line({ field: 'wagering_conditions', row: 0, before: condition, after: null })).toEqual({
      label: 'Condition 1',
      before: 'Platform both · Min stake 1 · Max stake — · Contribution 1 · Games 3, 4',
      after: '—',
    });
    expect(line({ field: 'time_configuration', key: 'start', before: '2026-11-25T08:00:00.000Z', after: '2026-11-26T08:00:00.000Z' })).toEqual({
      label: 'Start (UTC)',
      before: '25 Nov 2026, 08:00 UTC',
      after: '26 Nov 2026, 08:00 UTC',
    });
    expect(line({ field: 'time_configuration', key: 'monday', before: true, after: false })).toEqual({ label: 'Monday', before: 'Yes', after: 'No' });
    expect(line({ field: 'user_role_assignment_score_configuration', key: 'vip', before: null, after: { score_to_add: 50 } })).toEqual({
      label: 'User role assignment score configuration · vip',
      before: '—',
      after: '50',
    });
    const booster = { id: 5, tournament_id: 7, multiplier: 2, name: 'Happy hour', start_date: null, end_date: null, day_of_week: 1, day_of_month: null };
    expect(line({ field: 'boosters', key: '5', before: booster, after: null })).toEqual({ label: 'Booster #5', before: 'Happy hour ×2 · from the start – to the end · Monday', after: '—' });
  });

  it('sums up each action', () => {
    expect(tournamentHistory.map((item) => describeEntry(item, inEnglish).summary)).toEqual([
      'Completed at its end; 3 prizes to send',
      'Adjusted player p1 by -2.5 points: “Refund” (total 40)',
      'Saved: 2 changes',
      'Created “Spring”',
    ]);
    expect(describeEntry(entry({ action: 'duplicated', details: { title: 'Copy', source_id: 3 } }), inEnglish).summary).toBe('Created “Copy” as a duplicate of tournament 3');
    expect(describeEntry(entry({ action: 'published', details: { changes: [] } }), inEnglish)).toEqual({ summary: 'Published, nothing changed', changes: [] });
    expect(describeEntry(entry({ action: 'player_assigned', details: { player_id: 'p2', joined: false } }), inEnglish).summary).toBe('Assigned player p2 (already on the leaderboard)');
    expect(describeEntry(entry({ action: 'players_invited', details: { invited: 3, already_on_board: 1, not_seen: 2 } }), inEnglish).summary).toBe(
      'Invited 6 players: 5 joined the leaderboard (2 of them not seen by the platform yet), 1 already on it',
    );
    expect(describeEntry(entry({ action: 'players_invited', details: { invited: 3, already_on_board: 1, not_seen: 2, disqualified: 1 } }), inEnglish).summary).toBe(
      'Invited 7 players: 5 joined the leaderboard (2 of them not seen by the platform yet), 1 already on it, 1 disqualified',
    );
    const resent = { entry_id: 9, player_id: 'p3', rank: 2, bonus_code: 'FS-10', result: 'failed' as const, error: 'Gateway down' };
    expect(describeEntry(entry({ action: 'bonus_resent', details: resent }), inEnglish).summary).toBe('Resent bonus FS-10 to p3 (rank 2): failed: Gateway down');
    expect(describeEntry(entry({ action: 'bonus_resent', details: { ...resent, result: 'sent', error: null } }), inEnglish).summary).toBe('Resent bonus FS-10 to p3 (rank 2): sent');
    const replaced = { entry_id: 9, player_id: 'p3', rank: 2, from: 'FAIL_FS_30', to: 'FS_50' };
    expect(describeEntry(entry({ action: 'bonus_code_replaced', details: replaced }), inEnglish).summary).toBe('Gave p3 (rank 2) bonus FS_50 instead of FAIL_FS_30, which cannot be sent');
    expect(describeEntry(entry({ action: 'canceled', details: {} }), inEnglish).summary).toBe('Canceled');
    expect(describeEntry(entry({ action: 'canceled', details: { reason: 'Provider outage' } }), inEnglish).summary).toBe('Canceled: “Provider outage”');
    expect(describeEntry(tournamentHistory[2], inEnglish).changes.map(({ label }) => label)).toEqual(['Title', 'Tier 1']);
  });

  it("sums up in Romanian, with its plural forms", () => {
    const inRomanian = textIn('ro', romanianMessages);
    const summary = (record: Pick<HistoryEntry, 'action' | 'details'>) => describeEntry(entry(record), inRomanian).summary;
    const changes = (count: number) => ({ changes: Array.from({ length: count }, (_, index) => ({ field: 'title', before: `${index}`, after: `${index + 1}` })) });
    expect([1, 2, 20].map((count) => summary({ action: 'updated', details: changes(count) }).replace(/^.*: /, ''))).toEqual(['1 modificare', '2 modificări', '20 de modificări']);
    expect([1, 3, 20].map((prizes) => summary({ action: 'completed', details: { prizes } }))).toEqual([
      'Încheiat la termen; 1 premiu de trimis',
      'Încheiat la termen; 3 premii de trimis',
      'Încheiat la termen; 20 de premii de trimis',
    ]);
    const adjusted = (points: number) => summary({ action: 'score_adjusted', details: { player_id: 'p1', points, note: 'Refund', total_score: 40 } });
    expect([1, -2.5, 20].map(adjusted)).toEqual([
      'Scorul jucătorului p1 ajustat cu +1 punct: „Refund” (total 40)',
      'Scorul jucătorului p1 ajustat cu -2.5 puncte: „Refund” (total 40)',
      'Scorul jucătorului p1 ajustat cu +20 de puncte: „Refund” (total 40)',
    ]);
    expect(summary({ action: 'players_invited', details: { invited: 1, already_on_board: 0, not_seen: 0 } })).toBe(
      '1 jucător invitat; intrați acum în clasament: 1 (nevăzuți încă de platformă: 0); deja în clasament: 0',
    );
    expect(summary({ action: 'players_invited', details: { invited: 15, already_on_board: 3, not_seen: 2 } })).toMatch(/^20 de jucători invitați; intrați acum în clasament: 17 /);
    expect(summary({ action: 'players_invited', details: { invited: 1, already_on_board: 0, not_seen: 0, disqualified: 2 } })).toMatch(/^3 jucători invitați; .*; descalificați: 2$/);
    expect(summary({ action: 'created', details: { title: 'Spring' } })).toBe('Creat „Spring”');
    expect(changeLine({ field: 'is_hidden', before: false, after: true }, inRomanian)).toMatchObject({ before: 'Nu', after: 'Da' });
    expect(changeLine({ field: 'wagering_conditions', row: 0, before: null, after: null }, inRomanian).label).toBe('Condiția 1');
  });
});
