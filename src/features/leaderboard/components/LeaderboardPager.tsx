import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { WindowedPager } from '../../../components/WindowedPager';
import { defineMessages } from '../../../i18n/defineMessages';
import { PAGER_MARGIN, selectPager } from '../leaderboardSelectors';
import { pageChosen } from '../leaderboardSlice';

const messages = defineMessages({
  label: { id: 'leaderboard.pager.label', defaultMessage: 'Leaderboard pages' },
});

/** Spec §2: fixed to the bottom of the window, only for a board of more than 2 pages. */
export function LeaderboardPager() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { shown, current, pageCount } = useAppSelector(selectPager);
  if (!shown) return null;
  return (
    <WindowedPager
      label={intl.formatMessage(messages.label)}
      className="leaderboard-pager"
      current={current}
      pageCount={pageCount}
      margin={PAGER_MARGIN}
      onChoose={(page) => dispatch(pageChosen(page - 1))}
    />
  );
}
