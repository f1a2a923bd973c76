import type { OfficeView } from '@maru/domain';
import styles from './Showroom.module.css';

const holidayFormat = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
/** 12월 25일 (금): the day as Koreans read it (the date is already a Korean calendar day). */
export const koreanDay = (date: string) => holidayFormat.format(new Date(`${date}T00:00:00Z`));

/** Address, hours, closed days, phone and parking of one office. */
export function OfficeFacts({ office, holidays = 4 }: { office: OfficeView; holidays?: number }) {
  const upcoming = office.holidays.slice(0, holidays);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>주소</dt>
        <dd>{office.address}</dd>
      </div>
      <div>
        <dt>운영 시간</dt>
        <dd>
          <ul className={styles.plainList}>
            {office.hoursSummary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>휴무</dt>
        <dd>
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
        </dd>
      </div>
      <div>
        <dt>전화</dt>
        <dd>
          <a href={`tel:${office.phone.replaceAll('-', '')}`}>{office.phone}</a>
        </dd>
      </div>
      <div>
        <dt>주차</dt>
        <dd>{office.parking}</dd>
      </div>
    </dl>
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
