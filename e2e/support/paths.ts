import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const E2E_TMP = path.join(REPO_ROOT, '.data', 'e2e');
/** The releases folder and registry file of the e2e server (tools/release, file store). */
export const E2E_RELEASES_DIR = path.join(E2E_TMP, 'releases');
