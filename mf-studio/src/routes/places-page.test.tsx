import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioPlace } from '@valley/shared/schemas/studio-places';
import { refusal } from '@valley/shared/testing/fake-api';
import { renderStudio, withDraft } from '../testing/render-studio';

const category: StudioPlace = {
  id: 7,
  revision: 1,
  live: { name: 'Restaurants', slug: 'restaurants', description: null },
  draft: null,
  history: [],
  used_by: { listings: 12, navigation: 3, pages: [] },
  status: 'live',
};
const published = (request: { body: unknown }): { body: StudioPlace } => {
  const { category: content } = request.body as { category: { name: string; slug: string; description: string } };
  return { body: { ...category, revision: 2, live: { ...content, description: content.description || null } } };
};

/** The Places screen's lists, every one empty: each test answers the ones it is about after these. */
const NO_PLACES = {
  studioCategories: () => ({ body: [] }),
  studioExperiences: () => ({ body: [] }),
  studioEventCategories: () => ({ body: [] }),
  studioActivities: () => ({ body: [] }),
  studioTowns: () => ({ body: [] }),
  studioAmenities: () => ({ body: [] }),
};

describe('the studio’s Places', () => {
  it('lists the categories and the towns with their address and listings, each opening its editor', async () => {
    const user = userEvent.setup();
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioCategories: () => ({ body: [{ id: 7, name: 'Restaurants', slug: 'restaurants', listings: 12, drafted: true, status: 'live' }] }),
        studioExperiences: () => ({ body: [] }),
        studioEventCategories: () => ({ body: [] }),
        studioActivities: () => ({ body: [{ id: 4, name: 'Hiking', slug: 'hiking', listings: 6, drafted: false, status: 'retired' }] }),
        studioTowns: () => ({ body: [{ id: 3, name: 'Boalsburg', slug: 'boalsburg', listings: 9, drafted: false, status: 'live' }] }),
        studioAmenities: () => ({ body: [{ id: 1, name: 'Free Wi-Fi', listings: 40, status: 'live' }] }),
        studioCategory: () => ({ body: category }),
      },
      '/studio/places',
    );
    const towns = await screen.findByRole('table', { name: 'Towns' });
    const town = within(towns).getByRole('link', { name: 'Boalsburg' });
    expect(town).toHaveAttribute('href', '/studio/places/towns/3');
    expect(within(town.closest('tr')!).getByText('/towns/boalsburg')).toBeInTheDocument();
    const activity = within(await screen.findByRole('table', { name: 'Activities' })).getByRole('link', { name: 'Hiking' });
    expect(activity).toHaveAttribute('href', '/studio/places/activities/4');
    expect(within(activity.closest('tr')!).getByText('/activity/4')).toBeInTheDocument();
    expect(within(activity.closest('tr')!).getByText('Retired')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Restaurants' })).closest('tr')!;
    expect(within(row).getByText('/c/restaurants')).toBeInTheDocument();
    expect(within(row).getByText('Draft waiting')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Restaurants' }));
    expect(await screen.findByText(/12 listings · 3 links in the navigation/)).toBeInTheDocument();
  });

  it('says a new address keeps the old one working, refuses a bad or taken one under the field, then a publisher publishes', async () => {
    const user = userEvent.setup();
    let taken = true;
    const fake = renderStudio(
      {
        ...NO_PLACES,
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioCategory: () => ({ body: category }),
        studioCategoryDraft: (request) =>
          taken
            ? refusal(400, 'slug: Address: another category already has it')
            : { body: withDraft(category, (request.body as { category: StudioPlace['live'] }).category) },
        studioCategoryPublish: () => published({ body: { category: { name: 'Places to Eat', slug: 'places-to-eat', description: '' } } }),
      },
      '/studio/places/7',
    );
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'Places to eat');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(address).toHaveAccessibleDescription('Address: lowercase letters, digits and hyphens (outdoor-recreation)');
    expect(fake.count('studioCategoryDraft')).toBe(0);

    await user.clear(address);
    await user.type(address, 'museums');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Address: another category already has it')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('Address: another category already has it');

    taken = false;
    await user.clear(address);
    await user.type(address, 'places-to-eat');
    expect(screen.getByRole('note')).toHaveTextContent('Once published, /c/restaurants sends visitors and search engines to /c/places-to-eat (301)');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Places to Eat');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: /c/places-to-eat shows revision 2.')).toBeInTheDocument();
    expect(fake.bodies('studioCategoryDraft').at(-1)).toEqual({
      id: 7,
      base_revision: 1,
      category: { name: 'Places to Eat', slug: 'places-to-eat', description: '', image: '' },
    });
    expect(fake.bodies('studioCategoryPublish')).toEqual([{ id: 7 }]);
  });

  it('a town is edited the same way: its new address moves /towns/{slug}, its header picture is shown and sent back or taken away, and the draft goes to the towns’ calls', async () => {
    const user = userEvent.setup();
    const picture = 'http://api.test/media/headers/boalsburg-1600x600.webp';
    const town: StudioPlace = {
      ...category,
      id: 3,
      live: { name: 'Boalsburg', slug: 'boalsburg', description: null, image: picture },
      used_by: { listings: 9, navigation: 0, pages: [{ id: 1, title: 'Visit the valley', link: '/' }] },
    };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioTown: () => ({ body: town }),
        studioTownDraft: (request) => ({ body: withDraft(town, (request.body as { town: StudioPlace['live'] }).town) }),
      },
      '/studio/places/towns/3',
    );
    expect(await screen.findByRole('link', { name: 'See /towns/boalsburg on the site' })).toHaveAttribute('href', '/towns/boalsburg');
    expect(screen.getByText(/9 listings · 0 links in the navigation · linked from 1 page/)).toBeInTheDocument();
    // The page that links here is named, to its editor: retiring would send its link to the 404 screen (decision 124).
    expect(screen.getByText(/A page links here: once it is retired, that link leads to the 404 screen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the valley' })).toHaveAttribute('href', '/studio/pages/1');
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'boalsburg-village');
    expect(screen.getByRole('note')).toHaveTextContent('Once published, /towns/boalsburg sends visitors and search engines to /towns/boalsburg-village (301)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. The site shows it once it is published.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Header picture preview' })).toHaveAttribute('src', picture);
    expect(fake.bodies('studioTownDraft')).toEqual([
      { id: 3, base_revision: 1, town: { name: 'Boalsburg', slug: 'boalsburg-village', description: '', image: picture } },
    ]);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull(); // an editor drafts; a publisher or the Board publishes

    await user.click(screen.getByRole('button', { name: 'Remove header picture' }));
    expect(screen.queryByRole('img', { name: 'Header picture preview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fake.bodies('studioTownDraft')).toHaveLength(2));
    expect(fake.bodies('studioTownDraft').at(-1)).toEqual({
      id: 3,
      base_revision: 1,
      town: { name: 'Boalsburg', slug: 'boalsburg-village', description: '', image: '' },
    });
  });

  it('an activity’s page is found by id: its editor has no address to move, and a new name goes to the activities’ calls', async () => {
    const user = userEvent.setup();
    const activity: StudioPlace = {
      ...category,
      id: 4,
      live: { name: 'Hiking', slug: 'hiking', description: null },
      used_by: { listings: 6, navigation: 1, pages: [] },
    };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioActivity: () => ({ body: activity }),
        studioActivityDraft: (request) => ({ body: withDraft(activity, (request.body as { activity: StudioPlace['live'] }).activity) }),
      },
      '/studio/places/activities/4',
    );
    expect(await screen.findByRole('link', { name: 'See /activity/4 on the site' })).toHaveAttribute('href', '/activity/4');
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Hiking & Walking');
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(fake.bodies('studioActivityDraft')).toEqual([
        { id: 4, base_revision: 1, activity: { name: 'Hiking & Walking', slug: 'hiking', description: '', image: '' } },
      ]),
    );
  });

  it('makes a place of the kind chosen, its address checked under the field or made from the name, and opens its editor on the first draft (decision 123)', async () => {
    const user = userEvent.setup();
    const made: StudioPlace = {
      ...category,
      id: 31,
      live: { name: 'Stargazing', slug: 'stargazing', description: null, image: null },
      draft: {
        content: { name: 'Stargazing', slug: 'stargazing', description: null, image: null },
        base_revision: 1,
        saved_by: 'Ann Editor',
        saved_at: '2026-12-01T10:00:00',
        publish_at: null,
        scheduled_by: null,
      },
      used_by: { listings: 0, navigation: 0, pages: [] },
      status: 'new',
    };
    let taken = true;
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        ...NO_PLACES,
        studioExperienceCreate: () => (taken ? refusal(400, 'slug: Address: another experience already has it') : { body: made }),
        studioExperience: () => ({ body: made }),
      },
      '/studio/places',
    );
    const form = await screen.findByRole('form', { name: 'New place' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'Experiences');
    await user.click(within(form).getByRole('button', { name: 'Make the experience' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(fake.count('studioExperienceCreate')).toBe(0);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Stargazing');
    const address = within(form).getByRole('textbox', { name: 'Address (optional)' });
    await user.type(address, 'night skies');
    expect(within(form).getByText('Its page will be at /experiences/night skies once published.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Make the experience' }));
    expect(address).toHaveAccessibleDescription('Address: lowercase letters, digits and hyphens (outdoor-recreation)');
    await user.clear(address);
    await user.type(address, 'stargazing');
    await user.click(within(form).getByRole('button', { name: 'Make the experience' }));
    expect(await within(form).findByText('Address: another experience already has it')).toBeInTheDocument();

    taken = false;
    await user.clear(address);
    await user.click(within(form).getByRole('button', { name: 'Make the experience' }));
    expect(
      await screen.findByText(
        /This experience is new: no list or filter names it until a publisher or the board publishes its draft\. Then its page is \/experiences\/stargazing\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Not on the site yet ·/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retire this experience' })).not.toBeInTheDocument();
    expect(fake.bodies('studioExperienceCreate')).toEqual([{ name: 'Stargazing', slug: 'stargazing' }, { name: 'Stargazing' }]);
  });

  it('says what still uses a place before it is retired: the navigation’s links keep it on the site; without them a publisher retires it and brings it back (decision 122)', async () => {
    const user = userEvent.setup();
    const town: StudioPlace = {
      ...category,
      id: 3,
      live: { name: 'Boalsburg', slug: 'boalsburg', description: null },
      used_by: { listings: 9, navigation: 0, pages: [] },
    };
    renderStudio({ ...NO_PLACES, studioAccess: () => ({ body: { role: 'publisher' } }), studioCategory: () => ({ body: category }) }, '/studio/places/7');
    expect(
      await screen.findByText(/Its 12 listings stay on the site without it\. The navigation points here 3 times: take those links out first\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retire this category' })).toBeDisabled();
    cleanup();

    const fake = renderStudio(
      {
        ...NO_PLACES,
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioTown: () => ({ body: town }),
        studioTownRetire: () => ({ body: { ...town, status: 'retired' } }),
        studioTownReinstate: () => ({ body: town }),
      },
      '/studio/places/towns/3',
    );
    await user.click(await screen.findByRole('button', { name: 'Retire this town' }));
    expect(await screen.findByText('Retired: /towns/boalsburg answers 404 now.')).toBeInTheDocument();
    expect(fake.bodies('studioTownRetire')).toEqual([{ id: 3 }]);
    await user.click(await screen.findByRole('button', { name: 'Bring it back' }));
    expect(await screen.findByText('Back on the site: /towns/boalsburg.')).toBeInTheDocument();
    expect(fake.bodies('studioTownReinstate')).toEqual([{ id: 3 }]);
  });

  it('a publisher adds, renames, retires and brings back an amenity, each at once; a taken name is said under the field (decision 127)', async () => {
    const user = userEvent.setup();
    const wifi = { id: 1, name: 'Free Wi-Fi', listings: 40, status: 'live' as const };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        ...NO_PLACES,
        studioAmenities: () => ({ body: [wifi] }),
        studioAmenityCreate: (request) =>
          (request.body as { name: string }).name === 'free wi-fi'
            ? refusal(400, 'name: Name: another amenity is already called that')
            : { body: { id: 2, name: (request.body as { name: string }).name, listings: 0, status: 'live' } },
        studioAmenityRename: (request) => ({ body: { ...wifi, name: (request.body as { name: string }).name } }),
        studioAmenityRetire: () => ({ body: { ...wifi, name: 'Wi-Fi', status: 'retired' } }),
        studioAmenityReinstate: () => ({ body: { ...wifi, name: 'Wi-Fi' } }),
      },
      '/studio/places',
    );
    const table = await screen.findByRole('table', { name: 'Amenities' });
    expect(within(table).getByRole('row', { name: /Free Wi-Fi 40 Offered/ })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New amenity' });
    const name = within(form).getByRole('textbox', { name: 'New amenity' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    await user.type(name, 'free wi-fi');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Name: another amenity is already called that')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Bike valet');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByRole('rowheader', { name: 'Bike valet' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Rename Free Wi-Fi' }));
    const newName = within(table).getByRole('textbox', { name: 'New name for Free Wi-Fi' });
    expect(newName).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(table).queryByRole('textbox', { name: 'New name for Free Wi-Fi' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Rename Free Wi-Fi' }));
    await user.clear(within(table).getByRole('textbox', { name: 'New name for Free Wi-Fi' }));
    await user.type(within(table).getByRole('textbox', { name: 'New name for Free Wi-Fi' }), 'Wi-Fi{Enter}');
    expect(await screen.findByText('Renamed on every listing that has it.')).toBeInTheDocument();
    expect(fake.bodies('studioAmenityRename')).toEqual([{ id: 1, name: 'Wi-Fi' }]);

    await user.click(within(table).getByRole('button', { name: 'Retire Wi-Fi' }));
    expect(await screen.findByText('Retired: partners no longer see it, and listings no longer show it.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toHaveAccessibleName(/Wi-Fi 40 Retired/);
    await user.click(within(table).getByRole('button', { name: 'Bring back Wi-Fi' }));
    expect(await screen.findByText('Brought back: listings that had it show it again.')).toBeInTheDocument();
  });

  it('an editor sees the amenities but not the means to change them', async () => {
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        ...NO_PLACES,
        studioAmenities: () => ({ body: [{ id: 1, name: 'Free Wi-Fi', listings: 40, status: 'live' }] }),
      },
      '/studio/places',
    );
    const table = await screen.findByRole('table', { name: 'Amenities' });
    expect(within(table).getByRole('rowheader', { name: 'Free Wi-Fi' })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New amenity' })).not.toBeInTheDocument();
  });

  it('a publisher merges a category into another on the site, after a second press, and lands on the other’s editor (decision 129)', async () => {
    const user = userEvent.setup();
    const museums = { ...category, id: 9, live: { name: 'Museums', slug: 'museums', description: null }, used_by: { listings: 20, navigation: 0, pages: [] } };
    const fake = renderStudio(
      {
        ...NO_PLACES,
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioCategories: () => ({
          body: [
            { id: 7, name: 'Restaurants', slug: 'restaurants', listings: 12, drafted: false, status: 'live' },
            { id: 8, name: 'Old Museums', slug: 'old-museums', listings: 3, drafted: false, status: 'retired' },
            { id: 9, name: 'Museums', slug: 'museums', listings: 8, drafted: false, status: 'live' },
          ],
        }),
        studioCategory: (request) => ({ body: request.route.endsWith('/9') ? museums : category }),
        studioCategoryMerge: () => ({ body: { ...museums, merged: { id: 7, name: 'Restaurants' } } }),
      },
      '/studio/places/7',
    );
    const into = await screen.findByRole('combobox', { name: 'Merge into' });
    await waitFor(() =>
      expect(
        within(into)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a category', 'Museums']),
    );
    expect(screen.getByRole('button', { name: 'Merge…' })).toBeDisabled();
    await user.selectOptions(into, 'Museums');
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    expect(screen.getByText('Merge Restaurants into Museums for good?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep both' }));
    expect(fake.count('studioCategoryMerge')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(screen.getByRole('button', { name: 'Merge for good' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Museums'));
    expect(fake.bodies('studioCategoryMerge')).toEqual([{ id: 7, into: 9 }]);
  });
});
