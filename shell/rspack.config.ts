import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3100,
  isHost: true,
  // styled-components (the one copy the remotes share) writes its rules as text into its <style> element, as it does
  // in development, instead of one CSSOM insertRule call per rule: on a first visit those calls were the largest part
  // of the CSS work inside React's tasks (about 48 ms a page load on a 4×-slowed phone); as text, the first visit's
  // long tasks were shorter (#28, bench/README.md).
  define: { SC_DISABLE_SPEEDY: true },
  devRemotes: { 'mf-public': 3101, 'mf-account': 3102, 'mf-admin': 3103, 'mf-chords': 3104 },
});
