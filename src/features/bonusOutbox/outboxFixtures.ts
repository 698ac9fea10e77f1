import { unsentEntry } from '../../../test/fixtures/outboxEntries';

/**
 * The outbox of tournament 7 in every state (spec §4), listed out of rank order (the store sorts them):
 * 5 entries, 3 sent (one by the dispatcher, two by staff), 1 pending, 1 failed.
 */
export const resentByAdmin = unsentEntry({ id: 13, rank: 3, user_id: 'carol', bonus_code: 'FS_SPRING_50', total_score: 95000.4, sent: '2025-03-02T10:00:00.000Z', send_failures: 1, sent_by: 'admin' });
export const sentAutomatically = unsentEntry({ id: 11, rank: 1, user_id: 'alice', bonus_code: 'BM_5000_LEI', total_score: 1234567.6, sent: '2025-03-01T10:01:00.000Z', send_failures: 0 });
export const failed = unsentEntry({ id: 12, rank: 2, user_id: 'bob', bonus_code: 'FAIL_BM_EXPIRED_250', total_score: 500000, send_failures: 3, last_error: 'Bonus system refused bonus code FAIL_BM_EXPIRED_250' });
export const pending = unsentEntry({ id: 14, rank: 4, user_id: 'dave', bonus_code: 'FS_SPRING_50', total_score: 1200, send_failures: 0 });
export const resentByUnknown = unsentEntry({ id: 15, rank: 5, user_id: 'erin', bonus_code: 'FB_DERBY_20', total_score: 999, sent: '2025-03-03T10:00:00.000Z', send_failures: 0, sent_by: 'ops-7' });
export const tournamentOutbox = [resentByAdmin, sentAutomatically, failed, pending, resentByUnknown];
