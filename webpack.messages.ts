/**
 * The console's texts reach react-intl already parsed (issue 14, bench figure 1): every message is compiled to its
 * ICU MessageFormat AST at build time, so the bundle can leave out the ICU parser (7 KB gzip of the first route,
 * net of the larger compiled texts). English comes from the code (the `defaultMessage` of each `defineMessages`
 * call), Romanian from the catalogs of src/i18n/ro. Jest runs the sources as written: there the texts are strings and
 * react-intl parses them.
 */
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { transform } from '@formatjs/ts-transformer';
import type { CustomTransformers } from 'typescript';

/**
 * For ts-loader's getCustomTransformers: FormatJS's transformer replaces the `defaultMessage` of every message in a
 * `defineMessages({...})` call (ours, found by name, as the extractor finds it) with its AST. Whitespace is kept as
 * written, as react-intl would format the string. A text that is not valid ICU fails the build.
 */
export function compileEnglishMessages(): CustomTransformers {
  return { before: [transform({ ast: true, preserveWhitespace: true })] };
}

/** The Romanian catalog files; each one's texts become ASTs as webpack reads it (a json module's own parse). */
export const CATALOG_FILES = /[\\/]src[\\/]i18n[\\/]ro[\\/][^\\/]+\.json$/;

/** A catalog file's JSON with each text parsed as react-intl would parse it at run time. */
export function compileCatalog(json: string): Record<string, MessageFormatElement[]> {
  const catalog = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => {
      if (typeof text !== 'string') throw new Error(`Catalog entry "${id}" is not a string`);
      try {
        return [id, parse(text)];
      } catch (error) {
        throw new Error(`Catalog entry "${id}" is not a valid ICU message (${(error as Error).message}): ${text}`);
      }
    }),
  );
}

/**
 * With every text compiled, intl-messageformat never parses: its import of the parser is answered by the
 * package's `no-parser` build (the same exports; `parse` throws if a string ever reaches it). The build-time
 * code above imports the real parser in Node, which this alias does not touch.
 */
export const WITHOUT_MESSAGE_PARSER = {
  '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
};
