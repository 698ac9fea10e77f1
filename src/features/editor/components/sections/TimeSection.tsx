import { Card, Checkbox, Flex } from 'antd';
import { useAppDispatch } from '../../../../app/hooks';
import { UtcDateTimePicker } from '../../../../components/UtcDateTimePicker';
import { WEEKDAYS } from '../../../../domain/tournament';
import { endChanged, startChanged, weekdayToggled } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorField } from '../useEditorField';

const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

function TimeField({ which, value, onChange }: { which: 'start' | 'end'; value: string; onChange: (iso: string) => void }) {
  const id = `time_configuration_${which}`;
  return (
    <EditorField label={`${capitalized(which)} (UTC)`} id={id} path={`time_configuration.${which}`}>
      {/* A cleared picker is '' in the working copy: validation reports the missing date. */}
      <UtcDateTimePicker id={id} value={value} onChange={(iso) => onChange(iso ?? '')} />
    </EditorField>
  );
}

/** When the tournament runs, in UTC, and on which weekdays. */
export function TimeSection() {
  const dispatch = useAppDispatch();
  const time = useEditorField('time_configuration');
  return (
    <Card title="Time configuration" size="small">
      <Flex wrap gap="middle">
        <TimeField which="start" value={time.start} onChange={(iso) => dispatch(startChanged(iso))} />
        <TimeField which="end" value={time.end} onChange={(iso) => dispatch(endChanged(iso))} />
      </Flex>
      <EditorField label="Days" id="time_configuration_days" path="time_configuration.day">
        <Flex id="time_configuration_days" role="group" aria-label="Days" wrap gap="small">
          {WEEKDAYS.map((day) => (
            <Checkbox key={day} id={`time_configuration_${day}`} checked={time[day]} onChange={() => dispatch(weekdayToggled(day))}>
              {capitalized(day)}
            </Checkbox>
          ))}
        </Flex>
      </EditorField>
    </Card>
  );
}
