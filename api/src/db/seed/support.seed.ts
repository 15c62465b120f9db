import { inArray } from 'drizzle-orm';
import type { Transaction } from '../database';
import { faqs, notices, supportMessages, supportTickets, users } from '../schema';
import { SEED_FAQS, SEED_NOTICES } from './support.data';
import { DEMO_ACCOUNTS } from './world-people.builder';

const DAY_MS = 86_400_000;

/** A moment `daysAgo` days before the business date, at `hour` o'clock Korean time. */
function before(today: string, daysAgo: number, hour: number): Date {
  return new Date(new Date(`${today}T${String(hour).padStart(2, '0')}:00:00+09:00`).getTime() - daysAgo * DAY_MS);
}

interface SeedThread {
  subject: string;
  /**
   * [side, text, days ago, hour]: member or operator. Nothing later than 00:00 of the business date, which has always
   * passed when the seed runs: a message at 09:00 today seeded at 02:00 would sit in the future, on top of the list.
   */
  messages: ['member' | 'operator', string, number, number][];
}

const MEMBER_THREADS: SeedThread[] = [
  {
    subject: '체크인 전에 짐을 맡길 수 있나요?',
    messages: [
      ['member', '다음 주 예약한 호텔에 오전에 도착할 것 같아요. 체크인 전에 짐만 먼저 맡길 수 있을까요?', 6, 11],
      [
        'operator',
        '안녕하세요, 스테이온 고객센터입니다.\n대부분의 호텔이 체크인 전 짐 보관을 무료로 해드리고 있습니다. 예약 확인서의 호텔 전화번호로 도착 예정 시간을 미리 알려주시면 더 편하게 이용하실 수 있습니다.',
        6,
        15,
      ],
    ],
  },
  {
    subject: '예약 날짜를 하루 미루고 싶어요',
    messages: [['member', '예약한 숙박 날짜를 하루 뒤로 바꿀 수 있나요? 취소하고 다시 예약해야 하는지 궁금합니다.', 1, 21]],
  },
  {
    subject: '[버그] 휴대폰에서 쿠폰 선택 후 결제 금액이 늦게 바뀌어요',
    messages: [
      ['member', '아이폰 사파리에서 예약 화면의 쿠폰을 고르면 결제 금액이 2~3초 뒤에 바뀝니다. 그 사이에 결제 버튼을 눌러도 되는지 헷갈려요.', 0, 0],
    ],
  },
];

/** Notices, FAQ and a few tickets of the demo member, one answered and two waiting (one a bug report). */
export async function seedSupport(tx: Transaction, today: string): Promise<void> {
  await tx.insert(notices).values(
    SEED_NOTICES.map((n) => {
      const at = before(today, n.daysAgo, 10);
      return { title: n.title, content: n.content, pinned: n.pinned ?? false, createdAt: at, updatedAt: at };
    }),
  );
  await tx.insert(faqs).values(SEED_FAQS.map((f) => ({ category: f.category, question: f.question, answer: f.answer })));

  const people = await tx
    .select({ id: users.id, loginId: users.loginId })
    .from(users)
    .where(inArray(users.loginId, [DEMO_ACCOUNTS.member.loginId, DEMO_ACCOUNTS.admin.loginId]));
  const member = people.find((p) => p.loginId === DEMO_ACCOUNTS.member.loginId);
  const admin = people.find((p) => p.loginId === DEMO_ACCOUNTS.admin.loginId);
  if (!member || !admin) return;

  for (const thread of MEMBER_THREADS) {
    const times = thread.messages.map(([, , daysAgo, hour]) => before(today, daysAgo, hour));
    const last = thread.messages.at(-1)!;
    const answered = last[0] === 'operator';
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: member.id,
        subject: thread.subject,
        status: answered ? 'ANSWERED' : 'UPLOADED',
        createdAt: times[0]!,
        lastMessageAt: times.at(-1)!,
        answeredAt: answered ? times.at(-1)! : null,
      })
      .returning({ id: supportTickets.id });
    await tx.insert(supportMessages).values(
      thread.messages.map(([side, content], i) => ({
        ticketId: ticket!.id,
        senderId: side === 'member' ? member.id : admin.id,
        senderRole: side === 'member' ? ('ROLE_USER' as const) : ('ROLE_ADMIN' as const),
        content,
        createdAt: times[i]!,
      })),
    );
  }
}
