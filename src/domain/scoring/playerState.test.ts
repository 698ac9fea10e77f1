import { applyAdjustment, applyEvent, joinBoard, newPlayerState } from './playerState';
import { optIn, roleAssigned, round } from './scoringFixtures';
import { notScored, type Scored } from './scoreResult';

const scored = (points: number, role_id: string | null = null): Scored => ({ scored: true, points, base_points: points, multiplier: 1, booster_id: null, role_id });
const T = 5;
const HOUR = 3_600_000;

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
    const before = { ...newPlayerState('p1'), total_score: 5, computed: 300, score_changed: true };
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

describe('joining the board (computed while the score has not changed)', () => {
  it('puts a player on the board with a 0-point event, computed its occurred_at', () => {
    expect(applyEvent(newPlayerState('p1'), T, false, round({ occurred_at: 100 }), scored(0))).toMatchObject({ total_score: 0, computed: 100, score_changed: false });
  });

  it('keeps the join time through later 0-point events', () => {
    const joined = applyEvent(newPlayerState('p1'), T, false, round({ occurred_at: 100 }), scored(0));
    expect(applyEvent(joined, T, false, round({ occurred_at: 50 }), scored(0))).toMatchObject({ computed: 100, score_changed: false });
  });

  it('takes the first change time, earlier than the join, from a late-arriving event (spec §2: the event that changed the score)', () => {
    const joinedAt10 = applyEvent(newPlayerState('p1'), T, false, round({ occurred_at: 10 * HOUR }), scored(0));
    expect(applyEvent(joinedAt10, T, false, round({ occurred_at: 6 * HOUR }), scored(10))).toMatchObject({ total_score: 10, computed: 6 * HOUR, score_changed: true });
  });

  it('takes the first change time, earlier than an assignment, for an assigned player', () => {
    const assigned = joinBoard(newPlayerState('p1', { assigned_at: 10 * HOUR }), 10 * HOUR);
    expect(applyEvent(assigned, T, false, round({ occurred_at: 6 * HOUR }), scored(2))).toMatchObject({ computed: 6 * HOUR, score_changed: true });
  });

  it('does not move a board member by joining again', () => {
    const onBoard = { ...newPlayerState('p1'), total_score: 5, computed: 300, score_changed: true };
    expect(joinBoard(onBoard, 900)).toBe(onBoard);
  });

  it('keeps the latest name an event gave, scored or not', () => {
    const named = applyEvent(newPlayerState('p1'), T, false, round({ user_name: 'Ana' }), notScored('no_matching_condition'));
    expect(applyEvent(named, T, false, round({ user_name: 'Ana Maria' }), scored(1)).user_name).toBe('Ana Maria');
    expect(applyEvent(named, T, false, round(), scored(1)).user_name).toBe('Ana');
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
