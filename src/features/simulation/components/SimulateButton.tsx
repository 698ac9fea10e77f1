import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOpened } from '../../openedTournament';
import { simulationMessages } from '../messages';
import { panelOpened } from '../simulationSlice';

/** The tournament page's 'Simulate' action, on any tournament: it opens the Simulate panel. */
export function SimulateButton() {
  const dispatch = useAppDispatch();
  const opened = useAppSelector(selectOpened);
  const { formatMessage } = useIntl();
  if (typeof opened !== 'number') return null;
  return <Button onClick={() => dispatch(panelOpened(opened))}>{formatMessage(simulationMessages.simulate)}</Button>;
}
