import { OPT_IN_CONDITION_LABELS, OptInCondition, TOURNAMENT_STATUS_LABELS, TournamentStatus } from './enums';

describe('enum labels', () => {
  it('names statuses and opt-in conditions as the spec does', () => {
    expect(TOURNAMENT_STATUS_LABELS[TournamentStatus.InProgress]).toBe('In Progress');
    expect(OPT_IN_CONDITION_LABELS[OptInCondition.OptIn]).toBe('Opt-In Required');
  });
});
