/** One shared package as a Module Federation build declares it in its `mf-manifest.json`. */
export interface SharedDeclaration {
  readonly name: string;
  readonly version: string;
  readonly requiredVersion: string;
}
