import { screen, within } from '@testing-library/react';
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
  used_by: { listings: 12, navigation: 3 },
};
const published = (request: { body: unknown }): { body: StudioPlace } => {
  const { category: content } = request.body as { category: { name: string; slug: string; description: string } };
  return { body: { ...category, revision: 2, live: { ...content, description: content.description || null } } };
};

describe('the studio’s Places', () => {
  it('lists the categories and the towns with their address and listings, each opening its editor', async () => {
    const user = userEvent.setup();
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioCategories: () => ({ body: [{ id: 7, name: 'Restaurants', slug: 'restaurants', listings: 12, drafted: true }] }),
        studioExperiences: () => ({ body: [] }),
        studioEventCategories: () => ({ body: [] }),
        studioTowns: () => ({ body: [{ id: 3, name: 'Boalsburg', slug: 'boalsburg', listings: 9, drafted: false }] }),
        studioCategory: () => ({ body: category }),
      },
      '/studio/places',
    );
    const towns = await screen.findByRole('table', { name: 'Towns' });
    const town = within(towns).getByRole('link', { name: 'Boalsburg' });
    expect(town).toHaveAttribute('href', '/studio/places/towns/3');
    expect(within(town.closest('tr')!).getByText('/towns/boalsburg')).toBeInTheDocument();
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
      category: { name: 'Places to Eat', slug: 'places-to-eat', description: '' },
    });
    expect(fake.bodies('studioCategoryPublish')).toEqual([{ id: 7 }]);
  });

  it('a town is edited the same way: its new address moves /towns/{slug}, and the draft goes to the towns’ calls', async () => {
    const user = userEvent.setup();
    const town: StudioPlace = {
      ...category,
      id: 3,
      live: { name: 'Boalsburg', slug: 'boalsburg', description: null },
      used_by: { listings: 9, navigation: 0 },
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
    expect(screen.getByText(/9 listings · 0 links in the navigation/)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'boalsburg-village');
    expect(screen.getByRole('note')).toHaveTextContent('Once published, /towns/boalsburg sends visitors and search engines to /towns/boalsburg-village (301)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. The site shows it once it is published.')).toBeInTheDocument();
    expect(fake.bodies('studioTownDraft')).toEqual([{ id: 3, base_revision: 1, town: { name: 'Boalsburg', slug: 'boalsburg-village', description: '' } }]);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull(); // an editor drafts; a publisher or the Board publishes
  });
});
