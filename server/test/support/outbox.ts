import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './testApp.ts';

/** The mails in a test server's outbox to one address, each as its subject, plain text and HTML. */
export async function mailsTo(t: TestApp, address: string) {
  await t.app.ctx.mailer.idle();
  const folder = path.join(t.dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return mails.filter((eml) => eml.includes(`To: ${address}`)).map(partsOf);
}

/** A nodemailer .eml's subject, and its text and HTML parts decoded from quoted-printable. */
function partsOf(eml: string) {
  const decoded = (body: string) =>
    Buffer.from(
      body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const part = (type: string) =>
    decoded(
      new RegExp(
        `Content-Type: ${type}; charset=utf-8\\nContent-Transfer-Encoding: quoted-printable\\n\\n([\\s\\S]*?)\\n----`,
      ).exec(eml)?.[1] ?? '',
    );
  return { subject: /^Subject: (.*)$/m.exec(eml)![1]!, text: part('text/plain'), html: part('text/html') };
}
