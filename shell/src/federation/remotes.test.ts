import { parseRemotesConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('parseRemotesConfig', () => {
  it('keeps the four known remotes with a manifest URL', () => {
    expect(
      parseRemotesConfig({
        mf_news: 'https://news.example.org/mf-manifest.json',
        mf_events: '',
        mf_unknown: 'https://x.example.org/mf-manifest.json',
        mf_account: 42,
      }),
    ).toEqual({ mf_news: 'https://news.example.org/mf-manifest.json' });
  });

  it('treats a missing or broken remotes.json as no remotes', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig('oops')).toEqual({});
  });
});
