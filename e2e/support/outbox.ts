import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env';

/** Undoes quoted-printable (soft line breaks and =XX bytes) so links read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest .eml in <DATA_DIR>/outbox addressed to `to`, waiting for the server to write it. */
export async function newestMailTo(to: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
        const mails = await Promise.all(
          names.map(async (name) => {
            const file = path.join(outbox, name);
            return { file, mtime: (await stat(file)).mtimeMs, text: await readFile(file, 'utf8') };
          }),
        );
        const mine = mails
          .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(mail.text))
          .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
        found = mine[0] ? decodeQuotedPrintable(mine[0].text) : '';
        return found.length > 0;
      },
      { message: `a mail to ${to} in ${outbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/** The path of the reset link in a mail: /auth/new-password/<token>. */
export function resetLinkPath(mail: string): string {
  const match = /https?:\/\/[^\s"'<>]*?(\/auth\/new-password\/[A-Za-z0-9_\-.~%]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No /auth/new-password/<token> link in the mail:\n${mail}`);
  return match[1];
}
