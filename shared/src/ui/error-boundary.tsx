import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary as LibraryBoundary, type FallbackProps } from 'react-error-boundary';

/** The one place a render error caught by a boundary is reported (the console until there is a service). */
export function reportRenderError(where: string, error: unknown, info?: ErrorInfo): void {
  console.error(`[${where}] failed`, error, info?.componentStack ?? '');
}

export interface ErrorBoundaryProps {
  /** What failed, for the report: 'shell: mf_discover', "shell: content block 'map'", 'places map'. */
  where: string;
  /** The layer's fallback; without one (and without `renderFallback`) the part is left out. */
  fallback?: ReactNode;
  /** A fallback that can start the part afresh (`resetErrorBoundary`). */
  renderFallback?: (props: FallbackProps) => ReactNode;
  children: ReactNode;
}

/**
 * An error boundary that reports through `reportRenderError`; apps import this one, never the library (lint), so there is one copy (decision 038).
 * It starts afresh when its `key` changes (a new path, a retry).
 */
export function ErrorBoundary({ where, fallback = null, renderFallback, children }: ErrorBoundaryProps) {
  const onError = (error: unknown, info: ErrorInfo) => reportRenderError(where, error, info);
  return renderFallback ? (
    <LibraryBoundary onError={onError} fallbackRender={renderFallback}>
      {children}
    </LibraryBoundary>
  ) : (
    <LibraryBoundary onError={onError} fallback={fallback}>
      {children}
    </LibraryBoundary>
  );
}
