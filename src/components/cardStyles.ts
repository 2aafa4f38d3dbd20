/**
 * The shop's one card: the card radius, the surface and the soft shadow; no border. Every content
 * card (summaries, forms' panels, the landing's sections, list rows) starts from it. Overlays
 * (dialogs, toasts) float higher with the card shadow; they are not content cards.
 */
export const CARD_CLASS = 'rounded-card bg-surface shadow-soft';
