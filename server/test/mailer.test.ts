import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
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

describe('the mail thread', () => {
  it('writes every mail of a burst, and idle() waits for the last', async () => {
    const shop = mailer();
    for (let i = 0; i < 40; i++) {
      shop.deliverLater(async () => ({ to: `guest${i}@coffee.test`, subject: `Receipt ${i}`, text: 'Thank you!' }));
    }
    await shop.idle();
    const names = await outbox();
    expect(names).toHaveLength(40);
    const recipients = await Promise.all(
      names.map(async (name) => /^To: (.*)$/m.exec(await readFile(path.join(outboxDir, name), 'utf8'))?.[1]),
    );
    expect(new Set(recipients).size).toBe(40);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'guest0@coffee.test', file: expect.stringContaining(outboxDir) }),
      'mail written to the outbox',
    );
  });

  it('logs a mail it could not write and goes on writing the next', async () => {
    // The outbox's place taken by a file: the folder cannot be made.
    await writeFile(path.join(path.dirname(outboxDir), 'blocked'), 'not a folder');
    const blocked = createMailer({
      outboxDir: path.join(path.dirname(outboxDir), 'blocked'),
      from: 'Coffee Shop <shop@coffee.test>',
      log: log as unknown as FastifyBaseLogger,
    });
    blocked.deliver({ to: 'ayu@coffee.test', subject: 'Lost', text: 'Never written' });
    await blocked.idle();
    expect(log.error).toHaveBeenCalledTimes(1);
    const shop = mailer();
    shop.deliver({ to: 'ayu@coffee.test', subject: 'Found', text: 'Written' });
    await shop.idle();
    expect(await outbox()).toHaveLength(1);
  });

  it('sends through an SMTP server when one is set', async () => {
    // A minimal SMTP server on this machine, speaking the protocol's plain commands (RFC 5321).
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let message = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        if (data) {
          message += chunk.toString();
          if (message.endsWith('\r\n.\r\n')) {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          }
          return;
        }
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const shop = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir,
        from: 'Coffee Shop <shop@coffee.test>',
        log: log as unknown as FastifyBaseLogger,
      });
      expect(shop.mode).toBe('smtp');
      shop.deliver({ to: 'rina@coffee.test', subject: 'Your receipt', text: 'Terima kasih!' });
      await shop.idle();
      expect(log.error).not.toHaveBeenCalled();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: rina@coffee.test');
      expect(received[0]).toContain('Subject: Your receipt');
      expect(await outbox()).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
