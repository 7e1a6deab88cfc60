/** Members of this Parse Role may review and answer feedback (scripts/run/admin.ts adds them). */
export const ADMIN_ROLE = 'admin';
