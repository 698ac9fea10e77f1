/**
 * A series' trend charts: recharts arrives with this module only, a chunk the series' page loads when it has figures
 * to chart (React.lazy), as the Results tab loads its own (the first route's budget: bench figure 1).
 */
import { useIntl } from 'react-intl';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAppSelector } from '../../../app/hooks';
import { resultDefinition, resultLabel, type ResultFigure } from '../../../domain/results/resultsDefinitions';
import { formatAmount, formatScore } from '../../../lib/format';
import { ChartFigure } from '../../results/ui';
import { selectTrendPoints, type TrendPoint } from '../seriesSelectors';
import { trendMessages as messages } from './trendMessages';

const HEIGHT = 220;
// Drawn at this size until the container reports its own.
const INITIAL_SIZE = { width: 420, height: HEIGHT };
/** 4.5:1 or more on white, the Results tab's first colour. */
const COLOUR = '#0958d9';

/** Each chart: the figure it draws, where it is in a point, and how its values are written. */
const FIGURES: ReadonlyArray<{ figure: ResultFigure; value: 'participants' | 'ggr' | 'roi'; format: (value: number) => string }> = [
  { figure: 'scored', value: 'participants', format: formatScore },
  { figure: 'ggr', value: 'ggr', format: formatAmount },
  { figure: 'roi', value: 'roi', format: (value) => `${formatAmount(value)}%` },
];

function TrendChart({ figure, value, format }: (typeof FIGURES)[number]) {
  const intl = useIntl();
  const points = useAppSelector(selectTrendPoints);
  const label = intl.formatMessage(resultLabel(figure));
  const title = intl.formatMessage(messages.perInstance, { figure: label });
  const definition = intl.formatMessage(resultDefinition(figure));
  const written = (point: TrendPoint) => {
    const shown = point[value];
    return shown === null ? intl.formatMessage(messages.noRoi) : format(shown);
  };
  const startOf = (tick: unknown) => points.find((point) => point.tick === tick)?.start ?? String(tick);
  return (
    <ChartFigure<TrendPoint>
      title={title}
      definition={definition}
      rows={points}
      rowKey={(point) => String(point.id)}
      columns={[
        { title: intl.formatMessage(messages.instance), cell: (point) => `${point.title}, ${point.start}` },
        { title: label, cell: written },
      ]}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <LineChart data={points} title={title} desc={definition}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="tick" />
          <YAxis allowDecimals={value !== 'participants'} />
          <Tooltip labelFormatter={startOf} formatter={(shown) => format(Number(shown))} />
          <Line type="monotone" dataKey={value} name={label} stroke={COLOUR} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export default function SeriesTrendCharts() {
  return (
    <div className="results-charts">
      {FIGURES.map((figure) => (
        <TrendChart key={figure.value} {...figure} />
      ))}
    </div>
  );
}
