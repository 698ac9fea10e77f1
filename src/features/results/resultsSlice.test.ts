import type { Action } from '@reduxjs/toolkit';
import { stateAfter } from '../../../test/stateAfter';
import { TournamentStatus } from '../../domain/enums';
import { aCompleteDraft } from '../editor/editorFixtures';
import { tournamentLoaded } from '../editor/editorSlice';
import { tournamentOpened } from '../openedTournament';
import { resultsOf } from './resultsFixtures';
import { selectFunnelFigures, selectHourlyPoints, selectMoneyFigures, selectResultsHeading, selectResultsNotice, selectResultsTabShown, selectScoreBars } from './resultsSelectors';
import { resultsExportFailed, resultsExportRequested, resultsExportStarted, resultsLoaded, resultsLoadFailed, resultsPending, resultsTabClosed, resultsTabOpened } from './resultsSlice';

describe('results slice', () => {
  it('keeps the figures shown while they are read again, and never shows another tournament’s', () => {
    const shown = stateAfter(resultsTabOpened(7), resultsLoaded(resultsOf()), resultsTabClosed(), resultsTabOpened(7));
    expect(shown.results).toMatchObject({ tournamentId: 7, status: 'loaded', results: resultsOf() });
    const other = stateAfter(resultsTabOpened(7), resultsLoaded(resultsOf()), resultsTabOpened(8));
    expect(other.results).toMatchObject({ tournamentId: 8, status: 'loading', results: null });
  });

  it('ends a wait when the tab closes, and says why there are no figures', () => {
    expect(stateAfter(resultsTabOpened(7), resultsPending(), resultsTabClosed()).results.status).toBe('idle');
    expect(selectResultsNotice(stateAfter(resultsTabOpened(7)))).toMatchObject({ defaultMessage: 'Loading...' });
    expect(selectResultsNotice(stateAfter(resultsTabOpened(7), resultsPending()))).toMatchObject({ id: 'results.tab.pending' });
    expect(selectResultsNotice(stateAfter(resultsTabOpened(7), resultsLoadFailed({ message: '409 - Conflict: not started' })))).toMatchObject({
      id: 'results.tab.failed',
      values: { message: '409 - Conflict: not started' },
    });
    expect(selectResultsNotice(stateAfter(resultsTabOpened(7), resultsLoaded(resultsOf())))).toBeUndefined();
  });

  it('marks the export under way, one at a time, until it starts or fails', () => {
    expect(stateAfter(resultsExportRequested('xlsx')).results.exporting).toBe('xlsx');
    expect(stateAfter(resultsExportRequested('xlsx'), resultsExportRequested('csv')).results.exporting).toBe('xlsx');
    expect(stateAfter(resultsExportRequested('xlsx'), resultsExportStarted({ fileName: '7_results.xlsx' })).results.exporting).toBeNull();
    expect(stateAfter(resultsExportRequested('csv'), resultsExportFailed({ message: '409 - Conflict' })).results).toMatchObject({ exporting: null, exportError: '409 - Conflict' });
  });
});

describe('results selectors', () => {
  const loaded = (changes = {}) => stateAfter(resultsTabOpened(7), resultsLoaded(resultsOf(changes)));
  const words = (text: unknown) => (typeof text === 'string' ? text : (text as { values?: Record<string, string> }).values);

  it('count the funnel with dots between thousands', () => {
    expect(selectFunnelFigures(loaded()).map(({ figure, value }) => [figure, value])).toEqual([
      ['active', '12.345'],
      ['eligible', '9.000'],
      ['scored', '1.200'],
      ['won', '10'],
    ]);
  });

  it('write money to the cent, the prize cost by kind and where it comes from, and the ROI with its sign', () => {
    const [turnover, ggr, cost, perParticipant, roi] = selectMoneyFigures(loaded());
    expect([words(turnover.value), turnover.details.map(words)]).toEqual([{ amount: '250.000,5' }, [{ amount: '180.000' }]]);
    expect(words(ggr.value)).toEqual({ amount: '20.000' });
    expect(cost.details.map((detail) => (typeof detail === 'string' ? detail : detail.id))).toEqual(['results.figure.freeSpins', 'results.figure.items', 'results.figure.fromOutbox']);
    expect(words(perParticipant.value)).toEqual({ amount: '1,67' });
    expect([words(roi.value), roi.trend]).toEqual([{ percent: '+200' }, 'gain']);

    const [, , projected, nobody, loss] = selectMoneyFigures(
      loaded({ roi_percent: -12.5, cost_per_participant: null, prize_cost: { lei: 10, free_spins: 0, items: 0, source: 'projected' } }),
    );
    expect(projected.details.at(-1)).toMatchObject({ id: 'results.figure.projected' });
    expect(nobody.value).toMatchObject({ id: 'results.figure.noParticipant' });
    expect([words(loss.value), loss.trend]).toEqual([{ percent: '-12,5' }, 'loss']);
    expect(selectMoneyFigures(loaded({ roi_percent: null }))[4]).toEqual({ figure: 'roi', value: expect.objectContaining({ id: 'results.figure.noRoi' }), details: [] });
  });

  it('give the charts their hours in UTC and the score ranges', () => {
    expect(selectHourlyPoints(loaded())[1]).toEqual({ time: '20 Nov 2026, 19:00 UTC', tick: '20/11 19:00', participants: 1200, activeParticipants: 700, turnover: 130000.5, ggr: 11000, points: 90000.25 });
    expect(selectScoreBars(loaded())).toEqual([
      { range: '0–50', players: 1100 },
      { range: '50–100', players: 100 },
    ]);
  });

  const opened = (status: TournamentStatus, ...then: Action[]) => stateAfter(tournamentOpened(7), tournamentLoaded(aCompleteDraft(7, { status })), ...then);

  it('show the tab for a running, completed or canceled tournament, where the API has results', () => {
    expect([TournamentStatus.Draft, TournamentStatus.InProgress, TournamentStatus.Completed, TournamentStatus.Canceled].map((status) => selectResultsTabShown(opened(status)))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(selectResultsTabShown({ ...opened(TournamentStatus.Completed), apiExtensions: [] })).toBe(false);
  });

  it('say when the final figures are a canceled tournament’s', () => {
    const heading = (status: TournamentStatus) => selectResultsHeading(opened(status, resultsTabOpened(7), resultsLoaded(resultsOf())));
    expect([heading(TournamentStatus.Canceled), heading(TournamentStatus.Completed)].map((shown) => shown && [shown.state, shown.canceled])).toEqual([
      ['final', true],
      ['final', false],
    ]);
  });
});
