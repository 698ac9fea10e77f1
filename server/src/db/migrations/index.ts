import type { Migration } from 'kysely';
import * as core from './001_core';
import * as identityProviderKeys from './002_identity_provider_keys';

/** Applied in key order at start; a migration once released is never edited, only followed. */
export const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_identity_provider_keys': identityProviderKeys,
};
