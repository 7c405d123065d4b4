import { Link } from '@valley/shared/router';
import { Loaded } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { paths } from '../../../config/paths';
import { usePages } from '../api/pages';
import { PAGE_STATUS_LABELS } from './page-status';

/** The site's pages: title (to its editor), address, blocks, and whether a draft waits. */
export function PageList() {
  return (
    <Loaded answer={usePages()} what="the pages" empty={<p>No page yet.</p>}>
      {(pages) => (
        <StudioTable caption="Pages" columns={['Title', 'Address', 'Blocks', 'Status']}>
          {pages.map((page) => (
            <tr key={page.id}>
              <th scope="row">
                <Link to={paths.page.href(page.id)}>{page.title}</Link>
              </th>
              <td>{page.link}</td>
              <td>{page.blocks}</td>
              <td>
                {PAGE_STATUS_LABELS[page.status]}
                {page.drafted ? ', draft waiting' : ''}
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
    </Loaded>
  );
}
