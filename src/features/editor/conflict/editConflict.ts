import type { StaleVersion } from '../../../api/concurrency';
import type { Booster, Tournament } from '../../../domain/tournament';

/** The writes of the tournament page that carry If-Match, and so can be refused as stale. */
export type ConflictedOperation = 'save' | 'publish' | 'cancel' | 'summaryVideoUrl';

/**
 * A write refused because someone else changed the tournament since this page loaded it (412). The person's
 * edits stay; the dialog shows both sides' changes until they choose.
 */
export interface EditConflict {
  operation: ConflictedOperation;
  stale: StaleVersion;
  /** Their version: the tournament and its boosters as stored now. */
  theirs: Tournament;
  theirBoosters: Booster[];
}
