/**
 * Duplicate (issue 27): a copy of a tournament whose window has already started would open with past
 * dates, so its window moves to the next start the date rules allow that has not begun yet, the top of
 * the next hour (as a new tournament's), keeping its length, and its boosters move with it by the same
 * amount. Server (PUT ?duplicate_of) and console share it, so an API client's copy moves as the console's.
 */
import { parseTimestamp, topOfNextHour } from './dates';
import type { Booster, TimeConfiguration } from './tournament';

/** How far (ms) a copy's window moves: 0 when it has not started, or its start cannot be read. */
export function duplicateShift(time: TimeConfiguration, now: Date): number {
  const start = parseTimestamp(time.start);
  if (start === undefined || start > now.getTime()) return 0;
  return topOfNextHour(now).getTime() - start;
}

function shifted<T extends string | null>(timestamp: T, shift: number): T {
  const time = parseTimestamp(timestamp);
  return (time === undefined ? timestamp : new Date(time + shift).toISOString()) as T;
}

/** The fields with their window moved by `shift` ms. */
export function withWindowShifted<T extends { time_configuration: TimeConfiguration }>(fields: T, shift: number): T {
  if (shift === 0) return fields;
  const time = fields.time_configuration;
  return { ...fields, time_configuration: { ...time, start: shifted(time.start, shift), end: shifted(time.end, shift) } };
}

/** The booster with its own dates (null: the tournament's) moved by `shift` ms. */
export function boosterShifted(booster: Booster, shift: number): Booster {
  if (shift === 0) return booster;
  return { ...booster, start_date: shifted(booster.start_date, shift), end_date: shifted(booster.end_date, shift) };
}
