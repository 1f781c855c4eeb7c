// Apart from releases.ts, whose Joi schemas would otherwise come with it into the shell that sends the beacon.
export const RELEASE_BEACON_URL = '/api/mf/beacon';
