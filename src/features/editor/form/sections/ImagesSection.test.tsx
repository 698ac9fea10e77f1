import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../../test/renderWithStore';
import { stateAfter } from '../../../../../test/stateAfter';
import { imageChecked, imageCheckStarted, tournamentLoaded } from '../../editorSlice';
import { draftTournament } from '../formTestSupport';
import { ImagesSection } from './ImagesSection';

/** The section of a loaded tournament whose desktop hero image is being checked (the checks' outcomes come when the test says). */
function renderImages(language: 'en' | 'ro' = 'en') {
  const { editor } = stateAfter(tournamentLoaded(draftTournament({ hero_image_desktop: 'https://img.example/d.png' })), imageCheckStarted('hero_image_desktop'));
  return renderWithStore(<ImagesSection />, { preloadedState: { editor }, language });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the image checks, for screen readers', () => {
  it("describe each field with its status in words ('not set', 'loading...', 'accessible', 'not accessible')", () => {
    const { store } = renderImages();
    expect(field('List image')).toHaveAccessibleDescription('not set');
    expect(field('Hero image (desktop)')).toHaveAccessibleDescription('loading...');
    act(() => {
      store.dispatch(imageChecked({ field: 'hero_image_desktop', status: 'not accessible' }));
    });
    expect(field('Hero image (desktop)')).toHaveAccessibleDescription('not accessible');
  });

  it("read out a check's outcome while the person is at its field, not the checks run as the tournament opens", async () => {
    const { store, user } = renderImages();
    const status = screen.getByTestId('hero_image_desktop-status');
    expect(status).toHaveAttribute('aria-live', 'off');
    await user.click(field('Hero image (desktop)'));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('list_image-status')).toHaveAttribute('aria-live', 'off');
    act(() => {
      store.dispatch(imageChecked({ field: 'hero_image_desktop', status: 'accessible' }));
    });
    expect(status).toHaveTextContent('accessible');
    await user.tab();
    expect(status).toHaveAttribute('aria-live', 'off');
  });

  it('speak Romanian', () => {
    renderImages('ro');
    expect(screen.getByRole('textbox', { name: 'Imagine pentru listă' })).toHaveAccessibleDescription('nesetată');
  });
});
