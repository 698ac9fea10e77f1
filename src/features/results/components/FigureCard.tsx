import { Card, Statistic } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SmallHeading } from '../../../components/SmallHeading';
import { resultDefinition, resultLabel } from '../../../domain/results/resultsDefinitions';
import { formatText } from '../../../i18n/text';
import type { FigureView } from '../resultsSelectors';

/**
 * One figure: its label as a heading, the number, the lines under it, and its definition written beside it (issue
 * 28), plain text a screen reader reads in order and keyboard users need not reach.
 */
export function FigureCard({ view }: { view: FigureView }) {
  const intl = useIntl();
  const labelId = useId();
  const value = formatText(intl, view.value);
  return (
    <Card size="small" className="results-figure" role="group" aria-labelledby={labelId}>
      <Statistic
        title={
          <SmallHeading level={3} id={labelId} className="results-figure-label">
            {intl.formatMessage(resultLabel(view.figure))}
          </SmallHeading>
        }
        value={value}
        formatter={() => value}
        classNames={{ content: view.trend ? `results-figure-value results-${view.trend}` : 'results-figure-value' }}
      />
      {view.details.map((detail) => {
        const text = formatText(intl, detail);
        return (
          <div key={text} className="results-figure-detail">
            {text}
          </div>
        );
      })}
      <p className="results-definition">{intl.formatMessage(resultDefinition(view.figure))}</p>
    </Card>
  );
}

/** Figures side by side, wrapping on a narrow window. */
export function FigureCards({ figures }: { figures: readonly FigureView[] }) {
  return (
    <div className="results-figures">
      {figures.map((view) => (
        <FigureCard key={view.figure} view={view} />
      ))}
    </div>
  );
}
