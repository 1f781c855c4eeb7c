import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'mf_admin',
  port: 3103,
  exposes: { './App': './src/App.tsx' },
});
