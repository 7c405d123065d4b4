/** Stands in for '@valley/shared/ui/toast': `jest.mock('@valley/shared/ui/toast', () => jest.requireActual('<path>/testing/toast-mock').toastModule)`; a test reads what was said and for how long. */
export const toastModule = { notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } };
