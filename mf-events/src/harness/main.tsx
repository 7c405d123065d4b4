import '@valley/shared/tokens.css';
import { mountHarness } from '@valley/shared/harness';
import { routes } from '../exposes/routes';

void mountHarness({ name: 'mf-events', routes, links: ['/events', '/calendar', '/events/category/festivals'] });
