/** @jest-environment node */
import path from 'node:path';
import { checkRouteTable } from '@valley/shared/build/route-table';
import { paths } from './paths';

// paths.ts is the source of this remote's routes: the shell's route table must route exactly these here (decision 036).
it("the shell's route table routes exactly these paths to mf-studio", () => {
  const shellDir = path.resolve(__dirname, '../../../shell');
  expect(checkRouteTable({ owner: 'mf_studio', paths, shellDir, links: [] })).toEqual([]);
});
