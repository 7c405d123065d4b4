/** @jest-environment node */
import path from 'node:path';
import { checkRemoteManifest } from '@valley/shared/build/manifest-check';

// The built manifest is what the shell reads at run time: it must expose every module the shell loads from mf_studio (its
// src/config/remote-exposes.json), share singletons whose versions fit the shell's ranges, and import only what its @valley/shared has.
it('the built mf-manifest.json fits the shell', () => {
  const remoteDir = path.resolve(__dirname, '../..');
  expect(checkRemoteManifest({ remoteDir, shellDir: path.resolve(remoteDir, '../shell'), expectedName: 'mf_studio' })).toEqual([]);
});
