import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { WindowedPager } from '../../../components/WindowedPager';
import { PAGER_MARGIN, selectPager } from '../leaderboardSelectors';
import { pageChosen } from '../leaderboardSlice';

/** Spec §2: fixed to the bottom of the window, only for a board of more than 2 pages. */
export function LeaderboardPager() {
  const dispatch = useAppDispatch();
  const { shown, current, pageCount } = useAppSelector(selectPager);
  if (!shown) return null;
  return (
    <WindowedPager
      label="Leaderboard pages"
      className="leaderboard-pager"
      current={current}
      pageCount={pageCount}
      margin={PAGER_MARGIN}
      onChoose={(page) => dispatch(pageChosen(page - 1))}
    />
  );
}
