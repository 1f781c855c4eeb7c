import { describeReleases } from './support/releasesSuite';

describe('releases with the registry file', () => describeReleases('file'));
