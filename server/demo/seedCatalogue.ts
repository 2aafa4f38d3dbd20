import type { CategoryId } from '../../src/domain/categories.ts';
import type { DeliveryMethod } from '../../src/domain/delivery.ts';

/** How a product's picture is drawn (see productArt.ts). */
export type ArtKind =
  | 'cup'
  | 'glass'
  | 'croissant'
  | 'sandwich'
  | 'cake'
  | 'donut'
  | 'cookie'
  | 'rice'
  | 'noodles'
  | 'toast'
  | 'muffin'
  | 'waffle'
  | 'salad'
  | 'pancake'
  | 'pasta';

/** Colours of one picture: background, the drink or food itself, and its topping or garnish. */
export interface ArtPalette {
  background: [string, string];
  main: string;
  /** Second layer: milk, foam, glaze, filling. */
  accent: string;
  /** Garnish, drizzle, sprinkles, fruit. */
  garnish: string;
  /** Cups and glasses: the foam pattern, ice, a straw, boba, cream or a fruit slice. */
  extras?: ('heart' | 'crema' | 'ice' | 'straw' | 'boba' | 'cream' | 'slice' | 'drizzle' | 'steam' | 'layers')[];
}

export interface SeedProduct {
  name: string;
  description: string;
  /** The name an Indonesian menu prints: translated where an Indonesian shop would (Es Teh Lemon), else the same. */
  nameIndonesian: string;
  /** The description in Bahasa Indonesia, as the shop speaks to a customer (docs: Storybook's content guide). */
  descriptionIndonesian: string;
  price: number;
  category: CategoryId;
  sizes: string;
  stock: number;
  method: DeliveryMethod;
  art: ArtKind;
  palette: ArtPalette;
}

const warm: [string, string] = ['#F6E7D7', '#E8C9A7'];
const cream: [string, string] = ['#FBF3E4', '#EED9B7'];
const mint: [string, string] = ['#E4F3EA', '#BFE0CB'];
const blush: [string, string] = ['#FCE8EC', '#F2C2CC'];
const sky: [string, string] = ['#E3F0FA', '#B9D7EE'];
const sun: [string, string] = ['#FFF4D6', '#F8D98B'];
const lilac: [string, string] = ['#EFE6F7', '#D2C0E8'];

