import '@valley/shared/tokens.css';
import { mountHarness } from '@valley/shared/harness';
import { routes } from '../exposes/routes';

void mountHarness({ name: 'mf-studio', routes, links: ['/studio', '/studio/people'] });
