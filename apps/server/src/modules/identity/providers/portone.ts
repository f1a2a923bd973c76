import { z } from 'zod';
import type { PortoneSettings } from '../settings';
import { ProviderError, providerCall } from './http';

/** A certification as PortOne (v1, iamport) reports it. */
export interface Certification {
  impUid: string;
  merchantUid: string;
  name: string;
  phone: string;
  birthday: string;
  gender: 'male' | 'female';
  uniqueKey: string;
  certified: boolean;
}

const tokenAnswer = z.object({
  code: z.number(),
  message: z.string().nullable().optional(),
  response: z.object({ access_token: z.string().min(1) }).nullable().optional(),
});

const certificationAnswer = z.object({
  code: z.number(),
  message: z.string().nullable().optional(),
  response: z
    .object({
      imp_uid: z.string(),
      merchant_uid: z.string(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
      birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
      gender: z.enum(['male', 'female']).nullable(),
      unique_key: z.string().nullable(),
      certified: z.boolean(),
    })
    .nullable()
    .optional(),
});

/**
 * Fetches a certification with the server's own credentials: POST /users/getToken, then
 * GET /certifications/{imp_uid} with the token in the Authorization header.
 */
export async function fetchCertification(settings: PortoneSettings, apiBase: string, impUid: string): Promise<Certification> {
  const token = await providerCall(
    `${apiBase}/users/getToken`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ imp_key: settings.impKey, imp_secret: settings.impSecret }) },
    tokenAnswer,
  );
  if (token.code !== 0 || !token.response) throw new ProviderError(token.message ?? 'getToken failed');
  const answer = await providerCall(
    `${apiBase}/certifications/${encodeURIComponent(impUid)}`,
    { headers: { authorization: token.response.access_token } },
    certificationAnswer,
  );
  const found = answer.response;
  if (answer.code !== 0 || !found) throw new ProviderError(answer.message ?? 'certification not found');
  if (!found.name || !found.phone || !found.birthday || !found.gender || !found.unique_key) {
    throw new ProviderError('certification lacks name, phone, birthday, gender or unique key');
  }
  return {
    impUid: found.imp_uid,
    merchantUid: found.merchant_uid,
    name: found.name,
    phone: found.phone,
    birthday: found.birthday,
    gender: found.gender,
    uniqueKey: found.unique_key,
    certified: found.certified,
  };
}
