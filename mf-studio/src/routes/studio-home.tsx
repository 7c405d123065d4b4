import { Link } from '@valley/shared/router';
import { useStudioRole } from '../components/studio-frame';
import { paths } from '../config/paths';
import { PeoplePage } from './people-page';

/** /studio: the Board starts at its people; editors and publishers will find their drafts here once pages and the dispatch arrive. */
export function StudioHome() {
  if (useStudioRole() === 'admin') return <PeoplePage />;
  return (
    <section aria-labelledby="studio-welcome">
      <h2 id="studio-welcome">Welcome to the studio</h2>
      <p>The board has given you access. Pages and the dispatch will be edited here.</p>
      <p>
        Businesses’ requests from the advertiser form wait in <Link to={paths.ads.href()}>Ads</Link>.
      </p>
    </section>
  );
}
