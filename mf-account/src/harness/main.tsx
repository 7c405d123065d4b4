import '@valley/shared/tokens.css';
import { mountHarness } from '@valley/shared/harness';
import { routes } from '../exposes/routes';

void mountHarness({ name: 'mf-account', routes, links: ['/login', '/register', '/forgot', '/support', '/profile'] });
