// The Korean text for every API code: a table the HTTP client needs only when an answer
// carries a blank message, so it is fetched then (see messageOf in http-client.ts).
export { messageForCode } from '@maru/domain';
