import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { AreaOutlet } from './routing/AreaOutlet';

export function App() {
  return (
    <AcorduriThemeProvider>
      <BrowserRouter>
        <Layout>
          <Routes>
            <Route path="*" element={<AreaOutlet />} />
          </Routes>
        </Layout>
      </BrowserRouter>
    </AcorduriThemeProvider>
  );
}
