import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';

describe('Button', () => {
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
