import { defaultSimulationWindow, SIMULATION_WINDOW_MESSAGES, simulationWindowError } from './simulationWindow';

describe('the Simulate window', () => {
  it('is the last 7 days, ending now, by default', () => {
    expect(defaultSimulationWindow(new Date('2026-06-01T12:00:00.000Z'))).toEqual({ from: '2026-05-25T12:00:00.000Z', to: '2026-06-01T12:00:00.000Z' });
  });

  it('takes up to 35 days, ending after it starts', () => {
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-06-05T00:00:00.000Z' })).toBeUndefined();
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-06-05T00:00:00.001Z' })).toBe(SIMULATION_WINDOW_MESSAGES.tooLong);
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' })).toBe(SIMULATION_WINDOW_MESSAGES.order);
    expect(simulationWindowError({ from: '', to: '2026-05-01T00:00:00.000Z' })).toBe(SIMULATION_WINDOW_MESSAGES.missing);
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: 'soon' })).toBe(SIMULATION_WINDOW_MESSAGES.missing);
  });
});
