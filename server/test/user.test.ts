import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import { createAccount, createTestApp, expectError, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  email: 'dewi@shop.test',
  username: 'dewi',
  first_name: 'Dewi',
  last_name: 'Anggraini',
  address: 'Jl. Braga 8, Bandung',
  phone_number: '081377788899',
  gender: 'female',
  bod: '1995-06-01',
};

describe('GET /api/user/detail', () => {
  it('answers the profile fields and never the password hash', async () => {
    const account = await createAccount(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: account.id,
      email: account.email,
      username: null,
      first_name: null,
      last_name: null,
      address: null,
      phone_number: '081234567890',
      gender: null,
      bod: null,
      image: null,
      role_id: 2,
    });
    expect(response.body).not.toContain('argon2');
  });
});

describe('PATCH /api/user/edit-profile', () => {
  it('saves every field and answers the new profile', async () => {
    const account = await createAccount(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-profile',
      headers: account.auth,
      payload: profile,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toBe('Your profile has been updated');
    expect(response.json().data).toMatchObject({ ...profile, id: account.id, role_id: 2 });
    const detail = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth });
    expect(detail.json().data).toMatchObject(profile);
  });

  it('keeps emails unique (409) and lets a user keep their own', async () => {
    const first = await createAccount(t.app);
    const second = await createAccount(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-profile',
      headers: second.auth,
      payload: { ...profile, email: first.email.toUpperCase() },
    });
    expectError(response, 409, 'Email already registered');
    const own = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-profile',
      headers: second.auth,
      payload: { ...profile, email: second.email },
    });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    [{ username: '' }, MESSAGES.profileEmpty],
    [{ address: '   ' }, MESSAGES.profileEmpty],
    [{ gender: 'other' }, MESSAGES.profileEmpty],
    [{ bod: '31-12-1990' }, MESSAGES.profileEmpty],
    [{ phone_number: 'none' }, MESSAGES.profileEmpty],
    [{ email: 'not-an-email' }, MESSAGES.emailFormat],
    [{ first_name: 7 }, MESSAGES.profileEmpty],
  ])('answers 400 for %j and changes nothing', async (change, message) => {
    const account = await createAccount(t.app);
    const before = (await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth })).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-profile',
      headers: account.auth,
      payload: { ...profile, email: account.email, ...change },
    });
    expectError(response, 400, message);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth })).json()).toEqual(
      before,
    );
  });
});
