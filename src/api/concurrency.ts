import { HttpStatusError } from './client';

/** Our API's 'concurrency' extension: a tournament's writes carry the version they were made on. */

/** The If-Match header of a write; none when undefined (an API without the extension, or nothing loaded). */
export const ifMatchHeader = (ifMatch: string | undefined): Record<string, string> => (ifMatch === undefined ? {} : { 'If-Match': ifMatch });

/**
 * A write refused because the tournament changed since its If-Match version was loaded (412, our API's
 * 'concurrency' extension): who wrote the version now stored, and when.
 */
export interface StaleVersion {
  /** The server's message: 'Tournament 5 was changed by … at … UTC; …'. */
  message: string;
  version: number;
  /** The writer's name; null when the server did not say (the dialog then says 'someone'). */
  changedBy: string | null;
  /** ISO timestamp (UTC). */
  changedAt: string;
}

interface StaleVersionBody {
  version?: unknown;
  changed_by?: unknown;
  changed_at?: unknown;
}

/** The stale version a failure reports; undefined for any other failure. */
export function staleVersionOf(error: unknown): StaleVersion | undefined {
  if (!(error instanceof HttpStatusError) || error.status !== 412) return undefined;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as StaleVersionBody;
  return {
    message: error.detail ?? error.message,
    version: typeof body.version === 'number' ? body.version : 0,
    changedBy: typeof body.changed_by === 'string' ? body.changed_by : null,
    changedAt: typeof body.changed_at === 'string' ? body.changed_at : '',
  };
}
