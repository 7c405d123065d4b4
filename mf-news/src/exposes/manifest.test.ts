/** @jest-environment node */
import path from 'node:path';
import { checkRemoteManifest } from '@valley/shared/build/manifest-check';

// The built manifest is what the shell reads at run time: it must still expose ./routes and ./blocks, and
// share singletons whose versions fit the shell's ranges.
it('the built mf-manifest.json fits the shell', () => {
  const remoteDir = path.resolve(__dirname, '../..');
  const problems = checkRemoteManifest({
    remoteDir,
    shellDir: path.resolve(remoteDir, '../shell'),
    expectedName: 'mf_news',
    requiredExposes: ['./routes', './blocks'],
  });
  expect(problems).toEqual([]);
});
