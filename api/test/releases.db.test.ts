import { describeReleases } from './support/releasesSuite';

// The same behaviour with the registry in MongoDB (the embedded engine here, a real one with MONGODB_URI).
describe('releases with the registry in MongoDB', () => describeReleases('db'));
