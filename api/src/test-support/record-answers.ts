import { createApiClient } from '@valley/shared/api';
import { contract, type EndpointInput, type EndpointName } from '@valley/shared/api/contract';
import { ApiErrorBodySchema } from '@valley/shared/schemas/common';
import { openPglite } from '../db/pglite';
import { TEST_API_URL, seededApp } from './seeded-app';

export interface RecordedCall {
  name: EndpointName;
  input: Record<string, unknown>;
}

export interface RecordedAnswer extends RecordedCall {
  /** The request the shared client sends for the call: method and path with its query. */
  request: string;
  status: number;
  /** The API's JSON, as it sent it. */
  data: unknown;
}

/**
 * Each call's answer from the API over a fresh in-memory PGlite seeded for `at`, with the API's clock stopped there, so the same calls
 * answer the same on any day (scripts/gen-server-answers.mjs). An answer that does not fit its call's response schema (or, refused, the
 * error body) is an error: the recorded answers are the contract's.
 */
export async function recordAnswers(calls: RecordedCall[], at: Date): Promise<RecordedAnswer[]> {
  const context = await seededApp(await openPglite(), { at });
  try {
    const client = createApiClient({ baseUrl: TEST_API_URL });
    const answers: RecordedAnswer[] = [];
    for (const { name, input } of calls) {
      const path = client.url(name, input as EndpointInput<typeof name>).slice(TEST_API_URL.length);
      const { method } = contract[name];
      const body = (input as { body?: Record<string, unknown> }).body;
      const response = await context.app.inject({ method, url: path, ...(body !== undefined && { payload: body }) });
      const data: unknown = response.json();
      const fits = (response.statusCode === 200 ? contract[name].response : ApiErrorBodySchema).safeParse(data);
      if (!fits.success)
        throw new Error(`${name} ${JSON.stringify(input)} answered ${response.statusCode}, which does not fit the contract: ${fits.error.message}`);
      answers.push({ name, input, request: `${method} ${path}`, status: response.statusCode, data });
    }
    return answers;
  } finally {
    await context.close();
  }
}
