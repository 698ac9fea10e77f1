import { roleScore } from './roleScore';

const configuration = { vip: { score_to_add: 50 }, newcomer: { score_to_add: 5 } };

describe('role score once per player and role', () => {
  it("gives the role's score_to_add the first time", () => {
    expect(roleScore(configuration, 'vip', false)).toEqual({ points: 50 });
  });

  it('gives nothing when this player already got it', () => {
    expect(roleScore(configuration, 'vip', true)).toEqual({ reason: 'role_already_scored' });
  });

  it('gives nothing for a role not configured', () => {
    expect(roleScore(configuration, 'staff', false)).toEqual({ reason: 'role_not_configured' });
  });

  it('does not take inherited object keys for role ids', () => {
    expect(roleScore(configuration, 'constructor', false)).toEqual({ reason: 'role_not_configured' });
  });
});
