import { renderWithProviders } from '@acorduri/web-testing';
import { act, screen } from '@testing-library/react';
import { OfflineNotice } from './OfflineNotice';

describe('OfflineNotice', () => {
  it("says 'Ești offline' while the device has no connection, and goes when it is back", () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByText(/Ești offline/)).not.toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/^Ești offline: poți citi listele păstrate/)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/Ești offline/)).not.toBeInTheDocument();
  });

  it('says it at once on a page opened without a connection (served by the service worker)', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByText(/^Ești offline: poți citi listele păstrate/)).toBeInTheDocument();
  });
});
