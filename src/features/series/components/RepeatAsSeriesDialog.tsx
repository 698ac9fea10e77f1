import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatDateTime } from '../../../lib/format';
import { useCurrentMinute } from '../../tournaments';
import { selectRecurrencePreview, selectRepeatDialog } from '../seriesSelectors';
import { repeatDialogClosed, seriesCreateRequested } from '../seriesSlice';
import { RecurrenceFields } from './RecurrenceFields';

const messages = defineMessages({
  title: { id: 'series.dialog.title', defaultMessage: 'Repeat as a series' },
  explanation: {
    id: 'series.dialog.explanation',
    defaultMessage: 'Each instance is a copy of this tournament as the form shows it, with its boosters, published by the series a few days ahead. Times are UTC.',
  },
  preview: { id: 'series.dialog.preview', defaultMessage: 'Preview' },
  nextStarts: { id: 'series.dialog.nextStarts', defaultMessage: 'Next starts' },
  noStart: { id: 'series.dialog.noStart', defaultMessage: 'The rule has no start left from now on' },
  correct: { id: 'series.dialog.correct', defaultMessage: 'Correct the rule to see when its instances start' },
  create: { id: 'series.dialog.create', defaultMessage: 'Create series' },
  cancel: { id: 'series.dialog.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'series.dialog.failed', defaultMessage: 'The series was not created: {message}' },
});

/** The rule in words and its next starts, from the domain's functions (the server's). */
function RecurrencePreview() {
  const format = useFormatText();
  const { locale } = useIntl();
  const now = useCurrentMinute();
  const preview = useAppSelector((state) => selectRecurrencePreview(state, now, locale));
  return (
    <section aria-labelledby="series-preview-heading">
      <Typography.Title level={2} id="series-preview-heading" style={{ fontSize: 16 }}>
        {format(messages.preview)}
      </Typography.Title>
      {preview === undefined ? (
        <Typography.Paragraph type="secondary">{format(messages.correct)}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph strong>{format(preview.words)}</Typography.Paragraph>
          {preview.starts.length === 0 ? (
            <Typography.Paragraph>{format(messages.noStart)}</Typography.Paragraph>
          ) : (
            <>
              <Typography.Text id="series-next-starts">{format(messages.nextStarts)}</Typography.Text>
              <ul aria-labelledby="series-next-starts">
                {preview.starts.map((start) => (
                  <li key={start}>{formatDateTime(start)}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** 'Repeat as a series' of a tournament's page (issue 28): the rule's fields, its preview, and Create series. */
export function RepeatAsSeriesDialog() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const { open, recurrence, saving, error, refusals } = useAppSelector(selectRepeatDialog);
  return (
    <Modal
      open={open}
      title={format(messages.title)}
      onCancel={() => dispatch(repeatDialogClosed())}
      width={640}
      footer={[
        <Button key="cancel" onClick={() => dispatch(repeatDialogClosed())} disabled={saving}>
          {format(messages.cancel)}
        </Button>,
        <Button key="create" type="primary" loading={saving} onClick={() => dispatch(seriesCreateRequested())}>
          {format(messages.create)}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{format(messages.explanation)}</Typography.Paragraph>
      {recurrence && (
        <Form layout="vertical" onFinish={() => dispatch(seriesCreateRequested())}>
          <RecurrenceFields rule={recurrence} />
        </Form>
      )}
      <RecurrencePreview />
      {error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={format(messageRef(messages.failed, { message: format(error) }))}
          description={
            refusals.length > 0 ? (
              <ul>
                {refusals.map(({ field, message }) => (
                  <li key={`${field}:${message}`}>{message}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
