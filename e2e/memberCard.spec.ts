import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../scripts/findChromium';
import { MEMBER_CARD_MINIMUM } from '../src/domain/limits';
import { apiLogin, bearer, findProduct, paidOrder, uniqueEmail, type Account, type Session } from './support/api';
import { newestMailTo, resetLinkPath } from './support/outbox';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { qrPng, smallPng } from './support/files';

/** docs/product.md#staff: the counter's tablet in landscape. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** Gives the customer the first name the counter calls out. */
async function nameCustomer(request: APIRequestContext, customer: Account, firstName: string) {
  const response = await request.patch('/api/user/edit-profile', {
    headers: bearer(customer.token),
    data: {
      email: customer.email,
      username: `member${Date.now().toString(36)}`,
      first_name: firstName,
      last_name: 'Sari',
      address: 'Jl. Melati 12, Bandung',
      phone_number: '081277776666',
      gender: 'female',
      bod: '1996-04-12',
    },
  });
  expect(response.status(), `edit profile: ${await response.text()}`).toBe(200);
}

/** The customer's card, issued by a paid order of IDR 200.000 or more (docs/product.md, "Member card"). */
async function cardOf(request: APIRequestContext, customer: Account) {
  const cappuccino = await findProduct(request, 'Cappuccino');
  const qty = Math.ceil(MEMBER_CARD_MINIMUM / cappuccino.price);
  await paidOrder(request, customer, [{ product_id: cappuccino.id, qty, size: 'R' }]);
  const response = await request.get('/api/user/member-card', { headers: bearer(customer.token) });
  expect(response.status(), `member card: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: { number: string; points: number } }).data;
}

test.use({ viewport: TABLET_LANDSCAPE });

test('the counter looks up a member card by its typed number and by a picture of its QR code', async ({
  page,
  request,
  admin,
  customer,
}) => {
  await nameCustomer(request, customer, 'Melati');
  const card = await cardOf(request, customer);
  expect(card.points).toBeGreaterThan(0);

  await signIn(page, admin);
  await page.goto('/admin/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member card', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/member-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member card' })).toBeVisible();
  await expect(page).toHaveTitle('Member card · Coffee Shop');

  // Typed as read aloud: lower case, in groups of four.
  const typed = card.number.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
  await page.getByLabel('Card number').fill(typed);
  await page.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('status', { name: 'Look-up result' });
  await expect(result).toContainText('Melati');
  await expect(result).toContainText(new RegExp(`${card.points}\\s*points`));

  // A number no card has (well formed: the card alphabet, twelve long).
  const unknown = card.number.startsWith('2') ? '3333 3333 3333' : '2222 2222 2222';
  await page.getByLabel('Card number').fill(unknown);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(result).toContainText(`No card has the number ${unknown}.`);

  // A picture of the card's QR code: the number is read, put in the field, and looked up.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a picture' }).click();
  await (await chooser).setFiles(await qrPng(card.number));
  await expect(result).toContainText('Melati');
  await expect(result).toContainText(new RegExp(`${card.points}\\s*points`));
  await expect(page.getByLabel('Card number')).toHaveValue(card.number);

  // A picture with no code in it says so.
  const another = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a picture' }).click();
  await (await another).setFiles(await smallPng());
  await expect(result).toContainText('No QR code could be read in that picture.');
});

/** A barista of the shop: invited by the owner, their password chosen from the invite's link (setup through the API). */
async function barista(request: APIRequestContext, admin: Account): Promise<Session> {
  const email = uniqueEmail('barista');
  const invite = await request.post('/api/users/staff/invite', {
    headers: bearer(admin.token),
    data: { email, first_name: 'Wulan' },
  });
  expect(invite.status(), `invite: ${await invite.text()}`).toBeLessThan(300);
  const token = resetLinkPath(await newestMailTo(email))
    .split('/')
    .pop()!;
  const reset = await request.post(`/api/auth/forgot-password/new-password/${token}`, {
    data: { password: 'barista-pass-1', repeat_password: 'barista-pass-1' },
  });
  expect(reset.status(), `new password: ${await reset.text()}`).toBe(200);
  return apiLogin(request, { email, password: 'barista-pass-1' });
}

/**
 * A picture as a camera would send it: the Y4M stream Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`), one 4:2:0 frame of the picture centred on white.
 */
async function cameraFile(png: Buffer): Promise<string> {
  const [width, height] = [640, 480];
  const { data } = await sharp(png)
    .resize({ width: 400, height: 400, fit: 'contain', background: '#ffffff' })
    .extend({ top: 40, bottom: 40, left: 120, right: 120, background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const [r, g, b] = [data[index * 3]!, data[index * 3 + 1]!, data[index * 3 + 2]!];
    luma[index] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  // Grey has no colour: both chroma planes sit at their middle.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'camera-')), 'card.y4m');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
  return file;
}

test('a barista scans the QR on a customer’s phone with the tablet’s camera', async ({
  request,
  admin,
  customer,
  baseURL,
}) => {
  await nameCustomer(request, customer, 'Kenanga');
  const card = await cardOf(request, customer);
  const staff = await barista(request, admin);
  // The tablet's camera sees the customer's phone: the picture of the card's QR code, as the profile draws it.
  const camera = await chromium.launch({
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${await cameraFile((await qrPng(card.number)).buffer)}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL, viewport: TABLET_LANDSCAPE, permissions: ['camera'] });
    const page = await context.newPage();
    await signIn(page, staff);
    await page.goto('/admin/member-card');
    await page.getByRole('button', { name: 'Scan the QR code' }).click();
    const result = page.getByRole('status', { name: 'Look-up result' });
    await expect(result).toContainText('Kenanga');
    await expect(result).toContainText(new RegExp(`${card.points}\\s*points`));
    await expect(page.getByLabel('Card number')).toHaveValue(card.number);
  } finally {
    await camera.close();
  }
});
