import { Card, Checkbox, DatePicker, Flex } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import utc from 'dayjs/plugin/utc';
import { useAppDispatch } from '../../../../app/hooks';
import { WEEKDAYS } from '../../../../domain/tournament';
import { endChanged, startChanged, weekdayToggled } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorFields } from '../useEditorFields';

dayjs.extend(utc);

// The en-gb locale starts the week on Monday (spec §2); en_US would start it on Sunday.
const DATE_LOCALE = enGB.DatePicker;
const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
const TIME_FORMAT = 'HH:mm';

/** The picker shows the UTC wall clock, so what is read is what is stored. */
const toPickerValue = (iso: string): Dayjs | null => (iso === '' ? null : dayjs.utc(iso));
/** The picked wall clock is read as UTC, whatever the browser's zone; a cleared picker is ''. */
const toIso = (value: Dayjs | null): string => (value ? dayjs.utc(value.format('YYYY-MM-DDTHH:mm')).toISOString() : '');

const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

function TimeField({ which, value, onChange }: { which: 'start' | 'end'; value: string; onChange: (iso: string) => void }) {
  const id = `time_configuration_${which}`;
  return (
    <EditorField label={`${capitalized(which)} (UTC)`} id={id} path={`time_configuration.${which}`}>
      <DatePicker
        id={id}
        locale={DATE_LOCALE}
        showTime={{ format: TIME_FORMAT }}
        format={DATE_FORMAT}
        suffixIcon="UTC"
        value={toPickerValue(value)}
        onChange={(date) => onChange(toIso(date))}
      />
    </EditorField>
  );
}

/** When the tournament runs, in UTC, and on which weekdays. */
export function TimeSection() {
  const dispatch = useAppDispatch();
  const time = useEditorFields().time_configuration;
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
