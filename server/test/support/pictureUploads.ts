import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { multipart, type Account } from './testApp.ts';

/** An admin adds a product with this picture; answers the product's id and picture path. */
export async function addProductWithPicture(app: App, admin: Account, bytes: Buffer, name = 'Picture Latte') {
  const body = await multipart(
    { name, price: 25000, stock: 5, category_id: 1, size: 'R', is_dine_in: 1 },
    { name: 'latte.png', type: 'image/png', bytes },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ result: { id: number; images: string } }>().result;
}

/** A user sets their profile picture; answers its path. */
export async function setProfilePicture(app: App, user: Account, bytes: Buffer): Promise<string> {
  const body = await multipart({}, { name: 'me.jpg', type: 'image/jpeg', bytes });
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/user/update-image',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { image: string } }>().data.image;
}
