import { defineMessages } from '../../i18n/defineMessages';

/** The Simulate panel's texts that several of its parts show. */
export const simulationMessages = defineMessages({
  simulate: { id: 'simulation.panel.simulate', defaultMessage: 'Simulate' },
  window: { id: 'simulation.panel.window', defaultMessage: 'Window' },
});
