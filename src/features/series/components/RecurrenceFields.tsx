import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/FormField';
import { UtcDateTimePicker } from '../../../components/UtcDateTimePicker';
import { DAY_OF_WEEK_LABELS } from '../../../domain/enums';
import { SERIES_COUNT_MAX, SERIES_DURATION_MAX_MINUTES, SERIES_FREQUENCIES, type SeriesRecurrence } from '../../../domain/seriesRecurrence';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectRecurrenceErrors } from '../seriesSelectors';
import { recurrenceEdited, recurrenceFrequencyChosen } from '../seriesSlice';

const messages = defineMessages({
  frequency: { id: 'series.fields.frequency', defaultMessage: 'Repeat' },
  hourly: { id: 'series.fields.hourly', defaultMessage: 'Every hour' },
  daily: { id: 'series.fields.daily', defaultMessage: 'Every day' },
  weekdays: { id: 'series.fields.weekdays', defaultMessage: 'On chosen weekdays' },
  weekly: { id: 'series.fields.weekly', defaultMessage: 'Every week' },
  monthly: { id: 'series.fields.monthly', defaultMessage: 'Every month' },
  days: { id: 'series.fields.days', defaultMessage: 'Weekdays' },
  day: { id: 'series.fields.day', defaultMessage: 'Weekday' },
  dayOfMonth: { id: 'series.fields.dayOfMonth', defaultMessage: 'Day of the month' },
  dayOfMonthExtra: { id: 'series.fields.dayOfMonthExtra', defaultMessage: 'In a shorter month, its last day' },
  timeOfDay: { id: 'series.fields.timeOfDay', defaultMessage: 'Start time (UTC, HH:MM)' },
  timeOfDayHourly: { id: 'series.fields.timeOfDayHourly', defaultMessage: 'Its minutes are the start in each hour' },
  duration: { id: 'series.fields.duration', defaultMessage: 'Duration (minutes)' },
  from: { id: 'series.fields.from', defaultMessage: 'First possible start' },
  ends: { id: 'series.fields.ends', defaultMessage: 'Ends' },
  never: { id: 'series.fields.never', defaultMessage: 'Never' },
  onDate: { id: 'series.fields.onDate', defaultMessage: 'On a date' },
  afterCount: { id: 'series.fields.afterCount', defaultMessage: 'After a number of instances' },
  until: { id: 'series.fields.until', defaultMessage: 'Last possible start' },
  count: { id: 'series.fields.count', defaultMessage: 'Number of instances' },
  allowOverlap: { id: 'series.fields.allowOverlap', defaultMessage: 'Instances may overlap' },
});

type Ending = 'never' | 'until' | 'count';
const endingOf = (rule: SeriesRecurrence): Ending => (rule.until !== null ? 'until' : rule.count !== null ? 'count' : 'never');

