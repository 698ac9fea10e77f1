import { sql } from 'kysely';
import { resultLabel } from '../../../src/domain/results/resultsDefinitions';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';
import type { Db } from '../db/database';
import type { Words } from '../http/serverText';
import { UTF8_BOM } from '../leaderboard/leaderboardCsv';
import { csvCell } from '../leaderboard/csvText';
import type { SheetCell } from '../spreadsheet/xlsxWorkbook';
import { distributionTable, figureLines, hourlyTable, type ResultsTable } from './resultsTable';

/** The title staff gave the tournament, as a CSV cell that no spreadsheet runs as a formula (csvText.ts). */
async function titleCell(db: Db, tournamentId: number): Promise<string> {
  const { rows } = await sql<{ cell: string }>`SELECT ${csvCell(sql.ref('title'))} AS cell FROM tournaments WHERE id = ${tournamentId}`.execute(db);
  return rows[0]?.cell ?? '';
}

/** Our own words (labels in either language), quoted as RFC 4180 wants when they hold a separator or a quote. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A value as the JSON answer has it; texts are ours, or the title already made a CSV field. */
const field = (cell: SheetCell) => (cell === null ? '' : typeof cell === 'object' ? String(cell.money) : String(cell));

const tableLines = ({ header, rows }: ResultsTable) => [header.join(','), ...rows.map((row) => row.map(field).join(','))];

/**
 * The results as CSV (UTF-8 with a BOM, as the leaderboard's export): the figures one a line (`figure,label,value`:
 * a key that never changes, its label in the request's language, the value), then the hourly series and the score
 * distribution, each under its own header after a blank line. Numbers are written as the JSON answer has them.
 */
export async function resultsCsv(db: Db, results: TournamentResults, words: Words): Promise<string> {
  const figures = figureLines(results, await titleCell(db, results.tournament_id));
  const lines = [
    'figure,label,value',
    ...figures.map(({ key, figure, value }) => `${key},${figure ? quoted(words(resultLabel(figure))) : key},${field(value)}`),
    '',
    ...tableLines(hourlyTable(results)),
    '',
    ...tableLines(distributionTable(results)),
  ];
  return `${UTF8_BOM}${lines.join('\n')}\n`;
}
