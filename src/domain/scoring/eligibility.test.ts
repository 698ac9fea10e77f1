import { OptInCondition } from '../enums';
import { isEligible } from './eligibility';

const T = 1_000;
const nobody = { opted_in_at: null, assigned_at: null };

describe('eligibility by opt-in condition', () => {
  describe('Open', () => {
    it('lets every player score, without opt-in or assignment', () => {
      expect(isEligible(OptInCondition.Open, nobody, T)).toBe(true);
    });
  });

  describe('Opt-In Required', () => {
    it('refuses a player who neither opted in nor was assigned', () => {
      expect(isEligible(OptInCondition.OptIn, nobody, T)).toBe(false);
    });

    it('accepts a player who opted in exactly at the event', () => {
      expect(isEligible(OptInCondition.OptIn, { ...nobody, opted_in_at: T }, T)).toBe(true);
    });

    it('refuses an event before the opt-in', () => {
      expect(isEligible(OptInCondition.OptIn, { ...nobody, opted_in_at: T + 1 }, T)).toBe(false);
    });

    it('accepts a player assigned by staff at or before the event', () => {
      expect(isEligible(OptInCondition.OptIn, { ...nobody, assigned_at: T }, T)).toBe(true);
    });

    it('accepts when one of the two joined in time though the other came later', () => {
      expect(isEligible(OptInCondition.OptIn, { opted_in_at: T + 5, assigned_at: T - 5 }, T)).toBe(true);
      expect(isEligible(OptInCondition.OptIn, { opted_in_at: T - 5, assigned_at: T + 5 }, T)).toBe(true);
    });
  });

  describe('Invite Only', () => {
    it('accepts a player assigned by staff at or before the event', () => {
      expect(isEligible(OptInCondition.Invite, { ...nobody, assigned_at: T }, T)).toBe(true);
    });

    it('ignores opt-ins', () => {
      expect(isEligible(OptInCondition.Invite, { ...nobody, opted_in_at: T - 5 }, T)).toBe(false);
    });

    it('refuses an event before the assignment', () => {
      expect(isEligible(OptInCondition.Invite, { ...nobody, assigned_at: T + 1 }, T)).toBe(false);
    });
  });
});
