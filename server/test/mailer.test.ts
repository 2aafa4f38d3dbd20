import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../adapters/mailer.ts';

let outboxDir: string;
const log = { info: vi.fn(), error: vi.fn() };

beforeEach(async () => {
  outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'coffee-mailer-test-')), 'outbox');
  log.info.mockClear();
  log.error.mockClear();
});
afterEach(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

const mailer = () =>
  createMailer({ outboxDir, from: 'Coffee Shop <shop@coffee.test>', log: log as unknown as FastifyBaseLogger });
const outbox = async () =>
  (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));

describe('a mail written after the answer (deliverLater)', () => {
  it('is written once the current turn is over, and idle() waits until it is in the outbox', async () => {
    const shop = mailer();
    const write = vi.fn(async () => ({ to: 'ayu@coffee.test', subject: 'Your receipt', text: 'Thank you!' }));
    shop.deliverLater(write);
    expect(write).not.toHaveBeenCalled();
    await shop.idle();
    expect(write).toHaveBeenCalledTimes(1);
    const names = await outbox();
    expect(names).toHaveLength(1);
    const eml = await readFile(path.join(outboxDir, names[0]!), 'utf8');
    expect(eml).toContain('To: ayu@coffee.test');
    expect(eml).toContain('Subject: Your receipt');
  });

  it('sends nothing when there is nothing to tell, and logs a mail that could not be written', async () => {
    const shop = mailer();
    shop.deliverLater(async () => null);
    shop.deliverLater(async () => {
      throw new Error('the database went away');
    });
    await shop.idle();
    expect(await outbox()).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
