import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import type { FieldControlProps } from './FormField';
import { PICKER_DATE_FORMAT, PICKER_LOCALE, PICKER_TIME_FORMAT, toIso, toPickerValue } from './utcPickerValue';

/** The control's id, so a label can name it, and what describes it (FormField's props for its control). */
export interface UtcDateTimePickerProps extends FieldControlProps {
  /** An ISO timestamp; '' or null shows an empty picker. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** ISO timestamps outside of which no day can be picked. */
  min?: string;
  max?: string;
}

/**
 * Spec §2 / §9 date-time picker: yyyy-MM-dd HH:mm in 24 hours, the week starting on Monday, in UTC (and saying so).
 * Its words (month and day names, 'Now', 'OK') are the language shown's: British English's, whose week starts on
 * Monday, or antd's locale of the language (ConfigProvider's, see IntlRoot; Romanian's week starts on Monday too).
 */
export function UtcDateTimePicker({ value, onChange, min, max, ...control }: UtcDateTimePickerProps) {
  const { locale } = useIntl();
  return (
    <DatePicker
      {...control}
      locale={locale === DEFAULT_LANGUAGE ? PICKER_LOCALE : undefined}
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
