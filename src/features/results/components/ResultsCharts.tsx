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

/** A line of an hourly line chart: the series it draws, its name and colour. */
interface HourlyLine {
  dataKey: 'participants' | 'activeParticipants' | 'points';
  name: string;
  colour: string;
}

/**
 * An hourly figure drawn as lines (counts and points, shown rounded), with its table for screen readers; `axisWidth`
 * makes room for the larger numbers, written with dots between thousands.
 */
function HourlyLineChart({ figure, lines, axisWidth }: { figure: 'participantsOverTime' | 'pointsOverTime'; lines: readonly HourlyLine[]; axisWidth?: number }) {
  const intl = useIntl();
  const points = useAppSelector(selectHourlyPoints);
  const title = intl.formatMessage(resultLabel(figure));
  const definition = intl.formatMessage(resultDefinition(figure));
  return (
    <ChartFigure<HourPoint>
      title={title}
      definition={definition}
      rows={points}
      rowKey={(point) => point.time}
      columns={[
        { title: intl.formatMessage(messages.hour), cell: (point) => point.time },
        ...lines.map((line) => ({ title: line.name, cell: (point: HourPoint) => formatScore(point[line.dataKey] ?? 0) })),
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <LineChart data={points} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tick" />
          <YAxis allowDecimals={false} width={axisWidth} tickFormatter={(value: number) => formatScore(value)} />
          <Tooltip labelFormatter={(tick) => hourOf(points, tick)} formatter={(value) => formatScore(Number(value))} />
          <Legend />
          {lines.map((line) => (
            <Line key={line.dataKey} type="monotone" dataKey={line.dataKey} name={line.name} stroke={line.colour} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function ParticipantsChart() {
  const intl = useIntl();
  const lines: HourlyLine[] = [
    { dataKey: 'participants', name: intl.formatMessage(messages.participantsSoFar), colour: COLOURS.first },
    { dataKey: 'activeParticipants', name: intl.formatMessage(messages.activeInHour), colour: COLOURS.second },
  ];
  return <HourlyLineChart figure="participantsOverTime" lines={lines} />;
}

function PointsChart() {
  const intl = useIntl();
  // A board's total runs to millions: room for its dots between thousands.
  return <HourlyLineChart figure="pointsOverTime" lines={[{ dataKey: 'points', name: intl.formatMessage(messages.boardPoints), colour: COLOURS.first }]} axisWidth={POINTS_AXIS_WIDTH} />;
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
