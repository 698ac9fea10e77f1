import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { TOURNAMENT_STATUS_LABELS } from '../../../domain/enums';
import type { SeriesInstance } from '../../../domain/series';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { seriesMessages } from '../messages';
import { instanceStateOf, selectInstances, type InstanceState } from '../seriesSelectors';
import { useCurrentMinute } from '../../tournaments/ui';

const messages = defineMessages({
  caption: { id: 'series.instances.caption', defaultMessage: 'Instances' },
  tournament: { id: 'series.instances.tournament', defaultMessage: 'Tournament' },
  tournamentLink: { id: 'series.instances.tournamentLink', defaultMessage: 'Tournament {id}' },
  start: { id: 'series.instances.start', defaultMessage: 'Start' },
  end: { id: 'series.instances.end', defaultMessage: 'End' },
  scheduled: { id: 'series.instances.scheduled', defaultMessage: 'Scheduled' },
  running: { id: 'series.instances.running', defaultMessage: 'Running' },
  droppedByEdit: { id: 'series.instances.droppedByEdit', defaultMessage: 'Canceled (no longer in the rule)' },
  empty: { id: 'series.instances.empty', defaultMessage: 'No instance yet' },
});

const STATE_LABELS = {
  scheduled: messages.scheduled,
  running: messages.running,
  droppedByEdit: messages.droppedByEdit,
};

/** The series' instances by start, each linking to its tournament's page. */
export function InstancesTable() {
  const format = useFormatText();
  const instances = useAppSelector(selectInstances);
  const now = useCurrentMinute();
  const stateLabel = (state: InstanceState) => format(typeof state === 'number' ? TOURNAMENT_STATUS_LABELS[state] : STATE_LABELS[state]);
  const columns: TableColumnsType<SeriesInstance> = [
    { title: format(messages.tournament), dataIndex: 'id', render: (id: number) => <Link to={paths.tournament.link({ id })}>{format(messageRef(messages.tournamentLink, { id }))}</Link> },
    { title: format(messages.start), dataIndex: 'start', render: formatDateTime },
    { title: format(messages.end), dataIndex: 'end', render: formatDateTime },
    { title: format(seriesMessages.status), key: 'status', render: (_: unknown, instance) => stateLabel(instanceStateOf(instance, now)) },
  ];
  return (
    <Table
      caption={<VisuallyHidden>{format(messages.caption)}</VisuallyHidden>}
      rowKey="id"
      columns={columns}
      dataSource={instances}
      pagination={false}
      locale={{ emptyText: format(messages.empty) }}
      scroll={{ x: 'max-content' }}
    />
  );
}
