import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { inEnglish } from '../../i18n/inLanguage';
import { languageShown } from '../../i18n/languageSlice';
import type { Text } from '../../i18n/text';
import * as download from './downloadFile';
import { currentTime, leaderboardExportSagas, showAlert } from './leaderboardExportSagas';
import { exportFailed, exportRequested, exportStarted } from './leaderboardExportSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('./downloadFile');
const downloadApiFile = jest.mocked(download.downloadApiFile);

const clicked = new Date('2030-01-07T10:30:00.000Z');
const fileName = '7_leaderboard_2030-01-07T10:30:00.000Z.csv';
let alerts: Text[] = [];
const browser: StaticProvider[] = [
  [matchers.call.fn(currentTime), clicked],
  [matchers.call.fn(showAlert), dynamic(({ args: [text] }: { args: [Text] }) => void alerts.push(text))],
];
/** The alerts raised, in the spec's English. */
const alerted = () => alerts.map(inEnglish);

const exportSaga = () => expectSaga(leaderboardExportSagas).withReducer(rootReducer).provide(browser);

beforeEach(() => {
  jest.resetAllMocks();
  alerts = [];
});

describe('exporting the leaderboard', () => {
  it('downloads the export route under {tournamentId}_leaderboard_{ISO time}.csv and reports the start', async () => {
    downloadApiFile.mockResolvedValue(undefined);
    const { storeState } = await exportSaga()
      .dispatch(exportRequested(7))
      .put(exportStarted({ tournamentId: 7, fileName }))
      .not.call.fn(showAlert)
      .silentRun(50);
    expect(downloadApiFile).toHaveBeenCalledWith('/api/export/leaderboard/7', fileName, 'en', expect.any(AbortSignal));
    expect(storeState.leaderboardExport.exportingIds).toEqual([]);
  });

  it('tells the download the language shown, for what the download worker itself says', async () => {
    downloadApiFile.mockResolvedValue(undefined);
    await exportSaga()
      .withReducer(rootReducer, rootReducer(undefined, languageShown('ro')))
      .dispatch(exportRequested(7))
      .put(exportStarted({ tournamentId: 7, fileName }))
      .silentRun(50);
    expect(downloadApiFile).toHaveBeenCalledWith('/api/export/leaderboard/7', fileName, 'ro', expect.any(AbortSignal));
  });

  it('shows the tournament as exporting until the download starts, and ignores a second press meanwhile', async () => {
    downloadApiFile.mockReturnValue(new Promise<never>(() => undefined));
    const { storeState } = await exportSaga().dispatch(exportRequested(7)).dispatch(exportRequested(7)).silentRun(50);
    expect(downloadApiFile).toHaveBeenCalledTimes(1);
    expect(storeState.leaderboardExport.exportingIds).toEqual([7]);
  });

  it("alerts 'Error: {status} - {statusText}' when the export fails, and ends the exporting state", async () => {
    downloadApiFile.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    const { storeState } = await exportSaga()
      .dispatch(exportRequested(7))
      .put(exportFailed({ tournamentId: 7, message: '500 - Internal Server Error' }))
      .call.fn(showAlert)
      .silentRun(50);
    expect(alerted()).toEqual(['Error: 500 - Internal Server Error']);
    expect(storeState.leaderboardExport.exportingIds).toEqual([]);
  });

  it('lets another press export again after a failure', async () => {
    downloadApiFile.mockRejectedValueOnce(new HttpStatusError(503, 'Service Unavailable')).mockResolvedValueOnce(undefined);
    await exportSaga()
      .dispatch(exportRequested(7))
      .delay(10)
      .dispatch(exportRequested(7))
      .put(exportStarted({ tournamentId: 7, fileName }))
      .silentRun(STEPPED_RUN_MS);
    expect(downloadApiFile).toHaveBeenCalledTimes(2);
  });
});
