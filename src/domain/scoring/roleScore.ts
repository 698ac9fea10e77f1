/** Engine spec §2: role scores, under any driver, once per player and role, never boosted. */
import type { UserRoleAssignmentScoreConfiguration } from '../tournament';
import { exact } from './exactDecimal';
import type { Points } from './scoreResult';

/**
 * The role's score_to_add, unless the role is not configured or this player has already been scored
 * for it (a role granted again, or revoked and granted again, adds nothing more).
 */
export function roleScore(configuration: UserRoleAssignmentScoreConfiguration, roleId: string, alreadyScored: boolean): Points {
  if (!Object.hasOwn(configuration, roleId)) return { reason: 'role_not_configured' };
  if (alreadyScored) return { reason: 'role_already_scored' };
  return { points: exact(configuration[roleId].score_to_add) };
}
