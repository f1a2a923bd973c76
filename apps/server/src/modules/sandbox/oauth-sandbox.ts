import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Html, html, sandboxPage } from './html';
import { MemoryStore } from './memory-store';
import { type SandboxPerson, testPeople, typedPerson } from './test-people';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

interface Grant {
  person: SandboxPerson;
  clientId: string;
  redirectUri: string;
}

/** What the consent form sends back. */
export const approveQuery = z.object({
  client_id: z.string().max(200),
  redirect_uri: z.string().max(1000),
  state: z.string().max(2000),
  person: z.string().max(20),
  name: z.string().trim().max(50).optional(),
  email: z.string().trim().max(100).optional(),
  cancel: z.string().max(10).optional(),
});

export const authorizeQuery = z.object({
  client_id: z.string().max(200),
  redirect_uri: z.string().max(1000),
  state: z.string().max(2000).optional(),
  response_type: z.string().max(20).optional(),
});

/** The redirect target must be on this server, as a real provider only sends codes to registered URIs. */
export function ownRedirectUri(request: FastifyRequest, redirectUri: string): URL | undefined {
  try {
    const url = new URL(redirectUri);
    return url.host === request.host && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The shared engine of the Kakao and Naver sandboxes: consent page, codes, tokens. */
export class OAuthSandbox {
  private readonly codes = new MemoryStore<Grant>(5 * 60 * 1000);
  private readonly tokens = new MemoryStore<SandboxPerson>(60 * 60 * 1000);

  constructor(
    readonly client: OAuthClient,
    private readonly texts: { provider: string; approvePath: string },
  ) {}

  consentPage(query: z.infer<typeof authorizeQuery>): string {
    const people = testPeople.map(
      (person, index) =>
        html`<label><input type="radio" name="person" value="${person.key}"${new Html(index === 0 ? ' checked' : '')}> ${person.name} (${person.email})</label>`,
    );
    const body = html`<h1>${this.texts.provider} 로그인</h1>
<p class="hint">실제 ${this.texts.provider} 계정 대신 아래의 테스트 사용자로 로그인합니다.</p>
<form method="get" action="${this.texts.approvePath}">
<input type="hidden" name="client_id" value="${query.client_id}"><input type="hidden" name="redirect_uri" value="${query.redirect_uri}"><input type="hidden" name="state" value="${query.state ?? ''}">
<fieldset><legend>테스트 사용자</legend>${people}
<label><input type="radio" name="person" value="custom"> 직접 입력</label>
<label>이름 <input type="text" name="name" maxlength="50" autocomplete="off"></label>
<label>이메일 <input type="email" name="email" maxlength="100" autocomplete="off"></label></fieldset>
<button type="submit">동의하고 계속하기</button>
<button type="submit" name="cancel" value="1" class="secondary">취소</button>
</form>`;
    return sandboxPage(`${this.texts.provider} 로그인 (테스트 환경)`, `테스트 환경 — ${this.texts.provider} 로그인 샌드박스`, body);
  }

  /** A single-use code for the chosen person, or undefined when the choice is incomplete. */
  issueCode(query: z.infer<typeof approveQuery>): string | undefined {
    const person =
      query.person === 'custom'
        ? query.name && query.email && /^[^\s@<>"']+@[^\s@<>"']+\.[A-Za-z]{2,}$/.test(query.email)
          ? typedPerson(query.name, query.email)
          : undefined
        : testPeople.find((candidate) => candidate.key === query.person);
    if (!person) return undefined;
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { person, clientId: query.client_id, redirectUri: query.redirect_uri });
    return code;
  }

  /** Exchanges a code once; the client and (when given) the redirect URI must match the grant. */
  exchange(code: string, clientId: string, clientSecret: string | undefined, redirectUri?: string): string | undefined {
    if (clientId !== this.client.clientId || clientSecret !== this.client.clientSecret) return undefined;
    const grant = this.codes.take(code);
    if (!grant || grant.clientId !== clientId || (redirectUri !== undefined && grant.redirectUri !== redirectUri)) return undefined;
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, grant.person);
    return token;
  }

  personFor(authorization: string | undefined): SandboxPerson | undefined {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    return token ? this.tokens.get(token) : undefined;
  }
}
