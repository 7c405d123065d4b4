import { screen, waitFor, within } from '@testing-library/react';
import type { MemberDestination } from '@valley/shared/schemas/member';
import userEvent from '@testing-library/user-event';
import { notify } from '@valley/shared/ui/toast';
import { api } from '../../../testing/api-mock';
import { renderRoute } from '../../../testing/render';
import { member } from '../../../testing/fixtures';
import { DestinationForm } from './destination-form';

jest.mock('@valley/shared/api/swr', () => jest.requireActual('../../../testing/api-mock').swrModule);
jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../../../testing/api-mock').toastModule);
jest.mock('../../../components/rich-text-editor', () => jest.requireActual('../../../testing/rich-text-mock'));

beforeEach(() => {
  api.reset();
  api.data.categoriesListPost = [
    { id: 3, name: 'Breweries' },
    { id: 5, name: 'Restaurants' },
  ];
  api.data.amenitiesList = [{ id: 9, name: 'Free Parking' }];
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
});

describe('DestinationForm', () => {
  it('names every missing required field with its §5 message', async () => {
    renderRoute(<DestinationForm onDone={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    for (const message of ['Business Name is required', 'Phone Number is required', 'Address is required', 'City is required', 'Zip is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('Email'), 'owner@brewery');
    await userEvent.type(screen.getByLabelText('Website'), 'brewery.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Website: enter a web address, e.g. www.example.com or https://example.com')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('names the field and its limit, and takes a website typed as www.…', async () => {
    api.call.mockResolvedValue({ id: 301, name: 'Otto’s Pub' });
    renderRoute(<DestinationForm onDone={jest.fn()} />);
    await userEvent.click(screen.getByLabelText('Business Name'));
    await userEvent.paste('O'.repeat(201));
    await userEvent.click(screen.getByLabelText('Description'));
    await userEvent.paste(`<p>${'b'.repeat(10_001)}</p>`);
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    expect(await screen.findByText('Business Name: at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Description: at most 10,000 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Business Name'));
    await userEvent.type(screen.getByLabelText('Business Name'), 'Otto’s Pub');
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Phone Number'), '8148675309');
    await userEvent.type(screen.getByLabelText('Address'), '2235 N Atherton St');
    await userEvent.type(screen.getByLabelText('City'), 'State College');
    await userEvent.type(screen.getByLabelText('Zip'), '16803');
    await userEvent.type(screen.getByLabelText('Website'), 'www.ottospub.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('destinationCreate', { body: expect.objectContaining({ website: 'https://www.ottospub.example' }) }),
    );
  });

  it('adds a destination with its categories in the chosen order and says so', async () => {
    api.call.mockResolvedValue({ id: 300, name: 'Otto’s Pub' });
    const onDone = jest.fn();
    renderRoute(<DestinationForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Business Name'), 'Otto’s Pub');
    await userEvent.type(screen.getByLabelText('Phone Number'), '8148675309');
    await userEvent.type(screen.getByLabelText('Address'), '2235 N Atherton St');
    await userEvent.type(screen.getByLabelText('City'), 'State College');
    await userEvent.type(screen.getByLabelText('Zip'), '16803');
    await userEvent.type(screen.getByLabelText('Description'), '<p>Beer brewed on site.</p>');
    const choose = screen.getByLabelText('Choose from categories');
    await userEvent.selectOptions(choose, 'Breweries');
    await userEvent.click(screen.getByRole('button', { name: 'Add to categories' }));
    await userEvent.selectOptions(choose, 'Restaurants');
    await userEvent.click(screen.getByRole('button', { name: 'Add to categories' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Restaurants up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Added destination: Otto’s Pub', { duration: 5000 }));
    expect(api.call).toHaveBeenCalledWith('destinationCreate', {
      body: expect.objectContaining({
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
    });
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
  });

  it("shows the server's message and lets the member try again", async () => {
    api.call.mockRejectedValue(Object.assign(new Error('categories: unknown id 99'), { status: 400 }));
    renderRoute(<DestinationForm onDone={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Business Name'), 'Otto’s Pub');
    await userEvent.type(screen.getByLabelText('Phone Number'), '8148675309');
    await userEvent.type(screen.getByLabelText('Address'), '2235 N Atherton St');
    await userEvent.type(screen.getByLabelText('City'), 'State College');
    await userEvent.type(screen.getByLabelText('Zip'), '16803');
    await userEvent.click(screen.getByRole('button', { name: 'Add Destination' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('categories: unknown id 99', { duration: 5000 }));
    expect(screen.getByRole('button', { name: 'Add Destination' })).toBeEnabled();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Otto’s Pub');
  });

  describe('in the Edit Destination drawer', () => {
    const saved = {
      id: 163,
      name: 'Spring Creek Outfitters',
      slug: 'spring-creek-outfitters',
      city: 'Bellefonte',
      address: '220 W Lamb St',
      zip: '16823',
      phone: '814-364-1796',
      email: null,
      content: '<p>Flies tied for local hatches.</p>',
      main_img: 'http://api.test/media/uploads/logo.1000x1000.webp',
      header_img: null,
      d_categories: [{ id: 3, name: 'Breweries' }],
      d_amenities: [],
      d_photos: [{ id: 1, src: 'http://api.test/media/uploads/one.1000x1000.webp' }],
      approved: 1,
      review_status: 'approved',
      review_note: null,
      has_pending_changes: false,
    } as unknown as MemberDestination;

    it('saves an edit, keeping the images and gallery it did not touch', async () => {
      api.call.mockResolvedValue({ ...saved, name: 'Spring Creek Outfitters & Guides' });
      const onDone = jest.fn();
      renderRoute(<DestinationForm destination={saved} onDone={onDone} />);
      const drawer = screen.getByRole('dialog', { name: 'Edit Destination' });
      expect(within(drawer).getByLabelText('Business Name')).toHaveValue('Spring Creek Outfitters');
      expect(within(drawer).getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', saved.main_img);
      await userEvent.type(within(drawer).getByLabelText('Business Name'), ' & Guides');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Updated destination: Spring Creek Outfitters & Guides', { duration: 5000 }));
      const [name, { body }] = api.call.mock.calls[0] as [string, { body: Record<string, unknown> }];
      expect(name).toBe('destinationUpdate');
      expect(body).toMatchObject({ id: 163, company_name: 'Spring Creek Outfitters & Guides', image: null, header_image: null, categories: [3] });
      expect(body).not.toHaveProperty('photos');
      expect(onDone).toHaveBeenCalled();
    });

    it('removes the destination after the member confirms', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
      api.call.mockResolvedValue({ message: 'Destination removed!' });
      renderRoute(<DestinationForm destination={saved} onDone={jest.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(confirm).toHaveBeenCalledWith('Remove Spring Creek Outfitters? This cannot be undone.');
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Destination removed!', { duration: 5000 }));
      expect(api.call).toHaveBeenCalledWith('destinationDelete', { body: { id: 163 } });
      confirm.mockRestore();
    });
  });
});

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

  it("fills in 'Add a Destination' with the business typed in the wizard", () => {
    api.data.user = business;
    api.data.myDestinations = [];
    renderRoute(<DestinationForm onDone={jest.fn()} />);
    expect(screen.getByText(/Filled in from the business on your profile/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Hess Fly Shop');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Spring St');
    expect(screen.getByLabelText('City')).toHaveValue('Bellefonte');
    expect(screen.getByLabelText('Zip')).toHaveValue('16823');
    expect(screen.getByLabelText('Phone Number')).toHaveValue(member.phone);
    expect(screen.getByLabelText('Website')).toHaveValue('https://hessfly.example');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', business.company_image);
  });

  it('starts empty once a destination of that name is the member’s', () => {
    api.data.user = business;
    api.data.myDestinations = [{ id: 1, name: 'Hess Fly Shop' }];
    renderRoute(<DestinationForm onDone={jest.fn()} />);
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
    expect(screen.queryByText(/Filled in from the business/)).toBeNull();
  });
});
