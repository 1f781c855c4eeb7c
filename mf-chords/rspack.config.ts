import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'mf_chords',
  port: 3104,
  exposes: { './App': './src/App.tsx' },
});
