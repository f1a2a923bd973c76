import type { BookingStatus, DayHours } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from '../../db/columns';

/** A date column, written as YYYY-MM-DD; queries read it through to_char (pg would make a local-time Date). */
type DateText = ColumnType<Date, string, string>;

export interface ShowroomOfficeTable {
  office_id: Generated<number>;
  slug: string;
  name: string;
  city: string;
  address: string;
  phone: string;
  parking: string;
  intro: string;
  lat: number;
  lng: number;
  hours: Json<DayHours[]>;
  transit: Json<string[]>;
  car: Json<string[]>;
  capacity_per_slot: number;
  sort_order: number;
}

export interface ShowroomHolidayTable {
  office_id: number;
  holiday: DateText;
  label: string;
}

export interface ShowroomFloorTable {
  floor_id: Generated<number>;
  office_id: number;
  slug: string;
  name: string;
  title: string;
  summary: string;
  sort_order: number;
}

export interface ShowroomZoneTable {
  zone_id: Generated<number>;
  floor_id: number;
  name: string;
  description: string;
  sort_order: number;
}

export interface ShowroomZoneProductTable {
  zone_id: number;
  product_no: number;
  sort_order: number;
}

export interface ShowroomSlotTable {
  office_id: number;
  starts_at: Date;
  booked: number;
}

export interface ShowroomBookingTable {
  booking_id: Generated<number>;
  booking_no: string;
  office_id: number;
  starts_at: Date;
  member_id: number | null;
  name: string;
  /** Digits only (01012345678). */
  phone: string;
  party_size: number;
  interests: string[];
  memo: string;
  status: BookingStatus;
  privacy_consent_at: Date;
  reminded_at: Date | null;
  cancelled_at: Date | null;
  /** When the phone was proven, or the booking made when it needed no proof. */
  confirmed_at: Date | null;
  /** Bookings that waited for a code: a PENDING one lapses at this moment. */
  confirm_by: Date | null;
  /** HMAC of the latest code (never the code); null once confirmed or lapsed. */
  code_hash: string | null;
  code_sent_at: Date | null;
  /** Codes sent, the first included. */
  code_sends: Generated<number>;
  wrong_codes: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ShowroomTables {
  showroom_office: ShowroomOfficeTable;
  showroom_holiday: ShowroomHolidayTable;
  showroom_floor: ShowroomFloorTable;
  showroom_zone: ShowroomZoneTable;
  showroom_zone_product: ShowroomZoneProductTable;
  showroom_slot: ShowroomSlotTable;
  showroom_booking: ShowroomBookingTable;
}
