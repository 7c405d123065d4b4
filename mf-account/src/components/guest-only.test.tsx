import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { renderRoute } from '../testing/render';
import { GuestOnly } from './guest-only';

function SignInButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        useAuthStore.getState().signIn('token-2');
        navigate('/profile');
      }}
    >
      Sign In
    </button>
  );
}

describe('GuestOnly', () => {
  it('shows the form to visitors and sends members who arrive signed in home', () => {
    useAuthStore.setState({ token: null });
    const { unmount } = renderRoute(<GuestOnly>Sign-in form</GuestOnly>, { url: '/login' });
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
    unmount();
    useAuthStore.setState({ token: 'token-1' });
    renderRoute(<GuestOnly>Sign-in form</GuestOnly>, { url: '/login' });
    expect(screen.queryByText('Sign-in form')).toBeNull();
    expect(screen.getByText('Now at /')).toBeInTheDocument();
  });

  it('lets the sign-in on the page go on to /profile', () => {
    useAuthStore.setState({ token: null });
    renderRoute(
      <GuestOnly>
        <SignInButton />
      </GuestOnly>,
      { url: '/login' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Now at /profile')).toBeInTheDocument();
  });
});
