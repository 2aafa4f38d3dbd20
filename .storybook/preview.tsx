import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { GuideBlock } from '../stories/docs/GuideBlock';
import '../src/styles/global.css';

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

/** Phone, tablet and desktop widths the shop is designed for (360 px phones up). */
const viewports = {
  phone: { name: 'Phone (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Every story fails its test on an accessibility violation; a story that needs an exception says why.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    docs: { page: DocsPage },
    // A deliberate order for a design review: the guides first, then the parts, then what they make.
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Tokens', 'Design tokens', 'Screen gallery'],
          'Components',
          'Screens',
          ['Landing', 'Auth', 'Customer', 'Admin', 'Shared'],
          'Flows',
          'App',
        ],
      },
    },
  },
  decorators: [
    withThemeByClassName({ themes: { light: '', dark: 'dark' }, defaultTheme: 'light' }),
    (Story) => (
      <div className="bg-surface text-body font-sans">
        <Story />
      </div>
    ),
  ],
};

export default preview;
