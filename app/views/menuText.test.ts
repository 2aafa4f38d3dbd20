import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { detailProduct } from './detailProduct';
import { gridProduct } from './gridProduct';
import { groupsIn, menuText } from './menuText';

const tea: Product = {
  id: 24,
  name: 'Lemon Tea',
  description: 'Black tea with fresh lemon.',
  name_indonesian: 'Es Teh Lemon',
  description_indonesian: null,
  price: 22000,
  images: null,
  size: 'R,L',
  category_id: 2,
  stock: 10,
  is_dine_in: 1,
  is_home_delivery: 0,
  is_pick_up: 0,
  start_delivery: null,
  end_delivery: null,
  sold_out: false,
};

const sugar = {
  id: 2,
  name: 'Sugar',
  name_indonesian: 'Gula',
  min: 1,
  max: 1,
  choices: [
    { id: 5, name: 'Less sugar', name_indonesian: 'Sedikit gula', price: 0, is_default: false, sold_out: false },
    { id: 6, name: 'Honey', name_indonesian: null, price: 3000, is_default: false, sold_out: false },
  ],
};

describe('the menu in the page’s language', () => {
  it('says the Indonesian text on an Indonesian page, and the English one when the shop gave none', () => {
    expect(menuText('id', 'Lemon Tea', 'Es Teh Lemon')).toBe('Es Teh Lemon');
    expect(menuText('id', 'Black tea', null)).toBe('Black tea');
    expect(menuText('id', 'Black tea', '')).toBe('Black tea');
    expect(menuText('en', 'Lemon Tea', 'Es Teh Lemon')).toBe('Lemon Tea');
  });

  it('names a product’s card and page, and its groups and choices, in the page’s language', () => {
    expect(gridProduct(tea, 'id').name).toBe('Es Teh Lemon');
    expect(gridProduct(tea, 'en').name).toBe('Lemon Tea');
    const page = detailProduct({ ...tea, options: [sugar] }, 'id');
    expect(page).toMatchObject({ name: 'Es Teh Lemon', description: 'Black tea with fresh lemon.' });
    expect(page.options![0]!.name).toBe('Gula');
    expect(page.options![0]!.choices.map((choice) => choice.name)).toEqual(['Sedikit gula', 'Honey']);
    expect(groupsIn('en', [sugar])[0]!.choices[0]!.name).toBe('Less sugar');
  });
});
