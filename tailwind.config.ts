import type { Config } from 'tailwindcss';

/** CSS variable behind a semantic token; the values live in src/styles/tokens.css (light and dark). */
const token = (name: string) => `var(--cs-${name})`;

/**
 * Semantic design tokens, loaded by the global CSS with `@config`. Components use only these
 * names (bg-primary, text-heading, rounded-card, shadow-primary…), never raw values.
 */
export default {
  content: ['./src/**/*.{ts,tsx}', './app/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}', './index.html'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        primary: token('primary'),
        'on-primary': token('on-primary'),
        'primary-deep': token('primary-deep'),
        'primary-mid': token('primary-mid'),
        'primary-text': token('primary-text'),
        accent: token('accent'),
        'on-accent': token('on-accent'),
        'card-icon': token('card-icon'),
        heading: token('heading'),
        body: token('body'),
        muted: token('muted'),
        border: token('border'),
        'border-strong': token('border-strong'),
        surface: token('surface'),
        'surface-alt': token('surface-alt'),
        'surface-sunken': token('surface-sunken'),
        placeholder: token('placeholder'),
        chip: token('chip'),
        danger: token('danger'),
        'on-danger': token('on-danger'),
        success: token('success'),
        warning: token('warning'),
        focus: token('focus'),
        overlay: token('overlay'),
        'chart-income': token('chart-income'),
        'chart-outcome': token('chart-outcome'),
      },
      fontFamily: {
        sans: token('font-body'),
        heading: token('font-heading'),
      },
      borderRadius: {
        card: '20px',
        chip: '10px',
      },
      boxShadow: {
        primary: token('shadow-primary'),
        accent: token('shadow-accent'),
        card: token('shadow-card'),
        soft: token('shadow-soft'),
      },
      // Size names differ from colour names (heading, body) so `text-*` is never ambiguous.
      fontSize: {
        display: ['3rem', { lineHeight: '1.15', fontWeight: '700' }],
        title: ['2.25rem', { lineHeight: '1.2', fontWeight: '700' }],
        section: ['1.5rem', { lineHeight: '1.3', fontWeight: '600' }],
        lead: ['1.125rem', { lineHeight: '1.6' }],
        copy: ['1rem', { lineHeight: '1.6' }],
        small: ['0.875rem', { lineHeight: '1.5' }],
        caption: ['0.75rem', { lineHeight: '1.4' }],
      },
      spacing: {
        size: '70px',
      },
    },
  },
} satisfies Config;
