import { BonusType, TournamentStatus } from '../../domain/enums';
import { aTournament, TEST_NOW } from '../tournaments/tournamentFixtures';
import type { WorkingCopyEdit } from './copy/workingCopyEdits';
import * as editor from './editorSlice';
import { editorReducer } from './editorSlice';
import { fromWorkingCopy } from './copy/workingCopy';
import type { EditorState } from './editorState';

const opened = (): EditorState => editorReducer(undefined, { ...editor.createOpened(), payload: { now: new Date(TEST_NOW).toISOString() } });
const apply = (...actions: Parameters<typeof editorReducer>[1][]) => actions.reduce(editorReducer, opened());
const tournamentOf = (state: EditorState) => fromWorkingCopy(state.copy!);

describe('editor reducer: spec §4 editing rules', () => {
  it('opens /create on the new-tournament defaults', () => {
    const t = tournamentOf(opened());
    expect(t).toMatchObject({ id: 0, status: TournamentStatus.Draft, deposit_amount_multiplication_factor: 1 });
    expect(t.time_configuration.start).toBe('2026-06-01T13:00:00.000Z');
    expect(t.time_configuration.end).toBe('2026-06-02T13:00:00.000Z');
  });

  it('adds tiers one rank past the highest, type free spins, value 0, and removes only the last', () => {
    let state = apply(editor.tierAdded(), editor.tierAdded());
    const [first, second] = state.copy!.tiers.ids;
    state = editorReducer(state, editor.tierRankMaxChanged({ key: second, value: 5 }));
    state = editorReducer(state, editor.tierAdded());
    expect(tournamentOf(state).tiers.map((tier) => [tier.rank_min, tier.rank_max])).toEqual([[1, 1], [2, 5], [6, 6]]);
    expect(tournamentOf(state).tiers[2].bonus).toEqual({ type: BonusType.FreeSpins, code: '', name: '', nominal_name: '', image_url: '', value: 0 });
    state = editorReducer(state, editor.lastTierRemoved());
    expect(state.copy!.tiers.ids).toEqual([first, second]);
  });

  it('raises rank_max with rank_min, and turns an empty rank into 0', () => {
    let state = apply(editor.tierAdded());
    const [key] = state.copy!.tiers.ids;
    state = editorReducer(state, editor.tierRankMinChanged({ key, value: '4' }));
    expect(tournamentOf(state).tiers[0]).toMatchObject({ rank_min: 4, rank_max: 4 });
    state = editorReducer(state, editor.tierRankMinChanged({ key, value: '' }));
    expect(tournamentOf(state).tiers[0]).toMatchObject({ rank_min: 0, rank_max: 4 });
  });

  it('resets the bonus value when the bonus type changes', () => {
    let state = apply(editor.tierAdded());
    const [key] = state.copy!.tiers.ids;
    state = [editor.tierBonusValueChanged({ key, value: 50 }), editor.tierBonusTypeChanged({ key, type: BonusType.BonusMoney })].reduce(editorReducer, state);
    expect(tournamentOf(state).tiers[0].bonus).toMatchObject({ type: BonusType.BonusMoney, value: 0 });
  });

  it("takes the picked bonus's fields, its type and value included, and none beyond the spec's (issue 27)", () => {
    let state = apply(editor.tierAdded());
    const [key] = state.copy!.tiers.ids;
    const picked = { type: BonusType.BonusMoney, code: 'BM_500_LEI', name: '500 lei bonus money', nominal_name: '', image_url: 'http://img/bm.png', value: 500 };
    state = editorReducer(state, editor.tierBonusChosen({ key, bonus: { ...picked, status: 'active' } as typeof picked }));
    expect(tournamentOf(state).tiers[0].bonus).toEqual(picked);
  });

  it('adds wagering conditions with the defaults, edits stakes as numbers or null, and moves games', () => {
    let state = apply(editor.conditionAdded());
    const [key] = state.copy!.conditions.ids;
    expect(tournamentOf(state).wagering_conditions[0]).toEqual({ platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [] });
    state = [
      editor.conditionFieldChanged({ key, field: 'max_stake', value: '20' }),
      editor.conditionFieldChanged({ key, field: 'contribution', value: '' }),
      editor.conditionFieldChanged({ key, field: 'platform', value: 'mobile' }),
      editor.conditionGamesChanged({ key, gameIds: [7, 8, 9] }),
      editor.conditionGameMoved({ key, from: 0, to: 2 }),
    ].reduce(editorReducer, state);
    expect(tournamentOf(state).wagering_conditions[0]).toEqual({ platform: 'mobile', min_stake: 1, max_stake: 20, contribution: null, casino_game_ids: [8, 9, 7] });
  });

  it('moves the end to the start when the start moves past it, and leaves it otherwise', () => {
    const later = '2026-06-05T10:00:00.000Z';
    expect(tournamentOf(apply(editor.startChanged(later))).time_configuration).toMatchObject({ start: later, end: later });
    const earlier = '2026-06-01T20:00:00.000Z';
    expect(tournamentOf(apply(editor.startChanged(earlier))).time_configuration.end).toBe('2026-06-02T13:00:00.000Z');
  });

  it('makes the slug from the title while it is empty or still generated, never over a typed slug', () => {
    const typed = apply(editor.fieldChanged({ field: 'title', value: 'Spring' }), editor.fieldChanged({ field: 'title', value: 'Spring Race' }));
    expect(typed.copy!.fields.slug).toBe('spring-race');
    const own = [editor.fieldChanged({ field: 'slug', value: 'mine' }), editor.fieldChanged({ field: 'title', value: 'Other' })].reduce(editorReducer, typed);
    expect(own.copy!.fields.slug).toBe('mine');
  });

  it('turns deposit limits of 0 or less and empty numbers into null', () => {
    const state = apply(
      editor.fieldChanged({ field: 'min_deposit_amount', value: 0 }),
      editor.fieldChanged({ field: 'max_deposit_amount', value: '-5' }),
      editor.fieldChanged({ field: 'leaderboard_size', value: '' }),
      editor.fieldChanged({ field: 'free_spins', value: '30' }),
    );
    expect(state.copy!.fields).toMatchObject({ min_deposit_amount: null, max_deposit_amount: null, leaderboard_size: null, free_spins: 30 });
  });

  it('strips whitespace from bonus ids and keeps a renamed entry in its place', () => {
    const state = apply(
      editor.configEntryChanged({ config: 'bonus_win_amount_ingestion_configuration', previousId: null, id: ' B 1 ', value: 2 }),
      editor.configEntryChanged({ config: 'bonus_win_amount_ingestion_configuration', previousId: null, id: 'B2', value: 1 }),
      editor.configEntryChanged({ config: 'bonus_win_amount_ingestion_configuration', previousId: 'B1', id: 'B3', value: 4 }),
    );
    expect(Object.entries(state.copy!.fields.bonus_win_amount_ingestion_configuration)).toEqual([
      ['B3', { win_amount_multiplication_factor: 4 }],
      ['B2', { win_amount_multiplication_factor: 1 }],
    ]);
  });

  it('counts unsaved edits until a save answers, and toggles weekdays', () => {
    const loaded = editorReducer(editorReducer(undefined, editor.tournamentOpened(3)), editor.tournamentLoaded(aTournament(3, { status: TournamentStatus.Draft })));
    const edited = editorReducer(loaded, editor.weekdayToggled('monday'));
    expect(edited.copy!.fields.time_configuration.monday).toBe(false);
    expect(edited.edits).not.toBe(edited.savedEdits);
    const saved = editorReducer(edited, editor.saved(tournamentOf(edited)));
    expect(saved.edits).toBe(saved.savedEdits);
  });
});

