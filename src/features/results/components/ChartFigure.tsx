import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SmallHeading } from '../../../components/SmallHeading';
import '../../../components/visuallyHidden.css';
import { resultsMessages as messages } from '../messages';
import './results.css';

export interface ChartColumn<Row> {
  title: string;
  cell: (row: Row) => string;
}

interface ChartFigureProps<Row> {
  title: string;
  definition: string;
  rows: readonly Row[];
  /** The data as a table for screen readers, its first column the row's name. */
  columns: ReadonlyArray<ChartColumn<Row>>;
  rowKey: (row: Row) => string;
  /** The chart, named by its title and described by its definition (recharts' SVG title and desc). */
  children: ReactNode;
}

/**
 * A chart with its title as a heading, its definition written under it, and its data in a table a screen reader
 * reads instead of the drawing (visually hidden: the chart shows the same numbers, its tooltips reachable by the
 * arrow keys once focused).
 */
export function ChartFigure<Row>({ title, definition, rows, columns, rowKey, children }: ChartFigureProps<Row>) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <figure className="results-chart" aria-labelledby={titleId}>
      <SmallHeading level={3} id={titleId}>
        {title}
      </SmallHeading>
      <p className="results-definition">{definition}</p>
      {rows.length === 0 ? <p>{intl.formatMessage(messages.noData)}</p> : children}
      {rows.length > 0 && (
        // In a clipped box: a table grows to its rows whatever height it is given.
        <div className="visually-hidden">
          <table>
            <caption>{intl.formatMessage(messages.chartSummary, { label: title })}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.title} scope="row">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.title}>{column.cell(row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
