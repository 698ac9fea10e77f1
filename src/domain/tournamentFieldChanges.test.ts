import { newTournamentFields } from './tournamentDefaults';
import { TOURNAMENT_FIELDS, VALUES_WHEN_ABSENT } from './tournamentFieldChanges';
import { TOURNAMENT_FIELD_LABELS } from './tournamentFieldLabels';

describe("the description of a tournament's fields", () => {
  it("describes every field of the form, and nothing else, each by the form's label", () => {
    const fields = { ...newTournamentFields(new Date()), manual_payout: false };
    expect(Object.keys(TOURNAMENT_FIELDS).sort()).toEqual(Object.keys(fields).sort());
    for (const [field, { label }] of Object.entries(TOURNAMENT_FIELDS)) expect(label).toBe(TOURNAMENT_FIELD_LABELS[field as keyof typeof TOURNAMENT_FIELD_LABELS]);
  });

  it('holds what a tournament read without an extension field has in it: manual payout off', () => {
    expect(VALUES_WHEN_ABSENT).toEqual({ manual_payout: false });
  });
});
