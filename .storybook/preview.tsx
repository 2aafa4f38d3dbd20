import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { GuideBlock } from '../stories/docs/GuideBlock';
import { ThemedDocsContainer } from './docsContainer';
import { LocaleChoiceProvider } from '../src/i18n/LocaleChoice';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../src/i18n/locales';
import '../src/styles/global.css';
import { allModes } from './modes';
import { expectPhoneWidthWithoutSidewaysScroll, isPhoneStory } from '../stories/support/expectations';

/** The autodocs page: Storybook's own blocks with the component's guide (stories/docs/guide.ts) beside them. */
function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <GuideBlock />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../src/locales/en.po'),
  id: () => import('../src/locales/id.po'),
};

/** A language switch pressed in a story switches the story's words (the toolbar's language comes back with the next story). */
async function chooseInStory(locale: Locale): Promise<void> {
  const { messages } = await CATALOGUES[locale]();
  i18n.loadAndActivate({ locale, messages });
}

/** Phone, tablet, desktop and wall-screen (the counter's TV) widths the shop is designed for (360 px phones up). */
const viewports = {
  phone: { name: 'Phone (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tabletLandscape: { name: 'Tablet landscape (1024)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tv: { name: 'TV (1920×1080)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  // Every story in either language (the toolbar's globe); English by default, the specification's.
  globalTypes: {
    locale: {
      description: 'Language of the messages',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale], right: locale.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  // The story's language, its whole catalogue, is loaded and active before it renders.
  loaders: [
    async ({ globals }) => {
      await chooseInStory(isLocale(globals.locale) ? globals.locale : 'en');
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Every story fails its test on an accessibility violation; a story that needs an exception says why.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Docs follow the toolbar's theme (light or dark docs colours); interaction stories stay off the
    // docs page (main.ts: tags.interaction), which shows each state once.
    docs: { page: DocsPage, container: ThemedDocsContainer },
    // A deliberate order for a design review: the guides first, then the parts, then what they make.
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Content guide', 'Status', 'Tokens', 'Design tokens', 'Screen gallery'],
          'Components',
          'Screens',
          ['Landing', 'Auth', 'Customer', 'Admin', 'Shared'],
          'Flows',
          'App',
        ],
      },
    },
    // Hosted visual review (npm run chromatic): light and dark at 360 px and 1280 px; changes fail the build.
    chromatic: { modes: allModes },
  },
  // Every phone story, whatever its play function checks, ends with nothing scrolling sideways at 360 px.
  afterEach: async ({ globals, canvasElement, viewMode }) => {
    if (viewMode === 'story' && isPhoneStory(globals)) await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
  decorators: [
    withThemeByClassName({ themes: { light: '', dark: 'dark' }, defaultTheme: 'light' }),
    (Story) => (
      <I18nProvider i18n={i18n}>
        <LocaleChoiceProvider choose={chooseInStory}>
          <div className="bg-surface text-body font-sans" data-story-frame lang={i18n.locale}>
            <Story />
          </div>
        </LocaleChoiceProvider>
      </I18nProvider>
    ),
  ],
};

export default preview;
