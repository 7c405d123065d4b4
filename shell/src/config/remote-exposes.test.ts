import { BLOCK_COMPONENTS } from '../features/blocks/block-renderer';
import remoteExposes from './remote-exposes.json';
import { REMOTE_NAMES, STUDIO_REMOTE } from './remote-routes';

// remote-exposes.json is what the shell's manifest tells each remote's deploy it loads (decision 045): it must be what the shell's code
// loads, or a deploy would let a remote without one of them go live, or refuse one that fits.
describe('remote-exposes.json', () => {
  it('lists every remote of the route table, with the ./routes the shell loads for its routes and no ./prefetch (decision 140)', () => {
    expect(Object.keys(remoteExposes).toSorted()).toEqual(REMOTE_NAMES.toSorted());
    for (const [remote, exposes] of Object.entries(remoteExposes)) {
      expect(exposes[0]).toBe('./routes');
      expect(exposes).not.toContain('./prefetch');
      if (remote === STUDIO_REMOTE) expect(exposes).toEqual(['./routes']);
    }
  });

  it('names ./blocks for exactly the remotes whose content blocks the block renderer loads', () => {
    const owners = new Set(Object.values(BLOCK_COMPONENTS).flatMap((component) => /^RemoteBlock\((\w+)\//.exec(component.displayName ?? '')?.slice(1) ?? []));
    expect(owners.size).toBeGreaterThan(0);
    const withBlocks = Object.entries(remoteExposes).filter(([, exposes]) => exposes.includes('./blocks'));
    expect(withBlocks.map(([remote]) => remote).toSorted()).toEqual([...owners].toSorted());
  });
});
