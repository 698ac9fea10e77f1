import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/games';
import { gameInfos } from '../gameFixtures';
import { SelectedGamesStrip } from './SelectedGamesStrip';

jest.mock('../../../api/games');
const fetchByIds = jest.mocked(api.fetchGamesByIds);

function renderStrip(ids: number[], readOnly = false) {
  const onReorder = jest.fn();
  const view = renderWithStore(<SelectedGamesStrip ids={ids} readOnly={readOnly} onReorder={onReorder} />);
  return { ...view, onReorder };
}

const thumbnailNames = () =>
  within(screen.getByRole('list', { name: 'Selected games' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));

describe('SelectedGamesStrip', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows the selected games in order, fetching the infos the cache lacks', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 3));
    renderStrip([3, 1, 2]);
    expect(await screen.findByRole('img', { name: 'Slot 3' })).toBeInTheDocument();
    expect(thumbnailNames()).toEqual(['Slot 3', 'Slot 1', 'Slot 2']);
    expect(fetchByIds).toHaveBeenCalledWith([3, 1, 2], expect.any(AbortSignal));
  });

  it('moves a game one place left or right, never past the ends', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 3));
    const { user, onReorder } = renderStrip([1, 2, 3]);
    await user.click(await screen.findByRole('button', { name: 'Move Slot 2 left' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    await user.click(screen.getByRole('button', { name: 'Move Slot 2 right' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
    expect(screen.getByRole('button', { name: 'Move Slot 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Slot 3 right' })).toBeDisabled();
  });

  it('offers no moving when read-only', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 2));
    renderStrip([1, 2], true);
    await screen.findByRole('img', { name: 'Slot 1' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows games by id when their infos cannot be loaded, with the error in a red alert', async () => {
    fetchByIds.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    renderStrip([7]);
    expect(await screen.findByRole('alert')).toHaveTextContent('503 - Service Unavailable');
    expect(screen.getByText('#7')).toBeInTheDocument();
  });
});
