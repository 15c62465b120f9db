export const SURNAMES: readonly (readonly [string, number])[] = [
  ['김', 21], ['이', 15], ['박', 8], ['최', 5], ['정', 5], ['강', 2], ['조', 2], ['윤', 2], ['장', 2], ['임', 2],
  ['한', 1], ['오', 1], ['서', 1], ['신', 1], ['권', 1], ['황', 1], ['안', 1], ['송', 1], ['류', 1], ['홍', 1],
];

export const GIVEN_NAMES: readonly { name: string; gender: 'MALE' | 'FEMALE' }[] = [
  { name: '민준', gender: 'MALE' }, { name: '서연', gender: 'FEMALE' }, { name: '도윤', gender: 'MALE' },
  { name: '하은', gender: 'FEMALE' }, { name: '지호', gender: 'MALE' }, { name: '수아', gender: 'FEMALE' },
  { name: '예준', gender: 'MALE' }, { name: '지우', gender: 'FEMALE' }, { name: '시우', gender: 'MALE' },
  { name: '서윤', gender: 'FEMALE' }, { name: '주원', gender: 'MALE' }, { name: '하린', gender: 'FEMALE' },
  { name: '현우', gender: 'MALE' }, { name: '지민', gender: 'FEMALE' }, { name: '건우', gender: 'MALE' },
  { name: '채원', gender: 'FEMALE' }, { name: '준서', gender: 'MALE' }, { name: '다은', gender: 'FEMALE' },
  { name: '우진', gender: 'MALE' }, { name: '유진', gender: 'FEMALE' }, { name: '승현', gender: 'MALE' },
  { name: '소율', gender: 'FEMALE' }, { name: '태윤', gender: 'MALE' }, { name: '예린', gender: 'FEMALE' },
  { name: '정훈', gender: 'MALE' }, { name: '미경', gender: 'FEMALE' }, { name: '성민', gender: 'MALE' },
  { name: '은정', gender: 'FEMALE' }, { name: '동현', gender: 'MALE' }, { name: '혜진', gender: 'FEMALE' },
];

/** Review sentences by tone; a comment joins two or three of them. */
export const REVIEW_SENTENCES = {
  great: [
    '객실이 정말 깨끗하고 침구가 포근해서 푹 잤어요.',
    '직원분들이 하나같이 친절하셔서 기분 좋게 머물렀습니다.',
    '위치가 좋아서 주변 관광지 다니기 편했어요.',
    '조식 종류가 다양하고 맛있었습니다.',
    '사진보다 실제 객실이 더 넓고 좋았어요.',
    '가족 여행으로 왔는데 아이들도 무척 좋아했어요.',
    '다음에 이 지역에 오면 또 묵고 싶어요.',
    '체크인이 빠르고 안내가 꼼꼼했습니다.',
  ],
  good: [
    '가격 대비 만족스러운 숙소였어요.',
    '전반적으로 깔끔하고 조용했습니다.',
    '주차가 편리해서 좋았어요.',
    '욕실 어메니티가 잘 갖춰져 있었어요.',
    '교통이 편리해서 이동하기 좋았습니다.',
  ],
  mixed: [
    '방음이 조금 아쉬웠지만 하룻밤 지내기엔 괜찮았어요.',
    '객실은 무난했는데 엘리베이터 대기가 길었어요.',
    '시설이 조금 오래된 느낌이 있었습니다.',
    '조식은 종류가 적은 편이었어요.',
  ],
  poor: [
    '욕실 청결 상태가 기대에 못 미쳤습니다.',
    '체크인 대기 시간이 너무 길었어요.',
    '냉난방 조절이 잘 되지 않아 불편했어요.',
    '주차 공간이 부족해서 한참 헤맸습니다.',
  ],
  coast: ['창밖으로 보이는 바다 전망이 정말 멋졌어요.', '해변까지 걸어서 갈 수 있어서 좋았습니다.'],
  mountain: ['공기가 맑고 주변 산책로가 예뻤어요.', '조용한 자연 속에서 제대로 쉬다 왔습니다.'],
  city: ['야경이 예뻐서 밤마다 창가에 앉아 있었어요.', '근처에 맛집이 많아서 좋았어요.'],
} as const;
