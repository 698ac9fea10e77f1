import { OptInCondition, WinCriteria } from '../enums';
import { newPlayerState } from './playerState';
import { compareRanks } from './rankOrder';
import { replay } from './replay';
import { at, booster, MIDWEEK, optIn, roleAssigned, round, tournament } from './scoringFixtures';

const totals = (players: Map<string, { total_score: number }>) => Object.fromEntries([...players].map(([id, p]) => [id, p.total_score]));

describe('duplicates', () => {
  it('counts an event id once however often it comes', () => {
    const event = round({ id: 'r1', stake: 10 });
    expect(totals(replay({ tournament: tournament(), boosters: [], events: [event, event, { ...event }] }))).toEqual({ p1: 10 });
  });

  it('counts a batch posted twice once', () => {
    const batch = [round({ id: 'a', stake: 1 }), round({ id: 'b', stake: 2, user_id: 'p2' })];
    expect(totals(replay({ tournament: tournament(), boosters: [], events: [...batch, ...batch] }))).toEqual({ p1: 1, p2: 2 });
  });
});

describe('replay: the rules together', () => {
  it('scores rounds after the opt-in under Opt-In Required, not those before', () => {
    const events = [round({ occurred_at: MIDWEEK - 2, stake: 100 }), optIn({ occurred_at: MIDWEEK - 1 }), round({ occurred_at: MIDWEEK, stake: 5 })];
    expect(totals(replay({ tournament: tournament({ opt_in_condition: OptInCondition.OptIn }), boosters: [], events }))).toEqual({ p1: 5 });
  });

  it('ignores opt-ins under Invite Only and scores assigned players', () => {
    const events = [optIn({ user_id: 'p1' }), round({ user_id: 'p1' }), round({ user_id: 'p2', stake: 3 })];
    const players = [newPlayerState('p2', { assigned_at: MIDWEEK - 1 })];
    expect(totals(replay({ tournament: tournament({ opt_in_condition: OptInCondition.Invite }), boosters: [], events, players }))).toEqual({ p1: 0, p2: 3 });
  });

  it('adds a role score once when the role is granted twice', () => {
    const events = [roleAssigned({ role_id: 'vip' }), roleAssigned({ role_id: 'vip' })];
    const withRoles = tournament({ user_role_assignment_score_configuration: { vip: { score_to_add: 25 } } });
    expect(totals(replay({ tournament: withRoles, boosters: [booster({ multiplier: 3 })], events }))).toEqual({ p1: 25 });
  });

  it('does not use up a role granted before the opt-in: granted again after it, it scores', () => {
    const withRoles = tournament({ opt_in_condition: OptInCondition.OptIn, user_role_assignment_score_configuration: { vip: { score_to_add: 25 } } });
    const events = [roleAssigned({ occurred_at: MIDWEEK - 2 }), optIn({ occurred_at: MIDWEEK - 1 }), roleAssigned({ occurred_at: MIDWEEK })];
    expect(totals(replay({ tournament: withRoles, boosters: [], events }))).toEqual({ p1: 25 });
  });

  it('floors a Net Win total at 0 and counts later wins from there', () => {
    const netWin = tournament({ win_criteria: WinCriteria.NetWin, floor_score: true });
    const events = [round({ stake: 10, win: 15 }), round({ stake: 20, win: 0 }), round({ stake: 10, win: 12 })];
    expect(totals(replay({ tournament: netWin, boosters: [], events }))).toEqual({ p1: 2 });
  });

  it('ranks players by total, then by who got there first', () => {
    const events = [round({ user_id: 'late', occurred_at: at('2030-01-09T13:00:00Z') }), round({ user_id: 'early', occurred_at: at('2030-01-09T12:00:00Z') })];
    const rows = [...replay({ tournament: tournament(), boosters: [], events }).values()].map((p) => ({ ...p, computed: p.computed ?? 0 }));
    expect(rows.sort(compareRanks).map((p) => p.user_id)).toEqual(['early', 'late']);
  });
});
