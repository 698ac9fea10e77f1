import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Page } from 'playwright-core';
import { rootReducer } from '../../../src/app/rootReducer';

/** What the development build's action recorder (src/app/actionRecorder.ts) kept on the page. */
export interface ActionLog {
  actions: UnknownAction[];
  finalState: unknown;
}

interface RecordingWindow {
  __recordedActions?: UnknownAction[];
  __store?: { getState(): unknown };
}

export function readActionLog(page: Page): Promise<ActionLog> {
  return page.evaluate(() => {
    const recording = globalThis as unknown as RecordingWindow;
    if (!recording.__recordedActions || !recording.__store) throw new Error('The page has no action recorder: not a development build');
    return { actions: recording.__recordedActions, finalState: recording.__store.getState() };
  });
}

/** Through a file as JSON, the way a log would be kept and replayed later: only plain data survives. */
export function saveAndReloadActionLog(log: ActionLog): ActionLog {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-action-log-'));
  try {
    const file = path.join(folder, 'actions.json');
    fs.writeFileSync(file, JSON.stringify(log, null, 1));
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ActionLog;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The state the root reducer reaches from its initial state over the log's actions, in order. */
export function replayActions(actions: UnknownAction[]): unknown {
  return actions.reduce(rootReducer, rootReducer(undefined, { type: '@@replay/INIT' }));
}
