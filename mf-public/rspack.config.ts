import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'mf_public',
  port: 3101,
  exposes: { './App': './src/App.tsx' },
});
