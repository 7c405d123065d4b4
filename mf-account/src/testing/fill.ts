import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types each value into the field its key labels, in that order, as a member fills a form in. */
export async function typeInto(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}
