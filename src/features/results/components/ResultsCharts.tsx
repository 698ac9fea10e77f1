/**
 * The Results tab's charts: recharts arrives with this module only, a chunk of its own that the tab loads when it
 * has figures to chart (React.lazy), so that no other route carries it (the first route's budget: bench figure 1).
 */
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAppSelector } from '../../../app/hooks';
import { resultDefinition, resultLabel } from '../../../domain/results/resultsDefinitions';
import { formatAmount, formatScore } from '../../../lib/format';
import { resultsMessages as messages } from '../messages';
import { selectHasPointsOverTime, selectHourlyPoints, selectScoreBars, type HourPoint, type ScoreBar } from '../resultsSelectors';
import { ChartFigure } from './ChartFigure';

const HEIGHT = 260;
// Drawn at this size until the container reports its own.
const INITIAL_SIZE = { width: 640, height: HEIGHT };
/** Series colours, each 4.5:1 or more on white. */
const COLOURS = { first: '#0958d9', second: '#237804' };
const POINTS_AXIS_WIDTH = 84;

const money = (amount: number) => formatAmount(amount);
const hourOf = (points: readonly HourPoint[], tick: unknown) => points.find((point) => point.tick === tick)?.time ?? String(tick);

function ParticipantsChart() {
  const intl = useIntl();
  const points = useAppSelector(selectHourlyPoints);
  const title = intl.formatMessage(resultLabel('participantsOverTime'));
  const definition = intl.formatMessage(resultDefinition('participantsOverTime'));
  const soFar = intl.formatMessage(messages.participantsSoFar);
  const inHour = intl.formatMessage(messages.activeInHour);
  return (
    <ChartFigure<HourPoint>
      title={title}
      definition={definition}
      rows={points}
      rowKey={(point) => point.time}
      columns={[
        { title: intl.formatMessage(messages.hour), cell: (point) => point.time },
        { title: soFar, cell: (point) => formatScore(point.participants) },
        { title: inHour, cell: (point) => formatScore(point.activeParticipants) },
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <LineChart data={points} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tick" />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(tick) => hourOf(points, tick)} />
          <Legend />
          <Line type="monotone" dataKey="participants" name={soFar} stroke={COLOURS.first} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="activeParticipants" name={inHour} stroke={COLOURS.second} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function TurnoverChart() {
  const intl = useIntl();
  const points = useAppSelector(selectHourlyPoints);
  const title = intl.formatMessage(messages.turnoverAndGgrOverTime);
  const definition = intl.formatMessage(messages.turnoverAndGgrDefinition);
  const turnover = intl.formatMessage(resultLabel('turnover'));
  const ggr = intl.formatMessage(resultLabel('ggr'));
  return (
    <ChartFigure<HourPoint>
      title={title}
      definition={definition}
      rows={points}
      rowKey={(point) => point.time}
      columns={[
        { title: intl.formatMessage(messages.hour), cell: (point) => point.time },
        { title: turnover, cell: (point) => money(point.turnover) },
        { title: ggr, cell: (point) => money(point.ggr) },
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <BarChart data={points} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tick" />
          <YAxis />
          <Tooltip labelFormatter={(tick) => hourOf(points, tick)} formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="turnover" name={turnover} fill={COLOURS.first} isAnimationActive={false} />
          <Bar dataKey="ggr" name={ggr} fill={COLOURS.second} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function PointsChart() {
  const intl = useIntl();
  const points = useAppSelector(selectHourlyPoints);
  const title = intl.formatMessage(resultLabel('pointsOverTime'));
  const definition = intl.formatMessage(resultDefinition('pointsOverTime'));
  const boardPoints = intl.formatMessage(messages.boardPoints);
  return (
    <ChartFigure<HourPoint>
      title={title}
      definition={definition}
      rows={points}
      rowKey={(point) => point.time}
      columns={[
        { title: intl.formatMessage(messages.hour), cell: (point) => point.time },
        { title: boardPoints, cell: (point) => formatScore(point.points ?? 0) },
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <LineChart data={points} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tick" />
          {/* A board's total runs to millions: dots between thousands, and room for them. */}
          <YAxis width={POINTS_AXIS_WIDTH} tickFormatter={(value: number) => formatScore(value)} />
          <Tooltip labelFormatter={(tick) => hourOf(points, tick)} formatter={(value) => formatScore(Number(value))} />
          <Legend />
          <Line type="monotone" dataKey="points" name={boardPoints} stroke={COLOURS.first} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function ScoreDistributionChart() {
  const intl = useIntl();
  const bars = useAppSelector(selectScoreBars);
  const title = intl.formatMessage(resultLabel('scoreDistribution'));
  const definition = intl.formatMessage(resultDefinition('scoreDistribution'));
  const players = intl.formatMessage(messages.playersInRange);
  return (
    <ChartFigure<ScoreBar>
      title={title}
      definition={definition}
      rows={bars}
      rowKey={(bar) => bar.range}
      columns={[
        { title: intl.formatMessage(messages.scoreRange), cell: (bar) => bar.range },
        { title: players, cell: (bar) => formatScore(bar.players) },
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <BarChart data={bars} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="range" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="players" name={players} fill={COLOURS.first} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export default function ResultsCharts() {
  const hasPoints = useAppSelector(selectHasPointsOverTime);
  return (
    <div className="results-charts">
      <ParticipantsChart />
      <TurnoverChart />
      {hasPoints && <PointsChart />}
      <ScoreDistributionChart />
    </div>
  );
}
