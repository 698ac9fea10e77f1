/** Engine spec §4: Simulate replays a past window of stored events, at most 35 days long. */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type MessageRef } from '../i18n/text';
import { DAY_MS, parseTimestamp } from './dates';

export const SIMULATION_WINDOW_MAX_DAYS = 35;
/** Issue 12: the panel opens on the last 7 days, ending now. */
export const SIMULATION_WINDOW_DEFAULT_DAYS = 7;

/** ISO timestamps; events with occurred_at in [from, to) are replayed. */
export interface SimulationWindow {
  from: string;
  to: string;
}

export const SIMULATION_WINDOW_MESSAGES = defineMessages({
  missing: { id: 'domain.simulationWindow.missing', defaultMessage: 'Pick when the window starts and ends' },
  order: { id: 'domain.simulationWindow.order', defaultMessage: 'The window must end after it starts' },
  tooLong: { id: 'domain.simulationWindow.tooLong', defaultMessage: 'The window is at most {maxDays} days' },
});

export function defaultSimulationWindow(now: Date): SimulationWindow {
  return { from: new Date(now.getTime() - SIMULATION_WINDOW_DEFAULT_DAYS * DAY_MS).toISOString(), to: now.toISOString() };
}

/** Why `window` cannot be simulated, or undefined when it can. */
export function simulationWindowError({ from, to }: SimulationWindow): MessageRef | undefined {
  const start = parseTimestamp(from);
  const end = parseTimestamp(to);
  if (start === undefined || end === undefined) return messageRef(SIMULATION_WINDOW_MESSAGES.missing);
  if (end <= start) return messageRef(SIMULATION_WINDOW_MESSAGES.order);
  if (end - start > SIMULATION_WINDOW_MAX_DAYS * DAY_MS) return messageRef(SIMULATION_WINDOW_MESSAGES.tooLong, { maxDays: SIMULATION_WINDOW_MAX_DAYS });
  return undefined;
}
