import { renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChordProButton } from './ChordProButton';

describe('ChordProButton', () => {
  it('downloads the text under the file name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:cho';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderWithProviders(<ChordProButton write={() => '{title: Dor}\n[C]la\n'} fileName="ana-dor.cho" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportă ChordPro' }));
    expect(clicked).toEqual(['ana-dor.cho blob:cho']);
    // jsdom's Blob has no text(); FileReader reads it.
    const read = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(read).toBe('{title: Dor}\n[C]la\n');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cho');
  });

  it('is disabled while the converter is not there', () => {
    renderWithProviders(<ChordProButton write={undefined} fileName="x.cho" />);
    expect(screen.getByRole('button', { name: 'Exportă ChordPro' })).toBeDisabled();
  });
});
