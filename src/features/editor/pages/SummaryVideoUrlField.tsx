import { Button, Form, Input, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/FormField';
import { TOURNAMENT_TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import { TOURNAMENT_FIELD_LABELS } from '../../../domain/tournamentFieldLabels';
import { webUrlErrors } from '../../../domain/tournamentValidation';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectEditable, selectFields } from '../editorSelectors';
import { fieldChanged, summaryVideoUrlSaveRequested } from '../editorSlice';
import { editorMessages } from '../messages';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  form: { id: 'editor.summaryVideo.form', defaultMessage: 'Summary video' },
});

/** Spec §2: the summary video URL; a Draft saves it with the form, any later status with its own Save. */
export function SummaryVideoUrlField() {
  const dispatch = useAppDispatch();
  // The URL alone, not the fields object: other edits must not re-render this field.
  const url = useAppSelector((state) => selectFields(state)?.summary_video_url ?? '');
  const draft = useAppSelector(selectEditable);
  const saving = useIsRunning('summaryVideoUrl');
  // Checked as typed, whatever the status: its own Save sends it outside the form's validation.
  const format = useFormatText();
  const refusal = webUrlErrors({ summary_video_url: url })[0]?.message;
  const error = refusal && format(refusal);

  return (
    <Form layout="vertical" className="summary-video-url" aria-label={format(messages.form)}>
      <FormField label={format(TOURNAMENT_FIELD_LABELS.summary_video_url)} id="summary-video-url" error={error}>
        {(control) => (
          <Space.Compact block>
            <Input
              {...control}
              maxLength={TOURNAMENT_TEXT_MAX_LENGTH.summary_video_url}
              value={url}
              onChange={(event) => dispatch(fieldChanged({ field: 'summary_video_url', value: event.target.value }))}
            />
            {!draft && (
              <Button loading={saving} disabled={error !== undefined} onClick={() => dispatch(summaryVideoUrlSaveRequested())}>
                <FormattedMessage {...editorMessages.save} />
              </Button>
            )}
          </Space.Compact>
        )}
      </FormField>
    </Form>
  );
}
