/** @jest-environment node */
import path from 'node:path';
import { checkRouteTable } from '@valley/shared/build/route-table';
import { paths, publicPaths } from './paths';

// paths.ts is the source of this remote's routes: the shell's route table must route exactly these here (decision 036), and the links
// to other remotes' pages must land on a route of theirs.
it("the shell's route table routes exactly these paths to mf-studio, and the public links to their owners", () => {
  const shellDir = path.resolve(__dirname, '../../../shell');
  const links = Object.values(publicPaths).map((href) => href('sample-1'));
  expect(checkRouteTable({ owner: 'mf_studio', paths, shellDir, links })).toEqual([]);
});
