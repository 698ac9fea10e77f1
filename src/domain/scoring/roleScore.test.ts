import { roleScore } from './roleScore';
import { pointsAsNumber } from './scoringFixtures';

const configuration = { vip: { score_to_add: 50 }, newcomer: { score_to_add: 5 } };

describe('role score once per player and role', () => {
  it("gives the role's score_to_add the first time", () => {
    expect(pointsAsNumber(roleScore(configuration, 'vip', false))).toEqual({ points: 50 });
  });

  it('gives nothing when this player already got it', () => {
    expect(pointsAsNumber(roleScore(configuration, 'vip', true))).toEqual({ reason: 'role_already_scored' });
  });

  it('gives nothing for a role not configured', () => {
    expect(pointsAsNumber(roleScore(configuration, 'staff', false))).toEqual({ reason: 'role_not_configured' });
  });

  it('does not take inherited object keys for role ids', () => {
    expect(pointsAsNumber(roleScore(configuration, 'constructor', false))).toEqual({ reason: 'role_not_configured' });
  });
});
