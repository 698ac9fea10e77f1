import { hourSlices, pointsAtSliceEnds, scoreDistribution } from './resultsSeries';

describe('hourSlices', () => {
  it('cuts a window into UTC clock hours, the first and last cut by its start and end', () => {
    const slices = hourSlices(new Date('2030-01-01T10:30:00Z'), new Date('2030-01-01T12:15:00Z'));
    expect(slices.map((slice) => [slice.hour, slice.from, slice.to].map((time) => time.toISOString()))).toEqual([
      ['2030-01-01T10:00:00.000Z', '2030-01-01T10:30:00.000Z', '2030-01-01T11:00:00.000Z'],
      ['2030-01-01T11:00:00.000Z', '2030-01-01T11:00:00.000Z', '2030-01-01T12:00:00.000Z'],
      ['2030-01-01T12:00:00.000Z', '2030-01-01T12:00:00.000Z', '2030-01-01T12:15:00.000Z'],
    ]);
  });

  it('has no hour for an empty window, and one for a window of exactly one hour', () => {
    expect(hourSlices(new Date('2030-01-01T10:00:00Z'), new Date('2030-01-01T10:00:00Z'))).toEqual([]);
    expect(hourSlices(new Date('2030-01-01T10:00:00Z'), new Date('2030-01-01T11:00:00Z'))).toHaveLength(1);
  });
});

describe('pointsAtSliceEnds', () => {
  const hour = (h: string) => Date.parse(`2030-01-10T${h}:00:00.000Z`);
  const slices = hourSlices(new Date('2030-01-10T00:30:00.000Z'), new Date('2030-01-10T03:15:00.000Z'));

  it("runs the board's total up to each hour's end, hours before the window in the first, every later one in the last", () => {
    const added = [
      { hour: Date.parse('2030-01-09T23:00:00.000Z'), hundredths: 5 },
      { hour: hour('00'), hundredths: 1_000 },
      { hour: hour('02'), hundredths: -250 },
      { hour: hour('05'), hundredths: 1 },
    ];
    expect(pointsAtSliceEnds(slices, added)).toEqual([10.05, 10.05, 7.55, 7.56]);
  });

  it('adds hundredths exactly, where adding the decimals would not', () => {
    const tenths = Array.from({ length: 3 }, () => ({ hour: hour('00'), hundredths: 10 }));
    expect(pointsAtSliceEnds(slices.slice(0, 1), tenths)).toEqual([0.3]);
    expect(pointsAtSliceEnds([], tenths)).toEqual([]);
  });
});

describe('scoreDistribution', () => {
  it('puts scores in buckets of one width from the lowest, the highest in the last', () => {
    expect(scoreDistribution([0, 5, 30, 99.99, 100], 4)).toEqual([
      { from: 0, to: 25, players: 2 },
      { from: 25, to: 50, players: 1 },
      { from: 50, to: 75, players: 0 },
      { from: 75, to: 100, players: 2 },
    ]);
  });

  it('keeps bucket edges to the cent, and negative scores too', () => {
    expect(scoreDistribution([-0.05, 0.05], 3)).toEqual([
      { from: -0.05, to: -0.01, players: 1 },
      { from: -0.01, to: 0.03, players: 0 },
      { from: 0.03, to: 0.07, players: 1 },
    ]);
  });

  it('has one bucket when every score is the same, fewer buckets than asked when the range is a few cents, none without scores', () => {
    expect(scoreDistribution([7, 7, 7])).toEqual([{ from: 7, to: 7.01, players: 3 }]);
    expect(scoreDistribution([1, 1.02], 10)).toEqual([
      { from: 1, to: 1.01, players: 1 },
      { from: 1.01, to: 1.02, players: 0 },
      { from: 1.02, to: 1.03, players: 1 },
    ]);
    expect(scoreDistribution([])).toEqual([]);
  });

  it('handles a board of a hundred thousand scores', () => {
    const scores = Array.from({ length: 100_000 }, (_, i) => i / 100);
    expect(scoreDistribution(scores).reduce((sum, bucket) => sum + bucket.players, 0)).toBe(100_000);
  });
});
