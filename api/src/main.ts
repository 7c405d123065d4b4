import { buildApp } from './app';
import { DEV_BOT_CHECK_SECRET, DEV_INSIGHTS_SECRET, loadConfig } from './config';
import { closeGracefully } from './http/graceful-close';
import { remindEvery } from './lib/every';
import { smtpTransport, startMailSender } from './mail/sender';
import { startCdnPurger } from './http/cdn-purge';
import { FRESHNESS_REMINDER_EVERY_MS, remindUnconfirmed } from './members/freshness';
import { remindBoard, REVIEW_REMINDER_EVERY_MS } from './members/review-queue';
import { prepareDb } from './startup';
import { DevClock } from './routes/dev-clock';
import { startScheduledPublisher } from './studio/scheduled';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`API refused to start: ${(error as Error).message}`);
  process.exit(1);
}
const db = await prepareDb(config, (message) => console.info(message));
const devClock = config.devClock ? new DevClock() : undefined;
const app = await buildApp({ db, config, logger: config.logRequests, ...(devClock && { devClock }) });
if (config.botCheckSecret === DEV_BOT_CHECK_SECRET) {
  console.warn('BOT_CHECK_SECRET is not set: using the development default. Set it (the same on every instance) before going live.');
}
if (config.insightsSecret === DEV_INSIGHTS_SECRET) {
  console.warn('INSIGHTS_SECRET is not set: using the development default. Set it (the same on every instance) before going live.');
}
// With SMTP_URL the outbox is delivered; without it messages stay there (see /dev/mailbox).
const mailSender = config.smtpUrl
  ? startMailSender({ db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom, log: { info: console.info, error: console.error } })
  : undefined;
// With CDN_PURGE_URL a publish purges the CDN's copies within a second, once across the instances (decision 112).
const cdnPurger = config.cdnPurge ? startCdnPurger({ db, ...config.cdnPurge, log: console }) : undefined;
// The board is reminded of what waits more than two business days, through the outbox (decision 086).
const reviewReminders = remindEvery('review reminders', REVIEW_REMINDER_EVERY_MS, (now) => remindBoard(db, now, config.publicSiteUrl), { log: console });
// Owners are reminded of listings unconfirmed for 6 and 11 months, through the outbox, on the app's clock (decision 090).
const freshnessReminders = remindEvery('freshness reminders', FRESHNESS_REMINDER_EVERY_MS, (now) => remindUnconfirmed(db, now, config.publicSiteUrl), {
  now: devClock?.now,
  log: console,
});
// A live page's changes scheduled for a time go out then, published as the publisher who scheduled them (decision 133).
const scheduledPublisher = startScheduledPublisher(db, () => app.contentChanged(), { now: devClock?.now, log: console });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.info(`${signal}: shutting down`);
  const code = await closeGracefully({ app, db, background: [mailSender, cdnPurger, reviewReminders, freshnessReminders, scheduledPublisher], log: console });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error('API failed to start:', error);
  await db.close();
  process.exit(1);
}
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
console.info(`API listening on http://${config.host}:${config.port} (${where})`);
if (config.devMailbox) console.info(`Outgoing mail (development mailbox): ${config.publicApiUrl}/dev/mailbox`);
