import { divertConsoleLines } from '../../test/consoleLines';

// Every test server that seeds starts from an empty database, so each says it seeded: expected, not news.
divertConsoleLines('log', /^Empty database: seeded demo data /);
