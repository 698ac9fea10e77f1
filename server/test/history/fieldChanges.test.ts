import type { TournamentFields } from '../../../src/domain/tournament';
import { CHANGES_COMPARED, NOT_TOURNAMENT_FIELDS, TOURNAMENT_FIELDS } from '../../../src/domain/tournamentFieldChanges';
import { withFieldChanged } from '../../../src/domain/tournamentFieldFixtures';
import { tournamentChanges } from '../../src/history/fieldChanges';
import { TournamentBodySchema } from '../../src/tournaments/tournamentSchema';
import { validTournamentBody } from '../fixtures/tournamentFixture';

const before = validTournamentBody(new Date('2026-11-25T08:00:00.000Z'));

describe("src/domain's description of a tournament's fields, as the server's history reads it", () => {
  it('describes every field the API accepts, and nothing else', () => {
    const accepted = Object.keys(TournamentBodySchema.properties).filter((field) => !NOT_TOURNAMENT_FIELDS.has(field));
    expect(Object.keys(TOURNAMENT_FIELDS).sort()).toEqual(accepted.sort());
  });

  it.each(Object.keys(TOURNAMENT_FIELDS))('records a change of %s under its name, compared as its kind says', (field) => {
    const changes = tournamentChanges(before, withFieldChanged(before, field as keyof TournamentFields));
    expect(changes).toHaveLength(1);
    const [{ field: named, row, key }] = changes;
    expect(named).toBe(field);
    const compared = CHANGES_COMPARED[TOURNAMENT_FIELDS[field as keyof TournamentFields].kind];
    expect({ row: row !== undefined, key: key !== undefined }).toEqual({ row: compared === 'byRow', key: compared === 'byKey' });
  });

  it('takes a field read without its value as the value it then holds: manual payout off', () => {
    const withoutManualPayout: TournamentFields = { ...before };
    delete withoutManualPayout.manual_payout;
    expect(tournamentChanges(withoutManualPayout, { ...before, manual_payout: false })).toEqual([]);
    expect(tournamentChanges(withoutManualPayout, { ...before, manual_payout: true })).toEqual([{ field: 'manual_payout', before: false, after: true }]);
  });
});
