import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it.each([
    ['/destinations', 'mf_discover'],
    ['/d/the-nittany-lion-inn', 'mf_discover'],
    ['/events', 'mf_events'],
    ['/events/category/festivals', 'mf_events'],
    ['/calendar', 'mf_events'],
    ['/dispatch/42', 'mf_news'],
    ['/reset/abc123', 'mf_account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/about', '/plan/getting-here', '/favorites', '/d/a/b'])('%s is the shell’s', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});
