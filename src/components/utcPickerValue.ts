/** What antd's date pickers show and give back, read as the UTC wall clock (spec §9: the schedule is UTC). */
import enGB from 'antd/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// The en-gb locale starts the week on Monday (spec §2); en_US would start it on Sunday.
export const PICKER_LOCALE = enGB.DatePicker;
export const PICKER_DATE_FORMAT = 'YYYY-MM-DD HH:mm';
export const PICKER_TIME_FORMAT = 'HH:mm';

/** The picker shows the UTC wall clock, so what is read is what is stored; '' and null are no date. */
export const toPickerValue = (iso: string | null): Dayjs | null => (iso === null || iso === '' ? null : dayjs.utc(iso));

/** The picked wall clock is read as UTC, whatever the browser's zone; a cleared picker is null. */
export const toIso = (value: Dayjs | null): string | null => (value ? dayjs.utc(value.format('YYYY-MM-DDTHH:mm')).toISOString() : null);
