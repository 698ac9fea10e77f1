/**
 * What our server offers beyond the spec's API. The console hides what the API it talks to lacks, so it keeps
 * working against the operator's own API (API_BASE), which may offer none of them. The server names them in
 * /config.json: all of them when the console calls this server, those API_EXTENSIONS lists otherwise.
 */
export const API_EXTENSIONS = [
  /** Live leaderboard streams (engine spec §3). */
  'live',
  /** POST /api/tournaments/simulate (engine spec §4). */
  'simulate',
  /** ETag / If-Match on a tournament's writes, 412 on a stale version. */
  'concurrency',
  /** GET /api/tournaments/{id}/history and the adjustments of a player. */
  'history',
  /** q, sort, order, take and skip on the list calls, with X-Total-Count. */
  'listPaging',
  /** The gateway's last error on each failed outbox entry. */
  'outboxErrors',
  /** POST /api/tournaments/{id}/players: invites a list of players at once, each id's outcome answered. */
  'invitePlayers',
  /** PUT /api/bonus-outbox/{id}/bonus-code: a failed entry whose bonus cannot be sent given another (issue 27). */
  'outboxCodeReplacement',
  /** q on GET /api/leaderboard/{id}: players by the start of their id or name (issue 27). */
  'playerSearch',
  /** { reason } on PUT /api/tournaments/{id}/cancel, kept in the history (issue 27). */
  'cancelReason',
  /** /api/series: recurring series and their instances (issue 28). */
  'series',
  /** manual_payout on a tournament, and its payout review: GET .../payout-review, POST .../disqualifications, PUT .../approve-payout (issue 28). */
  'payoutReview',
  /** GET /api/tournaments/{id}/results, results.csv and results.xlsx: funnel, turnover, GGR, prize cost, ROI and their series (issue 28). */
  'results',
] as const;

export type ApiExtension = (typeof API_EXTENSIONS)[number];

const isApiExtension = (name: string): name is ApiExtension => (API_EXTENSIONS as readonly string[]).includes(name);

/** The known names in a comma-separated list (API_EXTENSIONS, or a config file's), unknown ones dropped. */
export function apiExtensionsIn(names: readonly string[]): ApiExtension[] {
  return names.map((name) => name.trim()).filter(isApiExtension);
}
