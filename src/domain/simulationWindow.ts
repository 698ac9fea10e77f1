/** Engine spec §4: Simulate replays a past window of stored events, at most 35 days long. */
import { DAY_MS, parseTimestamp } from './dates';

export const SIMULATION_WINDOW_MAX_DAYS = 35;
/** Issue 12: the panel opens on the last 7 days, ending now. */
export const SIMULATION_WINDOW_DEFAULT_DAYS = 7;

/** ISO timestamps; events with occurred_at in [from, to) are replayed. */
export interface SimulationWindow {
  from: string;
  to: string;
}

export const SIMULATION_WINDOW_MESSAGES = {
  missing: 'Pick when the window starts and ends',
  order: 'The window must end after it starts',
  tooLong: `The window is at most ${SIMULATION_WINDOW_MAX_DAYS} days`,
} as const;

export function defaultSimulationWindow(now: Date): SimulationWindow {
  return { from: new Date(now.getTime() - SIMULATION_WINDOW_DEFAULT_DAYS * DAY_MS).toISOString(), to: now.toISOString() };
}

/** Why `window` cannot be simulated, or undefined when it can. */
export function simulationWindowError({ from, to }: SimulationWindow): string | undefined {
  const start = parseTimestamp(from);
  const end = parseTimestamp(to);
  if (start === undefined || end === undefined) return SIMULATION_WINDOW_MESSAGES.missing;
  if (end <= start) return SIMULATION_WINDOW_MESSAGES.order;
  if (end - start > SIMULATION_WINDOW_MAX_DAYS * DAY_MS) return SIMULATION_WINDOW_MESSAGES.tooLong;
  return undefined;
}
