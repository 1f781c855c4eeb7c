import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3102,
  exposes: {
    './App': './src/App.tsx',
    './Captcha': './src/captcha/index.ts',
    './AddToSongbook': './src/songbooks/AddToSongbook.tsx',
  },
});
