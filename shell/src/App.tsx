import { readPageData } from '@acorduri/contracts';
import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { BrowserRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { Layout } from './layout/Layout';
import { AreaOutlet } from './routing/AreaOutlet';

/** The first data the API wrote into the page answers the remotes' first calls (SWR `fallback`). */
const swrConfig = { fallback: readPageData() };

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <AcorduriThemeProvider>
        <BrowserRouter>
          <Layout>
            <Routes>
              <Route path="*" element={<AreaOutlet />} />
            </Routes>
          </Layout>
        </BrowserRouter>
      </AcorduriThemeProvider>
    </SWRConfig>
  );
}
