import { inEnglish } from '../i18n/inLanguage';
import { OPT_IN_CONDITION_LABELS, OptInCondition, TOURNAMENT_STATUS_LABELS, TournamentStatus } from './enums';

describe('enum labels', () => {
  it('names statuses and opt-in conditions as the spec does', () => {
    expect(inEnglish(TOURNAMENT_STATUS_LABELS[TournamentStatus.InProgress])).toBe('In Progress');
    expect(inEnglish(OPT_IN_CONDITION_LABELS[OptInCondition.OptIn])).toBe('Opt-In Required');
  });
});
