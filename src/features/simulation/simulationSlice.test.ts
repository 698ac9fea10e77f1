import { stateAfter } from '../../../test/stateAfter';
import { rootReducer } from '../../../test/allFeatures';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { tierAdded } from '../editor/editorSlice';
import { aBooster } from '../boosters/boosterFixtures';
import { boosterAdded, boostersLoaded, tabOpened } from '../boosters/boostersSlice';
import { tournamentOpened } from '../openedTournament';
import { A_WINDOW, aDraft, aSimulationResult, anEmptyResult, runFinishedOn, stateWithPanel } from './simulationFixtures';
import {
  formatCost,
  selectSimulatedTableRows,
  selectSimulatedTiers,
  selectSimulationFigures,
  selectSimulationOutdated,
  selectSimulationRequest,
  selectSimulationWindowError,
} from './simulationSelectors';
import { panelClosed, panelOpened, runRequested, simulationFinished, windowChosen } from './simulationSlice';

const draft = aDraft(7);
const finished = (result = aSimulationResult()) => simulationFinished({ result, window: A_WINDOW, requestFingerprint: 'a run' });

describe('the simulation slice', () => {
  it('opens the panel on the last 7 days ending now, and reopening it keeps the window and the result', () => {
    const opened = stateWithPanel(draft);
    expect(opened.simulation).toMatchObject({ panelOpen: true, window: A_WINDOW, status: 'idle' });
    const window = { from: '2026-05-01T00:00:00.000Z', to: '2026-05-08T00:00:00.000Z' };
    const reopened = stateWithPanel(draft, windowChosen(window), runRequested(), finished(), panelClosed(), panelOpened(7, new Date('2026-07-01T00:00:00Z')));
    expect(reopened.simulation).toMatchObject({ panelOpen: true, window, status: 'done' });
    expect(reopened.simulation.ids).toHaveLength(3);
  });

  it("forgets the window and result when another tournament's page opens", () => {
    const state = stateWithPanel(draft, runRequested(), finished(), tournamentOpened(8));
    expect(state.simulation).toMatchObject({ panelOpen: false, status: 'idle', outcome: null, ids: [] });
  });

  it('clears the last result when a new run starts', () => {
    const state = stateWithPanel(draft, runRequested(), finished(), runRequested());
    expect(state.simulation).toMatchObject({ status: 'running', outcome: null, ids: [], elapsedSeconds: 0 });
  });
});

describe('the simulation selectors', () => {
  it('name what is wrong with the window picked', () => {
    expect(selectSimulationWindowError(stateWithPanel(draft))).toBeUndefined();
    expect(inEnglish(selectSimulationWindowError(stateWithPanel(draft, windowChosen({ from: A_WINDOW.to, to: A_WINDOW.from })))!)).toBe('The window must end after it starts');
  });

  it("send the editor's boosters only when it holds this tournament's", () => {
    expect(selectSimulationRequest(stateWithPanel(draft))).not.toHaveProperty('boosters');
    expect(selectSimulationRequest(stateWithPanel(draft, tabOpened(7), boostersLoaded([aBooster(1)])))?.boosters).toEqual([aBooster(1)]);
    expect(selectSimulationRequest(stateAfter())).toBeUndefined();
  });

  it('show each tier with its ranks, prize, the players it reaches and their cost', () => {
    const tiers = selectSimulatedTiers(stateWithPanel(draft, runRequested(), finished())).map((tier) => ({ ...tier, prize: inEnglish(tier.prize) }));
    expect(tiers).toEqual([
      { key: 0, ranks: '1', prize: '100 lei', code: 'CASH100', players: 1, cost: { lei: 100, free_spins: 0, items: 0 }, valueMissing: false },
      { key: 1, ranks: '2 - 5', prize: 'Ten spins', code: 'FS10', players: 2, cost: { lei: 0, free_spins: 20, items: 0 }, valueMissing: false },
      { key: 2, ranks: '6 - 10', prize: 'A mug', code: 'MUG', players: 0, cost: { lei: 0, free_spins: 0, items: 0 }, valueMissing: false },
    ]);
  });

  it('show the projected rows in rank order with the prize their rank wins', () => {
    const rows = selectSimulatedTableRows(stateWithPanel(draft, runRequested(), finished()));
    expect(rows.map(({ rank, prize }) => [rank, inEnglish(prize)])).toEqual([
      [1, '100 lei'],
      [2, 'Ten spins'],
      [3, 'Ten spins'],
    ]);
  });

  it('show the figures of the run, and zeros for a window with no events', () => {
    expect(selectSimulationFigures(stateWithPanel(draft))).toBeUndefined();
    expect(selectSimulationFigures(stateWithPanel(draft, runRequested(), finished()))).toEqual({
      window: A_WINDOW,
      events: '4',
      players: '3',
      lei: '100 lei',
      freeSpins: '20',
      items: '0',
    });
    expect(selectSimulationFigures(stateWithPanel(draft, runRequested(), finished(anEmptyResult())))).toMatchObject({ events: '0', players: '0', lei: '0 lei' });
  });

  it('tell when the form, its boosters or the window changed since the result shown', () => {
    const running = stateWithPanel(draft, tabOpened(7), boostersLoaded([aBooster(1)]), runRequested());
    const shown = rootReducer(running, runFinishedOn(running));
    expect(selectSimulationOutdated(running)).toBe(false);
    expect(selectSimulationOutdated(shown)).toBe(false);
    expect(selectSimulationOutdated(rootReducer(shown, tierAdded()))).toBe(true);
    expect(selectSimulationOutdated(rootReducer(shown, boosterAdded()))).toBe(true);
    expect(selectSimulationOutdated(rootReducer(shown, windowChosen({ ...A_WINDOW, from: '2026-05-26T00:00:00.000Z' })))).toBe(true);
  });

  it('write a cost as lei, free spins and items, leaving out what is zero', () => {
    expect(formatCost({ lei: 1234.5, free_spins: 300, items: 2 }, inEnglish)).toBe('1.234,5 lei · 300 free spins · 2 items');
    expect(formatCost({ lei: 0, free_spins: 0, items: 1 }, inEnglish)).toBe('1 item');
    expect(formatCost({ lei: 0, free_spins: 0, items: 0 }, inEnglish)).toBe('0 lei');
  });

  it("write a cost in Romanian's plural forms", () => {
    const inRomanian = textIn('ro', romanianMessages);
    expect(formatCost({ lei: 1234.5, free_spins: 1, items: 2 }, inRomanian)).toBe('1.234,5 lei · 1 rotire gratuită · 2 obiecte');
    expect(formatCost({ lei: 0, free_spins: 300, items: 1 }, inRomanian)).toBe('300 de rotiri gratuite · 1 obiect');
    expect(formatCost({ lei: 0, free_spins: 1500, items: 20 }, inRomanian)).toBe('1.500 de rotiri gratuite · 20 de obiecte');
  });
});
