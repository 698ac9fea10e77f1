import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
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

/** The strip as a condition holds it: a reorder comes back as its new games. */
function ReorderableStrip({ initialIds }: { initialIds: number[] }) {
  const [ids, setIds] = useState(initialIds);
  return <SelectedGamesStrip ids={ids} onReorder={setIds} />;
}

const thumbnailNames = () =>
  within(screen.getByRole('list', { name: 'Selected games' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));

/** Until `restore()`: the page lays elements out far below the viewport, and an observer reports only when `scrollNear()` says so. */
function layOutFarBelow() {
  const realObserver = globalThis.IntersectionObserver;
  const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 10_000, 800, 400));
  const reports: (() => void)[] = [];
  class NearingObserver {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true };
      reports.push(() => this.report([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
    }
    disconnect() {}
  }
  globalThis.IntersectionObserver = NearingObserver as unknown as typeof IntersectionObserver;
  return {
    scrollNear: () => act(() => reports.forEach((report) => report())),
    restore: () => {
      rect.mockRestore();
      globalThis.IntersectionObserver = realObserver;
    },
  };
}

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

  it('keeps focus on the moved game, on its other button at an end, and says politely where the game went', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 3));
    const { user } = renderWithStore(<ReorderableStrip initialIds={[1, 2, 3]} />);
    const right = await screen.findByRole('button', { name: 'Move Slot 1 right' });
    act(() => right.focus());
    await user.keyboard('{Enter}');
    expect(thumbnailNames()).toEqual(['Slot 2', 'Slot 1', 'Slot 3']);
    expect(screen.getByRole('button', { name: 'Move Slot 1 right' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Slot 1 moved to position 2 of 3');

    await user.keyboard('{Enter}');
    expect(thumbnailNames()).toEqual(['Slot 2', 'Slot 3', 'Slot 1']);
    expect(screen.getByRole('button', { name: 'Move Slot 1 left' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Slot 1 moved to position 3 of 3');

    await user.keyboard(' ');
    expect(thumbnailNames()).toEqual(['Slot 2', 'Slot 1', 'Slot 3']);
    expect(screen.getByRole('button', { name: 'Move Slot 1 left' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Slot 1 moved to position 2 of 3');
  });

  it('offers no moving when read-only', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 2));
    renderStrip([1, 2], true);
    await screen.findByRole('img', { name: 'Slot 1' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows games by id when their infos cannot be loaded, with the error in a red alert', async () => {
    fetchByIds.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    renderStrip([7]);
    expect(await screen.findByRole('alert')).toHaveTextContent('503 - Service Unavailable');
    expect(screen.getByText('#7')).toBeInTheDocument();
  });

  it('shows empty places for its games until it comes near the viewport, then the thumbnails', async () => {
    fetchByIds.mockResolvedValue(gameInfos(1, 2));
    const page = layOutFarBelow();
    try {
      renderStrip([1, 2]);
      expect(screen.queryByRole('list', { name: 'Selected games' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
      expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
      page.scrollNear();
      expect(await screen.findByRole('img', { name: 'Slot 1' })).toBeInTheDocument();
      expect(thumbnailNames()).toEqual(['Slot 1', 'Slot 2']);
    } finally {
      page.restore();
    }
  });
});
