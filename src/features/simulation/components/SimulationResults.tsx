import { Alert, Descriptions, Flex, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useId, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import type { PrizeCost } from '../../../domain/prizeCost';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText, type Text } from '../../../i18n/text';
import { formatDateTime, formatScore } from '../../../lib/format';
import { simulationMessages } from '../messages';
import {
  formatCost,
  selectSimulatedBoostersChangingNothing,
  selectSimulatedTableRows,
  selectSimulatedTiers,
  selectSimulatedTiersWithoutValue,
  selectSimulationFigures,
  selectSimulationOutdated,
  type SimulatedTableRow,
  type SimulatedTierRow,
} from '../simulationSelectors';
import { SmallHeading } from '../../../components/SmallHeading';

const messages = defineMessages({
  outdated: {
    id: 'simulation.results.outdated',
    defaultMessage: 'The form, its boosters or the window changed since this run: Run again to see what the changes would do.',
  },
  projectedResult: { id: 'simulation.results.projectedResult', defaultMessage: 'Projected result' },
  events: { id: 'simulation.results.events', defaultMessage: 'Events' },
  players: { id: 'simulation.results.players', defaultMessage: 'Players' },
  totalCost: { id: 'simulation.results.totalCost', defaultMessage: 'Total cost' },
  freeSpins: { id: 'simulation.results.freeSpins', defaultMessage: 'Free spins' },
  items: { id: 'simulation.results.items', defaultMessage: 'Items' },
  prizesPerTier: { id: 'simulation.results.prizesPerTier', defaultMessage: 'Prizes per tier' },
  noTiers: { id: 'simulation.results.noTiers', defaultMessage: 'No tiers' },
  projectedTop: { id: 'simulation.results.projectedTop', defaultMessage: 'Projected top 100' },
  noEvents: { id: 'simulation.results.noEvents', defaultMessage: 'No events in this window' },
  ranks: { id: 'simulation.results.ranks', defaultMessage: 'Ranks' },
  prize: { id: 'simulation.results.prize', defaultMessage: 'Prize' },
  code: { id: 'simulation.results.code', defaultMessage: 'Code' },
  playersReached: { id: 'simulation.results.playersReached', defaultMessage: 'Players reached' },
  cost: { id: 'simulation.results.cost', defaultMessage: 'Cost' },
  rank: { id: 'simulation.results.rank', defaultMessage: 'Rank' },
  player: { id: 'simulation.results.player', defaultMessage: 'Player' },
  userId: { id: 'simulation.results.userId', defaultMessage: 'User ID' },
  score: { id: 'simulation.results.score', defaultMessage: 'Score' },
  valueMissing: {
    id: 'simulation.results.valueMissing',
    defaultMessage:
      '{count, plural, one {The tier for ranks {ranks} has a value of 0: it awards nothing, so the total cost leaves it out. Check its value.} other {The tiers for ranks {ranks} have a value of 0: they award nothing, so the total cost leaves them out. Check their values.}}',
  },
  valueZero: { id: 'simulation.results.valueZero', defaultMessage: 'Value 0' },
  boostersChangingNothing: {
    id: 'simulation.results.boostersChangingNothing',
    defaultMessage:
      '{count, plural, one {Booster {numbers} multiplies by ×1: it leaves scores unchanged. Check its multiplier.} other {Boosters {numbers} multiply by ×1: they leave scores unchanged. Check their multipliers.}}',
  },
});

function tierColumns(intl: IntlShape): TableColumnsType<SimulatedTierRow> {
  const format = (text: Text) => formatText(intl, text);
  return [
    { title: intl.formatMessage(messages.ranks), dataIndex: 'ranks' },
    { title: intl.formatMessage(messages.prize), dataIndex: 'prize', render: format },
    { title: intl.formatMessage(messages.code), dataIndex: 'code' },
    { title: intl.formatMessage(messages.playersReached), dataIndex: 'players', align: 'right' },
    {
      title: intl.formatMessage(messages.cost),
      dataIndex: 'cost',
      align: 'right',
      render: (cost: PrizeCost, tier) => (
        <>
          {/* The theme's warning text colour, which keeps its contrast where antd's orange tag does not. */}
          {tier.valueMissing && (
            <Typography.Text type="warning" strong>
              {`${intl.formatMessage(messages.valueZero)} · `}
            </Typography.Text>
          )}
          {formatCost(cost, format)}
        </>
      ),
    },
  ];
}

