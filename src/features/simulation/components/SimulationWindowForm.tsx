import { Button, DatePicker, Flex, Form } from 'antd';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { formatText } from '../../../i18n/text';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/FormField';
import { PICKER_DATE_FORMAT, PICKER_LOCALE, PICKER_TIME_FORMAT, toIso, toPickerValue } from '../../../components/utcPickerValue';
import { SIMULATION_WINDOW_MAX_DAYS } from '../../../domain/simulationWindow';
import { defineMessages } from '../../../i18n/defineMessages';
import { simulationMessages } from '../messages';
import { selectSimulationRunning, selectSimulationWindow, selectSimulationWindowError } from '../simulationSelectors';
import { runCancelRequested, runRequested, windowChosen } from '../simulationSlice';

const messages = defineMessages({
  form: { id: 'simulation.window.form', defaultMessage: 'Simulation window' },
  help: {
    id: 'simulation.window.help',
    defaultMessage: "Events that occurred in this window (UTC, at most {maxDays} days) are replayed through the form's rules, unsaved edits included.",
  },
  from: { id: 'simulation.window.from', defaultMessage: 'From' },
  to: { id: 'simulation.window.to', defaultMessage: 'To' },
  end: { id: 'simulation.window.end', defaultMessage: 'Window ends' },
  run: { id: 'simulation.window.run', defaultMessage: 'Run' },
  cancel: { id: 'simulation.window.cancel', defaultMessage: 'Cancel' },
});

const toWindowEnd = (value: Dayjs | null | undefined) => toIso(value ?? null) ?? '';

/** Once one end is picked, days more than the limit away from it cannot be picked for the other. */
export const beyondLimit = (date: Dayjs, { from }: { from?: Dayjs }) => from !== undefined && Math.abs(date.diff(from, 'day', true)) > SIMULATION_WINDOW_MAX_DAYS;

/** The window to replay (a UTC range), Run, and Cancel while a run is in flight. */
export function SimulationWindowForm() {
  const dispatch = useAppDispatch();
  const { from, to } = useAppSelector(selectSimulationWindow);
  const windowError = useAppSelector(selectSimulationWindowError);
  const running = useAppSelector(selectSimulationRunning);
  const intl = useIntl();
  const { formatMessage, locale, defaultLocale } = intl;

  return (
    <Form layout="vertical" aria-label={formatMessage(messages.form)}>
      <FormField
        label={formatMessage(simulationMessages.window)}
        id="simulation-window-from"
        error={windowError && formatText(intl, windowError)}
        hint={formatMessage(messages.help, { maxDays: SIMULATION_WINDOW_MAX_DAYS })}
      >
        {({ id, ...description }) => (
          <DatePicker.RangePicker
            {...description}
            id={{ start: id, end: 'simulation-window-to' }}
            // Month and day names, 'Now' and 'OK' in the language shown: British English's (weeks start on Monday), else antd's locale of the language.
            locale={locale === defaultLocale ? PICKER_LOCALE : undefined}
            showTime={{ format: PICKER_TIME_FORMAT }}
            format={PICKER_DATE_FORMAT}
            placeholder={[formatMessage(messages.from), formatMessage(messages.to)]}
            suffixIcon="UTC"
            disabledDate={beyondLimit}
            value={[toPickerValue(from), toPickerValue(to)]}
            onChange={(dates) => dispatch(windowChosen({ from: toWindowEnd(dates?.[0]), to: toWindowEnd(dates?.[1]) }))}
          />
        )}
      </FormField>
      {/* The field's label names the range's first input; the second needs its own, not a placeholder alone (issue 27, axe). */}
      <label htmlFor="simulation-window-to">
        <VisuallyHidden>{formatMessage(messages.end)}</VisuallyHidden>
      </label>
      <Flex gap="small">
        <Button type="primary" loading={running} disabled={windowError !== undefined} onClick={() => dispatch(runRequested())}>
          {formatMessage(messages.run)}
        </Button>
        {running && <Button onClick={() => dispatch(runCancelRequested())}>{formatMessage(messages.cancel)}</Button>}
      </Flex>
    </Form>
  );
}
