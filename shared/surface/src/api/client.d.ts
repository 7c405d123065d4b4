import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
export declare class ApiError extends Error {
    readonly status: number;
    readonly endpoint: string;
    readonly retryAfter?: number | undefined;
    readonly name = "ApiError";
    constructor(message: string, status: number, endpoint: string, retryAfter?: number | undefined);
    get isNotFound(): boolean;
}
export interface ApiClientOptions {
    baseUrl: string;
    getToken?: () => string | null | undefined;
    fetch?: typeof globalThis.fetch;
    retryDelay?: (attempt: number, retryAfter: number | null) => number;
}
export interface ApiClient {
    call<N extends EndpointName>(name: N, input?: EndpointInput<N>, init?: {
        signal?: AbortSignal;
    }): Promise<EndpointOutput<N>>;
    url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string;
}
export declare function createApiClient({ baseUrl, getToken, fetch: fetchImpl, retryDelay, }: ApiClientOptions): ApiClient;
export declare function isMissingRecord(error: unknown): boolean;
