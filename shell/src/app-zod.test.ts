/** @jest-environment node */
import path from 'node:path';
import { zodImportChain } from '@valley/shared/build/zod-free';

// The shell's routes hydrate the server's pages with the API's answers in them: nothing on the way may evaluate zod and the schemas,
// which are not in the first script (decisions 022, 056). A preview link's words came from a schema module once (decision 115).
it('the shell’s app imports nothing that brings zod', () => {
  expect(zodImportChain(path.resolve(__dirname, 'app.tsx'))).toBeNull();
});