function rowColumns(intl: IntlShape): TableColumnsType<SimulatedTableRow> {
  return [
    { title: intl.formatMessage(messages.rank), dataIndex: 'rank', align: 'right' },
    { title: intl.formatMessage(messages.player), dataIndex: 'user_name', render: (name: string, row) => name || row.user_id },
    { title: intl.formatMessage(messages.userId), dataIndex: 'user_id' },
    { title: intl.formatMessage(messages.score), dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    { title: intl.formatMessage(messages.prize), dataIndex: 'prize', render: (prize: Text) => formatText(intl, prize) },
  ];
}

/** A small unpaged table under a heading that also names it for screen readers. */
function HeadedTable<Row extends object>({ heading, ...table }: { heading: string } & TableProps<Row>) {
  const headingId = useId();
  return (
    <>
      <SmallHeading level={2} id={headingId}>
        {heading}
      </SmallHeading>
      <Table<Row> aria-labelledby={headingId} size="small" pagination={false} {...table} />
    </>
  );
}

/** A finished run: what took part, what the prizes would cost, each tier's reach, and the projected top 100. */
export function SimulationResults() {
  const figures = useAppSelector(selectSimulationFigures);
  const tiers = useAppSelector(selectSimulatedTiers);
  const rows = useAppSelector(selectSimulatedTableRows);
  const outdated = useAppSelector(selectSimulationOutdated);
  const withoutValue = useAppSelector(selectSimulatedTiersWithoutValue);
  const boostersChangingNothing = useAppSelector(selectSimulatedBoostersChangingNothing);
  const intl = useIntl();
  const { formatMessage } = intl;
  const columns = useMemo(() => ({ tiers: tierColumns(intl), rows: rowColumns(intl) }), [intl]);
  if (!figures) return null;

  return (
    <Flex vertical gap="middle">
      {outdated && <Alert type="warning" showIcon title={formatMessage(messages.outdated)} />}
      {withoutValue.length > 0 && (
        <Alert type="warning" showIcon title={formatMessage(messages.valueMissing, { count: withoutValue.length, ranks: withoutValue.join(', ') })} />
      )}
      {boostersChangingNothing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={formatMessage(messages.boostersChangingNothing, { count: boostersChangingNothing.length, numbers: boostersChangingNothing.join(', ') })}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        title={formatMessage(messages.projectedResult)}
        items={[
          { key: 'window', label: formatMessage(simulationMessages.window), children: `${formatDateTime(figures.window.from)} - ${formatDateTime(figures.window.to)}` },
          { key: 'events', label: formatMessage(messages.events), children: figures.events },
          { key: 'players', label: formatMessage(messages.players), children: figures.players },
          { key: 'lei', label: formatMessage(messages.totalCost), children: figures.lei },
          { key: 'freeSpins', label: formatMessage(messages.freeSpins), children: figures.freeSpins },
          { key: 'items', label: formatMessage(messages.items), children: figures.items },
        ]}
      />
      <HeadedTable<SimulatedTierRow> heading={formatMessage(messages.prizesPerTier)} rowKey="key" columns={columns.tiers} dataSource={tiers} locale={{ emptyText: formatMessage(messages.noTiers) }} />
      <HeadedTable<SimulatedTableRow>
        heading={formatMessage(messages.projectedTop)}
        rowKey="user_id"
        columns={columns.rows}
        dataSource={rows}
        locale={{ emptyText: formatMessage(messages.noEvents) }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
