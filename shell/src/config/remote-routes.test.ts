import { movedFor, remoteForPath, routeAt, routeHref } from './remote-routes';

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

describe('routeHref', () => {
  it("builds an owner's route from the table, its parameters escaped", () => {
    expect(routeHref('mf_discover', 'destination', { slug: 'penns-cave' })).toBe('/d/penns-cave');
    expect(routeHref('mf_events', 'event', { slug: 42 })).toBe('/events/42');
    expect(routeHref('mf_account', 'reset', { token: 'a/b' })).toBe('/reset/a%2Fb');
    expect(routeHref('shell', 'favorites')).toBe('/favorites');
  });

  it('refuses a route without its parameter rather than link to a broken address', () => {
    expect(() => routeHref('mf_discover', 'destination')).toThrow(/slug/);
  });
});

describe('routeAt', () => {
  it('names the route a path is, case aside, in the table order; a CMS page is no route', () => {
    expect(routeAt('/towns/boalsburg')).toEqual({ owner: 'mf_discover', name: 'town' });
    expect(routeAt('/Events/Category/music')).toEqual({ owner: 'mf_events', name: 'category' });
    expect(routeAt('/events/calendar-of-things')).toEqual({ owner: 'mf_events', name: 'event' });
    expect(routeAt('/')).toEqual({ owner: 'shell', name: 'home' });
    expect(routeAt('/plan/getting-here')).toBeNull();
    expect(routeAt('/d/a/b')).toBeNull();
  });
});

describe('movedFor (public-site §2)', () => {
  it.each([
    ['/headless-home', '', { status: 301, location: '/' }],
    ['/headless-home', '?utm_source=mail', { status: 301, location: '/?utm_source=mail' }],
    ['/about/', '', { status: 308, location: '/about' }],
    ['/events/', '?view=list', { status: 308, location: '/events?view=list' }],
    ['/plan/getting-here//', '', { status: 308, location: '/plan/getting-here' }],
    // Never a protocol-relative address to another host.
    ['//evil.example/', '', { status: 308, location: '/evil.example' }],
  ])('%s%s moves to %o', (path, search, moved) => {
    expect(movedFor(path, search)).toEqual(moved);
  });

  it.each(['/', '/about', '/events', '/d/penns-cave', '/headless-home/x'])('%s is a page', (path) => {
    expect(movedFor(path)).toBeNull();
  });
});
