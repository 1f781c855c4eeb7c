import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const E2E_TMP = path.join(REPO_ROOT, '.data', 'e2e');
