import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmPopover } from '../../../components/ConfirmPopover';
import { seriesMessages } from '../messages';
import { selectSeriesById, selectSeriesChanging, statusActionsFor } from '../seriesSelectors';
import { seriesStatusChangeRequested } from '../seriesSlice';

/** Pause, Resume and End of series `id`, those its status offers; End asks first, as it cancels what has not started. */
export function SeriesStatusActions({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const series = useAppSelector((state) => selectSeriesById(state, id));
  const changing = useAppSelector((state) => selectSeriesChanging(state, id));
  if (!series) return null;
  const shown = statusActionsFor(series.status);
  return (
    <Flex gap="small" wrap>
      {shown.pause && (
        <Button loading={changing} onClick={() => dispatch(seriesStatusChangeRequested({ id, change: 'pause' }))}>
          {formatMessage(seriesMessages.pause)}
        </Button>
      )}
      {shown.resume && (
        <Button loading={changing} onClick={() => dispatch(seriesStatusChangeRequested({ id, change: 'resume' }))}>
          {formatMessage(seriesMessages.resume)}
        </Button>
      )}
      {shown.end && (
        <ConfirmPopover
          title={formatMessage(seriesMessages.endQuestion)}
          okText={formatMessage(seriesMessages.endYes)}
          cancelText={formatMessage(seriesMessages.keep)}
          okButtonProps={{ danger: true }}
          onConfirm={() => dispatch(seriesStatusChangeRequested({ id, change: 'end' }))}
        >
          <Button danger loading={changing}>
            {formatMessage(seriesMessages.end)}
          </Button>
        </ConfirmPopover>
      )}
    </Flex>
  );
}
