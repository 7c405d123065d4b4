import { parseRemotesConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('parseRemotesConfig', () => {
  const page = 'https://valley.example/events?month=2026-12';

  it("keeps the known remotes with a manifest, a site path made a URL on the page's origin", () => {
    expect(
      parseRemotesConfig(
        {
          mf_news: 'https://news.example.org/mf-manifest.json',
          mf_discover: '/_apps/mf-discover/releases/r1/mf-manifest.json',
          mf_events: '',
          mf_unknown: 'https://x.example.org/mf-manifest.json',
          mf_account: 42,
        },
        page,
      ),
    ).toEqual({
      mf_news: 'https://news.example.org/mf-manifest.json',
      mf_discover: 'https://valley.example/_apps/mf-discover/releases/r1/mf-manifest.json',
    });
  });

  it('treats a missing or broken remotes.json as no remotes', () => {
    expect(parseRemotesConfig(null, page)).toEqual({});
    expect(parseRemotesConfig('oops', page)).toEqual({});
  });
});
