import { Alert, Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { formatScore } from '../../../lib/format';
import {
  selectSimulatedTableRows,
  selectSimulatedTiers,
  selectSimulationFigures,
  selectSimulationOutdated,
  type SimulatedTableRow,
  type SimulatedTierRow,
} from '../simulationSelectors';

export const OUTDATED_NOTICE = 'The form, its boosters or the window changed since this run: Run again to see what the changes would do.';

const tierColumns: TableColumnsType<SimulatedTierRow> = [
  { title: 'Ranks', dataIndex: 'ranks' },
  { title: 'Prize', dataIndex: 'prize' },
  { title: 'Code', dataIndex: 'code' },
  { title: 'Players reached', dataIndex: 'players', align: 'right' },
  { title: 'Cost', dataIndex: 'cost', align: 'right' },
];

const rowColumns: TableColumnsType<SimulatedTableRow> = [
  { title: 'Rank', dataIndex: 'rank', align: 'right' },
  { title: 'Player', dataIndex: 'user_name', render: (name: string, row) => name || row.user_id },
  { title: 'User ID', dataIndex: 'user_id' },
  { title: 'Score', dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
  { title: 'Prize', dataIndex: 'prize' },
];

/** A finished run: what took part, what the prizes would cost, each tier's reach, and the projected top 100. */
export function SimulationResults() {
  const figures = useAppSelector(selectSimulationFigures);
  const tiers = useAppSelector(selectSimulatedTiers);
  const rows = useAppSelector(selectSimulatedTableRows);
  const outdated = useAppSelector(selectSimulationOutdated);
  if (!figures) return null;

  return (
    <Flex vertical gap="middle">
      {outdated && <Alert type="warning" showIcon title={OUTDATED_NOTICE} />}
      <Descriptions
        bordered
        size="small"
        column={1}
        title="Projected result"
        items={[
          { key: 'window', label: 'Window', children: figures.window },
          { key: 'events', label: 'Events', children: figures.events },
          { key: 'players', label: 'Players', children: figures.players },
          { key: 'lei', label: 'Total cost', children: figures.lei },
          { key: 'freeSpins', label: 'Free spins', children: figures.freeSpins },
          { key: 'items', label: 'Items', children: figures.items },
        ]}
      />
      <Typography.Title level={5}>Prizes per tier</Typography.Title>
      <Table<SimulatedTierRow> rowKey="key" size="small" columns={tierColumns} dataSource={tiers} pagination={false} locale={{ emptyText: 'No tiers' }} />
      <Typography.Title level={5}>Projected top 100</Typography.Title>
      <Table<SimulatedTableRow>
        rowKey="user_id"
        size="small"
        columns={rowColumns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'No events in this window' }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
