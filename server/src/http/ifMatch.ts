import { Type } from '@sinclair/typebox';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { badRequest } from './errors';

/**
 * If-Match (RFC 9110 §13.1.1) against a resource whose ETag is its integer version, `"<version>"`.
 * `*` matches whatever version there is. A list matches when one of its strong tags equals the version: the
 * strong comparison the RFC requires for If-Match, so a weak tag (W/"3") never matches and the write is
 * refused 412, as for a stale tag. So is any other well-formed tag ("abc", a version from no GET of ours): it
 * names no version this resource has, and RFC 9110 §13.1.1 answers a precondition that is not met with 412.
 * Only a header that is no list of entity tags (1, "a, *) is malformed: 400.
 */
export type IfMatch = { anyVersion: true } | { anyVersion: false; versions: number[] };

/** RFC 9110 §8.8.3: entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE; etagc = %x21 / %x23-7E / obs-text (a comma included). */
const ENTITY_TAG = String.raw`(W\/)?"([\x21\x23-\x7E\x80-\xFF]*)"`;
/** RFC 9110 §5.6.1: a comma-separated list of tags, whose empty elements count for nothing. */
const TAG_LIST = new RegExp(String.raw`^[ \t]*(?:${ENTITY_TAG})?(?:[ \t]*,[ \t]*(?:${ENTITY_TAG})?)*[ \t]*$`);
/** Our tags' contents: a version. */
const VERSION = /^\d{1,15}$/;

const M = defineMessages({
  malformed: { id: 'server.ifMatch.malformed', defaultMessage: 'If-Match must be * or the ETag a GET of the tournament answered, e.g. "3"' },
});

/** The If-Match header, parsed; undefined when absent (the write goes ahead as the spec says). */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return { anyVersion: true };
  const tags = TAG_LIST.test(value) ? [...value.matchAll(new RegExp(ENTITY_TAG, 'g'))] : [];
  if (tags.length === 0) throw badRequest(M.malformed);
  const versions = tags.filter(([, weak, opaque]) => !weak && VERSION.test(opaque)).map(([, , opaque]) => Number(opaque));
  return { anyVersion: false, versions };
}

export const ifMatchAccepts = (ifMatch: IfMatch, version: number) => ifMatch.anyVersion || ifMatch.versions.includes(version);

/** The request header as routes declare it, so the OpenAPI document shows it. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'The ETag a GET answered ("3"), or *: the write is refused with 412 when the tournament has changed since. Without it, the write goes ahead.',
    }),
  ),
});

/** The ETag a response carries, as the OpenAPI document shows it (see TournamentResponse). */
export const EtagHeader = { etag: Type.String({ description: 'The tournament\'s version as an ETag ("3"): send it back as If-Match' }) };
