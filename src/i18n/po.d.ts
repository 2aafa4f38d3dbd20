/** A whole PO catalogue, compiled by Lingui's Vite plugin when imported (Storybook loads them whole). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
