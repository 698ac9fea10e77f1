import { Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { SeriesSummary } from '../../../domain/series';
import { recurrenceInWords } from '../../../domain/seriesRecurrence';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { seriesMessages } from '../messages';
import { selectAllSeries, selectSeriesListStatus } from '../seriesSelectors';
import { SeriesStatusActions } from './SeriesStatusActions';
import { SERIES_STATUS_LABELS } from './seriesTexts';

/** The series, newest first: each one's rule in words (in the language shown), next instance and what can be done with it. */
export function SeriesTable() {
  const format = useFormatText();
  const { locale } = useIntl();
  const series = useAppSelector(selectAllSeries);
  const loading = useAppSelector(selectSeriesListStatus) === 'loading';
  const columns: TableColumnsType<SeriesSummary> = [
    { title: format(seriesMessages.series), dataIndex: 'title', render: (title: string, { id }) => <Link to={paths.seriesDetail.link({ id })}>{title}</Link> },
    { title: format(seriesMessages.rule), key: 'rule', render: (_: unknown, { recurrence }) => format(recurrenceInWords(recurrence, locale)) },
    {
      title: format(seriesMessages.nextInstance),
      dataIndex: 'next_instance',
      render: (next: SeriesSummary['next_instance']) =>
        next ? <Link to={paths.tournament.link({ id: next.id })}>{formatDateTime(next.start)}</Link> : format(seriesMessages.none),
    },
    { title: format(seriesMessages.instancesRun), dataIndex: 'instances_run', align: 'end' },
    { title: format(seriesMessages.status), dataIndex: 'status', render: (status: SeriesSummary['status']) => format(SERIES_STATUS_LABELS[status]) },
    { title: format(seriesMessages.actions), key: 'actions', render: (_: unknown, { id }) => <SeriesStatusActions id={id} /> },
  ];
  return (
    <Table
      caption={<VisuallyHidden>{format(seriesMessages.series)}</VisuallyHidden>}
      rowKey="id"
      columns={columns}
      dataSource={series}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
