import { Drawer, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { simulationMessages } from '../messages';
import { selectSimulationPanelOpen } from '../simulationSelectors';
import { panelClosed } from '../simulationSlice';
import { SimulationResults } from './SimulationResults';
import { SimulationRunState } from './SimulationRunState';
import { SimulationWindowForm } from './SimulationWindowForm';

/** Engine spec §4 'Simulate': replay a past window through the form's rules and see what they would give and cost. */
export function SimulatePanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSimulationPanelOpen);
  const { formatMessage } = useIntl();
  // Destroyed when hidden: its selectors then do no work while staff edit the form with the panel closed.
  return (
    <Drawer title={formatMessage(simulationMessages.simulate)} open={open} size="large" destroyOnHidden onClose={() => dispatch(panelClosed())}>
      <Flex vertical gap="middle">
        <SimulationWindowForm />
        <SimulationRunState />
        <SimulationResults />
      </Flex>
    </Drawer>
  );
}
