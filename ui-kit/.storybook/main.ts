import { mergeRsbuildConfig } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // mf-chords has no Storybook of its own: its diagram stories (one per fret position among them) live here too.
  stories: ['../src/**/*.stories.tsx', '../../mf-chords/src/diagrams/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // Offline-friendly: no telemetry, no release-notes or version checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  typescript: { reactDocgen: 'react-docgen' },
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      // Same JSX transform and `source` export condition as the apps' rspack builds.
      tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
      resolve: { conditionNames: ['source', 'browser', 'import', 'module', 'default'] },
    }),
};

export default config;
