import { DAY_MS } from '../../domain/dates';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function formatRunLength(days: number): string {
  return days === 1 ? '1 day to run' : `${days} days to run`;
}

/** The two largest whole units left until `endTime` ('3d 4h left', '5h 12m left', '12m left'), or 'Ended'; '-' without an end. */
export function formatTimeRemaining(endTime: number | undefined, now: number): string {
  if (endTime === undefined) return '-';
  const left = endTime - now;
  if (left <= 0) return 'Ended';
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return minutes > 0 ? `${minutes}m left` : 'Less than a minute left';
}
