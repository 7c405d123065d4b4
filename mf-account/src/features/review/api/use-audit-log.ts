import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';
import { sendBody, useApiMutation } from '../../../lib/api-mutation';

/** GET /api/review/audit: trusted partners' published edits, newest first, each with what it changed (decision 087). */
const AUDIT_INPUT: EndpointInput<'reviewAudit'> = {};
export const useAuditLog = () => useApi('reviewAudit', AUDIT_INPUT);

/** POST /api/review/revert: puts back the version an edit replaced; the log is asked for again (what can be reverted changes). */
export const revertEdit = sendBody('reviewRevert');
export const useRevertEdit = () => useApiMutation(apiKey('reviewAudit', AUDIT_INPUT), revertEdit, { revalidate: true });
