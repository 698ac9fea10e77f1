import { Alert, Button, Flex, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatText } from '../../../i18n/text';
import { resultsMessages as messages } from '../messages';
import { selectResultsExport, selectResultsHeading } from '../resultsSelectors';
import { resultsExportRequested } from '../resultsSlice';

/** Whether the figures are provisional or final and what that means, when they were computed, the windows, and Export. */
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
        <Button loading={exporting} onClick={() => dispatch(resultsExportRequested())}>
          {intl.formatMessage(messages.export)}
        </Button>
      </Flex>
      <p className="results-note">{intl.formatMessage(final ? messages.finalHint : messages.provisionalHint)}</p>
      <p className="results-note">{formatText(intl, heading.window)}</p>
      {error !== null && <Alert type="error" showIcon role="alert" title={intl.formatMessage(messages.exportFailed, { message: error })} />}
    </div>
  );
}
