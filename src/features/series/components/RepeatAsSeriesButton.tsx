import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectWorkingTournament } from '../../editor';
import { selectOpened } from '../../openedTournament';
import { defaultRecurrence } from '../recurrenceDraft';
import { selectSeriesOffered } from '../seriesSelectors';
import { repeatDialogOpened } from '../seriesSlice';
import { RepeatAsSeriesDialog } from './RepeatAsSeriesDialog';

const messages = defineMessages({
  repeat: { id: 'series.repeat', defaultMessage: 'Repeat as a series' },
});

/**
 * The tournament page's 'Repeat as a series' (issue 28), on any saved tournament when the API has series: it opens
 * the dialog with the tournament's own time of day and length, daily from now on.
 */
export function RepeatAsSeriesButton() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const offered = useAppSelector(selectSeriesOffered);
  const opened = useAppSelector(selectOpened);
  const tournament = useAppSelector(selectWorkingTournament);
  if (!offered || typeof opened !== 'number' || !tournament) return null;
  return (
    <>
      <Button onClick={() => dispatch(repeatDialogOpened({ tournamentId: opened, recurrence: defaultRecurrence(tournament, new Date()) }))}>
        {formatMessage(messages.repeat)}
      </Button>
      <RepeatAsSeriesDialog />
    </>
  );
}
