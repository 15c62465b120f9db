import type { PostcodeResult } from './postcode-service.loader';

/** What an address form takes from a chosen address. */
export interface PickedAddress {
  postcode: string;
  /** The road address with its reference part, e.g. '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)'. */
  address: string;
  /** The province or city as Kakao names it ('서울', '경기', '강원특별자치도', '세종특별자치시' …). */
  sido: string;
}

/**
 * The address a form fills in, as Kakao's guide composes it: the road address (the lot-number one only when the
 * member chose it or no road address exists), followed for a road address by its reference part in brackets —
 * the legal dong when its name ends in 동/로/가, and the building's name for an apartment block.
 */
export function pickedAddressOf(data: PostcodeResult): PickedAddress {
  const road = data.roadAddress || data.autoRoadAddress || '';
  const useRoad = road !== '' && data.userSelectedType !== 'J';
  const base = useRoad ? road : data.jibunAddress || data.address;
  const reference = useRoad
    ? [/[동로가]$/.test(data.bname) ? data.bname : '', data.apartment === 'Y' ? data.buildingName : ''].filter(Boolean).join(', ')
    : '';
  return {
    postcode: data.zonecode,
    address: reference ? `${base} (${reference})` : base,
    sido: data.sido,
  };
}
