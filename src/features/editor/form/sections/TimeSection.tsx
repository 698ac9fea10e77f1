import { Checkbox, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../app/hooks';
import { UtcDateTimePicker } from '../../../../components/UtcDateTimePicker';
import { WEEKDAYS } from '../../../../domain/tournament';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import { endChanged, startChanged, weekdayToggled } from '../../editorSlice';
import { editorMessages } from '../../messages';
import { weekdayLabel } from '../../weekdayLabels';
import { EditorField } from '../EditorField';
import { useEditorField } from '../useEditorField';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  start: { id: 'editor.time.start', defaultMessage: 'Start (UTC)' },
  end: { id: 'editor.time.end', defaultMessage: 'End (UTC)' },
});

function TimeField({ which, value, onChange }: { which: 'start' | 'end'; value: string; onChange: (iso: string) => void }) {
  const id = `time_configuration_${which}`;
  return (
    <EditorField label={messages[which]} id={id} path={`time_configuration.${which}`}>
      {/* A cleared picker is '' in the working copy: validation reports the missing date. */}
      {(control) => <UtcDateTimePicker {...control} value={value} onChange={(iso) => onChange(iso ?? '')} />}
    </EditorField>
  );
}

/** When the tournament runs, in UTC, and on which weekdays. */
export function TimeSection() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const time = useEditorField('time_configuration');
  return (
    <FormSection title={<FormattedMessage {...TOURNAMENT_FIELD_LABELS.time_configuration} />}>
      <Flex wrap gap="middle">
        <TimeField which="start" value={time.start} onChange={(iso) => dispatch(startChanged(iso))} />
        <TimeField which="end" value={time.end} onChange={(iso) => dispatch(endChanged(iso))} />
      </Flex>
      <EditorField label={editorMessages.days} id="time_configuration_days" path="time_configuration.day">
        {(control) => (
          <Flex {...control} role="group" aria-label={intl.formatMessage(editorMessages.days)} wrap gap="small">
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} id={`time_configuration_${day}`} checked={time[day]} onChange={() => dispatch(weekdayToggled(day))}>
                <FormattedMessage {...weekdayLabel(day)} />
              </Checkbox>
            ))}
          </Flex>
        )}
      </EditorField>
    </FormSection>
  );
}
