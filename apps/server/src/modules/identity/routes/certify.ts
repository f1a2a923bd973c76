import { ApiCode, SpecMessage } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { HOUR, type RequestLimit } from '../../../core/security/rate-limit/request-limit';
import { CERTIFY_LIFETIME_SECONDS, bindCertifyOwner, certifyOwner } from '../certify-owner';
import { ProviderError } from '../providers/http';
import { type Certification, fetchCertification } from '../providers/portone';
import { findOwnCertify, insertCertifyRequest, saveVerifiedPerson } from '../queries/certify';
import { certifyCompleteAnswer, certifyCompleteBody, certifyDataAnswer, certifyNoParams, certifyStartAnswer } from '../schemas';
import { randomToken, uniqueKeyHash } from '../secrets';
import type { IdentityDeps } from './deps';

const failure = (code: number | string, message: string) => ({ code, message, data: { result: false, code } });

/**
 * A person verifies once to join and once per phone change, retrying a few times when a
 * text message is late; 20 an hour per address also covers a household or an office.
 * Every start stores a row and every completion calls the provider.
 */
const certifyStartLimit: RequestLimit = { name: 'certify-start', perIp: 20, windowMs: HOUR };
const certifyCompleteLimit: RequestLimit = { name: 'certify-complete', perIp: 20, windowMs: HOUR };

export const certifyRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  const portone = deps.settings.portone;

  app.get(
    '/certify/v1',
    { config: { requestLimit: certifyStartLimit }, schema: { tags: ['identity'], summary: '본인인증 요청 번호 발급', response: { 200: certifyStartAnswer } } },
    async (request, reply) => {
      const certifyNo = `maru_${randomToken()}`;
      try {
        await insertCertifyRequest(app.db, certifyNo, bindCertifyOwner(request, reply), new Date(app.clock.now().getTime() + CERTIFY_LIFETIME_SECONDS * 1000));
      } catch (error) {
        request.log.error({ err: error }, 'certify request not stored');
        throw new ApiError(ApiCode.DEFAULT_ERROR, SpecMessage.createRequestIdFail, 500);
      }
      return ok({ certifyNo, impCode: portone.impCode, sandbox: portone.sandbox, sandboxUrl: portone.sandbox ? `${portone.apiBase}/certify` : null });
    },
  );

  app.post(
    '/certify/v1/complete',
    {
      config: { requestLimit: certifyCompleteLimit },
      schema: { tags: ['identity'], summary: '본인인증 결과 저장', body: certifyCompleteBody, response: { 200: certifyCompleteAnswer } },
    },
    async (request) => {
      const { certifyNo, certifyUid } = request.body;
      if (!certifyUid.trim()) throw new ApiError(ApiCode.REQUIRED_PARAMETER, SpecMessage.impUidEmpty, 400);
      if (!certifyNo.trim()) throw new ApiError(ApiCode.REQUIRED_PARAMETER, SpecMessage.merchantUidEmpty, 400);
      const owner = certifyOwner(request);
      const pending = owner && (await findOwnCertify(app.db, certifyNo, owner, app.clock.now()));
      if (!pending || pending.certified) return failure(ApiCode.NO_DATA, SpecMessage.saveIdentityVerificationFail);

      let certification: Certification;
      try {
        certification = await fetchCertification(portone, deps.serverUrl(portone.apiBase), certifyUid);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'identity provider refused the certification');
        return failure(ApiCode.IDENTITY_PROVIDER_ERROR, SpecMessage.saveIdentityVerificationFail);
      }
      // A certification made for another request, or not finished, proves nothing here.
      if (certification.merchantUid !== certifyNo || !certification.certified) {
        return failure(ApiCode.IDENTITY_NOT_VERIFIED, SpecMessage.saveIdentityVerificationFail);
      }
      await saveVerifiedPerson(
        app.db,
        certifyNo,
        {
          certifyUid: certification.impUid,
          name: certification.name,
          phone: certification.phone.replace(/\D/g, ''),
          birthday: certification.birthday,
          gender: certification.gender === 'male' ? 'M' : 'F',
          uniqueKeyHash: uniqueKeyHash(certification.uniqueKey),
        },
        app.clock.now(),
      );
      return ok({ result: true, certifyNo });
    },
  );

  app.get(
    '/certify/v1/:certifyNo',
    { schema: { tags: ['identity'], summary: '본인인증 결과 조회', params: certifyNoParams, response: { 200: certifyDataAnswer } } },
    async (request) => {
      const owner = certifyOwner(request);
      const found = owner && (await findOwnCertify(app.db, request.params.certifyNo, owner, app.clock.now()));
      if (!found) throw new ApiError(ApiCode.NO_DATA, '본인인증 정보를 찾을 수 없습니다.');
      const { certifyNo, name, phone, birthday, gender, certified } = found;
      return ok({ certify: { certifyNo, name, phone, birthday, gender, certified } });
    },
  );
};
