import { act, screen } from '@testing-library/react';
import { ScoreDriver } from '../../../domain/enums';
import { TOURNAMENT_FIELD_LABELS } from '../../../domain/tournamentFieldLabels';
import { inEnglish } from '../../../i18n/inLanguage';
import { draftTournament, renderForm } from './formTestSupport';

const labels = Object.values(TOURNAMENT_FIELD_LABELS).map((label) => inEnglish(label));

describe("the tournament's field labels", () => {
  it('are the form’s own (labels, or the titles of the cards of lists and maps), so the history names fields as the form does', async () => {
    const shown = new Set<string>();
    // Some fields show only for their score driver.
    for (const score_driver of [ScoreDriver.GamingTransactions, ScoreDriver.BonusWinAmount, ScoreDriver.DepositAmount]) {
      const { unmount } = renderForm(draftTournament({ score_driver }));
      // The terms' rich text editor is loaded lazily: it arrives inside act.
      await act(() => import('./RichTextEditor'));
      for (const label of labels) if (screen.queryAllByText(label, { exact: true }).length > 0) shown.add(label);
      unmount();
    }
    // The summary video URL has its own form below the tournament's (SummaryVideoUrlField).
    const missing = labels.filter((label) => !shown.has(label) && label !== inEnglish(TOURNAMENT_FIELD_LABELS.summary_video_url));
    expect(missing).toEqual([]);
  });
});
