import type { AssetFile } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { FakeRequest, installFakeRequests } from '../../test/FakeRequest';

installFakeRequests();

const asset = (filename: string, kind: AssetFile['kind']): AssetFile => ({
  id: filename.padEnd(24, '0').slice(0, 24),
  filename,
  kind,
  size: 2048,
  lastModified: 1_763_900_000,
});

function renderMedia() {
  const urls: string[] = [];
  mockFetch((url) => {
    urls.push(url);
    if (url.startsWith('/api/admin/media?'))
      return json({ files: [asset('coperta.png', 'img'), asset('intro.mp3', 'mp3')], total: 2 });
    return undefined;
  });
  renderWithProviders(<App />, { path: '/media-manager' });
  return { urls, user: userEvent.setup() };
}

describe('Media', () => {
  it('lists the library newest first, images with a thumbnail, each linked to /media/{kind}/{file}', async () => {
    const { urls, user } = renderMedia();
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    const image = await screen.findByRole('row', { name: /coperta\.png/ });
    expect(urls[0]).toBe('/api/admin/media?limit=10&offset=0&sort=desc&orderby=last_modified');
    const link = within(image).getByRole('link', { name: 'coperta.png' });
    expect(link).toHaveAttribute('href', '/media/img/coperta.png');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/img/coperta.png');
    expect(
      within(screen.getByRole('row', { name: /intro\.mp3/ }))
        .getByRole('link')
        .querySelector('img'),
    ).toBeNull();

    await user.type(screen.getByRole('searchbox'), 'cop');
    await waitFor(() => expect(urls.at(-1)).toContain('search=cop'), { timeout: 3000 });
  });

  it('uploads to the chosen directory (png, jpeg, bmp as img; pdf; mp3; midi) and shows the file first', async () => {
    const { user } = renderMedia();
    await screen.findByRole('row', { name: /coperta\.png/ });
    await user.click(screen.getByRole('button', { name: 'Adaugă fișier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adaugă fișier media' });
    const destination = within(dialog).getByLabelText(/^Directorul de destinație/);
    expect([...destination.querySelectorAll('option')].map((option) => option.value).filter(Boolean)).toEqual(
      ['img', 'pdf', 'mp3', 'midi'],
    );
    expect(within(dialog).queryByLabelText(/^Numele fișierului/)).not.toBeInTheDocument();
    await user.selectOptions(destination, 'pdf');
    await user.upload(within(dialog).getByLabelText(/^Fișierul/), new File(['%PDF-1.4'], 'fisa.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    const sent = FakeRequest.last?.sent as FormData;
    expect(FakeRequest.last?.url).toBe('/api/user/media');
    expect(sent.get('kind')).toBe('pdf');
    act(() => FakeRequest.last?.answer(201, asset('fisa.pdf', 'pdf')));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveAccessibleName(/fisa\.pdf/));
  });
});
