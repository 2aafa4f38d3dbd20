import { describe, expect, it } from 'vitest';
import type { CartSectionView } from '../../src/screens/CartScreen';
import type { DetailProduct } from '../../src/screens/ProductDetailScreen';
import { withChoiceOffers } from './cartView';

const milk = {
  id: 1,
  name: 'Milk',
  min: 1,
  max: 1,
  choices: [
    { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
    { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: true },
  ],
};
const latte: DetailProduct = {
  id: 1,
  name: 'Caffe Latte',
  description: '',
  price: 30000,
  image: null,
  sizes: ['R', 'L'],
  categoryId: 1,
  stock: 10,
  methods: ['dine in'],
  options: [milk],
};
const section: CartSectionView = {
  method: 'dine in',
  lines: [
    { key: '1:R:11:', productId: 1, name: 'Caffe Latte', image: '', size: 'R', qty: 2, total: 60000, options: [11] },
    { key: '9:R::', productId: 9, name: 'Croissant', image: '', size: 'R', qty: 1, total: 20000 },
  ],
  unavailable: [],
  totals: { subtotal: 80000, taxFee: 8000, shipping: 0, total: 88000 },
};

describe('withChoiceOffers', () => {
  it('gives each line its product as the shop sells it now, sold-out choices and all', () => {
    const [offered] = withChoiceOffers([section], [latte]);
    expect(offered!.lines[0]!.offer).toEqual({ price: 30000, categoryId: 1, sizes: ['R', 'L'], groups: [milk] });
    // A product not read yet offers no change.
    expect(offered!.lines[1]).toEqual(section.lines[1]);
    expect(withChoiceOffers([section], [{ ...latte, options: undefined }])[0]!.lines[0]!.offer!.groups).toEqual([]);
  });
});