/** The demo menu: real-looking names, prices in rupiah and a picture recipe for each. */
export const SEED_CATALOGUE: SeedProduct[] = [
  // Coffee
  {
    name: 'Espresso',
    description:
      'A short, intense shot pulled from our house blend of Gayo and Toraja beans, with a thick hazelnut crema.',
    nameIndonesian: 'Espresso',
    descriptionIndonesian:
      'Satu shot pendek dan pekat dari racikan biji Gayo dan Toraja kami, dengan crema tebal berwarna hazelnut.',
    price: 18000,
    category: 1,
    sizes: 'R,L',
    stock: 120,
    method: 'dine in',
    art: 'cup',
    palette: { background: warm, main: '#3B1F12', accent: '#B7773F', garnish: '#FFFFFF', extras: ['crema', 'steam'] },
  },
  {
    name: 'Americano',
    description: 'Two shots of espresso topped with hot water: clean, bright and long.',
    nameIndonesian: 'Americano',
    descriptionIndonesian: 'Dua shot espresso ditambah air panas: bersih, segar, dan pas buat dinikmati pelan-pelan.',
    price: 22000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 150,
    method: 'take away',
    art: 'cup',
    palette: { background: cream, main: '#2A150B', accent: '#6B3A1E', garnish: '#1F6E8C', extras: ['steam'] },
  },
  {
    name: 'Cappuccino',
    description: 'Espresso under a deep cap of velvety milk foam, dusted with cocoa.',
    nameIndonesian: 'Cappuccino',
    descriptionIndonesian: 'Espresso di bawah busa susu yang tebal dan lembut, ditaburi bubuk cokelat.',
    price: 28000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 90,
    method: 'dine in',
    art: 'cup',
    palette: { background: warm, main: '#C89B6D', accent: '#F5E6D3', garnish: '#C0392B', extras: ['heart', 'steam'] },
  },
  {
    name: 'Caffe Latte',
    description: 'Espresso with plenty of steamed milk and a thin layer of microfoam, poured as a rosetta.',
    nameIndonesian: 'Caffe Latte',
    descriptionIndonesian:
      'Espresso dengan banyak susu panas dan lapisan tipis busa halus, dituang jadi motif rosetta.',
    price: 30000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 140,
    method: 'home delivery',
    art: 'cup',
    palette: { background: sky, main: '#B98457', accent: '#F7EBDD', garnish: '#2E6FA7', extras: ['heart', 'steam'] },
  },
  {
    name: 'Flat White',
    description: 'A double ristretto with a small pour of silky milk: stronger than a latte, smoother than a cortado.',
    nameIndonesian: 'Flat White',
    descriptionIndonesian:
      'Double ristretto dengan sedikit susu yang lembut: lebih kuat dari latte, lebih halus dari cortado.',
    price: 32000,
    category: 1,
    sizes: 'R,L',
    stock: 70,
    method: 'dine in',
    art: 'cup',
    palette: { background: cream, main: '#A86F43', accent: '#F3E2CF', garnish: '#2D2D2D', extras: ['heart'] },
  },
  {
    name: 'Caramel Macchiato',
    description: 'Vanilla milk marked with espresso and finished with a crosshatch of caramel sauce.',
    nameIndonesian: 'Caramel Macchiato',
    descriptionIndonesian: 'Susu vanila yang ditandai espresso, lalu disiram saus karamel bermotif silang.',
    price: 36000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 110,
    method: 'take away',
    art: 'glass',
    palette: {
      background: sun,
      main: '#D9A066',
      accent: '#F6E7CF',
      garnish: '#A85A1E',
      extras: ['layers', 'drizzle', 'ice', 'straw'],
    },
  },
  {
    name: 'Mocha',
    description: 'Espresso, dark chocolate and steamed milk under whipped cream and chocolate shavings.',
    nameIndonesian: 'Mocha',
    descriptionIndonesian: 'Espresso, cokelat hitam, dan susu panas, ditutup krim kocok dan serutan cokelat.',
    price: 34000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 85,
    method: 'home delivery',
    art: 'cup',
    palette: { background: warm, main: '#5A3220', accent: '#FFFDF8', garnish: '#3B1F12', extras: ['cream', 'steam'] },
  },
  {
    name: 'Vanilla Latte',
    description: 'Our latte with Madagascar vanilla syrup, sweet and mellow.',
    nameIndonesian: 'Vanilla Latte',
    descriptionIndonesian: 'Latte kami dengan sirup vanila Madagaskar, manis dan lembut.',
    price: 33000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 100,
    method: 'dine in',
    art: 'cup',
    palette: { background: lilac, main: '#C49A6C', accent: '#FBF1E3', garnish: '#7A5AA6', extras: ['heart', 'steam'] },
  },
  {
    name: 'Hazelnut Latte',
    description: 'Espresso, roasted hazelnut syrup and steamed milk: nutty, warm and comforting.',
    nameIndonesian: 'Hazelnut Latte',
    descriptionIndonesian: 'Espresso, sirup hazelnut panggang, dan susu panas: gurih, hangat, dan bikin nyaman.',
    price: 33000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 95,
    method: 'take away',
    art: 'cup',
    palette: { background: cream, main: '#A0693F', accent: '#F2DFC8', garnish: '#6B8E23', extras: ['heart', 'steam'] },
  },
  {
    name: 'Kopi Susu Gula Aren',
    description: 'Iced espresso with fresh milk and palm sugar syrup, the Jakarta favourite.',
    nameIndonesian: 'Es Kopi Susu Gula Aren',
    descriptionIndonesian: 'Espresso dingin dengan susu segar dan sirup gula aren, favoritnya orang Jakarta.',
    price: 25000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 200,
    method: 'home delivery',
    art: 'glass',
    palette: {
      background: warm,
      main: '#8C5A36',
      accent: '#EFDCC5',
      garnish: '#4A2A17',
      extras: ['layers', 'ice', 'straw'],
    },
  },
  {
    name: 'Affogato',
    description: 'A scoop of vanilla gelato drowned in a hot shot of espresso.',
    nameIndonesian: 'Affogato',
    descriptionIndonesian: 'Satu skop gelato vanila yang disiram satu shot espresso panas.',
    price: 35000,
    category: 1,
    sizes: 'R,L',
    stock: 60,
    method: 'dine in',
    art: 'cup',
    palette: { background: blush, main: '#4A2716', accent: '#FFF8EC', garnish: '#C26A3D', extras: ['cream'] },
  },
  {
    name: 'Cold Brew',
    description: 'Steeped cold for eighteen hours: low in acid, naturally sweet, served over ice.',
    nameIndonesian: 'Cold Brew',
    descriptionIndonesian: 'Diseduh dingin selama delapan belas jam: rendah asam, manis alami, disajikan dengan es.',
    price: 30000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 130,
    method: 'take away',
    art: 'glass',
    palette: { background: sky, main: '#3D2314', accent: '#6E4026', garnish: '#F2F2F2', extras: ['ice', 'straw'] },
  },
  {
    name: 'Vietnamese Iced Coffee',
    description: 'Dark-roast phin coffee over sweetened condensed milk and crushed ice.',
    nameIndonesian: 'Es Kopi Vietnam',
    descriptionIndonesian: 'Kopi phin sangrai gelap di atas susu kental manis dan es serut.',
    price: 27000,
    category: 1,
    sizes: 'R,L,XL',
    stock: 90,
    method: 'home delivery',
    art: 'glass',
    palette: {
      background: sun,
      main: '#4B2B19',
      accent: '#F4E3C3',
      garnish: '#D94F30',
      extras: ['layers', 'ice', 'straw'],
    },
  },

  // Non-coffee
  {
    name: 'Matcha Latte',
    description: 'Ceremonial-grade Uji matcha whisked and topped with steamed milk.',
    nameIndonesian: 'Matcha Latte',
    descriptionIndonesian: 'Matcha Uji kualitas terbaik yang dikocok, lalu ditambah susu panas.',
    price: 32000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 110,
    method: 'dine in',
    art: 'cup',
    palette: { background: mint, main: '#7FA65A', accent: '#E8F0DA', garnish: '#3E6B2E', extras: ['heart', 'steam'] },
  },
  {
    name: 'Iced Matcha Latte',
    description: 'Matcha over cold milk and ice, layered so you can watch it swirl.',
    nameIndonesian: 'Es Matcha Latte',
    descriptionIndonesian: 'Matcha di atas susu dingin dan es, berlapis supaya kamu bisa lihat warnanya berputar.',
    price: 33000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 95,
    method: 'take away',
    art: 'glass',
    palette: {
      background: mint,
      main: '#86B05F',
      accent: '#F2F7EA',
      garnish: '#2F5E2A',
      extras: ['layers', 'ice', 'straw'],
    },
  },
  {
    name: 'Chocolate Frappe',
    description: 'Belgian chocolate blended with milk and ice under whipped cream and chocolate drizzle.',
    nameIndonesian: 'Frappe Cokelat',
    descriptionIndonesian: 'Cokelat Belgia diblender dengan susu dan es, ditutup krim kocok dan saus cokelat.',
    price: 35000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 80,
    method: 'home delivery',
    art: 'glass',
    palette: {
      background: warm,
      main: '#6B3E26',
      accent: '#FFFFFF',
      garnish: '#3A1E10',
      extras: ['cream', 'drizzle', 'straw'],
    },
  },
  {
    name: 'Red Velvet Latte',
    description: 'Cocoa and red velvet with steamed milk and a cream cheese foam.',
    nameIndonesian: 'Red Velvet Latte',
    descriptionIndonesian: 'Kakao dan red velvet dengan susu panas dan busa cream cheese.',
    price: 30000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 75,
    method: 'dine in',
    art: 'cup',
    palette: { background: blush, main: '#B3263A', accent: '#FBEFF1', garnish: '#7A1424', extras: ['heart', 'steam'] },
  },
  {
    name: 'Taro Boba Milk Tea',
    description: 'Creamy taro milk tea with brown sugar tapioca pearls.',
    nameIndonesian: 'Teh Susu Taro Boba',
    descriptionIndonesian: 'Teh susu taro yang creamy dengan boba gula merah.',
    price: 28000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 120,
    method: 'take away',
    art: 'glass',
    palette: {
      background: lilac,
      main: '#B59AD6',
      accent: '#EDE3F7',
      garnish: '#3B2418',
      extras: ['boba', 'ice', 'straw'],
    },
  },
  {
    name: 'Strawberry Milkshake',
    description: 'Fresh Lembang strawberries blended with vanilla ice cream and milk.',
    nameIndonesian: 'Milkshake Stroberi',
    descriptionIndonesian: 'Stroberi segar dari Lembang diblender dengan es krim vanila dan susu.',
    price: 32000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 70,
    method: 'home delivery',
    art: 'glass',
    palette: {
      background: blush,
      main: '#F08FA3',
      accent: '#FFFFFF',
      garnish: '#D7263D',
      extras: ['cream', 'straw', 'slice'],
    },
  },
  {
    name: 'Lemon Tea',
    description: 'Black tea brewed fresh, shaken with lemon juice and a little cane sugar.',
    nameIndonesian: 'Es Teh Lemon',
    descriptionIndonesian: 'Teh hitam yang diseduh segar, dikocok dengan perasan lemon dan sedikit gula tebu.',
    price: 20000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 160,
    method: 'take away',
    art: 'glass',
    palette: {
      background: sun,
      main: '#D98E2B',
      accent: '#F4C26B',
      garnish: '#F7E04B',
      extras: ['ice', 'slice', 'straw'],
    },
  },
  {
    name: 'Lychee Iced Tea',
    description: 'Jasmine tea with lychee syrup and whole lychees.',
    nameIndonesian: 'Es Teh Leci',
    descriptionIndonesian: 'Teh melati dengan sirup leci dan buah leci utuh.',
    price: 24000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 140,
    method: 'dine in',
    art: 'glass',
    palette: {
      background: blush,
      main: '#F3C1B8',
      accent: '#FBE3DD',
      garnish: '#FFFFFF',
      extras: ['ice', 'straw', 'boba'],
    },
  },
  {
    name: 'Mango Smoothie',
    description: 'Harum manis mango, yoghurt and a touch of honey, blended thick.',
    nameIndonesian: 'Smoothie Mangga',
    descriptionIndonesian: 'Mangga harum manis, yoghurt, dan sedikit madu, diblender sampai kental.',
    price: 30000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 65,
    method: 'home delivery',
    art: 'glass',
    palette: {
      background: sun,
      main: '#F5A623',
      accent: '#FFD27A',
      garnish: '#E85D04',
      extras: ['cream', 'straw', 'slice'],
    },
  },
  {
    name: 'Thai Tea',
    description: 'Strong spiced Thai black tea with evaporated milk over ice.',
    nameIndonesian: 'Thai Tea',
    descriptionIndonesian: 'Teh hitam Thailand yang kuat dan berempah, dengan susu evaporasi dan es.',
    price: 24000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 150,
    method: 'take away',
    art: 'glass',
    palette: {
      background: warm,
      main: '#E07B39',
      accent: '#F6D7B8',
      garnish: '#9C4A1A',
      extras: ['layers', 'ice', 'straw'],
    },
  },
  {
    name: 'Chai Latte',
    description: 'Black tea simmered with cinnamon, cardamom, clove and ginger, topped with steamed milk.',
    nameIndonesian: 'Chai Latte',
    descriptionIndonesian:
      'Teh hitam yang direbus dengan kayu manis, kapulaga, cengkih, dan jahe, lalu ditambah susu panas.',
    price: 30000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 85,
    method: 'dine in',
    art: 'cup',
    palette: { background: cream, main: '#C08552', accent: '#F3E1CB', garnish: '#8B4513', extras: ['heart', 'steam'] },
  },
  {
    name: 'Hot Chocolate',
    description: 'Dark Javanese chocolate melted into whole milk, with marshmallow cream.',
    nameIndonesian: 'Cokelat Panas',
    descriptionIndonesian: 'Cokelat Jawa pekat yang dilelehkan dalam susu full cream, dengan krim marshmallow.',
    price: 28000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 90,
    method: 'home delivery',
    art: 'cup',
    palette: { background: warm, main: '#4E2A1B', accent: '#FFF9F2', garnish: '#2B150B', extras: ['cream', 'steam'] },
  },
  {
    name: 'Peach Iced Tea',
    description: 'Cold-brewed black tea with white peach purée and mint.',
    nameIndonesian: 'Es Teh Persik',
    descriptionIndonesian: 'Teh hitam seduh dingin dengan puree persik putih dan daun mint.',
    price: 24000,
    category: 2,
    sizes: 'R,L,XL',
    stock: 130,
    method: 'take away',
    art: 'glass',
    palette: {
      background: blush,
      main: '#F4A582',
      accent: '#FBD3BF',
      garnish: '#4CAF50',
      extras: ['ice', 'slice', 'straw'],
    },
  },

  // Foods
  {
    name: 'Butter Croissant',
    description: 'Laminated by hand with French butter and baked every morning: flaky outside, soft inside.',
    nameIndonesian: 'Croissant Mentega',
    descriptionIndonesian:
      'Dilipat dengan tangan pakai mentega Prancis dan dipanggang tiap pagi: renyah di luar, lembut di dalam.',
    price: 25000,
    category: 3,
    sizes: '250,300,500',
    stock: 60,
    method: 'dine in',
    art: 'croissant',
    palette: { background: sun, main: '#D9963B', accent: '#F3C26B', garnish: '#8A4F16' },
  },
  {
    name: 'Chicken Sandwich',
    description: 'Grilled chicken, lettuce, tomato and cheddar on toasted sourdough.',
    nameIndonesian: 'Sandwich Ayam',
    descriptionIndonesian: 'Ayam panggang, selada, tomat, dan keju cheddar di roti sourdough panggang.',
    price: 38000,
    category: 3,
    sizes: '250,300,500',
    stock: 40,
    method: 'take away',
    art: 'sandwich',
    palette: { background: mint, main: '#E8C48A', accent: '#6DBE45', garnish: '#E63946' },
  },
  {
    name: 'Chocolate Cake',
    description: 'Three layers of moist chocolate sponge with dark ganache and a cherry on top.',
    nameIndonesian: 'Kue Cokelat',
    descriptionIndonesian: 'Tiga lapis bolu cokelat yang lembap dengan ganache cokelat hitam dan ceri di atasnya.',
    price: 35000,
    category: 3,
    sizes: '250,300,500',
    stock: 30,
    method: 'dine in',
    art: 'cake',
    palette: { background: blush, main: '#5B3222', accent: '#3A1D12', garnish: '#C1121F' },
  },
  {
    name: 'New York Cheesecake',
    description: 'Dense, creamy baked cheesecake on a buttery biscuit base with strawberry sauce.',
    nameIndonesian: 'New York Cheesecake',
    descriptionIndonesian:
      'Cheesecake panggang yang padat dan creamy di atas dasar biskuit mentega, dengan saus stroberi.',
    price: 38000,
    category: 3,
    sizes: '250,300',
    stock: 25,
    method: 'home delivery',
    art: 'cake',
    palette: { background: cream, main: '#F6E3B4', accent: '#C9894A', garnish: '#D62839' },
  },
  {
    name: 'Glazed Donut',
    description: 'A yeast-raised donut dipped in pink strawberry glaze and rainbow sprinkles.',
    nameIndonesian: 'Donat Glaze Stroberi',
    descriptionIndonesian: 'Donat ragi yang dicelup glaze stroberi merah muda dan ditaburi meses warna-warni.',
    price: 18000,
    category: 3,
    sizes: '250,300,500',
    stock: 80,
    method: 'take away',
    art: 'donut',
    palette: { background: sky, main: '#E0A458', accent: '#F7A1C4', garnish: '#FFFFFF' },
  },
  {
    name: 'Chocolate Chip Cookies',
    description: 'Brown butter cookies packed with dark chocolate chunks and a pinch of sea salt.',
    nameIndonesian: 'Cookies Choco Chip',
    descriptionIndonesian: 'Cookies brown butter yang penuh potongan cokelat hitam dan sejumput garam laut.',
    price: 20000,
    category: 3,
    sizes: '250,300,500',
    stock: 100,
    method: 'home delivery',
    art: 'cookie',
    palette: { background: warm, main: '#C98B4B', accent: '#A86B32', garnish: '#3B1F12' },
  },
  {
    name: 'Nasi Goreng Kampung',
    description: 'Wok-fried rice with sweet soy, shallots and chilli, crowned with a sunny-side-up egg.',
    nameIndonesian: 'Nasi Goreng Kampung',
    descriptionIndonesian: 'Nasi goreng wajan dengan kecap manis, bawang merah, dan cabai, ditutup telur mata sapi.',
    price: 42000,
    category: 3,
    sizes: '250,300,500',
    stock: 45,
    method: 'dine in',
    art: 'rice',
    palette: { background: sun, main: '#C8783A', accent: '#FFFFFF', garnish: '#F4B400' },
  },
  {
    name: 'Mie Goreng Jawa',
    description: 'Javanese fried noodles with chicken, cabbage, egg and crispy shallots.',
    nameIndonesian: 'Mie Goreng Jawa',
    descriptionIndonesian: 'Mie goreng khas Jawa dengan ayam, kol, telur, dan bawang goreng yang renyah.',
    price: 40000,
    category: 3,
    sizes: '250,300,500',
    stock: 45,
    method: 'home delivery',
    art: 'noodles',
    palette: { background: warm, main: '#D9A441', accent: '#5FA343', garnish: '#E76F51' },
  },
  {
    name: 'Kaya Butter Toast',
    description: 'Charcoal-toasted bread with pandan coconut jam and a thick slice of cold butter.',
    nameIndonesian: 'Roti Bakar Srikaya Mentega',
    descriptionIndonesian: 'Roti bakar arang dengan selai srikaya pandan dan sepotong tebal mentega dingin.',
    price: 22000,
    category: 3,
    sizes: '250,300',
    stock: 70,
    method: 'dine in',
    art: 'toast',
    palette: { background: mint, main: '#E3B268', accent: '#8DB255', garnish: '#FFF3B0' },
  },
  {
    name: 'Blueberry Muffin',
    description: 'A tall, tender muffin bursting with blueberries under a crunchy crumble.',
    nameIndonesian: 'Muffin Blueberry',
    descriptionIndonesian: 'Muffin tinggi yang lembut dan penuh blueberry, dengan crumble renyah di atasnya.',
    price: 22000,
    category: 3,
    sizes: '250,300,500',
    stock: 55,
    method: 'take away',
    art: 'muffin',
    palette: { background: lilac, main: '#D8A25E', accent: '#6C8EBF', garnish: '#3D348B' },
  },
  {
    name: 'Belgian Waffle',
    description: 'Crisp Belgian waffle with fresh berries, whipped cream and maple syrup.',
    nameIndonesian: 'Wafel Belgia',
    descriptionIndonesian: 'Wafel Belgia yang renyah dengan buah beri segar, krim kocok, dan sirup maple.',
    price: 36000,
    category: 3,
    sizes: '250,300,500',
    stock: 35,
    method: 'dine in',
    art: 'waffle',
    palette: { background: blush, main: '#E1A95F', accent: '#FFFFFF', garnish: '#C9184A' },
  },
  {
    name: 'Chicken Caesar Salad',
    description: 'Romaine, grilled chicken, parmesan, croutons and our anchovy Caesar dressing.',
    nameIndonesian: 'Salad Caesar Ayam',
    descriptionIndonesian: 'Selada romaine, ayam panggang, parmesan, crouton, dan saus Caesar ikan teri racikan kami.',
    price: 45000,
    category: 3,
    sizes: '250,300,500',
    stock: 30,
    method: 'home delivery',
    art: 'salad',
    palette: { background: mint, main: '#5DAA44', accent: '#E9C46A', garnish: '#E63946' },
  },
  {
    name: 'Pancake Stack',
    description: 'Three fluffy buttermilk pancakes with butter, maple syrup and strawberries.',
    nameIndonesian: 'Pancake Susun',
    descriptionIndonesian: 'Tiga pancake buttermilk yang empuk dengan mentega, sirup maple, dan stroberi.',
    price: 34000,
    category: 3,
    sizes: '250,300,500',
    stock: 40,
    method: 'take away',
    art: 'pancake',
    palette: { background: sun, main: '#E5B16A', accent: '#A0522D', garnish: '#D62828' },
  },
  {
    name: 'Spaghetti Carbonara',
    description: 'Spaghetti tossed with egg yolk, pecorino, black pepper and crispy beef bacon.',
    nameIndonesian: 'Spaghetti Carbonara',
    descriptionIndonesian: 'Spageti diaduk dengan kuning telur, pecorino, lada hitam, dan beef bacon yang renyah.',
    price: 44000,
    category: 3,
    sizes: '250,300,500',
    stock: 35,
    method: 'dine in',
    art: 'pasta',
    palette: { background: cream, main: '#F1D38A', accent: '#B5542F', garnish: '#2D6A4F' },
  },
];

/** What does not travel: an espresso's crema and an affogato's ice cream are served here or carried out, never delivered. */
const NOT_DELIVERED = new Set(['Espresso', 'Affogato']);

/**
 * The ways a demo product is sold, as a real shop sells them: to stay, to go and delivered, except
 * what does not travel. Every product is sold for its own `method` (the demo orders' way).
 */
export function offeredMethods(product: SeedProduct): DeliveryMethod[] {
  return NOT_DELIVERED.has(product.name) ? ['dine in', 'take away'] : ['dine in', 'home delivery', 'take away'];
}

/**
 * A product's own hours, the times of day a later order may be for: the counter's day for what is
 * carried out, the delivery window for what is only delivered (the shop's own window, Monday to
 * Friday 13:00–19:00, still applies to delivery).
 */
export function seedDeliveryHours(methods: readonly DeliveryMethod[]): { start: string | null; end: string | null } {
  if (methods.includes('take away')) return { start: '07:00', end: '21:00' };
  if (methods.includes('home delivery')) return { start: '13:00', end: '19:00' };
  return { start: null, end: null };
}
