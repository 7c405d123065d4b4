import { unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { apiKey } from '@valley/shared/api/swr';
import { readServerData, SERVER_DATA_ID, serverDataScript, swrFallback, type ServerData } from './server-data';

const hostile = 'Café </script><script>alert(1)</script> <!-- \u2028';
const data: ServerData = {
  path: '/dispatch',
  calls: [['newsGet', { params: { id: 'x' } }, { title: hostile }]],
  remotes: { mf_news: 'rendered' },
};

describe('the data the render server hands the browser', () => {
  it('cannot close its script tag, whatever the API answered, and reads back as it was', () => {
    const script = serverDataScript(data);
    // One closing tag: the script's own.
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(document.getElementById(SERVER_DATA_ID)?.getAttribute('type')).toBe('application/json');
    expect(readServerData()).toEqual(data);
  });

  it("gives each answer to its hook's key, and to an infinite list that starts with that call", () => {
    const key = apiKey('newsGet', { params: { id: 'x' } });
    const fallback = swrFallback(data.calls);
    expect(fallback[unstable_serialize(key)]).toEqual({ title: hostile });
    expect(fallback[infiniteKey(() => key)]).toEqual([{ title: hostile }]);
  });
});
