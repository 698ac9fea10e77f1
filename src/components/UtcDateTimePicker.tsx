import { DatePicker } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// The en-gb locale starts the week on Monday (spec §2); en_US would start it on Sunday.
const DATE_LOCALE = enGB.DatePicker;
const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
const TIME_FORMAT = 'HH:mm';

/** The picker shows the UTC wall clock, so what is read is what is stored; '' and null are no date. */
const toPickerValue = (iso: string | null): Dayjs | null => (iso === null || iso === '' ? null : dayjs.utc(iso));
/** The picked wall clock is read as UTC, whatever the browser's zone; a cleared picker is null. */
const toIso = (value: Dayjs | null): string | null => (value ? dayjs.utc(value.format('YYYY-MM-DDTHH:mm')).toISOString() : null);

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
      locale={DATE_LOCALE}
      showTime={{ format: TIME_FORMAT }}
      format={DATE_FORMAT}
      suffixIcon="UTC"
      minDate={min ? dayjs.utc(min) : undefined}
      maxDate={max ? dayjs.utc(max) : undefined}
      value={toPickerValue(value)}
      onChange={(date) => onChange(toIso(date))}
    />
  );
}
