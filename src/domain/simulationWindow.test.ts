import { inEnglish, textIn } from '../i18n/inLanguage';
import { romanianMessages } from '../i18n/ro';
import { messageRef } from '../i18n/text';
import { defaultSimulationWindow, SIMULATION_WINDOW_MESSAGES, simulationWindowError } from './simulationWindow';

describe('the Simulate window', () => {
  it('is the last 7 days, ending now, by default', () => {
    expect(defaultSimulationWindow(new Date('2026-06-01T12:00:00.000Z'))).toEqual({ from: '2026-05-25T12:00:00.000Z', to: '2026-06-01T12:00:00.000Z' });
  });

  it('takes up to 35 days, ending after it starts', () => {
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-06-05T00:00:00.000Z' })).toBeUndefined();
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-06-05T00:00:00.001Z' })).toEqual(messageRef(SIMULATION_WINDOW_MESSAGES.tooLong, { maxDays: 35 }));
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' })).toEqual(messageRef(SIMULATION_WINDOW_MESSAGES.order));
    expect(simulationWindowError({ from: '', to: '2026-05-01T00:00:00.000Z' })).toEqual(messageRef(SIMULATION_WINDOW_MESSAGES.missing));
    expect(simulationWindowError({ from: '2026-05-01T00:00:00.000Z', to: 'soon' })).toEqual(messageRef(SIMULATION_WINDOW_MESSAGES.missing));
  });

  it('says how long it may be in English, and in Romanian with the plural of the number of days', () => {
    const tooLong = (maxDays: number) => messageRef(SIMULATION_WINDOW_MESSAGES.tooLong, { maxDays });
    expect(inEnglish(tooLong(35))).toBe('The window is at most 35 days');
    const inRomanian = textIn('ro', romanianMessages);
    expect([1, 2, 35].map((days) => inRomanian(tooLong(days)))).toEqual([
      'Intervalul poate avea cel mult o zi',
      'Intervalul poate avea cel mult 2 zile',
      'Intervalul poate avea cel mult 35 de zile',
    ]);
  });
});
