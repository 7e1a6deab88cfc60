import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { isCrawler } from '../i18n/detect-language.ts';
import { isChunkLoadFailure } from '../platform/chunk-reload.ts';
import { recordError } from '../platform/error-log.ts';
import { DeferredErrorView } from './deferred-error-view.tsx';
import type { PageError } from './error-view.tsx';
import OfflineView from './offline-view.tsx';

interface BoundaryState {
  error: PageError | null;
  /** a screen's code failed to load while offline: this device has not kept it */
  offline: boolean;
}

/**
 * Shows the generic error view for a fatal render error, or the offline view when a screen's code
 * could not load offline (the error view is a chunk too, which could not load either). Crawlers
 * and audit tools get the error logged and reported instead, so an index never stores an error
 * page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, offline: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    const withStatus = error as { statusCode?: number; statusMessage?: string; message?: string };
    return {
      error: {
        statusCode: typeof withStatus.statusCode === 'number' ? withStatus.statusCode : 500,
        statusMessage: withStatus.statusMessage,
        message: typeof withStatus.message === 'string' ? withStatus.message : undefined,
      },
      offline: typeof navigator !== 'undefined' && !navigator.onLine && isChunkLoadFailure(error),
    };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    recordError('render', error);
    if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) {
      console.error('Emoji Atlas: fatal error', error, info.componentStack);
    }
  }

  render() {
    const { error, offline } = this.state;
    if (!error) return this.props.children;
    if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return null;
    if (offline) return <OfflineView />;
    return (
      <Suspense fallback={null}>
        <DeferredErrorView error={error} />
      </Suspense>
    );
  }
}
