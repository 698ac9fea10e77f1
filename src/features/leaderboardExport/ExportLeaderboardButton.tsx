import { Button } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectOpened } from '../editor/editorSelectors';
import { selectIsExporting } from './leaderboardExportSelectors';
import { exportRequested } from './leaderboardExportSlice';

/** The Leaderboard tab's Export: downloads the open tournament's leaderboard as CSV (issue 5). */
export function ExportLeaderboardButton() {
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
      Export
    </Button>
  );
}
