export interface Contributor {
  readonly name: string;
  readonly slug: string;
  readonly publishedTabCount: number;
}

export interface ContributorList {
  readonly contributors: Contributor[];
  readonly total: number;
}
