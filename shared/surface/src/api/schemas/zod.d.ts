import { z } from 'zod';
export { z };
