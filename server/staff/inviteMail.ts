import type { Language } from '../../src/domain/languages.ts';
import type { Mail } from '../adapters/mailer.ts';
import { escapeHtml } from '../http/escapeHtml.ts';

/**
 * The staff invite in the language the admin's app asked in (its Accept-Language header follows the
 * language chosen on the site, docs/product.md "Languages"): the reset link, valid 7 days, once.
 */
export function inviteMail(to: string, firstName: string, link: string, language: Language): Mail {
  const words =
    language === 'id'
      ? {
          subject: 'Kamu diundang jadi staf Coffee Shop',
          hello: `Halo ${firstName},`,
          invited: 'Kamu diundang bergabung sebagai barista di Coffee Shop: antrean, pesanan, dan menu yang habis.',
          open: 'Buka tautan ini dalam 7 hari untuk membuat password-mu:',
          choose: 'Buat password',
          works: '(tautan ini berlaku 7 hari, sekali pakai)',
          then: 'Setelah itu, masuk dengan email ini dan password barumu.',
        }
      : {
          subject: 'You are invited to the Coffee Shop staff',
          hello: `Hello ${firstName},`,
          invited: 'You are invited to join Coffee Shop as a barista: the queue, the orders and what is sold out.',
          open: 'Open this link within 7 days to choose your password:',
          choose: 'Choose your password',
          works: '(the link works for 7 days, once)',
          then: 'Then sign in with this email and your new password.',
        };
  return {
    to,
    subject: words.subject,
    text: `${words.hello}\n\n${words.invited}\n\n${words.open}\n${link}\n\n${words.then}\n`,
    html: `<html lang="${language}"><body><p>${escapeHtml(words.hello)}</p><p>${words.invited}</p><p><a href="${link}">${words.choose}</a> ${words.works}.</p><p>${words.then}</p></body></html>`,
    link,
  };
}
