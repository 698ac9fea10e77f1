import { Alert, Flex, Spin } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectSimulationElapsedSeconds, selectSimulationError, selectSimulationStatus } from '../simulationSelectors';

/** While a run is in flight, its seconds (the server gives no fraction done); then why it failed or that it was canceled. */
export function SimulationRunState() {
  const status = useAppSelector(selectSimulationStatus);
  const elapsedSeconds = useAppSelector(selectSimulationElapsedSeconds);
  const error = useAppSelector(selectSimulationError);
  const format = useFormatText();

  if (status === 'running') {
    return (
      <Flex role="status" align="center" gap="small">
        <Spin size="small" />
        Simulating... {elapsedSeconds} s
      </Flex>
    );
  }
  if (status === 'failed') return <Alert type="error" showIcon title="Simulation failed" description={error === null ? null : format(error)} />;
  if (status === 'canceled') return <Alert type="info" showIcon title="Simulation canceled" />;
  return null;
}
