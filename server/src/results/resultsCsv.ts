import { sql } from 'kysely';
import { resultLabel, type ResultFigure } from '../../../src/domain/results/resultsDefinitions';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';
import type { Db } from '../db/database';
import type { Words } from '../http/serverText';
import { UTF8_BOM } from '../leaderboard/leaderboardCsv';
import { csvQuoted, spreadsheetSafe } from '../leaderboard/csvText';

/** The title staff gave the tournament, as a CSV cell that no spreadsheet runs as a formula (csvText.ts). */
async function titleCell(db: Db, tournamentId: number): Promise<string> {
  const { rows } = await sql<{ cell: string }>`SELECT ${csvQuoted(spreadsheetSafe(sql.ref('title')))} AS cell FROM tournaments WHERE id = ${tournamentId}`.execute(db);
  return rows[0]?.cell ?? '';
}

/** Our own words (labels in either language), quoted as RFC 4180 wants when they hold a separator or a quote. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The results as CSV (UTF-8 with a BOM, as the leaderboard's export): the figures one a line (`figure,label,value`:
 * a key that never changes, its label in the request's language, the value), then the hourly series and the score
 * distribution, each under its own header after a blank line. Numbers are written as the JSON answer has them.
 */
export async function resultsCsv(db: Db, results: TournamentResults, words: Words): Promise<string> {
  const figure = (key: string, label: ResultFigure | 'tournament', value: string | number | null) =>
    `${key},${label === 'tournament' ? 'tournament' : quoted(words(resultLabel(label)))},${value ?? ''}`;
  const { funnel, turnover, ggr, prize_cost: cost, cost_per_participant: perParticipant } = results;
  const lines = [
    'figure,label,value',
    `tournament,tournament,${await titleCell(db, results.tournament_id)}`,
    `state,state,${results.state}`,
    `computed_at,computed_at,${results.computed_at}`,
    `window_from,window_from,${results.window.from}`,
    `window_to,window_to,${results.window.to}`,
    `before_from,before_from,${results.before_from}`,
    figure('funnel.active', 'active', funnel.active),
    figure('funnel.eligible', 'eligible', funnel.eligible),
    figure('funnel.scored', 'scored', funnel.scored),
    figure('funnel.won', 'won', funnel.won),
    figure('turnover.during', 'turnover', turnover.during),
    figure('turnover.before', 'turnover', turnover.before),
    figure('ggr.during', 'ggr', ggr.during),
    figure('ggr.before', 'ggr', ggr.before),
    figure('prize_cost.lei', 'prizeCost', cost.lei),
    figure('prize_cost.free_spins', 'prizeCost', cost.free_spins),
    figure('prize_cost.items', 'prizeCost', cost.items),
    figure('prize_cost.source', 'prizeCost', cost.source),
    figure('cost_per_participant.lei', 'costPerParticipant', perParticipant?.lei ?? null),
    figure('cost_per_participant.free_spins', 'costPerParticipant', perParticipant?.free_spins ?? null),
    figure('cost_per_participant.items', 'costPerParticipant', perParticipant?.items ?? null),
    figure('roi_percent', 'roi', results.roi_percent),
    '',
    'hour,active_participants,participants,turnover,ggr',
    ...results.series.hourly.map((hour) => [hour.hour, hour.active_participants, hour.participants, hour.turnover, hour.ggr].join(',')),
    '',
    'score_from,score_to,players',
    ...results.series.score_distribution.map((bucket) => [bucket.from, bucket.to, bucket.players].join(',')),
  ];
  return `${UTF8_BOM}${lines.join('\n')}\n`;
}
