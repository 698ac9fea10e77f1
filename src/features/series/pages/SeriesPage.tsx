import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import NotFoundPage from '../../../components/NotFoundPage';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { recurrenceInWords } from '../../../domain/seriesRecurrence';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { EditRuleButton } from '../components/EditRuleButton';
import { InstancesTable } from '../components/InstancesTable';
import { SeriesStatusActions } from '../components/SeriesStatusActions';
import { SeriesTrend } from '../components/SeriesTrend';
import { SERIES_STATUS_LABELS } from '../components/seriesTexts';
import { seriesMessages } from '../messages';
import { seriesFeature } from '../seriesFeature';
import { selectOpenedSeries, selectOpenedSeriesError, selectOpenedSeriesStatus, selectSeriesOffered } from '../seriesSelectors';
import { seriesPageClosed, seriesPageOpened } from '../seriesSlice';

const messages = defineMessages({
  heading: { id: 'series.page.heading', defaultMessage: 'Series - {title}' },
  loading: { id: 'series.page.loading', defaultMessage: 'Series {id}' },
  allSeries: { id: 'series.page.allSeries', defaultMessage: 'All series' },
  instances: { id: 'series.page.instances', defaultMessage: 'Instances' },
});

/** What the page uses beyond the entry, injected when its route loads (src/app/router.tsx). */
export const features = [seriesFeature];

/** Series ids are positive integers: any other address names no series, so nothing is asked for. */
const parseSeriesId = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

function SeriesSummaryList() {
  const format = useFormatText();
  const { locale } = useIntl();
  const series = useAppSelector(selectOpenedSeries);
  if (!series) return null;
  const next = series.next_instance;
  return (
    <Flex vertical gap="middle">
      <Descriptions
        column={1}
        items={[
          { key: 'rule', label: format(seriesMessages.rule), children: format(recurrenceInWords(series.recurrence, locale)) },
          { key: 'status', label: format(seriesMessages.status), children: format(SERIES_STATUS_LABELS[series.status]) },
          {
            key: 'next',
            label: format(seriesMessages.nextInstance),
            children: next ? <Link to={paths.tournament.link({ id: next.id })}>{formatDateTime(next.start)}</Link> : format(seriesMessages.none),
          },
          { key: 'run', label: format(seriesMessages.instancesRun), children: series.instances_run },
        ]}
      />
      <Flex gap="small" wrap>
        <EditRuleButton id={series.id} />
        <SeriesStatusActions id={series.id} />
      </Flex>
    </Flex>
  );
}

function OpenedSeries({ id }: { id: number }) {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(seriesPageOpened(id));
    return () => {
      dispatch(seriesPageClosed());
    };
  }, [dispatch, id]);
  const series = useAppSelector(selectOpenedSeries);
  const status = useAppSelector(selectOpenedSeriesStatus);
  const error = useAppSelector(selectOpenedSeriesError);
  const heading = series ? format(messageRef(messages.heading, { title: series.title })) : format(messageRef(messages.loading, { id }));
  useDocumentTitle(heading);
  return (
    <>
      <Link to={paths.series.link({})}>{format(messages.allSeries)}</Link>
      <Flex wrap align="center" justify="space-between" gap="small">
        <Typography.Title level={1}>{heading}</Typography.Title>
        <Button loading={status === 'loading'} onClick={() => dispatch(seriesPageOpened(id))}>
          {format(seriesMessages.refresh)}
        </Button>
      </Flex>
      {error !== null && <Alert type="error" showIcon title={format(messageRef(seriesMessages.loadFailed, { message: format(error) }))} style={{ marginBlockEnd: 16 }} />}
      <SeriesSummaryList />
      <Typography.Title level={2}>{format(messages.instances)}</Typography.Title>
      <InstancesTable />
      <SeriesTrend />
    </>
  );
}

/** /series/{id} (issue 28): a series, what can be done with it, and its instances. */
export default function SeriesPage() {
  const id = parseSeriesId(useParams().id);
  const offered = useAppSelector(selectSeriesOffered);
  return id === undefined || !offered ? <NotFoundPage /> : <OpenedSeries id={id} />;
}
