/** Waits between attempts after consecutive failures: 1 s, 2 s, 4 s … at most 30 s (the live streams, the connection). */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The wait before the next attempt after `consecutiveFailures` failures in a row (1 for the first). */
export const retryDelay = (consecutiveFailures: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (consecutiveFailures - 1));
