import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { useMember, useMemberList } from '../../../lib/member-data';
import { installFakeApi, refusal, type FakeApi, type FakeRoutes } from '@valley/shared/testing/fake-api';
import { answer, member, memberDestination, memberReads } from '../../../testing/fixtures';
import { typeInto } from '../../../testing/fill';
import { renderRoute } from '../../../testing/render';
import { DestinationForm } from './destination-form';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/toast-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

const lookups: FakeRoutes = {
  categoriesListPost: () =>
    answer([
      { id: 3, name: 'Breweries' },
      { id: 5, name: 'Restaurants' },
    ]),
  amenitiesList: () => answer([{ id: 9, name: 'Free Parking' }]),
};
const saves: FakeRoutes = {
  destinationCreate: ({ body }) => answer(memberDestination({ id: 300, name: (body as { company_name: string }).company_name })),
  destinationUpdate: ({ body }) => answer(memberDestination({ id: 163, name: (body as { company_name: string }).company_name })),
  destinationDelete: () => answer({ message: 'Destination removed!' }),
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ ...memberReads(), ...lookups, ...saves });
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

/** The fields an add needs, for Otto’s Pub. */
const OTTOS_PUB = { 'Business Name': 'Otto’s Pub', 'Phone Number': '8148675309', Address: '2235 N Atherton St', City: 'State College', Zip: '16803' };

/** The add form, once its categories have loaded. */
async function renderAddForm(onDone = jest.fn()) {
  renderRoute(<DestinationForm onDone={onDone} />);
  await screen.findByRole('option', { name: 'Restaurants' });
}

