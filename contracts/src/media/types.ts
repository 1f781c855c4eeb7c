import type { MediaKind } from './messages';

/** A stored media file as the admin file and media managers list it (lastModified in unix seconds). */
export interface AssetFile {
  readonly id: string;
  readonly filename: string;
  readonly size: number;
  readonly kind: MediaKind;
  readonly lastModified: number;
}
