// Korean public holidays (관공서의 공휴일에 관한 규정) on which parcels are neither picked up
// nor delivered. The lunar ones (설날, 부처님오신날, 추석) and substitute days (대체공휴일)
// cannot be derived by arithmetic, so each year is listed as the government announced it.
// Add the next year before it starts: a year missing here counts weekends only.

const HOLIDAYS_BY_YEAR: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01', // 신정
    '2026-02-16', '2026-02-17', '2026-02-18', // 설날 연휴
    '2026-03-02', // 삼일절(일) 대체공휴일
    '2026-05-05', // 어린이날
    '2026-05-25', // 부처님오신날(5/24 일) 대체공휴일
    '2026-06-03', // 전국동시지방선거
    '2026-08-17', // 광복절(토) 대체공휴일
    '2026-09-24', '2026-09-25', '2026-09-26', // 추석 연휴
    '2026-10-05', // 개천절(토) 대체공휴일
    '2026-10-09', // 한글날
    '2026-12-25', // 성탄절
  ],
  2027: [
    '2027-01-01', // 신정
    '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', // 설날 연휴와 대체공휴일
    '2027-03-01', // 삼일절
    '2027-05-05', // 어린이날
    '2027-05-13', // 부처님오신날
    '2027-08-16', // 광복절(일) 대체공휴일
    '2027-09-14', '2027-09-15', '2027-09-16', // 추석 연휴
    '2027-10-04', // 개천절(일) 대체공휴일
    '2027-10-11', // 한글날(토) 대체공휴일
    '2027-12-27', // 성탄절(토) 대체공휴일
  ],
};

const HOLIDAYS = new Set(Object.values(HOLIDAYS_BY_YEAR).flat());

/** Whether an ISO calendar day (2026-12-25) is a Korean public holiday listed above. */
export const isKoreanPublicHoliday = (isoDate: string): boolean => HOLIDAYS.has(isoDate);
