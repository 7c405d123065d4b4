/** @jest-environment @valley/shared/build/jest-environment-router */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { installFakeApi } from '@valley/shared/testing/fake-api';
import { answer, member, memberReads } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { MEMBER_LISTS } from '../lib/member-data';

jest.mock('../components/rich-text-editor', () => jest.requireActual('../testing/rich-text-mock'));

// The dashboard's route loader (decision 140) starts the member and the six lists while the dashboard's code loads; its hooks take
// those answers, so each is asked for once; a tab is the dashboard's own business and asks the loader for nothing.
it('asks for the member and each list once, and a tab asks for none again', async () => {
  useAuthStore.setState({ token: 'token-1' });
  const api = installFakeApi({ ...memberReads(member), myInsights: () => answer({ days: 30, from: '2026-10-26', to: '2026-11-24', listings: [] }) });
  renderRoutes('/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Greg Hess' })).toBeInTheDocument();
  for (const name of ['user', ...MEMBER_LISTS]) expect(api.count(name)).toBe(1);
  await userEvent.click(screen.getByRole('tab', { name: /Events/ }));
  await waitFor(() => expect(window.location.search).toContain('tab='));
  // The lists' second load (member-area §4) comes 2 s after the dashboard, not from a tab.
  for (const name of ['user', ...MEMBER_LISTS]) expect(api.count(name)).toBe(1);
});
