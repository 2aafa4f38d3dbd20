import { createElement, Fragment } from 'react';
import { addons, type API_HashEntry } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { STATUS_INFO, statusOf } from '../stories/docs/status';

/**
 * The shop's own look for the Storybook frame a designer reviews in: the brand brown and accent
 * yellow of the design tokens, Poppins and Rubik, and the shop's mark. Values are the light theme's
 * tokens (src/styles/tokens.css), written out because the manager does not load the shop's CSS.
 */
const theme = create({
  base: 'light',
  brandTitle: 'Coffee Shop design system',
  brandImage: './favicon.svg',
  brandTarget: '_self',
  colorPrimary: '#6A4029',
  colorSecondary: '#6A4029',
  appBg: '#F8F8F8',
  appContentBg: '#FFFFFF',
  appBorderColor: '#DADADA',
  appBorderRadius: 10,
  textColor: '#0B132A',
  textMutedColor: '#4F5665',
  barSelectedColor: '#6A4029',
  barHoverColor: '#895537',
  fontBase: '"Poppins", system-ui, sans-serif',
});

/**
 * A component that is not stable carries its status beside its name in the sidebar (alpha, beta,
 * deprecated: stories/docs/Status.mdx); stable is the norm and shows no badge. The status is the
 * `status:…` tag of the component's stories file, which every story and its docs page inherit.
 */
function renderLabel(item: API_HashEntry) {
  const status = item.type === 'component' ? statusOf(item.tags) : undefined;
  if (!status || status === 'stable') return item.name;
  const badge = createElement(
    'span',
    {
      title: STATUS_INFO[status].meaning,
      style: {
        marginLeft: 6,
        padding: '0 6px',
        borderRadius: 999,
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '16px',
        textTransform: 'uppercase',
        letterSpacing: 0.4,
        background: STATUS_INFO[status].badge,
        color: '#FFFFFF',
      },
    },
    status,
  );
  return createElement(Fragment, null, item.name, badge);
}

addons.setConfig({ theme, sidebar: { renderLabel } });
