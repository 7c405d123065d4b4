import type { ErrorInfo, ReactNode } from 'react';
import { type FallbackProps } from 'react-error-boundary';
export declare function reportRenderError(where: string, error: unknown, info?: ErrorInfo): void;
export interface ErrorBoundaryProps {
    where: string;
    fallback?: ReactNode;
    renderFallback?: (props: FallbackProps) => ReactNode;
    children: ReactNode;
}
export declare function ErrorBoundary({ where, fallback, renderFallback, children }: ErrorBoundaryProps): import("react").JSX.Element;
