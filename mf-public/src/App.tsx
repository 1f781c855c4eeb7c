import { PATHS } from '@acorduri/contracts';
import { LinkProvider, Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RouterLink } from './components/RouterLink';
import { MESSAGES } from './messages';

const HomeScreen = lazy(() => import('./screens/home/HomeScreen'));
const SearchScreen = lazy(() => import('./screens/search/SearchScreen'));
const ArtistsScreen = lazy(() => import('./screens/artists/ArtistsScreen'));
const LetterScreen = lazy(() => import('./screens/letter/LetterScreen'));
const ArtistScreen = lazy(() => import('./screens/artist/ArtistScreen'));
const TabScreen = lazy(() => import('./screens/tab/TabScreen'));
const CategoriesScreen = lazy(() => import('./screens/categories/CategoriesScreen'));
const CategoryScreen = lazy(() => import('./screens/category/CategoryScreen'));
const LessonsScreen = lazy(() => import('./screens/lessons/LessonsScreen'));
const LessonScreen = lazy(() => import('./screens/lesson/LessonScreen'));
const CommunityScreen = lazy(() => import('./screens/community/CommunityScreen'));
const ProfileScreen = lazy(() => import('./screens/profile/ProfileScreen'));
const RequestsScreen = lazy(() => import('./screens/requests/RequestsScreen'));
const ContactScreen = lazy(() => import('./screens/contact/ContactScreen'));
const TermsScreen = lazy(() => import('./screens/terms/TermsScreen'));
const StageScreen = lazy(() => import('./screens/stage/StageScreen'));
const SongbookScreen = lazy(() => import('./screens/songbook/SongbookScreen'));

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