/** Monday first, as the console's pickers show the week. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** The rule's fields, each with its message from the domain's checks (the server's own). */
export function RecurrenceFields({ rule }: { rule: SeriesRecurrence }) {
  const format = useFormatText();
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const errors = useAppSelector(selectRecurrenceErrors);
  const error = (field: keyof SeriesRecurrence) => (errors[field] ? format(errors[field]) : undefined);
  const edit = (change: Partial<Omit<SeriesRecurrence, 'frequency'>>) => dispatch(recurrenceEdited(change));
  const dayOptions = WEEK_FROM_MONDAY.map((day) => ({ value: day, label: formatMessage(DAY_OF_WEEK_LABELS[day]) }));
  const ending = endingOf(rule);
  const chooseEnding = (next: Ending) => edit({ until: next === 'until' ? (rule.until ?? rule.from) : null, count: next === 'count' ? (rule.count ?? 10) : null });
  return (
    <>
      <FormField label={formatMessage(messages.frequency)} id="series-frequency">
        {({ id }) => (
          <Radio.Group
            id={id}
            name={id}
            aria-label={formatMessage(messages.frequency)}
            value={rule.frequency}
            onChange={(event) => dispatch(recurrenceFrequencyChosen(event.target.value))}
            options={SERIES_FREQUENCIES.map((frequency) => ({ value: frequency, label: formatMessage(messages[frequency]) }))}
          />
        )}
      </FormField>
      {rule.frequency === 'weekdays' && (
        <FormField label={formatMessage(messages.days)} id="series-weekdays" error={error('weekdays')}>
          {(control) => <Checkbox.Group {...control} aria-label={formatMessage(messages.days)} value={rule.weekdays} onChange={(weekdays) => edit({ weekdays })} options={dayOptions} />}
        </FormField>
      )}
      {rule.frequency === 'weekly' && (
        <FormField label={formatMessage(messages.day)} id="series-weekday" error={error('weekdays')}>
          {(control) => <Radio.Group {...control} name={control.id} aria-label={formatMessage(messages.day)} value={rule.weekdays[0]} onChange={(event) => edit({ weekdays: [event.target.value] })} options={dayOptions} />}
        </FormField>
      )}
      {rule.frequency === 'monthly' && (
        <FormField label={formatMessage(messages.dayOfMonth)} id="series-day-of-month" error={error('day_of_month')} extra={formatMessage(messages.dayOfMonthExtra)}>
          {(control) => <InputNumber<number> {...control} min={1} max={31} precision={0} value={rule.day_of_month} onChange={(day_of_month) => edit({ day_of_month })} />}
        </FormField>
      )}
      <FormField
        label={formatMessage(messages.timeOfDay)}
        id="series-time-of-day"
        error={error('time_of_day')}
        extra={rule.frequency === 'hourly' ? formatMessage(messages.timeOfDayHourly) : undefined}
      >
        {(control) => <Input {...control} maxLength={5} value={rule.time_of_day} onChange={(event) => edit({ time_of_day: event.target.value })} style={{ maxInlineSize: 120 }} />}
      </FormField>
      <FormField label={formatMessage(messages.duration)} id="series-duration" error={error('duration_minutes')}>
        {(control) => (
          <InputNumber<number>
            {...control}
            min={1}
            max={SERIES_DURATION_MAX_MINUTES}
            precision={0}
            value={rule.duration_minutes}
            onChange={(minutes) => edit({ duration_minutes: minutes ?? 0 })}
          />
        )}
      </FormField>
      <FormField label={formatMessage(messages.from)} id="series-from" error={error('from')}>
        {(control) => <UtcDateTimePicker {...control} value={rule.from} onChange={(from) => edit({ from: from ?? '' })} />}
      </FormField>
      <FormField label={formatMessage(messages.ends)} id="series-ends">
        {({ id }) => (
          <Radio.Group
            id={id}
            name={id}
            aria-label={formatMessage(messages.ends)}
            value={ending}
            onChange={(event) => chooseEnding(event.target.value)}
            options={[
              { value: 'never', label: formatMessage(messages.never) },
              { value: 'until', label: formatMessage(messages.onDate) },
              { value: 'count', label: formatMessage(messages.afterCount) },
            ]}
          />
        )}
      </FormField>
      {ending === 'until' && (
        <FormField label={formatMessage(messages.until)} id="series-until" error={error('until')}>
          {(control) => <UtcDateTimePicker {...control} value={rule.until} onChange={(until) => edit({ until: until ?? rule.from })} />}
        </FormField>
      )}
      {ending === 'count' && (
        <FormField label={formatMessage(messages.count)} id="series-count" error={error('count')}>
          {(control) => <InputNumber<number> {...control} min={1} max={SERIES_COUNT_MAX} precision={0} value={rule.count} onChange={(count) => edit({ count: count ?? 1 })} />}
        </FormField>
      )}
      <Form.Item>
        <Checkbox checked={rule.allow_overlap} onChange={(event) => edit({ allow_overlap: event.target.checked })}>
          {formatMessage(messages.allowOverlap)}
        </Checkbox>
      </Form.Item>
    </>
  );
}
