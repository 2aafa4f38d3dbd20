import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_CLASS } from '../../src/components/cardStyles';
import { CartSummary } from '../../src/components/CartSummary';
import { FavouriteProducts } from '../../src/components/FavouriteProducts';
import { OrderSummary } from '../../src/components/OrderSummary';
import { PromoTeaser } from '../../src/components/PromoTeaser';
import { StoreStats } from '../../src/components/StoreStats';
import { favourites } from '../fixtures/landing';
import { sampleCartItems, sampleCartTotals, sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
import type { ComponentGuide } from '../docs/guide';

/** The content cards side by side, each marked so the check below can find its outer box. */
function CardGallery() {
  return (
    <div className="flex flex-col gap-8">
      <div data-card="order summary">
        <OrderSummary lines={sampleOrderLines} totals={sampleOrderTotals} />
      </div>
      <div data-card="cart summary">
        <CartSummary items={sampleCartItems} totals={sampleCartTotals} method="home delivery" onCheckout={() => {}} />
      </div>
      <div data-card="promo teaser">
        <PromoTeaser ctaHref="#offer" />
      </div>
      <div data-card="store stats">
        <StoreStats />
      </div>
      <div data-card="favourite">
        <FavouriteProducts products={favourites.slice(0, 1)} orderHref="/auth/signup" />
      </div>
    </div>
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The one look of every content card (summaries, form panels, landing sections, list rows): start its outer box from CARD_CLASS. Overlays such as dialogs and toasts are not content cards.',
  dos: [
    "Start a card's outer box from CARD_CLASS and add only spacing and layout to it, its padding a step of the card ladder (p-tile, p-summary, p-card, sm:p-panel; Docs/Tokens).",
    'Keep cards side by side or stacked on the page surface.',
  ],
  donts: ["Don't nest a card inside another card.", "Don't add a border or a different shadow or radius to one card."],
  keyboard: [{ key: 'Tab', does: 'Passes over the card itself: only the controls inside it take focus.' }],
  screenReader: [
    {
      part: 'Card',
      role: 'none of its own',
      announced: 'Nothing: the card is a look; its content keeps its own roles (a region, a list).',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Layout/Cards',
  tags: ['status:stable'],
  component: CardGallery,
  parameters: {
    guide,
    docs: {
      description: {
        component:
          'One card style for every content card: the card radius, the surface and the soft shadow, no border (`CARD_CLASS`). Cards are never nested inside other cards.',
      },
    },
  },
} satisfies Meta<typeof CardGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The look every content card shares, read from a probe with the shared class. */
function cardLook(element: Element) {
  const style = getComputedStyle(element);
  return {
    boxShadow: style.boxShadow,
    borderTopWidth: style.borderTopWidth,
    borderTopLeftRadius: style.borderTopLeftRadius,
    backgroundColor: style.backgroundColor,
  };
}

export const OneCardStyle: Story = {
  play: async ({ canvasElement }) => {
    const probe = document.createElement('div');
    probe.className = CARD_CLASS;
    canvasElement.append(probe);
    const expected = cardLook(probe);
    probe.remove();
    const wrappers = canvasElement.querySelectorAll('[data-card]');
    await expect(wrappers).toHaveLength(5);
    for (const wrapper of wrappers) {
      // The favourite's card is the list item; the others are the component's outer box.
      const card =
        wrapper.getAttribute('data-card') === 'favourite' ? wrapper.querySelector('li') : wrapper.firstElementChild;
      await expect({ card: wrapper.getAttribute('data-card'), ...cardLook(card!) }).toEqual({
        card: wrapper.getAttribute('data-card'),
        ...expected,
      });
    }
  },
};