describe('edit actions, declared once in the slice', () => {
  type EditAction = ReturnType<(typeof editor.editActions)[number]>;
  // One sample of each edit the slice declares: an edit added to the slice fails to compile here until it has one,
  // and is then checked below to mark unsaved changes and to be among the actions the autosave waits for.
  const samples: { [Name in WorkingCopyEdit]: (state: EditorState) => Extract<EditAction, { type: `editor/${Name}` }> } = {
    fieldChanged: () => editor.fieldChanged({ field: 'title', value: 'Summer' }),
    startChanged: () => editor.startChanged('2026-07-01T10:00:00.000Z'),
    endChanged: () => editor.endChanged('2026-07-02T10:00:00.000Z'),
    weekdayToggled: () => editor.weekdayToggled('monday'),
    configEntryChanged: () => editor.configEntryChanged({ config: 'user_role_assignment_score_configuration', previousId: null, id: 'vip', value: 2 }),
    configEntryRemoved: () => editor.configEntryRemoved({ config: 'user_role_assignment_score_configuration', id: 'vip' }),
    tierAdded: () => editor.tierAdded(),
    lastTierRemoved: () => editor.lastTierRemoved(),
    tierRankMinChanged: (state) => editor.tierRankMinChanged({ key: state.copy!.tiers.ids[0], value: 2 }),
    tierRankMaxChanged: (state) => editor.tierRankMaxChanged({ key: state.copy!.tiers.ids[0], value: 3 }),
    tierBonusTypeChanged: (state) => editor.tierBonusTypeChanged({ key: state.copy!.tiers.ids[0], type: BonusType.BonusMoney }),
    tierBonusTextChanged: (state) => editor.tierBonusTextChanged({ key: state.copy!.tiers.ids[0], field: 'code', value: 'FS2' }),
    tierBonusChosen: (state) =>
      editor.tierBonusChosen({ key: state.copy!.tiers.ids[0], bonus: { type: BonusType.FreeSpins, code: 'FS', name: 'Spins', nominal_name: '', image_url: '', value: 1 } }),
    tierBonusValueChanged: (state) => editor.tierBonusValueChanged({ key: state.copy!.tiers.ids[0], value: 7 }),
    conditionAdded: () => editor.conditionAdded(),
    conditionRemoved: (state) => editor.conditionRemoved(state.copy!.conditions.ids[0]),
    conditionFieldChanged: (state) => editor.conditionFieldChanged({ key: state.copy!.conditions.ids[0], field: 'min_stake', value: 2 }),
    conditionGamesChanged: (state) => editor.conditionGamesChanged({ key: state.copy!.conditions.ids[0], gameIds: [1, 2] }),
    conditionGameMoved: (state) => editor.conditionGameMoved({ key: state.copy!.conditions.ids[0], from: 0, to: 1 }),
    draftRestored: () => editor.draftRestored(),
  };
  /** A copy with a tier, a condition of two games, and kept edits on offer: every edit has something to change. */
  const editable = () => {
    const state = apply(editor.tierAdded(), editor.conditionAdded(), editor.draftFound({ tournament: aTournament(1) }));
    const key = state.copy!.conditions.ids[0];
    const withGames = editorReducer(state, editor.conditionGamesChanged({ key, gameIds: [1, 2] }));
    return { ...withGames, savedEdits: withGames.edits };
  };

  it.each(Object.keys(samples) as WorkingCopyEdit[])('%s marks unsaved changes and is an edit the autosave waits for', (name) => {
    const before = editable();
    const after = editorReducer(before, samples[name](before));
    expect(after.edits).not.toBe(after.savedEdits);
    expect(editor.editActions.map((action) => action.type)).toContain(`editor/${name}`);
  });

  it('leaves out what is not an edit of the copy', () => {
    const types = editor.editActions.map((action) => action.type);
    expect(types).toHaveLength(Object.keys(samples).length);
    expect(types).not.toContain(editor.saved.type);
    expect(types).not.toContain(editor.draftFound.type);
  });
});
