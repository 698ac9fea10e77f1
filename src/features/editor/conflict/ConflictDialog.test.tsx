import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { stateAfter } from '../../../../test/stateAfter';
import * as api from '../../../api/tournamentEditor';
import { BonusType } from '../../../domain/enums';
import type { Tournament } from '../../../domain/tournament';
import { aBooster } from '../../boosters/boosterFixtures';
import { boosterEdited, boostersLoaded, tabOpened } from '../../boosters/boostersSlice';
import { aCompleteDraft } from '../editorFixtures';
import { conflictFound, fieldChanged, tournamentLoaded, tournamentOpened } from '../editorSlice';
import { ConflictDialog } from './ConflictDialog';
import type { EditConflict } from './editConflict';

jest.mock('../../../api/tournamentEditor');
const updateTournament = jest.mocked(api.updateTournament);

const loaded = aCompleteDraft(9, { version: 4, short_description: 'Loaded description' });
const theirs: Tournament = {
  ...loaded,
  version: 5,
  short_description: 'Their description',
  tiers: [{ ...loaded.tiers[0], bonus: { ...loaded.tiers[0].bonus, type: BonusType.BonusMoney, value: 50 } }],
};
const conflict = {
  operation: 'save' as const,
  stale: { message: 'changed', version: 5, changedBy: 'Bea Editor', changedAt: '2026-06-01T12:00:00.000Z' },
  theirs,
  theirBoosters: [aBooster(21, { tournament_id: 9, multiplier: 3 })],
};

function renderConflict(found: EditConflict = conflict, language: 'en' | 'ro' = 'en') {
  const { editor, boosters } = stateAfter(
    tournamentOpened(9),
    tournamentLoaded(loaded),
    tabOpened(9),
    boostersLoaded([aBooster(21, { tournament_id: 9 })]),
    fieldChanged({ field: 'title', value: 'My title' }),
    boosterEdited({ key: 'b1', changes: { name: 'My booster' } }),
    conflictFound(found),
  );
  return renderWithStore(<ConflictDialog />, { preloadedState: { editor, boosters }, language });
}

/** A 412 whose body did not name the writer. */
const byUnnamedWriter = { ...conflict, stale: { ...conflict.stale, changedBy: null } };

/** The rows of the dialog's table of their changes or of mine (each named by its caption), as cell texts. */
const rowsOf = (side: 'theirs' | 'mine') =>
  within(screen.getByRole('table', { name: side === 'theirs' ? 'What Bea Editor changed' : 'What you changed' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the conflict dialog', () => {
  it('lists field by field what they changed and what I changed, tiers and boosters in words', () => {
    renderConflict();
    expect(screen.getByRole('dialog', { name: 'Someone else changed this tournament' })).toHaveTextContent('You tried to save, but Bea Editor changed it at 01 Jun 2026, 12:00 UTC');
    expect(screen.getByText('What Bea Editor changed')).toBeInTheDocument();
    expect(rowsOf('theirs')).toEqual([
      ['Short description', 'Loaded description', 'Their description'],
      ['Tier 1', 'ranks 1–1: Free Spins 5, Spins (FS)', 'ranks 1–1: Bonus Money 50, Spins (FS)'],
      ['Booster \'Booster 21\'', "×2 'Booster 21', from the start to the end", "×3 'Booster 21', from the start to the end"],
    ]);
    expect(screen.getByText('What you changed')).toBeInTheDocument();
    expect(rowsOf('mine')).toEqual([
      // The slug follows an edited title while it is empty (spec §4).
      ['Slug', '(none)', 'my-title'],
      ['Title', 'Spring', 'My title'],
      ["Booster 'My booster'", "×2 'Booster 21', from the start to the end", "×2 'My booster', from the start to the end"],
    ]);
  });

  it("says 'someone' for a writer the server did not name, in the language shown", () => {
    renderConflict(byUnnamedWriter);
    expect(screen.getByRole('dialog')).toHaveTextContent('You tried to save, but someone changed it at');
    expect(screen.getByRole('table', { name: 'What someone changed' })).toBeInTheDocument();
  });

  it("says 'cineva' in Romanian", () => {
    renderConflict(byUnnamedWriter, 'ro');
    expect(screen.getByRole('dialog')).toHaveTextContent('Ați încercat să salvați, dar cineva l-a modificat la');
    expect(screen.getByRole('table', { name: 'Ce a modificat cineva' })).toBeInTheDocument();
  });

  it("says their save happened 'a few seconds ago' when the server's clock is a little ahead of the browser's", () => {
    const aheadOfTheBrowser = new Date(Date.now() + 20_000).toISOString();
    renderConflict({ ...conflict, stale: { ...conflict.stale, changedAt: aheadOfTheBrowser } });
    expect(screen.getByRole('dialog')).toHaveTextContent(/but Bea Editor changed it at .+ UTC \(a few seconds ago\)/);
  });

  it("'Load their version' asks first; then my edits are replaced by theirs", async () => {
    const { store, user } = renderConflict();
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(store.getState().editor.conflict).not.toBeNull();
    expect(await screen.findByText('Your edits will be discarded. Load their version?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard my edits' }));
    expect(store.getState().editor).toMatchObject({ conflict: null, stored: theirs });
    expect(store.getState().editor.copy?.fields).toMatchObject({ title: 'Spring', short_description: 'Their description' });
  });

  it("'Cancel' closes the dialog and keeps my edits unsaved", async () => {
    const { store, user } = renderConflict();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getState().editor).toMatchObject({ conflict: null, stored: loaded });
    expect(store.getState().editor.copy?.fields.title).toBe('My title');
  });

  it("'Overwrite with mine' writes again on their version", async () => {
    const { store, user } = renderConflict();
    updateTournament.mockResolvedValue({ ...theirs, title: 'My title', version: 6 });
    await user.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    expect(updateTournament).toHaveBeenCalledWith(expect.objectContaining({ title: 'My title' }), '"5"', expect.any(AbortSignal));
    await waitFor(() => expect(store.getState().editor.stored?.version).toBe(6));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
