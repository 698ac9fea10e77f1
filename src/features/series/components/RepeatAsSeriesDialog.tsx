import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatDateTime } from '../../../lib/format';
import { useCurrentMinute } from '../../tournaments/ui';
import { selectRecurrencePreview, selectRepeatDialog } from '../seriesSelectors';
import { repeatDialogClosed, seriesCreateRequested, seriesRuleSaveRequested } from '../seriesSlice';
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
  editTitle: { id: 'series.dialog.editTitle', defaultMessage: "Edit the series' rule" },
  editExplanation: {
    id: 'series.dialog.editExplanation',
    defaultMessage:
      'The instances not started yet follow the new rule: those it no longer gives are canceled, new ones are published. Running and finished instances are not changed. Times are UTC.',
  },
  save: { id: 'series.dialog.save', defaultMessage: 'Save rule' },
  saveFailed: { id: 'series.dialog.saveFailed', defaultMessage: 'The rule was not saved: {message}' },
});

/** What the dialog says and does: create a series from a tournament, or save a series' edited rule. */
const PURPOSES = {
  create: { title: messages.title, explanation: messages.explanation, submit: messages.create, failed: messages.failed, submitted: seriesCreateRequested },
  edit: { title: messages.editTitle, explanation: messages.editExplanation, submit: messages.save, failed: messages.saveFailed, submitted: seriesRuleSaveRequested },
};

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

/**
 * The rule's dialog (issue 28): the rule's fields and its preview, with Create series for 'Repeat as a series' of a
 * tournament's page, or Save rule for 'Edit rule' of a series' page.
 */
export function RepeatAsSeriesDialog() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const { open, seriesId, recurrence, saving, error, refusals } = useAppSelector(selectRepeatDialog);
  const purpose = PURPOSES[seriesId === null ? 'create' : 'edit'];
  const submit = () => dispatch(purpose.submitted());
  return (
    <Modal
      open={open}
      title={format(purpose.title)}
      onCancel={() => dispatch(repeatDialogClosed())}
      width={640}
      footer={[
        <Button key="cancel" onClick={() => dispatch(repeatDialogClosed())} disabled={saving}>
          {format(messages.cancel)}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={submit}>
          {format(purpose.submit)}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{format(purpose.explanation)}</Typography.Paragraph>
      {recurrence && (
        <Form layout="vertical" onFinish={submit}>
          <RecurrenceFields rule={recurrence} />
        </Form>
      )}
      <RecurrencePreview />
      {error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={format(messageRef(purpose.failed, { message: format(error) }))}
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
