import { mountStandalone } from '@acorduri/mf-standalone';
import App from './App';

// Standalone mode (npm run dev -w <remote>): the remote runs alone inside a minimal host.
mountStandalone(App);
