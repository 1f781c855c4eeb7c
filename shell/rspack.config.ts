import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3100,
  isHost: true,
  devRemotes: { 'mf-public': 3101, 'mf-account': 3102, 'mf-admin': 3103, 'mf-chords': 3104 },
});
