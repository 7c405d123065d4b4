/**
 * Stands in for '@valley/shared/api/swr': `jest.mock('@valley/shared/api/swr', () => jest.requireActual('<path>/testing/api-mock').swrModule)`.
 * `api.call` is the client's call; `api.data[name]` is what useApi answers for that call.
 */
export const api = {
  call: jest.fn(),
  data: {} as Record<string, unknown>,
  errors: {} as Record<string, unknown>,
  reset() {
    this.call.mockReset();
    this.data = {};
    this.errors = {};
  },
};

export const swrModule = {
  useApiClient: () => ({ call: api.call }),
  useApi: (name: string, input: unknown) =>
    input === null
      ? { data: undefined, error: undefined, isLoading: false, mutate: jest.fn() }
      : { data: api.data[name], error: api.errors[name], isLoading: false, mutate: jest.fn() },
  apiKey: (name: string, input?: unknown) => [name, input ?? {}],
};

/** What a notify call showed: its text and how long. */
export const toastModule = { notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } };
