/** The number enums of spec §3 and their labels, shared by the console and the server. */

export enum TournamentStatus {
  Draft = 0,
  InProgress = 1,
  Completed = 2,
  Canceled = 3,
}

export enum ScoreDriver {
  GamingTransactions = 0,
  BonusWinAmount = 1,
  DepositAmount = 2,
}

export enum WinCriteria {
  Turnover = 1,
  NetWin = 2,
  EqualizedWin = 3,
  NumberRounds = 4,
}

export enum OptInCondition {
  Open = 1,
  OptIn = 2,
  Invite = 3,
}

export enum BonusType {
  CasinoWagering = 1,
  FreeSpins = 2,
  BonusMoney = 3,
  Items = 4,
  FreeBet = 5,
}

export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, string> = {
  [TournamentStatus.Draft]: 'Draft',
  [TournamentStatus.InProgress]: 'In Progress',
  [TournamentStatus.Completed]: 'Completed',
  [TournamentStatus.Canceled]: 'Canceled',
};

export const SCORE_DRIVER_LABELS: Record<ScoreDriver, string> = {
  [ScoreDriver.GamingTransactions]: 'Gaming Transactions',
  [ScoreDriver.BonusWinAmount]: 'Bonus Win Amount',
  [ScoreDriver.DepositAmount]: 'Deposit Amount',
};

export const WIN_CRITERIA_LABELS: Record<WinCriteria, string> = {
  [WinCriteria.Turnover]: 'Turnover',
  [WinCriteria.NetWin]: 'Net Win',
  [WinCriteria.EqualizedWin]: 'Equalized Win',
  [WinCriteria.NumberRounds]: 'Number of Rounds',
};

export const OPT_IN_CONDITION_LABELS: Record<OptInCondition, string> = {
  [OptInCondition.Open]: 'Open',
  [OptInCondition.OptIn]: 'Opt-In Required',
  [OptInCondition.Invite]: 'Invite Only',
};

export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  [BonusType.CasinoWagering]: 'Casino Wagering',
  [BonusType.FreeSpins]: 'Free Spins',
  [BonusType.BonusMoney]: 'Bonus Money',
  [BonusType.Items]: 'Items',
  [BonusType.FreeBet]: 'Free Bet',
};

/** Day of week choice for boosters: null is None, 0 is Sunday through 6 Saturday. */
export const DAY_OF_WEEK_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
