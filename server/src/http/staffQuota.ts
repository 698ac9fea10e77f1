import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';
import type { ServerText } from './serverText';

export interface StaffQuota {
  /** Counts a response for `staffId` until its socket closes; 429 with Retry-After when they have `max` open already. */
  claim(staffId: string, reply: FastifyReply): void;
}

/**
 * Long responses per staff member (decisions 123 and 124): a live stream or a download holds a socket for as long
 * as it lasts, so one account's runaway tabs or script must not hold them all. Counted on this instance, by the
 * token's subject; `refusal` says what the 429 tells them, `retryAfterSeconds` when to try again.
 */
export function staffQuota(max: number, refusal: ServerText, retryAfterSeconds: number): StaffQuota {
  const open = new Map<string, number>();
  return {
    claim(staffId, reply) {
      const count = open.get(staffId) ?? 0;
      if (count >= max) {
        reply.header('retry-after', String(retryAfterSeconds));
        throw new HttpError(429, refusal);
      }
      open.set(staffId, count + 1);
      reply.raw.once('close', () => {
        const left = open.get(staffId)! - 1;
        if (left === 0) open.delete(staffId);
        else open.set(staffId, left);
      });
    },
  };
}
