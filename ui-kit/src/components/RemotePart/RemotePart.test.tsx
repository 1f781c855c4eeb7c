import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithTheme } from '../../../test/render';
import { lazyRemote, RemoteBoundary } from './RemotePart';

function renderPart(load: (id: string) => Promise<unknown>) {
  const Part = lazyRemote<{ text: string }>('mf_other/Part', load as never);
  renderWithTheme(
    <RemoteBoundary fallback={<p>Indisponibil</p>}>
      <Suspense fallback={<p>Se încarcă</p>}>
        <Part text="Salut" />
      </Suspense>
    </RemoteBoundary>,
  );
}

describe('lazyRemote and RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  // React reports the caught error too.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("renders the remote's component once loaded", async () => {
    const load = jest.fn(async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }));
    renderPart(load);
    expect(await screen.findByText('Salut')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_other/Part');
  });

  it('shows the fallback when the remote is down or exposes no component', async () => {
    renderPart(async () => {
      throw new Error('down');
    });
    expect(await screen.findByText('Indisponibil')).toBeInTheDocument();
  });

  it('shows the fallback for a module without a default component', async () => {
    renderPart(async () => ({}));
    expect(await screen.findByText('Indisponibil')).toBeInTheDocument();
  });
});
