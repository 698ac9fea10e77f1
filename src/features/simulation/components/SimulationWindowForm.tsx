import { Button, DatePicker, Flex, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PICKER_DATE_FORMAT, PICKER_LOCALE, PICKER_TIME_FORMAT, toIso, toPickerValue } from '../../../components/utcPickerValue';
import { SIMULATION_WINDOW_MAX_DAYS } from '../../../domain/simulationWindow';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectSimulationRunning, selectSimulationWindow, selectSimulationWindowError } from '../simulationSelectors';
import { runCancelRequested, runRequested, windowChosen } from '../simulationSlice';

export const WINDOW_HELP = `Events that occurred in this window (UTC, at most ${SIMULATION_WINDOW_MAX_DAYS} days) are replayed through the form's rules, unsaved edits included.`;

const toWindowEnd = (value: Dayjs | null | undefined) => toIso(value ?? null) ?? '';

/** Once one end is picked, days more than the limit away from it cannot be picked for the other. */
export const beyondLimit = (date: Dayjs, { from }: { from?: Dayjs }) => from !== undefined && Math.abs(date.diff(from, 'day', true)) > SIMULATION_WINDOW_MAX_DAYS;

/** The window to replay (a UTC range), Run, and Cancel while a run is in flight. */
export function SimulationWindowForm() {
  const dispatch = useAppDispatch();
  const { from, to } = useAppSelector(selectSimulationWindow);
  const windowError = useAppSelector(selectSimulationWindowError);
  const running = useAppSelector(selectSimulationRunning);
  const format = useFormatText();

  return (
    <Form layout="vertical" aria-label="Simulation window">
      <Form.Item label="Window" htmlFor="simulation-window-from" validateStatus={windowError ? 'error' : undefined} help={windowError ? format(windowError) : WINDOW_HELP}>
        <DatePicker.RangePicker
          id={{ start: 'simulation-window-from', end: 'simulation-window-to' }}
          locale={PICKER_LOCALE}
          showTime={{ format: PICKER_TIME_FORMAT }}
          format={PICKER_DATE_FORMAT}
          placeholder={['From', 'To']}
          suffixIcon="UTC"
          disabledDate={beyondLimit}
          value={[toPickerValue(from), toPickerValue(to)]}
          onChange={(dates) => dispatch(windowChosen({ from: toWindowEnd(dates?.[0]), to: toWindowEnd(dates?.[1]) }))}
        />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" loading={running} disabled={windowError !== undefined} onClick={() => dispatch(runRequested())}>
          Run
        </Button>
        {running && <Button onClick={() => dispatch(runCancelRequested())}>Cancel</Button>}
      </Flex>
    </Form>
  );
}
