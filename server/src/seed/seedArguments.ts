import { DEFAULT_DEMO_PLAYERS } from './seedDemoData';

const USAGE = 'Usage: npm run seed [-- --players N]   (replaces all demo data; N players on the big leaderboard, default 300)';

/** `--players N` or `--players=N`; anything else is a mistake worth stopping for. */
export function parseSeedArguments(args: string[]): { players: number } {
  let players = DEFAULT_DEMO_PLAYERS;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag !== '--players') throw new Error(`Unknown argument ${args[i]}\n${USAGE}`);
    const value = inline ?? args[++i];
    players = value?.trim() ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(players) || players < 0) throw new Error(`--players needs a whole number of 0 or more, not ${value}\n${USAGE}`);
  }
  return { players };
}
