import { TEST_POSTCODE_RESULT } from '../../testing/postcode-service-fake';
import { pickedAddressOf } from './postcode-address';

describe('pickedAddressOf', () => {
  it('takes the zone code and the road address with its legal dong', () => {
    expect(pickedAddressOf(TEST_POSTCODE_RESULT)).toEqual({ postcode: '06236', address: '서울 강남구 테헤란로 152 (역삼동)', sido: '서울' });
  });

  it("adds an apartment block's name, and no brackets when there is no reference part", () => {
    const apartment = { ...TEST_POSTCODE_RESULT, bname: '반포동', buildingName: '래미안퍼스티지', apartment: 'Y' as const };
    expect(pickedAddressOf(apartment).address).toBe('서울 강남구 테헤란로 152 (반포동, 래미안퍼스티지)');
    const plain = { ...TEST_POSTCODE_RESULT, bname: '봉평면', buildingName: '', sido: '강원특별자치도' };
    expect(pickedAddressOf(plain)).toMatchObject({ address: '서울 강남구 테헤란로 152', sido: '강원특별자치도' });
  });

  it('uses the lot-number address when the member chose it or there is no road address', () => {
    expect(pickedAddressOf({ ...TEST_POSTCODE_RESULT, userSelectedType: 'J' }).address).toBe('서울 강남구 역삼동 737');
    expect(pickedAddressOf({ ...TEST_POSTCODE_RESULT, roadAddress: '', autoRoadAddress: '' }).address).toBe('서울 강남구 역삼동 737');
    expect(pickedAddressOf({ ...TEST_POSTCODE_RESULT, roadAddress: '', autoRoadAddress: '서울 강남구 테헤란로 150' }).address).toBe(
      '서울 강남구 테헤란로 150 (역삼동)',
    );
  });
});
