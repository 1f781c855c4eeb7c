import { Router } from 'express';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admin/admin.routes';
import type { AppDependencies } from './appDependencies';
import { artistRoutes } from './artists/artist.routes';
import { sessionMiddleware } from './auth/session.middleware';
import { cacheStampRoutes } from './cache/cache.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { chordSetRoutes } from './chordSets/chordSet.routes';
import { chordRoutes } from './chords/chord.routes';
import { commentRoutes } from './comments/comments.routes';
import { contactRoutes } from './contact/contact.routes';
import { apiNotFound } from './errors/errorHandler';
import { favouriteRoutes } from './favourites/favourites.routes';
import { healthRoutes } from './health/health.routes';
import { rateLimiters } from './http/rateLimit';
import { lessonRoutes } from './lessons/lessons.routes';
import { locationRoutes } from './locations/location.routes';
import { mediaApiRoutes } from './media/media.routes';
import { profileRoutes } from './profiles/profiles.routes';
import { ratingRoutes } from './ratings/ratings.routes';
import { readerPreferenceRoutes } from './readerPreferences/readerPreferences.routes';
import { beaconRoutes } from './releases/beacon.routes';
import { requestRoutes } from './requests/requests.routes';
import { searchRoutes } from './search/search.routes';
import { songbookRoutes } from './songbooks/songbooks.routes';
import { tabRoutes } from './tabs/tab.routes';
import { tagRoutes } from './tags/tag.routes';
import { ownProfileRoutes } from './users/profile.routes';

/**
 * Every /api resource router, one line each (routes → controller → service → model live in the resource's
 * folder). The session middleware must come first; then the public reads most requests ask for, since a request
 * walks every router before the one that answers it (the tab router before chordSetRoutes' /tab/playable and
 * /tab/progression, which its /tab/:id passes on).
 */
export function apiRoutes(deps: AppDependencies): Router {
  const api = Router();
  api.use(sessionMiddleware(deps.config.session));
  api.use(rateLimiters(deps.config.rateLimits));
  api.use(tabRoutes(deps.config));
  api.use(searchRoutes());
  api.use(artistRoutes());
  api.use(tagRoutes());
  api.use(accountRoutes(deps));
  api.use(ownProfileRoutes());
  api.use(captchaRoutes(deps.config.captcha));
  api.use(locationRoutes());
  api.use(contactRoutes(deps));
  api.use(healthRoutes(deps.dbEngine));
  api.use(cacheStampRoutes());
  api.use(chordRoutes());
  api.use(chordSetRoutes());
  api.use(commentRoutes());
  api.use(ratingRoutes());
  api.use(favouriteRoutes());
  api.use(requestRoutes());
  api.use(songbookRoutes(deps.config));
  api.use(readerPreferenceRoutes());
  api.use(lessonRoutes());
  api.use(profileRoutes());
  api.use(mediaApiRoutes());
  api.use(beaconRoutes(deps.config));
  api.use(adminRoutes(deps));
  api.use(apiNotFound);
  return api;
}
