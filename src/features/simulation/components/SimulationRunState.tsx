import { Alert, Flex, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { selectSimulationElapsedSeconds, selectSimulationError, selectSimulationOutcome, selectSimulationStatus } from '../simulationSelectors';

const messages = defineMessages({
  running: { id: 'simulation.run.running', defaultMessage: 'Simulating... {seconds} s' },
  failed: { id: 'simulation.run.failed', defaultMessage: 'Simulation failed' },
  canceled: { id: 'simulation.run.canceled', defaultMessage: 'Simulation canceled' },
  queued: {
    id: 'simulation.run.queued',
    defaultMessage: 'This run waited {seconds, plural, one {# second} other {# seconds}} for other simulations to finish before it started.',
  },
});

/**
 * While a run is in flight, its seconds (the server gives no fraction done, and a run past its limits waits its
 * turn there); then why it failed (a 429 says when to try again) or that it was canceled, or how long it waited.
 */
export function SimulationRunState() {
  const status = useAppSelector(selectSimulationStatus);
  const elapsedSeconds = useAppSelector(selectSimulationElapsedSeconds);
  const error = useAppSelector(selectSimulationError);
  const outcome = useAppSelector(selectSimulationOutcome);
  const intl = useIntl();

  if (status === 'running') {
    return (
      <Flex role="status" align="center" gap="small">
        <Spin size="small" />
        {intl.formatMessage(messages.running, { seconds: elapsedSeconds })}
      </Flex>
    );
  }
  if (status === 'failed') return <Alert type="error" showIcon title={intl.formatMessage(messages.failed)} description={error === null ? null : formatText(intl, error)} />;
  if (status === 'canceled') return <Alert type="info" showIcon title={intl.formatMessage(messages.canceled)} />;
  if (status === 'done' && outcome && outcome.queuedSeconds > 0) return <Alert type="info" showIcon title={intl.formatMessage(messages.queued, { seconds: outcome.queuedSeconds })} />;
  return null;
}
