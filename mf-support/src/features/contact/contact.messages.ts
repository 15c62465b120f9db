import { SUPPORT_LIMITS } from 'shared-contracts/support';

export const contactMessages = {
  hub: {
    title: '고객센터',
    lead: '궁금한 점이나 불편한 점이 있으면 언제든 알려주세요.',
    phoneHeading: '전화 상담',
    phoneLabel: '고객센터 전화',
    hoursLabel: '운영시간',
    hoursNote: '운영시간 외에 남겨주신 문의는 운영 시작 후 순서대로 답변드립니다.',
    helpHeading: '무엇을 도와드릴까요?',
    loginNeeded: '로그인 필요',
    cards: {
      inquiry: ['1:1 문의하기', '예약, 결제, 계정에 관해 궁금한 점을 남겨주세요. 답변은 이메일로도 알려드립니다.'],
      bug: ['버그 신고', '화면이 이상하거나 기능이 제대로 동작하지 않으면 알려주세요.'],
      mine: ['내 문의 내역', '남긴 문의와 답변을 확인하고 이어서 문의할 수 있습니다.'],
      faq: ['자주 묻는 질문', '숙소, 쿠폰, 결제, 회원에 관해 많이 묻는 질문과 답변입니다.'],
      notice: ['공지사항', '서비스 소식과 이용 안내를 확인하세요.'],
    },
  },
  inquiry: {
    title: '1:1 문의',
    lead: '문의를 남겨주시면 운영시간에 순서대로 답변드립니다. 답변이 등록되면 이메일로 알려드려요.',
    guestNote: '문의를 보내려면 로그인이 필요합니다. 작성한 내용은 로그인한 뒤 이 화면에 그대로 남아 있어요.',
    submit: '문의 보내기',
    submitAsGuest: '로그인하고 문의 보내기',
  },
  bug: {
    title: '버그 신고',
    lead: '불편을 드려 죄송합니다. 어떤 화면에서 무엇을 했을 때 어떻게 되었는지 알려주시면 빠르게 확인하겠습니다.',
    contentHint: '사용 중인 기기와 브라우저(예: 아이폰 사파리), 문제가 생긴 화면의 주소를 함께 적어주시면 더 빨리 고칠 수 있어요.',
    submit: '버그 신고하기',
    submitAsGuest: '로그인하고 버그 신고하기',
    markerNote: '제목 앞에 [버그]가 붙어 접수됩니다.',
  },
  form: {
    subject: '제목',
    content: '내용',
    subjectPlaceholder: '문의 제목을 입력해주세요',
    contentPlaceholder: '문의 내용을 자세히 적어주세요',
    count: (n: number, max: number) => `${n.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')}자`,
    restored: '작성하던 내용을 불러왔습니다.',
    discard: '새로 쓰기',
    sending: '보내는 중',
  },
  /** §8 "Tickets" verbatim; the length texts are the API's own. */
  errors: {
    required: '제목/내용을 입력해주세요.',
    failed: '문의 등록에 실패했습니다.',
    subjectTooLong: (max: number) => `제목은 ${max}자 이내로 입력해주세요.`,
    contentTooLong: `내용은 ${SUPPORT_LIMITS.content}자 이내로 입력해주세요.`,
  },
} as const;
