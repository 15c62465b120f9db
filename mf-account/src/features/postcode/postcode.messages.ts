/** Texts of the postcode search beside the address fields (member-and-operations §2: address with a postcode search). */
export const postcodeMessages = {
  search: '우편번호 검색',
  dialogTitle: '우편번호 검색',
  dialogLabel: '주소 검색 결과',
  ready: '우편번호 검색으로 주소를 찾으면 우편번호와 주소가 채워집니다. 직접 입력해도 됩니다.',
  loading: '우편번호 검색을 불러오는 중입니다.',
  /** The sentence the forms showed before the search existed: still true whenever it cannot load. */
  unavailable: '우편번호 검색 서비스를 이용할 수 없어 직접 입력합니다.',
  filled: (address: string) => `주소를 채웠습니다: ${address}. 상세 주소를 입력하세요.`,
} as const;
