/** The number enums of spec §3 and their labels, shared by the console and the server. */
import { defineMessages } from '../i18n/defineMessages';
import type { MessageDescriptor } from '../i18n/text';

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

/** The labels of each enum value (the spec's English), as messages: the console and the server put them into words. */
const STATUSES = defineMessages({
  draft: { id: 'domain.tournamentStatus.draft', defaultMessage: 'Draft' },
  inProgress: { id: 'domain.tournamentStatus.inProgress', defaultMessage: 'In Progress' },
  completed: { id: 'domain.tournamentStatus.completed', defaultMessage: 'Completed' },
  canceled: { id: 'domain.tournamentStatus.canceled', defaultMessage: 'Canceled' },
});

export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, MessageDescriptor> = {
  [TournamentStatus.Draft]: STATUSES.draft,
  [TournamentStatus.InProgress]: STATUSES.inProgress,
  [TournamentStatus.Completed]: STATUSES.completed,
  [TournamentStatus.Canceled]: STATUSES.canceled,
};

const SCORE_DRIVERS = defineMessages({
  gamingTransactions: { id: 'domain.scoreDriver.gamingTransactions', defaultMessage: 'Gaming Transactions' },
  bonusWinAmount: { id: 'domain.scoreDriver.bonusWinAmount', defaultMessage: 'Bonus Win Amount' },
  depositAmount: { id: 'domain.scoreDriver.depositAmount', defaultMessage: 'Deposit Amount' },
});

export const SCORE_DRIVER_LABELS: Record<ScoreDriver, MessageDescriptor> = {
  [ScoreDriver.GamingTransactions]: SCORE_DRIVERS.gamingTransactions,
  [ScoreDriver.BonusWinAmount]: SCORE_DRIVERS.bonusWinAmount,
  [ScoreDriver.DepositAmount]: SCORE_DRIVERS.depositAmount,
};

const WIN_CRITERIA = defineMessages({
  turnover: { id: 'domain.winCriteria.turnover', defaultMessage: 'Turnover' },
  netWin: { id: 'domain.winCriteria.netWin', defaultMessage: 'Net Win' },
  equalizedWin: { id: 'domain.winCriteria.equalizedWin', defaultMessage: 'Equalized Win' },
  numberRounds: { id: 'domain.winCriteria.numberRounds', defaultMessage: 'Number of Rounds' },
});

export const WIN_CRITERIA_LABELS: Record<WinCriteria, MessageDescriptor> = {
  [WinCriteria.Turnover]: WIN_CRITERIA.turnover,
  [WinCriteria.NetWin]: WIN_CRITERIA.netWin,
  [WinCriteria.EqualizedWin]: WIN_CRITERIA.equalizedWin,
  [WinCriteria.NumberRounds]: WIN_CRITERIA.numberRounds,
};

const OPT_IN_CONDITIONS = defineMessages({
  open: { id: 'domain.optInCondition.open', defaultMessage: 'Open' },
  optIn: { id: 'domain.optInCondition.optIn', defaultMessage: 'Opt-In Required' },
  invite: { id: 'domain.optInCondition.invite', defaultMessage: 'Invite Only' },
});

export const OPT_IN_CONDITION_LABELS: Record<OptInCondition, MessageDescriptor> = {
  [OptInCondition.Open]: OPT_IN_CONDITIONS.open,
  [OptInCondition.OptIn]: OPT_IN_CONDITIONS.optIn,
  [OptInCondition.Invite]: OPT_IN_CONDITIONS.invite,
};

const BONUS_TYPES = defineMessages({
  casinoWagering: { id: 'domain.bonusType.casinoWagering', defaultMessage: 'Casino Wagering' },
  freeSpins: { id: 'domain.bonusType.freeSpins', defaultMessage: 'Free Spins' },
  bonusMoney: { id: 'domain.bonusType.bonusMoney', defaultMessage: 'Bonus Money' },
  items: { id: 'domain.bonusType.items', defaultMessage: 'Items' },
  freeBet: { id: 'domain.bonusType.freeBet', defaultMessage: 'Free Bet' },
});

export const BONUS_TYPE_LABELS: Record<BonusType, MessageDescriptor> = {
  [BonusType.CasinoWagering]: BONUS_TYPES.casinoWagering,
  [BonusType.FreeSpins]: BONUS_TYPES.freeSpins,
  [BonusType.BonusMoney]: BONUS_TYPES.bonusMoney,
  [BonusType.Items]: BONUS_TYPES.items,
  [BonusType.FreeBet]: BONUS_TYPES.freeBet,
};

const DAYS = defineMessages({
  sunday: { id: 'domain.dayOfWeek.sunday', defaultMessage: 'Sunday' },
  monday: { id: 'domain.dayOfWeek.monday', defaultMessage: 'Monday' },
  tuesday: { id: 'domain.dayOfWeek.tuesday', defaultMessage: 'Tuesday' },
  wednesday: { id: 'domain.dayOfWeek.wednesday', defaultMessage: 'Wednesday' },
  thursday: { id: 'domain.dayOfWeek.thursday', defaultMessage: 'Thursday' },
  friday: { id: 'domain.dayOfWeek.friday', defaultMessage: 'Friday' },
  saturday: { id: 'domain.dayOfWeek.saturday', defaultMessage: 'Saturday' },
});

/** Day of week choice for boosters: null is None, 0 is Sunday through 6 Saturday. */
export const DAY_OF_WEEK_LABELS: readonly MessageDescriptor[] = [DAYS.sunday, DAYS.monday, DAYS.tuesday, DAYS.wednesday, DAYS.thursday, DAYS.friday, DAYS.saturday];
