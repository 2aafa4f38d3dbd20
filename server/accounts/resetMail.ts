import type { Language } from '../../src/domain/languages.ts';
import type { Mail } from '../adapters/mailer.ts';

/**
 * The reset mail in the customer's language: the language the app asked in (its Accept-Language
 * header follows the language the customer chose on the site, docs/product.md "Languages").
 */
export function resetMail(to: string, link: string, language: Language): Mail {
  const words =
    language === 'id'
      ? {
          subject: 'Atur ulang password Coffee Shop-mu',
          asked: 'Ada yang meminta untuk mengatur ulang password akun Coffee Shop-mu.',
          open: 'Buka tautan ini dalam 30 menit untuk membuat password baru:',
          choose: 'Buat password baru',
          works: '(tautan ini berlaku 30 menit, sekali pakai)',
          notYou: 'Kalau itu bukan kamu, abaikan email ini: password-mu tetap sama.',
        }
      : {
          subject: 'Reset your Coffee Shop password',
          asked: 'Someone asked to reset the password of your Coffee Shop account.',
          open: 'Open this link within 30 minutes to choose a new one:',
          choose: 'Choose a new password',
          works: '(the link works for 30 minutes, once)',
          notYou: 'If it was not you, ignore this mail: your password stays as it is.',
        };
  return {
    to,
    subject: words.subject,
    text: `${words.asked}\n\n${words.open}\n${link}\n\n${words.notYou}\n`,
    html: `<html lang="${language}"><body><p>${words.asked}</p><p><a href="${link}">${words.choose}</a> ${words.works}.</p><p>${words.notYou}</p></body></html>`,
    link,
  };
}
