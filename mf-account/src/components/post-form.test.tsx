import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NEEDS_JAVASCRIPT, PostForm, SubmitButton } from './post-form';

function SignIn({ pending = false }: { pending?: boolean }) {
  return (
    <PostForm aria-label="Sign In" onSubmit={(event) => event.preventDefault()}>
      <label>
        Email
        <input name="email" />
      </label>
      <SubmitButton className="submit" pending={pending}>
        Sign In
      </SubmitButton>
    </PostForm>
  );
}

describe('PostForm and SubmitButton (decision 076)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the server draws a form that posts, a disabled button and, for a browser without scripts, why it waits', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    expect(container.querySelector('noscript')?.innerHTML).toContain(NEEDS_JAVASCRIPT);
  });

  it('hydrates without a mismatch, then the button can submit', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SignIn />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('in a page the browser renders, submits at once; pending work says Saving and cannot be pressed again', () => {
    const { rerender } = render(<SignIn />);
    expect(screen.getByRole('form', { name: 'Sign In' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    rerender(<SignIn pending />);
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  });
});
