import { Alert, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectTrend, selectTrendOffered, selectTrendPoints } from '../seriesSelectors';
import { trendMessages as messages } from './trendMessages';

const SeriesTrendCharts = lazy(() => import(/* webpackChunkName: "series-trend-charts" */ './SeriesTrendCharts'));

/** A series' page's 'Results across instances' (issue 28): participants, GGR and ROI of each instance, where the API has results. */
export function SeriesTrend() {
  const format = useFormatText();
  const offered = useAppSelector(selectTrendOffered);
  const { status, error } = useAppSelector(selectTrend);
  const points = useAppSelector(selectTrendPoints);
  if (!offered) return null;
  const notice = () => {
    if (error !== null) return <Alert type="error" showIcon title={format(messageRef(messages.failed, { message: format(error) }))} />;
    if (status !== 'loaded') return <Typography.Paragraph role="status">{format(messages.loading)}</Typography.Paragraph>;
    return <Typography.Paragraph>{format(messages.none)}</Typography.Paragraph>;
  };
  return (
    <section aria-labelledby="series-trend-heading">
      <Typography.Title level={2} id="series-trend-heading">
        {format(messages.heading)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{format(messages.explanation)}</Typography.Paragraph>
      {points.length === 0 ? (
        notice()
      ) : (
        <Suspense fallback={<Spin />}>
          <SeriesTrendCharts />
        </Suspense>
      )}
    </section>
  );
}
