import { API_EXTENSIONS, type ApiExtension } from '../../domain/apiExtensions';
import { BonusType, OptInCondition, TournamentStatus } from '../../domain/enums';
import { TOURNAMENT_VALIDATION_MESSAGES } from '../../domain/tournamentValidation';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { messageRef, type Text } from '../../i18n/text';
import { aTournament } from '../tournaments/tournamentFixtures';
import * as editor from './editorSlice';
import { editorReducer } from './editorSlice';
import * as select from './editorSelectors';
import type { EditorState } from './editorState';
import { BONUS_OUTBOX_READINGS, LEADERBOARD_READINGS } from './tabReadings';

const inWords = (messages: Record<string, Text>) => Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, inEnglish(message)]));

const stateOf = (editorState: EditorState, apiExtensions: readonly ApiExtension[] = API_EXTENSIONS) => ({ editor: editorState, apiExtensions });
const loaded = (fields: Parameters<typeof aTournament>[1]) =>
  editorReducer(editorReducer(undefined, editor.tournamentOpened(4)), editor.tournamentLoaded(aTournament(4, { title: 'Spring', ...fields })));

describe('editor selectors', () => {
  it('reassemble the working copy into the API tournament, memoized', () => {
    const tournament = aTournament(4, { status: TournamentStatus.Draft, tiers: [{ rank_min: 1, rank_max: 2, bonus: { type: BonusType.BonusMoney, code: 'M', name: 'Money', nominal_name: '', image_url: '', value: 10 } }] });
    const state = stateOf(editorReducer(editorReducer(undefined, editor.tournamentOpened(4)), editor.tournamentLoaded(tournament)));
    expect(select.selectWorkingTournament(state)).toEqual(tournament);
    expect(select.selectWorkingTournament(state)).toBe(select.selectWorkingTournament(state));
    expect(select.selectTotals(state)).toEqual({ tierTotals: { t1: '20' }, poolPrize: '20 lei', freeSpins: '0' });
  });

  it('write the totals as every amount is shown: dots between thousands, a comma before the decimals', () => {
    const money = { type: BonusType.BonusMoney, code: 'M', name: 'Money', nominal_name: '', image_url: '', value: 1234.5 };
    const spins = { ...money, type: BonusType.FreeSpins, code: 'S', value: 1500 };
    const state = loaded({ status: TournamentStatus.Draft, tiers: [{ rank_min: 1, rank_max: 2, bonus: money }, { rank_min: 3, rank_max: 3, bonus: spins }] });
    expect(select.selectTotals(stateOf(state))).toEqual({ tierTotals: { t1: '2.469', t2: '1.500' }, poolPrize: '2.469 lei', freeSpins: '1.500' });
  });

  it('show live errors only on edited fields, the first message per field, by index path', () => {
    let state = loaded({ status: TournamentStatus.Draft, title: '', cta_text: '' });
    state = editorReducer(state, editor.tierAdded());
    expect(select.selectFieldErrors(stateOf(state))).toEqual({});
    state = editorReducer(state, editor.tierRankMaxChanged({ key: state.copy!.tiers.ids[0], value: 0 }));
    expect(inWords(select.selectFieldErrors(stateOf(state)))).toEqual({ 'tiers[0].rank_max': 'Max rank should be greater than 0' });
    state = editorReducer(state, editor.validationFailed({ errors: [{ field: 'title', message: messageRef(TOURNAMENT_VALIDATION_MESSAGES.titleRequired) }] }));
    expect(inEnglish(select.selectFieldError(stateOf(state), 'title')!)).toBe('Title required');
    expect(select.selectFieldError(stateOf(state), 'cta_text')).toBeUndefined();
  });

  it('head the page with the status and title, Loading... and Not found', () => {
    expect(inEnglish(select.selectHeaderText(stateOf(loaded({}))))).toBe('In Progress tournament - Spring');
    expect(inEnglish(select.selectHeaderText(stateOf(loaded({ title: '' }))))).toBe('In Progress tournament');
    expect(inEnglish(select.selectHeaderText(stateOf(editorReducer(undefined, editor.tournamentOpened(4)))))).toBe('Loading...');
    expect(inEnglish(select.selectHeaderText(stateOf(editorReducer(undefined, editor.tournamentNotFound()))))).toBe('Not found');
  });

  it('head the page in Romanian with a heading that agrees with the status, and keep the same text while nothing changes', () => {
    const inRomanian = textIn('ro', romanianMessages);
    expect(inRomanian(select.selectHeaderText(stateOf(loaded({}))))).toBe('Turneu în desfășurare - Spring');
    expect(inRomanian(select.selectHeaderText(stateOf(loaded({ status: TournamentStatus.Draft, title: '' }))))).toBe('Turneu ciornă');
    const state = stateOf(loaded({}));
    expect(select.selectHeaderText(state)).toBe(select.selectHeaderText(state));
  });

  it('show Cancel and Assign player while In Progress (Assign only for OptIn), Publish for a Draft, Duplicate and Simulate always', () => {
    expect(select.selectHeaderButtons(stateOf(loaded({ opt_in_condition: OptInCondition.OptIn })))).toEqual({ cancel: true, assignPlayer: true, publish: false, duplicate: true, simulate: true });
    expect(select.selectHeaderButtons(stateOf(loaded({ opt_in_condition: OptInCondition.Open })))).toMatchObject({ assignPlayer: false });
    expect(select.selectHeaderButtons(stateOf(loaded({ status: TournamentStatus.Draft })))).toEqual({ cancel: false, assignPlayer: false, publish: true, duplicate: true, simulate: true });
    expect(select.selectEditable(stateOf(loaded({ status: TournamentStatus.Draft })))).toBe(true);
    expect(select.selectEditable(stateOf(loaded({})))).toBe(false);
  });

  it("hide Simulate when the API has no simulation (the operator's own)", () => {
    expect(select.selectHeaderButtons(stateOf(loaded({}), []))).toMatchObject({ duplicate: true, simulate: false });
  });

  it('enable Leaderboard once not a Draft and Bonus Outbox only when Completed; keep the other readings', () => {
    expect(select.selectEnabledTabs(stateOf(loaded({ status: TournamentStatus.Draft })))).toMatchObject({ leaderboard: false, bonusOutbox: false });
    expect(select.selectEnabledTabs(stateOf(loaded({ status: TournamentStatus.Completed })))).toMatchObject({ leaderboard: true, bonusOutbox: true });
    expect([LEADERBOARD_READINGS.literal(TournamentStatus.Draft), LEADERBOARD_READINGS.literal(undefined), LEADERBOARD_READINGS.literal(TournamentStatus.InProgress)]).toEqual([true, true, false]);
    expect([BONUS_OUTBOX_READINGS.unlessCompleted(TournamentStatus.Completed), BONUS_OUTBOX_READINGS.unlessCompleted(undefined), BONUS_OUTBOX_READINGS.unlessCompleted(TournamentStatus.Draft)]).toEqual([false, false, true]);
  });
});
