import type { LedgerEntry } from '../../src/domain/memberCard';
import type { MemberCardProps } from '../../src/components/MemberCard';
import type { fetchMemberCard } from '../api/memberCard';

type MemberCardAnswer = NonNullable<Awaited<ReturnType<typeof fetchMemberCard>>>;

/** `GET user/member-card` as the profile shows it: the card, and its ledger in the screens' words. */
export function memberCardView(card: MemberCardAnswer): MemberCardProps & { ledger: LedgerEntry[] } {
  return {
    number: card.number,
    points: card.points,
    issuedAt: card.issued_at,
    ledger: card.ledger.map((row) => ({
      kind: row.kind,
      points: row.points,
      orderId: row.order_id,
      at: row.created_at,
    })),
  };
}
