/** Engine spec §2 "Eligibility by opt-in condition". */
import { OptInCondition } from '../enums';

/** When a player joined a tournament, epoch ms; null when they never did that way. */
export interface PlayerEntry {
  /** The earliest `opt_in` event for the tournament. */
  opted_in_at: number | null;
  /** Staff's `PUT /api/tournaments/{id}/players/{playerId}`. */
  assigned_at: number | null;
}

const atOrBefore = (joined: number | null, t: number) => joined !== null && joined <= t;

/**
 * Open: everyone. Opt-In Required: opted in or assigned at or before t. Invite Only: assigned at or
 * before t; opt_in events do not count. An invitation, like an opt-in, counts from its moment on, so a
 * replay in occurred_at order gives the same answer as live scoring.
 */
export function isEligible(condition: OptInCondition, entry: PlayerEntry, t: number): boolean {
  switch (condition) {
    case OptInCondition.Open:
      return true;
    case OptInCondition.OptIn:
      return atOrBefore(entry.opted_in_at, t) || atOrBefore(entry.assigned_at, t);
    case OptInCondition.Invite:
      return atOrBefore(entry.assigned_at, t);
  }
}
