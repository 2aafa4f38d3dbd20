import type { CategoryId } from '../../src/domain/categories';
import type { DeliveryMethod } from '../../src/domain/delivery';

/** Shapes of the API's answers (../shared/brief/api-contract.md), as the app reads them. */
export interface Envelope<T> {
  messages: string;
  data: T;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  images: string | null;
  size: string;
  category_id: CategoryId;
  stock: number;
  is_dine_in: number;
  is_home_delivery: number;
  is_pick_up: number;
  start_delivery: string | null;
  end_delivery: string | null;
}

export interface ProductList {
  result: Product[];
  rows: number;
}

export interface LoginAnswer {
  messages: string;
  token: string;
  data: { id: number; role_id: number; email: string };
}

export type OrderStatus = 'new order' | 'paid' | 'done';

export interface OrderLine {
  id: number;
  qty: number;
  size: string;
  price: number;
  product: { id: number; name: string; price: number; images: string | null };
}

export interface OrderDetail {
  id: number;
  status: OrderStatus;
  delivery_method: DeliveryMethod;
  delivery_time: string | null;
  address: string | null;
  customer_phone: string | null;
  payment_method_id: number | null;
  subtotal: number;
  tax_fee: number;
  shipping: number;
  total: number;
  createdAt: string;
  user: { id: number; username: string | null; email: string };
  order_details: OrderLine[];
}

export interface OrderListItem {
  id: number;
  delivery_method: DeliveryMethod;
  status: OrderStatus;
  total: number;
  createdAt: string;
  user: { username: string | null };
}

/** An order the income chart counts: paid (or done) within the period, by when it was paid. */
export interface PaidOrder extends OrderListItem {
  paidAt: string;
}

export interface HistoryLine {
  id: number;
  qty: number;
  size: string;
  price: number;
  status: OrderStatus;
  createdAt: string;
  product: { name: string; price: number; images: string | null };
}

export interface Profile {
  id: number;
  email: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  address: string | null;
  phone_number: string | null;
  gender: 'male' | 'female' | null;
  bod: string | null;
  image: string | null;
  role_id: number;
}

export interface IncomeDay {
  date: string;
  income: number;
  outcome: number;
  orders: number;
}
