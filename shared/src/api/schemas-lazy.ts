// What the client parses answers with: the contract's schemas, and zod with them. The client
// loads this module on its first call, beside the request (decision 022), so no page waits for
// every schema to be built before it can paint or start its calls.
export { contract } from './contract';
export { ApiErrorBodySchema } from './schemas/common';
