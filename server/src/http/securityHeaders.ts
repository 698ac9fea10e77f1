import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** A Content-Security-Policy as directive → sources. */
export type PolicyDirectives = Record<string, readonly string[]>;

export function serializePolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => [directive, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The source that allows exactly this inline script or style, by its hash. */
export function inlineSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of a configured absolute URL; none for '' or a path, which mean this server ('self'). */
function originOf(url: string | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

/**
 * The console's policy (decision 71 in docs/decisions/ says why each directive): scripts only from its own files, no
 * inline script, no eval; styles inline too (antd writes its CSS-in-JS into <style> elements, Quill
 * sets style attributes); keycloak-js talks to the identity provider by fetch and hidden iframes.
 */
export function consolePolicy(config: Pick<ServerConfig, 'publicUrl' | 'spaApiBase' | 'externalIssuer'>): string {
  const issuer = originOf(config.externalIssuer);
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Staff type image URLs from anywhere (http too: an image cannot run script, and the image check should say
    // what the player site would see); the demo data's images are this server's (PUBLIC_URL).
    'img-src': ["'self'", ...originOf(config.publicUrl), 'https:', 'http:', 'data:'],
    'connect-src': ["'self'", ...originOf(config.spaApiBase), ...issuer],
    // keycloak-js's login-status and third-party-cookie iframes; the download frame is our own.
    'frame-src': ["'self'", ...issuer],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Every answer: no MIME sniffing, no URL of the console sent to another origin, and the console's policy
 * unless the answer has its own (the identity provider's pages, httpReplies.ts).
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const policy = consolePolicy(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    return payload;
  });
}
