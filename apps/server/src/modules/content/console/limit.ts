import { MINUTE } from '../../../core/security/rate-limit/request-limit';

/** The content console's writes: operators edit all day; the limit only stops a runaway script or a stolen session. */
export const contentWriteLimit = { requestLimit: { name: 'console-content-write', perIp: 2_000, windowMs: 10 * MINUTE } };
