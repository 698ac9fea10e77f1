import os from 'node:os';
import { configFromEnv, defaultSimulatesRunning } from '../../src/config';

describe("Simulates run at once by default: the CPUs but one, from 1 to 4 (figure 19, decision 174)", () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [5, 4],
    [16, 4],
  ])('on %i CPU(s), %i at once', (cpus, running) => {
    expect(defaultSimulatesRunning(cpus)).toBe(running);
  });

  it("is this machine's default, and SIMULATE_RUNNING sets another", () => {
    expect(configFromEnv({}).simulate.running).toBe(defaultSimulatesRunning(os.availableParallelism()));
    expect(configFromEnv({ SIMULATE_RUNNING: '3' }).simulate.running).toBe(3);
  });
});
