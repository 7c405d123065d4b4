import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import type { Config } from '../config';
import { escapeHtml } from '../mail/templates';
import type { OutboxRow } from '../mail/outbox';

/**
 * The development mailbox (GET /dev/mailbox, and /dev/mailbox.json?to= for e2e): it shows live reset links, so it is served only with
 * DEV_MAILBOX=1, which config.ts refuses for a site that is not local (decision 029).
 */
export const MAILBOX_LIMIT = 200;

const LINK = /https?:\/\/[^\s<>"']+/g;
export const linksOf = (text: string) => [...new Set(text.match(LINK) ?? [])];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

export function registerMailboxRoutes(app: FastifyInstance, { db }: AppContext, config: Partial<Pick<Config, 'devMailbox'>>): void {
  if (config.devMailbox !== true) return;

  const list = async (to: string | undefined) => {
    const address = to?.trim().toLowerCase();
    const { rows } = await db.query<OutboxRow>(
      `select * from outbox ${address ? 'where lower(to_address) = $1' : ''} order by created_at desc, id desc limit ${MAILBOX_LIMIT}`,
      address ? [address] : [],
    );
    return rows;
  };

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return (await list(to)).map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      reply_to: row.reply_to,
      subject: row.subject,
      kind: row.kind,
      text: row.text_body,
      html: row.html_body,
      links: linksOf(row.text_body),
      created_at: iso(row.created_at),
      sent_at: iso(row.sent_at),
      send_after: iso(row.send_after),
    }));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const rows = await list(to);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(row.to_address)}</strong> · ${escapeHtml(row.kind)} · ${escapeHtml(iso(row.created_at) ?? '')}${row.sent_at ? ' · sent' : row.send_after ? ` · waits until ${escapeHtml(iso(row.send_after) ?? '')}` : ''}</p>
  <pre>${linkify(row.text_body)}</pre>
</article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555}</style>
</head><body>
<h1>Mailbox (development)</h1>
<p>Every message the API would send${to ? ` to ${escapeHtml(to)}` : ''}, newest first (at most ${MAILBOX_LIMIT}). JSON for tests: <a href="/dev/mailbox.json">/dev/mailbox.json?to=address</a>.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
  });
}
