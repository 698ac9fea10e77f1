import type { CallEffect } from 'redux-saga/effects';
import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { LiveBoardChange, LiveLeader } from '../../api/liveBoards';
import { TournamentStatus } from '../../domain/enums';
import { LIVE_SILENCE_MS } from './liveSagas';

export const aLeader = (fields: Partial<LiveLeader> = {}): LiveLeader => ({ user_id: 'player-1', user_name: 'Ana', total_score: 1234.5, ...fields });

/** Board `tournamentId` at `version`, 1,000 players led by Ana unless told otherwise. */
export const aChange = (tournamentId: number, version: number, fields: Partial<LiveBoardChange> = {}): LiveBoardChange => ({
  tournament_id: tournamentId,
  version,
  players: 1000,
  leader: aLeader(),
  ...fields,
});

/** The stream's text for a change, as the server sends it. */
export const changeEvent = (change: LiveBoardChange) => `event: change\nid: ${change.version}\ndata: ${JSON.stringify(change)}\n\n`;

export const endEvent = (tournamentId: number, status = TournamentStatus.Completed) =>
  `event: end\ndata: ${JSON.stringify({ tournament_id: tournamentId, status })}\n\n`;

export const HEARTBEAT = ': heartbeat\n\n';

const delayFn = (delay(0) as CallEffect).payload.fn;
const never = () => new Promise<never>(() => undefined);

/**
 * Stands in for the sagas' delays: each (the reconnection backoff, the highlight) passes at once and is
 * logged in `waited`, except the silence watch, which passes `silences` times (none unless told), then never.
 */
export function liveDelays({ silences = 0 } = {}) {
  const waited: number[] = [];
  let silent = 0;
  const provider: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn !== delayFn) return next();
      const ms = effect.args[0] as number;
      if (ms === LIVE_SILENCE_MS) {
        silent += 1;
        return silent <= silences ? undefined : never();
      }
      waited.push(ms);
      return undefined;
    },
  };
  return { provider, waited };
}
