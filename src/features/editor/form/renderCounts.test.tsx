import { act } from '@testing-library/react';
import { Form } from 'antd';
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as bonusesApi from '../../../api/bonuses';
import * as gamesApi from '../../../api/games';
import { BonusType } from '../../../domain/enums';
import { newWageringCondition } from '../../../domain/tournamentDefaults';
import { availableBonuses } from '../../bonuses/bonusFixtures';
import { gameInfos } from '../../games/gameFixtures';
import { editorReducer, fieldChanged, tournamentLoaded } from '../editorSlice';
import { EditorTextInput } from './FieldControls';
import { draftTournament } from './formTestSupport';
import { ContentSection } from './sections/ContentSection';
import { DriverPanel } from './sections/DriverPanels';
import { GeneralSection } from './sections/GeneralSection';
import { ImagesSection } from './sections/ImagesSection';
import { PrizesSection } from './sections/PrizesSection';
import { RoleScoreSection } from './sections/RoleScoreSection';
import { TechnicalSection } from './sections/TechnicalSection';
import { TermsSection } from './sections/TermsSection';
import { TiersSection } from './sections/TiersSection';
import { TimeSection } from './sections/TimeSection';

jest.mock('../../../api/bonuses');
jest.mock('../../../api/games');

/** A draft with a few tiers and conditions full of games: what a keystroke must leave alone. */
const draft = () =>
  draftTournament({
    tiers: [1, 2, 3].map((rank) => ({ rank_min: rank, rank_max: rank, bonus: { type: BonusType.BonusMoney, code: '', name: '', nominal_name: '', image_url: '', value: 10 } })),
    wagering_conditions: [0, 1].map((condition) => ({ ...newWageringCondition(), casino_game_ids: [1, 2, 3].map((game) => condition * 3 + game) })),
  });

/** Renders `parts` each in its own React Profiler, on a store with the draft loaded; answers which parts commit. */
function renderProfiled(parts: Record<string, ReactElement>) {
  const committed: string[] = [];
  const onRender: ProfilerOnRenderCallback = (id) => committed.push(id);
  const view = renderWithStore(
    <Form layout="vertical" component={false}>
      {Object.entries(parts).map(([id, part]) => (
        <Profiler key={id} id={id} onRender={onRender}>
          {part}
        </Profiler>
      ))}
    </Form>,
    { preloadedState: { editor: editorReducer(undefined, tournamentLoaded(draft())) } },
  );
  return { ...view, committed };
}

async function commitsOf(view: ReturnType<typeof renderProfiled>, edit: () => void): Promise<string[]> {
  await act(async () => undefined);
  view.committed.length = 0;
  act(edit);
  return [...new Set(view.committed)];
}

describe('what a keystroke in the title re-renders', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue(availableBonuses);
    jest.mocked(gamesApi.fetchGamesByIds).mockResolvedValue(gameInfos(1, 6));
  });

  it('the General section only: no other section, tier or wagering condition', async () => {
    const view = renderProfiled({
      general: <GeneralSection />,
      time: <TimeSection />,
      images: <ImagesSection />,
      technical: <TechnicalSection />,
      content: <ContentSection />,
      terms: <TermsSection readOnly={false} />,
      roleScore: <RoleScoreSection />,
      prizes: <PrizesSection />,
      tiers: <TiersSection />,
      driver: <DriverPanel readOnly={false} />,
    });
    expect(await commitsOf(view, () => view.store.dispatch(fieldChanged({ field: 'title', value: 'Spring Cup' })))).toEqual(['general']);
  });

  it('the title and the slug that follows it, not the other controls', async () => {
    const view = renderProfiled({
      title: <EditorTextInput field="title" />,
      slug: <EditorTextInput field="slug" />,
      shortDescription: <EditorTextInput field="short_description" />,
    });
    expect(await commitsOf(view, () => view.store.dispatch(fieldChanged({ field: 'title', value: 'Spring Cup' })))).toEqual(['title', 'slug']);
    expect(await commitsOf(view, () => view.store.dispatch(fieldChanged({ field: 'short_description', value: 'Spin' })))).toEqual(['shortDescription']);
  });
});
