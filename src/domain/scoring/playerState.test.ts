import { applyAdjustment, applyEvent, newPlayerState } from './playerState';
import { optIn, roleAssigned, round } from './scoringFixtures';
import { notScored, type Scored } from './scoreResult';

const scored = (points: number, role_id: string | null = null): Scored => ({ scored: true, points, base_points: points, multiplier: 1, booster_id: null, role_id });
const T = 5;

describe('applying an event to a player', () => {
  it('adds the points and stamps computed with the occurred_at', () => {
    expect(applyEvent(newPlayerState('p1'), T, false, round({ occurred_at: 100 }), scored(3))).toMatchObject({ total_score: 3, computed: 100 });
  });

  it('changes nothing for an event that did not score', () => {
    const before = newPlayerState('p1');
    expect(applyEvent(before, T, false, round(), notScored('no_matching_condition'))).toBe(before);
  });

  it('leaves computed alone when the points are 0', () => {
    const before = { ...newPlayerState('p1'), total_score: 5, computed: 100 };
    expect(applyEvent(before, T, false, round({ occurred_at: 200 }), scored(0))).toMatchObject({ total_score: 5, computed: 100 });
  });

  it('never moves computed back for an event that arrives late', () => {
    const before = { ...newPlayerState('p1'), total_score: 5, computed: 300 };
    expect(applyEvent(before, T, false, round({ occurred_at: 200 }), scored(1))).toMatchObject({ total_score: 6, computed: 300 });
  });

  it('moves computed for a loss', () => {
    const before = { ...newPlayerState('p1'), total_score: 5, computed: 100 };
    expect(applyEvent(before, T, false, round({ occurred_at: 200 }), scored(-1))).toMatchObject({ total_score: 4, computed: 200 });
  });

  it('does not change the state it was given', () => {
    const before = newPlayerState('p1');
    applyEvent(before, T, false, roleAssigned({ role_id: 'vip' }), scored(1, 'vip'));
    expect(before).toMatchObject({ total_score: 0, computed: null });
    expect(before.scored_roles.size).toBe(0);
  });
});

describe('applying with floor_score', () => {
  it('holds the total at 0 and leaves computed when a loss meets the floor at 0', () => {
    const before = { ...newPlayerState('p1'), total_score: 0, computed: 100 };
    expect(applyEvent(before, T, true, round({ occurred_at: 200 }), scored(-3))).toMatchObject({ total_score: 0, computed: 100 });
  });

  it('takes the total down to 0 and stamps computed when a loss crosses the floor', () => {
    const before = { ...newPlayerState('p1'), total_score: 2, computed: 100 };
    expect(applyEvent(before, T, true, round({ occurred_at: 200 }), scored(-3))).toMatchObject({ total_score: 0, computed: 200 });
  });
});

describe('recording opt-ins and roles', () => {
  it("records an opt_in for this tournament at its occurred_at", () => {
    expect(applyEvent(newPlayerState('p1'), T, false, optIn({ tournament_id: T, occurred_at: 50 }), notScored('opt_in_scores_nothing')).opted_in_at).toBe(50);
  });

  it('keeps the earliest opt-in', () => {
    const before = newPlayerState('p1', { opted_in_at: 40 });
    expect(applyEvent(before, T, false, optIn({ occurred_at: 50 }), notScored('opt_in_scores_nothing')).opted_in_at).toBe(40);
    expect(applyEvent(before, T, false, optIn({ occurred_at: 30 }), notScored('opt_in_scores_nothing')).opted_in_at).toBe(30);
  });

  it("ignores an opt_in for another tournament", () => {
    expect(applyEvent(newPlayerState('p1'), T, false, optIn({ tournament_id: 6 }), notScored('opt_in_scores_nothing')).opted_in_at).toBeNull();
  });

  it('records a scored role', () => {
    expect([...applyEvent(newPlayerState('p1'), T, false, roleAssigned({ role_id: 'vip' }), scored(10, 'vip')).scored_roles]).toEqual(['vip']);
  });

  it('records a scored role even when its points leave the total as it is', () => {
    expect([...applyEvent(newPlayerState('p1'), T, true, roleAssigned({ role_id: 'jail' }), scored(-10, 'jail')).scored_roles]).toEqual(['jail']);
  });
});

describe('applying a manual adjustment', () => {
  it('adds the score, rounded like an event, and stamps computed with the adjustment time', () => {
    const before = { ...newPlayerState('p1'), total_score: 5, computed: 100 };
    expect(applyAdjustment(before, 1.005, 500, false)).toMatchObject({ total_score: 6.01, computed: 500 });
  });

  it('takes points away', () => {
    expect(applyAdjustment({ ...newPlayerState('p1'), total_score: 5 }, -7, 500, false)).toMatchObject({ total_score: -2 });
  });

  it('stops at 0 when floor_score is on', () => {
    expect(applyAdjustment({ ...newPlayerState('p1'), total_score: 5 }, -7, 500, true)).toMatchObject({ total_score: 0, computed: 500 });
  });
});
