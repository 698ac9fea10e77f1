import { parseSeedArguments } from '../../src/seed/seedArguments';

describe('npm run seed arguments', () => {
  it('defaults to 300 players on the big leaderboard', () => {
    expect(parseSeedArguments([])).toEqual({ players: 300 });
  });

  it('takes --players N and --players=N', () => {
    expect(parseSeedArguments(['--players', '1000000'])).toEqual({ players: 1_000_000 });
    expect(parseSeedArguments(['--players=250'])).toEqual({ players: 250 });
  });

  it.each([[['--players']], [['--players', 'many']], [['--players=-3']], [['--players=1.5']], [['--players=']]])('refuses %j', (args) => {
    expect(() => parseSeedArguments(args)).toThrow('--players needs a whole number');
  });

  it('refuses an unknown argument', () => {
    expect(() => parseSeedArguments(['--reset'])).toThrow('Unknown argument --reset');
  });
});
