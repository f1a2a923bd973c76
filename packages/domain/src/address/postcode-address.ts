/**
 * One address as Daum/Kakao postcode's oncomplete describes it: the fields the shop uses. The
 * server's postcode sandbox answers in this shape, and the web reads either one the same way.
 */
export interface PostcodeAddress {
  zonecode: string;
  address: string;
  addressType: 'R' | 'J';
  roadAddress: string;
  jibunAddress: string;
  buildingName: string;
  apartment: 'Y' | 'N';
  bname: string;
  sido: string;
  sigungu: string;
  userSelectedType: 'R' | 'J';
}
