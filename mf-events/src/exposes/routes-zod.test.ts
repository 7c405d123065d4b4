/** @jest-environment node */
import path from 'node:path';
import { zodImportChain } from '@valley/shared/build/zod-free';

// The server renders these routes with the API's answers in the page, so hydrating them validates nothing: their code must not
// evaluate zod and the schemas on the way (decision 056).
it('the routes import nothing that brings zod', () => {
  expect(zodImportChain(path.resolve(__dirname, 'routes.tsx'))).toBeNull();
});
