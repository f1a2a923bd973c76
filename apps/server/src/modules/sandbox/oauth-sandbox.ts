import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { acceptFormBodies } from './form-body';
import { Html, html, sandboxPage } from './html';
import { SandboxState, type SandboxStateOptions } from './state-store';
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

/** The token request's fields both providers take (each adds its own), as form fields or a query. */
export const tokenRequestFields = {
  grant_type: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
};

/** The redirect target must be on this server, as a real provider only sends codes to registered URIs. */
export function ownRedirectUri(request: FastifyRequest, redirectUri: string): URL | undefined {
  try {
    const url = new URL(redirectUri);
    return url.host === request.host && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** What tells one provider's sandbox from another's. */
export interface OAuthProvider {
  /** The provider's name on the consent page. */
  name: string;
  /** Names its codes and tokens in sandbox_state ('kakao.code'), apart from the other provider's. */
  stateKind: string;
  /** The consent page and the form's answer, under the sandbox's prefix. */
  authorizePath: string;
  approvePath: string;
  /** Naver's authorize requires a state; Kakao's passes one on when given. */
  stateRequired: boolean;
  /** The provider's 400 answer to a wrong authorize request. */
  invalidAuthorize: Record<string, string>;
  /** error_description of the access_denied sent back when the person cancels. */
  deniedDescription: string;
}

/**
 * A provider's sandbox: the consent window (authorize and the form's answer) is the same for
 * all; `serverCalls` adds the provider's own token and profile calls, using the engine.
 */
export function oauthSandboxPlugin(client: OAuthClient, provider: OAuthProvider, serverCalls: (app: Parameters<FastifyPluginAsyncZod>[0], sandbox: OAuthSandbox) => void): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormBodies(app);
    const sandbox = new OAuthSandbox(app.db, client, provider, `${app.prefix}${provider.approvePath}`);
    // Facing the network (plugins/sandbox-gate.ts): the consent page and its answer are the
    // shopper's own sign-in window, open to anyone, and list only the fixed test people; the
    // token and profile calls (serverCalls) are the shop server's and stay with this machine or the token.
    const shopperFacing = { shopperFacing: true } as const;
    app.get(provider.authorizePath, { schema: { hide: true, querystring: authorizeQuery }, config: shopperFacing }, async (request, reply) => sandbox.authorize(request, reply));
    app.get(provider.approvePath, { schema: { hide: true, querystring: approveQuery }, config: shopperFacing }, async (request, reply) => sandbox.approve(request, reply));
    serverCalls(app, sandbox);
  };
}

/**
 * The shared engine of the Kakao and Naver sandboxes: consent page, codes, tokens. Codes and
 * tokens are kept in sandbox_state, so the shop's token call may reach another server
 * process than the consent page did, and a code is redeemed once across all of them.
 */
export class OAuthSandbox {
  private readonly codes: SandboxState<Grant>;
  private readonly tokens: SandboxState<SandboxPerson>;

  constructor(
    db: Kysely<Database>,
    readonly client: OAuthClient,
    private readonly provider: OAuthProvider,
    /** The consent form's action: the full path of the approve route. */
    private readonly approveAction: string,
    options?: SandboxStateOptions,
  ) {
    this.codes = new SandboxState(db, `${provider.stateKind}.code`, 5 * 60 * 1000, options);
    this.tokens = new SandboxState(db, `${provider.stateKind}.token`, 60 * 60 * 1000, options);
  }

  consentPage(query: z.infer<typeof authorizeQuery>): string {
    const people = testPeople.map(
      (person, index) =>
        html`<label><input type="radio" name="person" value="${person.key}"${new Html(index === 0 ? ' checked' : '')}> ${person.name} (${person.email})</label>`,
    );
    const body = html`<h1>${this.provider.name} 로그인</h1>
<p class="hint">실제 ${this.provider.name} 계정 대신 아래의 테스트 사용자로 로그인합니다.</p>
<form method="get" action="${this.approveAction}">
<input type="hidden" name="client_id" value="${query.client_id}"><input type="hidden" name="redirect_uri" value="${query.redirect_uri}"><input type="hidden" name="state" value="${query.state ?? ''}">
<fieldset><legend>테스트 사용자</legend>${people}
<label><input type="radio" name="person" value="custom"> 직접 입력</label>
<label>이름 <input type="text" name="name" maxlength="50" autocomplete="off"></label>
<label>이메일 <input type="email" name="email" maxlength="100" autocomplete="off"></label></fieldset>
<button type="submit">동의하고 계속하기</button>
<button type="submit" name="cancel" value="1" class="secondary">취소</button>
</form>`;
    return sandboxPage(`${this.provider.name} 로그인 (테스트 환경)`, `테스트 환경 — ${this.provider.name} 로그인 샌드박스`, body);
  }

  /** The consent page, or the provider's 400 answer when the client, redirect URI, response type (or a required state) is wrong. */
  authorize(request: FastifyRequest<{ Querystring: z.infer<typeof authorizeQuery> }>, reply: FastifyReply): FastifyReply {
    const { query } = request;
    if (query.client_id !== this.client.clientId || query.response_type !== 'code' || (this.provider.stateRequired && !query.state) || !ownRedirectUri(request, query.redirect_uri)) {
      return reply.status(400).send(this.provider.invalidAuthorize);
    }
    return reply.type('text/html; charset=utf-8').send(this.consentPage(query));
  }

  /**
   * The consent form's answer: back to the shop with a code, or with access_denied when the
   * person cancelled; an incomplete choice shows the form again.
   */
  async approve(request: FastifyRequest<{ Querystring: z.infer<typeof approveQuery> }>, reply: FastifyReply): Promise<FastifyReply> {
    const { query } = request;
    const target = ownRedirectUri(request, query.redirect_uri);
    if (!target || query.client_id !== this.client.clientId) return reply.status(400).send({ error: 'invalid_request' });
    // A provider that requires a state at authorize (Naver) always has one in its form.
    if (query.state) target.searchParams.set('state', query.state);
    if (query.cancel) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', this.provider.deniedDescription);
      return reply.redirect(target.toString(), 302);
    }
    const code = await this.issueCode(query);
    if (!code) return reply.status(400).type('text/html; charset=utf-8').send(this.consentPage(query));
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  }

  /** A single-use code for the chosen person, or undefined when the choice is incomplete. */
  async issueCode(query: z.infer<typeof approveQuery>): Promise<string | undefined> {
    const person =
      query.person === 'custom'
        ? query.name && query.email && /^[^\s@<>"']+@[^\s@<>"']+\.[A-Za-z]{2,}$/.test(query.email)
          ? typedPerson(query.name, query.email)
          : undefined
        : testPeople.find((candidate) => candidate.key === query.person);
    if (!person) return undefined;
    const code = randomBytes(24).toString('base64url');
    await this.codes.set(code, { person, clientId: query.client_id, redirectUri: query.redirect_uri });
    return code;
  }

  /** Exchanges a code once; the client and (when given) the redirect URI must match the grant. */
  async exchange(code: string, clientId: string, clientSecret: string | undefined, redirectUri?: string): Promise<string | undefined> {
    if (clientId !== this.client.clientId || clientSecret !== this.client.clientSecret) return undefined;
    const grant = await this.codes.take(code);
    if (!grant || grant.clientId !== clientId || (redirectUri !== undefined && grant.redirectUri !== redirectUri)) return undefined;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.set(token, grant.person);
    return token;
  }

  async personFor(authorization: string | undefined): Promise<SandboxPerson | undefined> {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    return token ? this.tokens.get(token) : undefined;
  }
}
