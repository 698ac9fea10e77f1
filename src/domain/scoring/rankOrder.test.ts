import { compareRanks } from './rankOrder';

const row = (user_id: string, total_score: number, computed: number) => ({ user_id, total_score, computed });

describe('rank order', () => {
  it('puts the higher total first', () => {
    expect([row('a', 1, 0), row('b', 2, 0)].sort(compareRanks).map((r) => r.user_id)).toEqual(['b', 'a']);
  });

  it('puts the earlier computed first on equal totals', () => {
    expect([row('a', 5, 200), row('b', 5, 100)].sort(compareRanks).map((r) => r.user_id)).toEqual(['b', 'a']);
  });

  it('puts the smaller user_id first on equal totals and computed', () => {
    expect([row('p2', 5, 100), row('p10', 5, 100), row('p1', 5, 100)].sort(compareRanks).map((r) => r.user_id)).toEqual(['p1', 'p10', 'p2']);
  });

  it('orders user_ids by code unit, capitals before lower case', () => {
    expect([row('a', 5, 100), row('B', 5, 100)].sort(compareRanks).map((r) => r.user_id)).toEqual(['B', 'a']);
  });

  it('ranks negative totals below 0', () => {
    expect([row('a', -1, 0), row('b', 0, 50)].sort(compareRanks).map((r) => r.user_id)).toEqual(['b', 'a']);
  });

  it('finds a row equal to itself', () => {
    expect(compareRanks(row('a', 5, 100), row('a', 5, 100))).toBe(0);
  });
});
