import { StudioScreen } from '../components/studio-parts';
import { MediaLibrary } from '../features/media/components/media-library';

/** /studio/media: every picture the site keeps, with its alt text, sizes and uses (decision 126). */
export function MediaPage() {
  return (
    <StudioScreen
      title="Media library"
      intro="Every picture the site keeps: the words that stand for it for people who cannot see it, its sizes, and everything that shows it."
    >
      <MediaLibrary />
    </StudioScreen>
  );
}
