import { LEADERBOARD_PAGE_SIZE, type LeaderboardPage, type LeaderboardRow } from '../../api/leaderboard';
import { inEnglish } from '../../i18n/inLanguage';
import type { AdjustmentErrors } from './leaderboardSlice';
import type { WithApiExtensions } from '../../app/apiExtensionsSlice';

/** A row at `rank`: user player-{rank}, scores falling with the rank. */
export const aRow = (rank: number, fields: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  user_id: `player-${rank}`,
  user_name: `Player ${rank}`,
  total_score: 1_000_000 - rank * 1000 + 0.4,
  computed: '2026-06-01T11:00:00.000Z',
  ...fields,
});

/**
 * Page `page` (from 0) of a board of `size` rows, as the server answers it; component tests pass a
 * smaller `pageSize` to keep jsdom's tables small.
 */
export function aPage(page: number, size: number, pageSize = LEADERBOARD_PAGE_SIZE): LeaderboardPage {
  const first = page * LEADERBOARD_PAGE_SIZE;
  const count = Math.max(0, Math.min(pageSize, size - first));
  return { size, rows: Array.from({ length: count }, (_, index) => aRow(first + index + 1)) };
}

/** The Adjust Score dialog's field messages as the English console shows them. */
export const errorsInEnglish = (errors: AdjustmentErrors) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, inEnglish(message)]));

/** A store's state against an API without the search by name (extension 'playerSearch'): the spec's lookup of one exact id. */
export const withoutPlayerSearch = <S extends WithApiExtensions>(state: S): S => ({ ...state, apiExtensions: state.apiExtensions.filter((offer) => offer !== 'playerSearch') });
