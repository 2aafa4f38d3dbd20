import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Path aliases shared by the app, Storybook and the tests (tsconfig.json names the same ones). */
export const aliases = {
  '@domain': path.join(root, 'src/domain'),
  '@components': path.join(root, 'src/components'),
  '@screens': path.join(root, 'src/screens'),
  '@app': path.join(root, 'app'),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  // Pre-bundle every library the stories use, so a test run never stops to re-optimise and reload.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@radix-ui/react-tabs',
      '@radix-ui/react-radio-group',
      'tailwind-variants',
      'tailwind-variants/config',
      'zod',
    ],
  },
  build: { outDir: 'dist/web', emptyOutDir: true },
});
