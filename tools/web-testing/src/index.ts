export { type FetchRoute, json, mockFetch } from './mockFetch';
export { renderWithProviders } from './renderWithProviders';
