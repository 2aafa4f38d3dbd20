import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes', '@storybook/addon-vitest'],
  // The shop's public files (its mark for the brand theme, the demo pictures).
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  tags: {
    // A story that tests what happens when a person acts (docs/decisions/0010-visual-baselines.md) ends
    // in the same picture as the state it starts from: on the docs page it would read as a second
    // Default. It stays in the sidebar and in the test run.
    interaction: { excludeFromDocsStories: true },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
