/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SWRConfig, type Middleware } from 'swr';
import { MemoryRouter } from '@valley/shared/router';
import { RecordPage } from '@valley/shared/ui/record-page';
import { useRecordOrOwnDraft } from './use-own-draft';

// The server renders signed out and the public call found nothing: what a visitor must see (the 404 screen), and what the owner who
// opened their draft must not see first (issue 46).
const missing: Middleware = () => () => ({ data: undefined, error: { status: 404, message: 'Destination not found' }, isLoading: false }) as never;

function Page() {
  const { data, error, isLoading } = useRecordOrOwnDraft('destinationGet', 'destinationDraft', { params: { id: 'fenwick-orchard' } });
  return (
    <RecordPage record={isLoading ? undefined : data} error={error} loading={<p>Loading</p>} failed={<p>Failed</p>}>
      {(destination) => <h1>{destination.name}</h1>}
    </RecordPage>
  );
}

const serverHtml = (url: string) =>
  renderToString(
    <SWRConfig value={{ use: [missing] }}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('useRecordOrOwnDraft on the server', () => {
  it('draws a missing record as the 404 screen for a visitor', () => {
    expect(serverHtml('/d/fenwick-orchard')).toContain('404 Page Not Found');
  });

  it("draws an owner's draft (?draft=1) loading, for the browser to ask once it knows who is asking", () => {
    const html = serverHtml('/d/fenwick-orchard?draft=1');
    expect(html).toContain('Loading');
    expect(html).not.toContain('404');
  });
});
