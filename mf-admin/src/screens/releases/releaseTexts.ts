import type { AdminReleaseView, CanaryRule } from '@acorduri/contracts';
import { RELEASE_MESSAGES as T } from '../../messages';

/** `Arhiva publică 0123456789ab`: how icons, dialogs and confirmations name a release. */
export const releaseName = (release: AdminReleaseView) => `${T.areas[release.remote]} ${release.version}`;

export const audienceText = (rule: CanaryRule) =>
  rule.audience === 'admins' ? T.audienceAdmins : T.audienceShare(rule.share);

export function sizeText(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${kb.toLocaleString('ro-RO', { maximumFractionDigits: 1 })} KB`
    : `${(kb / 1024).toLocaleString('ro-RO', { maximumFractionDigits: 2 })} MB`;
}

export const sharedText = (release: AdminReleaseView) =>
  Object.entries(release.shared)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
