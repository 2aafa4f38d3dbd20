import type { Config } from 'tailwindcss';
import { tokenTheme } from './src/styles/tokens.generated.ts';

/**
 * Semantic design tokens, loaded by the global CSS with `@config`. Components use only these
 * names (bg-primary, text-heading, rounded-card, shadow-primary…), never raw values. The theme
 * is generated from src/styles/tokens.json (`npm run tokens`); edit the JSON, not the output.
 */
export default {
  content: [
    './src/**/*.{ts,tsx}',
    './app/**/*.{ts,tsx}',
    './stories/**/*.{ts,tsx,mdx}',
    './index.html',
    '!./src/styles/tokens.generated.ts',
  ],
  darkMode: 'class',
  theme: { extend: tokenTheme },
} satisfies Config;
