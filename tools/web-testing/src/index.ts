export { ANA } from './fixtures';
export { type FetchRoute, json, mockFetch } from './mockFetch';
export { renderWithProviders } from './renderWithProviders';
