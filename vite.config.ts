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
  build: { outDir: 'dist/web', emptyOutDir: true },
});
