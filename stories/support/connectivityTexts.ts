/** What the installable app says about the network and new versions, in English, as the stories check it. */
export const CONNECTIVITY = {
  offlineTitle: 'You are offline',
  offlineText: 'The menu you see is the one saved on this phone. It updates when you are back online.',
  offlineOrdering:
    'You are offline: ordering and paying need a connection. Your cart is kept until you are back online.',
  updateText: 'A new version of the shop is available.',
  updateButton: 'Reload',
  updateLater: 'Later',
} as const;
