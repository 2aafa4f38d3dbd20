/**
 * GET shop's address: every page the server draws shows the shop's status line under its bar, so it
 * carries this answer too (server/plugins/pageHints.ts inlines it, app/api/preloaded.ts seeds it). A
 * module of its own: the pages that ask for the shop's state load nothing of the catalogue's with it.
 */
export const SHOP_ADDRESS = '/api/shop';
