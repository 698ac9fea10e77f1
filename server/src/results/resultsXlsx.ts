import { resultDefinition, resultLabel } from '../../../src/domain/results/resultsDefinitions';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';
import type { Db } from '../db/database';
import type { Words } from '../http/serverText';
import { xlsxWorkbook, type Sheet } from '../spreadsheet/xlsxWorkbook';
import { distributionTable, figureLines, hourlyTable, type ResultsTable } from './resultsTable';

const tableSheet = (name: string, { header, rows }: ResultsTable): Sheet => ({ name, widths: header.map(() => 22), rows: [header, ...rows] });

/**
 * The results as an .xlsx workbook (decision 172): the sheet 'figures' (the CSV's figure lines with each figure's
 * definition beside its label, in the request's language), 'hourly' and 'score_distribution'; numbers are numeric
 * cells, money to the cent in a money format, and the title a text cell that no spreadsheet runs as a formula.
 */
export async function resultsXlsx(db: Db, results: TournamentResults, words: Words, now: Date): Promise<Buffer> {
  const tournament = await db.selectFrom('tournaments').select('title').where('id', '=', results.tournament_id).executeTakeFirst();
  const figures: Sheet = {
    name: 'figures',
    widths: [30, 24, 22, 100],
    rows: [
      ['figure', 'label', 'value', 'definition'],
      ...figureLines(results, tournament?.title ?? '').map(({ key, figure, value }) => [
        key,
        figure ? words(resultLabel(figure)) : key,
        value,
        figure ? words(resultDefinition(figure)) : null,
      ]),
    ],
  };
  return xlsxWorkbook([figures, tableSheet('hourly', hourlyTable(results)), tableSheet('score_distribution', distributionTable(results))], now);
}
