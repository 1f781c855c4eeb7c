import type { AreaName } from '@acorduri/contracts';
import { ErrorPanel, Spinner } from '@acorduri/ui-kit';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { AREA_LABELS, MESSAGES } from '../messages';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { loadArea } from './areaLoader';

const lazyAreas = new Map<AreaName, LazyExoticComponent<ComponentType>>();

function lazyArea(area: AreaName): LazyExoticComponent<ComponentType> {
  let component = lazyAreas.get(area);
  if (!component) {
    component = lazy(() =>
      loadArea(area).catch((error: unknown) => {
        // Forget the failed attempt so "Reîncearcă" loads the remote again.
        lazyAreas.delete(area);
        throw error;
      }),
    );
    lazyAreas.set(area, component);
  }
  return component;
}

export function RemoteArea({ area }: { readonly area: AreaName }) {
  const Area = lazyArea(area);
  return (
    <AreaErrorBoundary
      resetKey={area}
      onError={(error) => console.error(`[shell] ${area} failed`, error)}
      fallback={() => (
        <section data-area-error={area}>
          <ErrorPanel
            title={MESSAGES.areaErrorTitle}
            message={`${MESSAGES.areaErrorBody} (${AREA_LABELS[area]})`}
            retryLabel={MESSAGES.retry}
            onRetry={() => window.location.reload()}
          />
        </section>
      )}
    >
      <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
        <div data-area={area}>
          <Area />
        </div>
      </Suspense>
    </AreaErrorBoundary>
  );
}
