import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { defineMessages } from '../../i18n/defineMessages';
import { selectOpened } from '../openedTournament';
import { selectIsExporting } from './leaderboardExportSelectors';
import { useAlertLanguage } from './alertLanguage';
import { exportRequested } from './leaderboardExportSlice';

const messages = defineMessages({
  export: { id: 'leaderboardExport.button.export', defaultMessage: 'Export' },
});

/** The Leaderboard tab's Export: downloads the open tournament's leaderboard as CSV (issue 5). */
export function ExportLeaderboardButton() {
  useAlertLanguage();
  const dispatch = useAppDispatch();
  const opened = useAppSelector(selectOpened);
  const tournamentId = typeof opened === 'number' ? opened : null;
  const exporting = useAppSelector((state) => tournamentId !== null && selectIsExporting(state, tournamentId));
  return (
    <Button
      loading={exporting}
      disabled={tournamentId === null}
      onClick={() => tournamentId !== null && dispatch(exportRequested(tournamentId))}
    >
      <FormattedMessage {...messages.export} />
    </Button>
  );
}
