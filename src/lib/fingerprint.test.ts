import { fingerprint } from './fingerprint';

describe('fingerprint', () => {
  it('is the same for the same content and differs when any of it changes', () => {
    const tournament = { title: 'Spring', tiers: [{ rank_min: 1, rank_max: 3 }] };
    expect(fingerprint(tournament)).toBe(fingerprint({ title: 'Spring', tiers: [{ rank_min: 1, rank_max: 3 }] }));
    expect(fingerprint(tournament)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint({ ...tournament, tiers: [{ rank_min: 1, rank_max: 4 }] })).not.toBe(fingerprint(tournament));
    expect(fingerprint(undefined)).toBe(fingerprint(undefined));
  });
});