describe('DestinationForm', () => {
  it('names every missing required field with its §5 message', async () => {
    await renderAddForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    for (const message of ['Business Name is required', 'Phone Number is required', 'Address is required', 'City is required', 'Zip is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('Email'), 'owner@brewery');
    await userEvent.type(screen.getByLabelText('Website'), 'the brewery');
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Website: enter a web address, e.g. www.example.com or https://example.com')).toBeInTheDocument();
    expect(api.count('destinationCreate')).toBe(0);
  });

  it('keeps a digit typed into a full phone field and says the number is too long (issue 46)', async () => {
    await renderAddForm();
    const phone = screen.getByLabelText('Phone Number');
    await userEvent.type(phone, '81434988501');
    expect(phone).toHaveValue('814-349-88501');
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Phone Number must look like 999-999-9999'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 814 349 8850');
    expect(phone).toHaveValue('814-349-8850');
  });

  it('takes links typed as bare domains and a webcal:// calendar feed (issue 46)', async () => {
    await renderAddForm();
    await typeInto({
      'Business Name': 'Elk Creek Café',
      'Phone Number': '8143498850',
      Address: '100 W Main St',
      City: 'Millheim',
      Zip: '16854',
      Facebook: 'facebook.com/elkcreek',
      'Calendar Feed (ICS)': 'webcal://elkcreek.example/events.ics',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() => expect(api.count('destinationCreate')).toBe(1));
    expect(api.bodies('destinationCreate')[0]).toMatchObject({
      facebook_link: 'https://facebook.com/elkcreek',
      ics_calendar: 'webcal://elkcreek.example/events.ics',
    });
  });

  it('names the field and its limit, and takes a website typed as www.…', async () => {
    await renderAddForm();
    await userEvent.click(screen.getByLabelText('Business Name'));
    await userEvent.paste('O'.repeat(201));
    await userEvent.click(screen.getByLabelText('Description'));
    await userEvent.paste(`<p>${'b'.repeat(10_001)}</p>`);
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    expect(await screen.findByText('Business Name: at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Description: at most 10,000 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Business Name'));
    await userEvent.clear(screen.getByLabelText('Description'));
    await typeInto({ ...OTTOS_PUB, Website: 'www.ottospub.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() => expect(api.bodies('destinationCreate')).toEqual([expect.objectContaining({ website: 'https://www.ottospub.example' })]));
  });

  it('adds a destination with its categories in the chosen order and says so', async () => {
    const onDone = jest.fn();
    await renderAddForm(onDone);
    await typeInto({ ...OTTOS_PUB, Description: '<p>Beer brewed on site.</p>' });
    const choose = screen.getByLabelText('Choose from categories');
    await userEvent.selectOptions(choose, 'Breweries');
    await userEvent.click(screen.getByRole('button', { name: 'Add to categories' }));
    await userEvent.selectOptions(choose, 'Restaurants');
    await userEvent.click(screen.getByRole('button', { name: 'Add to categories' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Restaurants up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Added destination: Otto’s Pub', { duration: 5000 }));
    expect(api.bodies('destinationCreate')).toEqual([
      expect.objectContaining({
        company_name: 'Otto’s Pub',
        phone: '814-867-5309',
        zip_code: '16803',
        description: '<p>Beer brewed on site.</p>',
        categories: [5, 3],
        amenities: [],
        photos: [],
        image: null,
        header_image: null,
      }),
    ]);
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
  });

  it("shows the server's message and lets the member try again", async () => {
    installFakeApi({ ...memberReads(), ...lookups, destinationCreate: () => refusal(400, 'categories: unknown id 99') });
    await renderAddForm();
    await typeInto(OTTOS_PUB);
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('categories: unknown id 99', { duration: 5000 }));
    expect(screen.getByRole('button', { name: 'Add Destination' })).toBeEnabled();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Otto’s Pub');
  });

  describe('in the Edit Destination drawer', () => {
    const saved = memberDestination({
      id: 163,
      name: 'Spring Creek Outfitters',
      city: 'Bellefonte',
      address: '220 W Lamb St',
      zip: '16823',
      phone: '814-364-1796',
      content: '<p>Flies tied for local hatches.</p>',
      main_img: 'http://api.test/media/uploads/logo.1000x1000.webp',
      d_categories: [{ id: 3, name: 'Breweries' }],
      d_photos: [{ id: 1, src: 'http://api.test/media/uploads/one.1000x1000.webp' }],
    });

    it('saves an edit, keeping the images and gallery it did not touch', async () => {
      const onDone = jest.fn();
      renderRoute(<DestinationForm destination={saved} onDone={onDone} />);
      const drawer = screen.getByRole('dialog', { name: 'Edit Destination' });
      expect(within(drawer).getByLabelText('Business Name')).toHaveValue('Spring Creek Outfitters');
      expect(within(drawer).getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', saved.main_img);
      await userEvent.type(within(drawer).getByLabelText('Business Name'), ' & Guides');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Updated destination: Spring Creek Outfitters & Guides', { duration: 5000 }));
      const [body] = api.bodies('destinationUpdate');
      expect(api.count('destinationCreate')).toBe(0);
      expect(body).toMatchObject({ id: 163, company_name: 'Spring Creek Outfitters & Guides', image: null, header_image: null, categories: [3] });
      expect(body).not.toHaveProperty('photos');
      expect(onDone).toHaveBeenCalled();
    });

    it('removes the destination after the member confirms', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
      renderRoute(<DestinationForm destination={saved} onDone={jest.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(confirm).toHaveBeenCalledWith('Remove Spring Creek Outfitters? This cannot be undone.');
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Destination removed!', { duration: 5000 }));
      expect(api.bodies('destinationDelete')).toEqual([{ id: 163 }]);
      confirm.mockRestore();
    });
  });
});

/** As on the dashboard, whose tab opens the add form once the member and their destinations have loaded. */
function OnceLoaded({ children }: { children: ReactNode }) {
  const { data: user } = useMember();
  const { data: own } = useMemberList('myDestinations');
  return user && own ? children : <p role="status">Loading your profile</p>;
}

const renderAddOnceLoaded = () =>
  renderRoute(
    <OnceLoaded>
      <DestinationForm onDone={jest.fn()} />
    </OnceLoaded>,
  );

describe('DestinationForm from the business on the profile', () => {
  const business = {
    ...member,
    company_name: 'Hess Fly Shop',
    company_address: '12 Spring St',
    company_city: 'Bellefonte',
    company_zip: '16823',
    company_content: '<p>Flies tied by hand.</p>',
    website: 'https://hessfly.example',
    company_image: 'http://localhost:4000/media/uploads/company/7-ab.webp',
  };

  it("fills in 'Add a Destination' with the business typed in the wizard", async () => {
    installFakeApi({ ...memberReads(business), ...lookups });
    renderAddOnceLoaded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    expect(await screen.findByText(/Filled in from the business on your profile/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Hess Fly Shop');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Spring St');
    expect(screen.getByLabelText('City')).toHaveValue('Bellefonte');
    expect(screen.getByLabelText('Zip')).toHaveValue('16823');
    // The business's phone is asked for: the member's own is not the listing's (issue 46).
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    expect(screen.getByLabelText('Website')).toHaveValue('https://hessfly.example');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', business.company_image);
  });

  it('starts empty once a destination of that name is the member’s', async () => {
    installFakeApi({ ...memberReads(business), ...lookups, myDestinations: () => answer([memberDestination({ id: 1, name: 'Hess Fly Shop' })]) });
    renderAddOnceLoaded();
    expect(await screen.findByLabelText('Business Name')).toHaveValue('');
    expect(screen.queryByText(/Filled in from the business/)).toBeNull();
  });
});
