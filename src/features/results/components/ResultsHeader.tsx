import { Alert, Button, Flex, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { RESULTS_FILE_FORMATS } from '../../../domain/results/resultsFileName';
import { formatText } from '../../../i18n/text';
import { resultsMessages as messages } from '../messages';
import { selectResultsExport, selectResultsHeading } from '../resultsSelectors';
import { resultsExportRequested } from '../resultsSlice';

/** Each export's button label: the format it saves. */
const EXPORT_LABELS = { csv: messages.export, xlsx: messages.exportXlsx } as const;

/** Whether the figures are provisional or final and what that means, when they were computed, the windows, and the exports. */
export function ResultsHeader() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const heading = useAppSelector(selectResultsHeading);
  const { exporting, error } = useAppSelector(selectResultsExport);
  if (!heading) return null;
  const final = heading.state === 'final';
  return (
    <div className="results-header">
      <Flex wrap gap="small" align="center" justify="space-between">
        <Flex wrap gap="small" align="center">
          <Tag className="results-state">
            {intl.formatMessage(final ? messages.final : messages.provisional)}
          </Tag>
          <span>{formatText(intl, heading.computedAt)}</span>
        </Flex>
        <Flex wrap gap="small">
          {RESULTS_FILE_FORMATS.map((format) => (
            // While one export starts, the other waits its turn: its button is disabled rather than ignored.
            <Button key={format} loading={exporting === format} disabled={exporting !== null && exporting !== format} onClick={() => dispatch(resultsExportRequested(format))}>
              {intl.formatMessage(EXPORT_LABELS[format])}
            </Button>
          ))}
        </Flex>
      </Flex>
      <p className="results-note">{intl.formatMessage(heading.canceled ? messages.canceledHint : final ? messages.finalHint : messages.provisionalHint)}</p>
      <p className="results-note">{formatText(intl, heading.window)}</p>
      {error !== null && <Alert type="error" showIcon role="alert" title={intl.formatMessage(messages.exportFailed, { message: error })} />}
    </div>
  );
}
