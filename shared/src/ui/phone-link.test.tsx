import { render, screen } from '@testing-library/react';
import { PhoneLink } from './phone-link';

it('links a US number with the +1 prefix, its words or the number as written', () => {
  render(
    <>
      <PhoneLink phone="814-349-8850" />
      <PhoneLink phone="(814) 865-7535">Call (814) 865-7535</PhoneLink>
    </>,
  );
  expect(screen.getByRole('link', { name: '814-349-8850' })).toHaveAttribute('href', 'tel:+18143498850');
  expect(screen.getByRole('link', { name: 'Call (814) 865-7535' })).toHaveAttribute('href', 'tel:+18148657535');
});

it('shows a number that is no US number as text', () => {
  render(<PhoneLink phone="865-7535" />);
  expect(screen.getByText('865-7535')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
