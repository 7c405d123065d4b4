import { Link } from '@valley/shared/router';
import { Loaded } from '../../../components/studio-parts';
import tables from '../../../components/studio-table.module.css';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/places';

/** The destination categories: name (to its editor), address, listings, and whether a draft waits. */
export function CategoryList() {
  return (
    <Loaded answer={useCategories()} what="the categories" empty={<p>No category yet.</p>}>
      {(categories) => (
        <table className={tables.table}>
          <caption className="visually-hidden">Destination categories</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Listings</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      )}
    </Loaded>
  );
}
