import '@testing-library/jest-dom';
import { useThemeMode } from '@acorduri/ui-kit';
import { screen } from '@testing-library/dom';
import { act } from 'react';
import { useLocation } from 'react-router';
import { mountStandalone } from './mountStandalone';

function ProbeApp() {
  const { pathname } = useLocation();
  const { mode } = useThemeMode();
  return <p>{`${pathname} ${mode}`}</p>;
}

// Tells React the renders below are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

it('renders the app into #root inside a browser router and the Acorduri theme', async () => {
  window.history.pushState({}, '', '/artisti');
  document.body.innerHTML = '<div id="root"></div>';
  let root: ReturnType<typeof mountStandalone> | undefined;
  await act(async () => {
    root = mountStandalone(ProbeApp);
  });
  expect(screen.getByText('/artisti light')).toBeInTheDocument();
  act(() => root?.unmount());
});

it('fails loudly when the page has no #root', () => {
  expect(() => mountStandalone(ProbeApp)).toThrow('#root lipsește din index.html');
});
