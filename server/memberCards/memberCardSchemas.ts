import { z } from 'zod';
import { CARD_NUMBER_LENGTH } from '../../src/domain/memberCard.ts';

/** One change of a card's points, as the profile's ledger lists it. */
const ledgerRow = z
  .object({
    kind: z
      .enum(['earned', 'redeemed', 'reversed', 'returned'])
      .describe(
        'earned: a paid order; redeemed: a free drink; reversed: a cancelled or refunded order; returned: its free drink’s points back',
      ),
    points: z.number().int().describe('Signed: earned and returned add, redeemed and reversed take away'),
    order_id: z.number().int(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'MemberPoints' });

/** `GET user/member-card`'s data: the owner's card. */
export const memberCardSchema = z
  .object({
    number: z.string().describe(`${CARD_NUMBER_LENGTH} characters, shown as a QR code for staff to scan`),
    issued_at: z.string().describe('ISO 8601'),
    points: z.number().int().describe('The balance: the sum of the whole ledger (may be negative)'),
    order_id: z.number().int().describe('The paid order that issued the card'),
    ledger: z.array(ledgerRow).describe('The latest 100 changes of points, newest first'),
  })
  .meta({ id: 'MemberCard' });

/** `GET member-cards/{number}`'s data: what the counter needs to greet a member. */
export const memberCardLookupSchema = z
  .object({
    first_name: z.string().describe('The name to call out (the first name, else the username; never an email)'),
    points: z.number().int(),
    issued_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'MemberCardLookup' });

export const cardNumberParams = z.object({
  number: z
    .string()
    .max(40, { error: 'number must be a member card number of 12 characters' })
    .describe('As typed or scanned: spaces and dashes are ignored, lower case is read as upper case'),
});
