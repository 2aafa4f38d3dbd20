import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/findChromium.ts';
import { VISUAL_FRAME_MAX_HEIGHT } from './.storybook/visualFrame.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const wantsBrowser = process.argv.some((arg) => arg.includes('storybook'));

/** Every story as a test in headless Chromium, once per theme so both pass their accessibility checks. */
const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'npm run storybook' })],
  test: {
    name: theme === 'light' ? 'storybook' : 'storybook-dark',
    setupFiles: [path.join(root, `.storybook/vitest.setup.${theme}.ts`)],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: wantsBrowser ? { executablePath: findChromium(), args: CHROMIUM_ARGS } : {},
        // Larger than any story's viewport and than any page the visual baselines grow the frame to
        // (.storybook/visualBaselines.ts), so the runner never scales a story down: true size.
        contextOptions: { viewport: { width: 1600, height: VISUAL_FRAME_MAX_HEIGHT } },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/** The API's tests through app.inject; each file gets a fresh database of the given kind. */
const serverProject = (name: string, database: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    env: { SERVER_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'stories/**/*.test.ts'],
          },
        },
        serverProject('server', 'sqlite'),
        // The same server suite on PostgreSQL, only where one is configured (CI sets DATABASE_URL).
        ...(process.env.DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
        storybookProject('light'),
        storybookProject('dark'),
      ],
    },
  }),
);
