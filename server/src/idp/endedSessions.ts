import type { Caller } from '../auth/caller';
import type { TokenVerifier } from '../auth/tokenVerifier';
import type { Db } from '../db/database';

/** How stale this instance's knowledge of other instances' ended sessions may be. */
const READ_EVERY_MS = 1000;

/**
 * The sessions ended while access tokens of theirs may still be unexpired (signed out, a refresh token or a code
 * replayed): the API refuses those tokens, which are otherwise valid until `exp` (decision 122). An instance knows
 * of the sessions it ends at once, and reads other instances' from idp_sessions.ended_at (the purge keeps an ended
 * session for ACCESS_TOKEN_SECONDS) before a verification when its last read is READ_EVERY_MS old.
 */
export class EndedSessions {
  /** Session id → when its last access token expires, in ms since the epoch. */
  private readonly ended = new Map<string, number>();
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    /** How long an access token lives (ACCESS_TOKEN_SECONDS), in ms: past it, an ended session's tokens expire anyway. */
    private readonly tokenLifetimeMs: number,
  ) {}

  /** Sessions this instance has just ended. */
  add(ids: string[], endedAt: Date): void {
    for (const id of ids) this.ended.set(id, endedAt.getTime() + this.tokenLifetimeMs);
  }

  /** Whether the access tokens of this session are refused; reads other instances' ends first when that is due. */
  async includes(sessionId: string): Promise<boolean> {
    const now = this.clock().getTime();
    if (now - this.readAt >= READ_EVERY_MS) {
      this.readAt = now;
      this.reading ??= this.read(now).finally(() => (this.reading = undefined));
    }
    await this.reading;
    const until = this.ended.get(sessionId);
    return until !== undefined && until > now;
  }

  private async read(now: number): Promise<void> {
    try {
      const rows = await this.db
        .selectFrom('idp_sessions')
        .select(['id', 'ended_at'])
        .where('ended_at', '>', new Date(now - this.tokenLifetimeMs))
        .execute();
      for (const [id, until] of this.ended) if (until <= now) this.ended.delete(id);
      for (const row of rows) this.add([row.id], row.ended_at!);
    } catch (error) {
      // A second later a call tries again; this instance's own ends are known meanwhile.
      console.error('Reading the ended sign-in sessions failed:', error);
    }
  }
}

/** A verifier that also refuses the access tokens of ended sessions (those of a token with a `sid`). */
export function refusingEndedSessions(verify: TokenVerifier, ended: EndedSessions): TokenVerifier {
  return async (token): Promise<Caller> => {
    const caller = await verify(token);
    if (caller.sessionId !== undefined && (await ended.includes(caller.sessionId))) throw new Error('The session of this token has ended');
    return caller;
  };
}
