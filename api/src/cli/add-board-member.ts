import { issueAccountToken } from '../auth/account-tokens';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { addBoardMember } from '../members/board';

// `pnpm --filter @valley/api add-board-member <email> [first name] [last name]`: how a new deploy gets its first administrator,
// an activated Board account with no password and a one-hour link to choose one.
const [email, firstName = 'Board', lastName = 'Member'] = process.argv.slice(2);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: pnpm --filter @valley/api add-board-member <email> [first name] [last name]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
try {
  await migrate(db);
  const { id, created } = await addBoardMember(db, { email, firstName, lastName });
  const token = await issueAccountToken(db, id, 'reset');
  console.info(`${created ? 'Created' : 'Promoted'} the Board account ${email.toLowerCase()}.`);
  console.info(`Choose its password within an hour: ${config.publicSiteUrl}/reset/${token}`);
} finally {
  await db.close();
}
