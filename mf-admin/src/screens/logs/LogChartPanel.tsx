import { messagesOfError } from '@acorduri/contracts';
import { Alert, Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { LOG_MESSAGES as T } from '../../messages';
import { type LogFilterQuery, useLogDaily } from './logDailyCalls';

// The chart library loads in its own chunk, after the table, so the list never waits for it.
const LogDailyChart = lazy(() => import('./LogDailyChart'));

/** The events-per-day chart above the log table, for the same filters as the table. */
export function LogChartPanel({ filters }: { readonly filters: LogFilterQuery }) {
  const { data, error } = useLogDaily(filters);
  // A refused range (from after to) says so instead of leaving the previous range's chart up.
  if (error)
    return (
      <Alert severity="warning" title={T.chartError}>
        {messagesOfError(error).join(' ')}
      </Alert>
    );
  const loading = <Spinner label={T.chartLoading} />;
  return <Suspense fallback={loading}>{data ? <LogDailyChart days={data.days} /> : loading}</Suspense>;
}
