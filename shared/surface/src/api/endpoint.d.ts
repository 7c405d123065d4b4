import type { z } from 'zod';
export interface EndpointDef {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response: z.ZodType;
    auth?: 'bearer';
    cache?: 'public';
    maxBodyBytes?: number;
    idempotent?: true;
    summary: string;
}
export declare const endpoint: <const E extends EndpointDef>(definition: E) => E;
