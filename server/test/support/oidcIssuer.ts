import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A small OpenID provider on this machine, for tests (server and e2e): discovery, keys, an
 * authorization endpoint that approves at once as the configured person, and a token endpoint that
 * checks what a real one checks (client id and secret, a single-use code, its redirect URI, the PKCE
 * verifier against the S256 challenge) and signs an RS256 ID token. It can be told to put a wrong
 * nonce or issuer in the token, or to fail every request as a provider that is down.
 */

export interface IssuerPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
}

export interface LocalIssuer {
  /** The issuer identifier (`http://127.0.0.1:<port>`), what OIDC_ISSUER is set to. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who approves the next sign-ins. */
  person: IssuerPerson;
  /** Sign ID tokens with a nonce other than the one asked for. */
  wrongNonce: boolean;
  /** Answer every request with this status (a provider that is down); null answers normally. */
  failWith: number | null;
  /** Token requests refused, with the reason, for tests to check what the client sent. */
  refusals: string[];
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  person: IssuerPerson;
}

export async function startLocalIssuer(
  options: { clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const issuer: LocalIssuer = {
    issuer: issuerUrl,
    clientId: options.clientId ?? 'local-client-id',
    clientSecret: options.clientSecret ?? 'local-client-secret',
    person: { sub: 'local-subject-1', email: 'person@gmail.test', email_verified: true, given_name: 'Ayu' },
    wrongNonce: false,
    failWith: null,
    refusals: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  }

  function refuse(response: ServerResponse, reason: string, error = 'invalid_grant') {
    issuer.refusals.push(reason);
    send(response, 400, { error, error_description: reason });
  }

  async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (issuer.failWith) return send(response, issuer.failWith, { error: 'temporarily_unavailable' });
    const url = new URL(request.url ?? '/', issuerUrl);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer: issuerUrl,
        authorization_endpoint: `${issuerUrl}/authorize`,
        token_endpoint: `${issuerUrl}/token`,
        jwks_uri: `${issuerUrl}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (!redirectUri) return send(response, 400, { error: 'invalid_request', error_description: 'no redirect_uri' });
      const back = new URL(redirectUri);
      const state = q.get('state');
      if (state) back.searchParams.set('state', state);
      const problem =
        q.get('client_id') !== issuer.clientId
          ? 'unknown client'
          : q.get('response_type') !== 'code'
            ? 'response_type must be code'
            : q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')
              ? 'PKCE with S256 is required'
              : !q.get('scope')?.split(' ').includes('openid')
                ? 'scope must include openid'
                : null;
      if (problem) {
        back.searchParams.set('error', 'invalid_request');
        back.searchParams.set('error_description', problem);
      } else {
        const code = randomBytes(24).toString('base64url');
        grants.set(code, {
          clientId: issuer.clientId,
          redirectUri,
          challenge: q.get('code_challenge')!,
          nonce: q.get('nonce') ?? undefined,
          person: { ...issuer.person },
        });
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await readForm(request);
      const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
        : [];
      const clientId = basicId ?? form.get('client_id');
      const clientSecret = basicSecret ?? form.get('client_secret');
      if (clientId !== issuer.clientId || clientSecret !== issuer.clientSecret) {
        return refuse(response, 'wrong client id or secret', 'invalid_client');
      }
      if (form.get('grant_type') !== 'authorization_code') return refuse(response, 'wrong grant_type');
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant) return refuse(response, 'unknown or used code');
      if (form.get('redirect_uri') !== grant.redirectUri) return refuse(response, 'redirect_uri differs');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.challenge) return refuse(response, 'PKCE verifier does not match the challenge');
      const idToken = await new SignJWT({
        email: grant.person.email,
        email_verified: grant.person.email_verified,
        ...(grant.person.given_name ? { given_name: grant.person.given_name } : {}),
        ...(grant.nonce ? { nonce: issuer.wrongNonce ? 'not-the-nonce-asked-for' : grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuerUrl)
        .setAudience(grant.clientId)
        .setSubject(grant.person.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return send(response, 200, {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
        id_token: idToken,
      });
    }
    return send(response, 404, { error: 'not_found' });
  }

  return issuer;
}
