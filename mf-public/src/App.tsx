import { PATHS } from '@acorduri/contracts';
import { LinkProvider, Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RouterLink } from './components/RouterLink';
import { MESSAGES } from './messages';

// Each screen's chunk is named (screen-<folder>) so the server can preload the one a page shows.
const HomeScreen = lazy(() => import(/* webpackChunkName: "screen-home" */ './screens/home/HomeScreen'));
const SearchScreen = lazy(
  () => import(/* webpackChunkName: "screen-search" */ './screens/search/SearchScreen'),
);
const ArtistsScreen = lazy(
  () => import(/* webpackChunkName: "screen-artists" */ './screens/artists/ArtistsScreen'),
);
const LetterScreen = lazy(
  () => import(/* webpackChunkName: "screen-letter" */ './screens/letter/LetterScreen'),
);
const ArtistScreen = lazy(
  () => import(/* webpackChunkName: "screen-artist" */ './screens/artist/ArtistScreen'),
);
const TabScreen = lazy(() => import(/* webpackChunkName: "screen-tab" */ './screens/tab/TabScreen'));
const CategoriesScreen = lazy(
  () => import(/* webpackChunkName: "screen-categories" */ './screens/categories/CategoriesScreen'),
);
const CategoryScreen = lazy(
  () => import(/* webpackChunkName: "screen-category" */ './screens/category/CategoryScreen'),
);
const LessonsScreen = lazy(
  () => import(/* webpackChunkName: "screen-lessons" */ './screens/lessons/LessonsScreen'),
);
const LessonScreen = lazy(
  () => import(/* webpackChunkName: "screen-lesson" */ './screens/lesson/LessonScreen'),
);
const CommunityScreen = lazy(
  () => import(/* webpackChunkName: "screen-community" */ './screens/community/CommunityScreen'),
);
const ProfileScreen = lazy(
  () => import(/* webpackChunkName: "screen-profile" */ './screens/profile/ProfileScreen'),
);
const RequestsScreen = lazy(
  () => import(/* webpackChunkName: "screen-requests" */ './screens/requests/RequestsScreen'),
);
const ContactScreen = lazy(
  () => import(/* webpackChunkName: "screen-contact" */ './screens/contact/ContactScreen'),
);
const TermsScreen = lazy(() => import(/* webpackChunkName: "screen-terms" */ './screens/terms/TermsScreen'));
const PlayableScreen = lazy(
  () => import(/* webpackChunkName: "screen-playable" */ './screens/playable/PlayableScreen'),
);
const StageScreen = lazy(() => import(/* webpackChunkName: "screen-stage" */ './screens/stage/StageScreen'));
const SongbookScreen = lazy(
  () => import(/* webpackChunkName: "screen-songbook" */ './screens/songbook/SongbookScreen'),
);

/** The public archive's route tree, exposed to the shell as `mf_public/App`. */
export default function App() {
  return (
    <LinkProvider component={RouterLink}>
      <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
        <Routes>
          <Route path={PATHS.home} element={<HomeScreen />} />
          <Route path={PATHS.search} element={<SearchScreen />} />
          <Route path={PATHS.artists} element={<ArtistsScreen />} />
          <Route path={PATHS.letter} element={<LetterScreen />} />
          <Route path={PATHS.artist} element={<ArtistScreen />} />
          <Route path={PATHS.tab} element={<TabScreen />} />
          <Route path={PATHS.categories} element={<CategoriesScreen />} />
          <Route path={PATHS.category} element={<CategoryScreen />} />
          <Route path={PATHS.lessons} element={<LessonsScreen />} />
          <Route path={PATHS.playable} element={<PlayableScreen />} />
          <Route path={PATHS.lesson} element={<LessonScreen />} />
          <Route path={PATHS.community} element={<CommunityScreen />} />
          <Route path={PATHS.profile} element={<ProfileScreen />} />
          <Route path={PATHS.requests} element={<RequestsScreen />} />
          <Route path={PATHS.contact} element={<ContactScreen />} />
          <Route path={PATHS.terms} element={<TermsScreen />} />
          <Route path={PATHS.songbook} element={<SongbookScreen />} />
          <Route path={PATHS.songbookStage} element={<StageScreen />} />
          <Route path={PATHS.mySongbookStage} element={<StageScreen />} />
          <Route path="*" element={<Navigate to={PATHS.notFound404} replace />} />
        </Routes>
      </Suspense>
    </LinkProvider>
  );
}
