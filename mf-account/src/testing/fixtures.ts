import type { User } from '@valley/shared/schemas/account';

/** A started member, as GET /api/user answers. */
export const member: User = {
  id: 7,
  first_name: 'Greg',
  last_name: 'Hess',
  email: 'greg.hess@example.com',
  role: 'Destination',
  phone: '814-486-3981',
  city: 'Bellefonte',
  zip_code: '16823',
  state: 'PA',
  country: 'US',
  company_name: null,
  company_address: null,
  company_city: null,
  company_zip: null,
  company_content: null,
  company_image: null,
  website: null,
  social_link: null,
  calendar: null,
  img: null,
  new_image: null,
  profile_started: '2025-04-01T14:20:00.000Z',
  interests_list: ['Stay'],
};
