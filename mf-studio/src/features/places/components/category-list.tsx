import { Link } from '@valley/shared/router';
import { Loaded } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/places';

/** The destination categories: name (to its editor), address, listings, and whether a draft waits. */
export function CategoryList() {
  return (
    <Loaded answer={useCategories()} what="the categories" empty={<p>No category yet.</p>}>
      {(categories) => (
        <StudioTable caption="Destination categories" columns={['Name', 'Address', 'Listings', 'Status']}>
          {categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">
                <Link to={paths.place.href(category.id)}>{category.name}</Link>
              </th>
              <td>/c/{category.slug}</td>
              <td>{category.destinations}</td>
              <td>{category.drafted ? 'Draft waiting' : 'Live'}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </Loaded>
  );
}
