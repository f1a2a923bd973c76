import type { OfficeView } from '@maru/domain';
import { FactList } from '@/shared/ui';
import styles from './Showroom.module.css';

const holidayFormat = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
/** 12월 25일 (금): the day as Koreans read it (the date is already a Korean calendar day). */
export const koreanDay = (date: string) => holidayFormat.format(new Date(`${date}T00:00:00Z`));

/** The office's number, dialled on a tap. */
export function OfficePhone({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replaceAll('-', '')}`}>{phone}</a>;
}

/** Address, hours, closed days, phone and parking of one office. */
export function OfficeFacts({ office, holidays = 4 }: { office: OfficeView; holidays?: number }) {
  const upcoming = office.holidays.slice(0, holidays);
  return (
    <FactList
      className={styles.facts}
      facts={[
        { label: '주소', value: office.address },
        // The same line as the footer, the home card and banners (issue 26); closed days come next.
        { label: '운영 시간', value: office.openingHours },
        {
          label: '휴무',
          value: (
            <>
              {office.weeklyClosed}
              {upcoming.length ? (
                <ul className={styles.plainList}>
                  {upcoming.map((day) => (
                    <li key={day.date}>
                      <time dateTime={day.date}>{koreanDay(day.date)}</time> {day.label}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ),
        },
        { label: '전화', value: <OfficePhone phone={office.phone} /> },
        { label: '주차', value: office.parking },
      ]}
    />
  );
}

/** 대중교통 and 자가용 directions. */
export function Directions({ office, headingLevel = 3 }: { office: OfficeView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading>대중교통</Heading>
      <ul>
        {office.directions.transit.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Heading>자가용 · 주차</Heading>
      <ul>
        {office.directions.car.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{office.parking}</li>
      </ul>
    </div>
  );
}
