import { BonusType } from '../../domain/enums';
import type { HistoryEntry, ScoreAdjustmentEntry } from '../../domain/tournamentHistory';

const ada = { id: 'ada', name: 'Ada Admin' };
const bob = { id: 'bob', name: 'Bob Ops' };
const tier = { rank_min: 1, rank_max: 3, bonus: { type: BonusType.BonusMoney, code: 'CASH100', name: '100 lei', nominal_name: '', image_url: '', value: 100 } };

/** A tournament's history as the server answers it: newest first. */
export const tournamentHistory: HistoryEntry[] = [
  { id: 4, tournament_id: 7, at: '2026-11-25T08:14:00.000Z', actor: { id: 'server', name: 'Server' }, action: 'completed', details: { prizes: 3 } },
  {
    id: 3,
    tournament_id: 7,
    at: '2026-11-24T09:00:00.000Z',
    actor: bob,
    action: 'score_adjusted',
    details: { player_id: 'p1', points: -2.5, note: 'Refund', total_score: 40 },
  },
  {
    id: 2,
    tournament_id: 7,
    at: '2026-11-23T10:30:00.000Z',
    actor: ada,
    action: 'updated',
    details: {
      changes: [
        { field: 'title', before: 'Spring', after: 'Spring cup' },
        { field: 'tiers', row: 0, before: tier, after: { ...tier, rank_max: 5 } },
      ],
    },
  },
  { id: 1, tournament_id: 7, at: '2026-11-23T10:00:00.000Z', actor: ada, action: 'created', details: { title: 'Spring' } },
];

export const playerAdjustments: ScoreAdjustmentEntry[] = [
  { id: 12, at: '2026-11-24T09:00:00.000Z', adjusted_by: bob, note: 'Refund', points: -2.5 },
  { id: 11, at: '2026-11-23T09:00:00.000Z', adjusted_by: ada, note: 'Goodwill', points: 10 },
];
