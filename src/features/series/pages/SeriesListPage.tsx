import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import NotFoundPage from '../../../components/NotFoundPage';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { SeriesTable } from '../components/SeriesTable';
import { seriesMessages } from '../messages';
import { seriesFeature } from '../seriesFeature';
import { selectSeriesListError, selectSeriesListStatus, selectSeriesOffered } from '../seriesSelectors';
import { seriesListClosed, seriesListOpened } from '../seriesSlice';

const messages = defineMessages({
  explanation: {
    id: 'series.list.explanation',
    defaultMessage: "A series repeats a tournament by a rule; its instances are published a few days ahead. Make one with 'Repeat as a series' on a tournament's page.",
  },
});

/** What the page uses beyond the entry, injected when its route loads (src/app/router.tsx). */
export const features = [seriesFeature];

function SeriesList() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(seriesListOpened());
    return () => {
      dispatch(seriesListClosed());
    };
  }, [dispatch]);
  const title = format(seriesMessages.series);
  useDocumentTitle(title);
  const error = useAppSelector(selectSeriesListError);
  const loading = useAppSelector(selectSeriesListStatus) === 'loading';
  return (
    <>
      <Flex wrap align="center" justify="space-between" gap="small">
        <Typography.Title level={1}>{title}</Typography.Title>
        <Button loading={loading} onClick={() => dispatch(seriesListOpened())}>
          {format(seriesMessages.refresh)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{format(messages.explanation)}</Typography.Paragraph>
      {error !== null && <Alert type="error" showIcon title={format(messageRef(seriesMessages.loadFailed, { message: format(error) }))} style={{ marginBlockEnd: 16 }} />}
      <SeriesTable />
    </>
  );
}

/** /series (issue 28): every recurring series; an API without series has no such page. */
export default function SeriesListPage() {
  return useAppSelector(selectSeriesOffered) ? <SeriesList /> : <NotFoundPage />;
}
