import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/tournamentEditor';
import { TournamentStatus } from '../../../domain/enums';
import { WEB_URL_MESSAGE } from '../../../domain/tournamentValidation';
import { inEnglish } from '../../../i18n/inLanguage';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { editorReducer, tournamentLoaded, tournamentOpened } from '../editorSlice';
import { SummaryVideoUrlField } from './SummaryVideoUrlField';

jest.mock('../../../api/tournamentEditor');
const saveSummaryVideoUrl = jest.mocked(api.saveSummaryVideoUrl);

function renderField(status: TournamentStatus) {
  const editor = [tournamentOpened(7), tournamentLoaded(aTournament(7, { status }))].reduce(editorReducer, undefined);
  return renderWithStore(<SummaryVideoUrlField />, { preloadedState: { editor } });
}

const input = () => screen.getByRole('textbox', { name: 'Summary video URL' });
const save = () => within(screen.getByRole('form', { name: 'Summary video' })).getByRole('button', { name: 'Save' });

describe('Summary video URL field', () => {
  beforeEach(() => jest.resetAllMocks());

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '/videos/1.mp4'])('shows the message on the field for %s and offers no Save', async (url) => {
    const { user } = renderField(TournamentStatus.Completed);
    await user.type(input(), url);
    expect(screen.getByText(inEnglish(WEB_URL_MESSAGE))).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(inEnglish(WEB_URL_MESSAGE));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(saveSummaryVideoUrl).not.toHaveBeenCalled();
  });

  it('takes an http(s) URL or an empty one without a message', async () => {
    const { user } = renderField(TournamentStatus.Completed);
    await user.type(input(), 'javascript:');
    await user.clear(input());
    expect(screen.queryByText(inEnglish(WEB_URL_MESSAGE))).not.toBeInTheDocument();
    await user.type(input(), 'https://video.example.test/1');
    expect(screen.queryByText(inEnglish(WEB_URL_MESSAGE))).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it("shows the message on a draft's field too, which the form's Save checks", async () => {
    const { user } = renderField(TournamentStatus.Draft);
    await user.type(input(), 'javascript:alert(1)');
    expect(screen.getByText(inEnglish(WEB_URL_MESSAGE))).toBeInTheDocument();
  });
});
