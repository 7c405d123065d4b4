import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import type { PendingReview } from './schemas/common';
export declare function useRecordOrOwnDraft<P extends EndpointName, D extends EndpointName>(published: P, draft: D, input: (EndpointInput<P> & EndpointInput<D>) | null): {
    data: (EndpointOutput<P> & {
        pending_review?: PendingReview;
    }) | undefined;
    error: unknown;
    isLoading: boolean;
};
