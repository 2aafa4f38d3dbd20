import * as oidc from 'openid-client';
import { isSecureIssuer, type GoogleConfig } from '../../config.ts';

/**
 * The OpenID provider as openid-client (v6) sees it: discovered once per process from
 * `<issuer>/.well-known/openid-configuration` (OpenID Connect Discovery 1.0), with the client's id and
 * secret (client_secret_post, openid-client's default). A failed discovery is not kept: the next
 * sign-in tries again, so a provider that was down works as soon as it is back.
 */
export interface OidcProvider {
  /** The provider's authorization URL for one sign-in (PKCE S256, state and nonce). */
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /**
   * Trades the code in `callbackUrl` for tokens and answers the ID token's claims, checked by
   * openid-client: state, issuer, audience, expiry, nonce, and the signature against the provider's keys.
   */
  redeem(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<oidc.IDToken>;
}

export function createOidcProvider(config: GoogleConfig): OidcProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        timeout: config.timeoutSeconds ?? 10,
        // Plain http is let through only for an issuer on this machine (config.ts refuses any other).
        execute: [
          ...(new URL(config.issuer).protocol === 'http:' && isSecureIssuer(config.issuer)
            ? [oidc.allowInsecureRequests]
            : []),
          // Checks the ID token's signature with the provider's published keys too.
          oidc.enableNonRepudiationChecks,
        ],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async redeem(callbackUrl, { state, nonce, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new oidc.ClientError('the provider answered no ID token');
      return claims;
    },
  };
}

/** Random values as openid-client makes them (32 random bytes, base64url). */
export const randomState = () => oidc.randomState();
export const randomNonce = () => oidc.randomNonce();
export const randomCodeVerifier = () => oidc.randomPKCECodeVerifier();

/**
 * Whether a failure is the provider being unreachable or failing (network, timeout, a 5xx) rather than
 * an answer that does not pass the checks. Node's fetch throws a TypeError when it cannot connect, and
 * a timeout is a DOMException named TimeoutError or AbortError.
 */
export function providerUnreachable(error: unknown): boolean {
  if (error instanceof oidc.ClientError) {
    return error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON';
  }
  if (error instanceof TypeError) return true;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
