import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';
import { runEarlyTapScript } from '../../testing/early-tap';

/** A Filter button that needs the page live, as the server drew it, in the document: the element to hydrate it with, and its handler. */
function servedFilter() {
  const onClick = jest.fn();
  const element = (
    <Button needsScript onClick={onClick}>
      Filter
    </Button>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return { onClick, element, container };
}

describe('Button', () => {
  it("one that needs the page live looks unavailable and busy in the server's HTML, and a press then is done once hydrated (decision 135)", async () => {
    const { onClick, element, container } = servedFilter();
    const served = container.querySelector('button')!;
    expect(served).toHaveAttribute('aria-disabled', 'true');
    expect(served).toHaveAttribute('aria-busy', 'true');
    // The page's first script keeps the press; nothing acts on it yet.
    const keep = runEarlyTapScript();
    served.click();
    expect(window.__valleyEarlyTap).toBe(served);
    expect(onClick).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.__valleyEarlyTap).toBeNull();
    const live = screen.getByRole('button', { name: 'Filter' });
    expect(live).toBeEnabled();
    expect(live).not.toHaveAttribute('aria-busy');
    expect(live).not.toHaveAttribute('aria-disabled');
    expect(live).not.toHaveAttribute('data-early-tap');
    // Once live, a press is the button's own, and the first script keeps nothing.
    await userEvent.click(live);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(window.__valleyEarlyTap).toBeNull();
    keep.stop();
    container.remove();
  });

  it('a hydrated button that was not the one pressed early does nothing on its own', async () => {
    const { onClick, element, container } = servedFilter();
    const other = document.createElement('button');
    other.dataset.earlyTap = 'elsewhere';
    document.body.append(other);
    const keep = runEarlyTapScript();
    other.click();
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(onClick).not.toHaveBeenCalled();
    expect(window.__valleyEarlyTap).toBe(other);
    keep.stop();
    window.__valleyEarlyTap = null;
    other.remove();
    container.remove();
  });

  it("says 'Saving' and takes no second press while its work is pending", async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('never submits a form unless it is a submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives a link the same look as the button of its variant', () => {
    render(
      <>
        <Button variant="outline">Add a Tip</Button>
        <a className={buttonClass('outline', 'extra')} href="/d/x">
          More Info
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'More Info' }).className).toBe(`${screen.getByRole('button', { name: 'Add a Tip' }).className} extra`);
  });
});
