import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { PICKER_DATE_FORMAT, PICKER_LOCALE, PICKER_TIME_FORMAT, toIso, toPickerValue } from './utcPickerValue';

export interface UtcDateTimePickerProps {
  /** The control's id, so a label can name it. */
  id: string;
  /** An ISO timestamp; '' or null shows an empty picker. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** ISO timestamps outside of which no day can be picked. */
  min?: string;
  max?: string;
}

/** Spec §2 / §9 date-time picker: yyyy-MM-dd HH:mm in 24 hours, the week starting on Monday, in UTC (and saying so). */
export function UtcDateTimePicker({ id, value, onChange, min, max }: UtcDateTimePickerProps) {
  return (
    <DatePicker
      id={id}
      locale={PICKER_LOCALE}
      showTime={{ format: PICKER_TIME_FORMAT }}
      format={PICKER_DATE_FORMAT}
      suffixIcon="UTC"
      minDate={min ? dayjs.utc(min) : undefined}
      maxDate={max ? dayjs.utc(max) : undefined}
      value={toPickerValue(value)}
      onChange={(date) => onChange(toIso(date))}
    />
  );
}
