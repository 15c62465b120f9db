import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The per-page nonce that lets the site's own <style> elements through the Content-Security-Policy (decision 0006,
 * addendum): the first views the server paints into the page, the rules styled-components inserts at run time and
 * the ALTCHA widget's sheet. Both libraries read it from <meta name="csp-nonce"> (styled-components 6 also as
 * meta[property="csp-nonce"], ALTCHA from the meta's content), so the front ends need no code for it.
 */

const nonces = new WeakMap<FastifyReply, string>();

/** 128 random bits, base64: a new one for every page answered. */
export function newStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Remembers the nonce a page answer carries, for the security-headers hook to write into its policy. */
export function setPageStyleNonce(reply: FastifyReply, nonce: string): void {
  nonces.set(reply, nonce);
}

export function pageStyleNonce(reply: FastifyReply): string | undefined {
  return nonces.get(reply);
}

/**
 * Gives every <style> element of the page the nonce and tells the page's scripts the nonce (a <meta> at the top of
 * <head>). Every text the server writes into the page is escaped (shared-contracts first-view), so each `<style` in
 * it is one of ours.
 */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" property="csp-nonce" content="${nonce}">`;
  const styled = html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`);
  // After the charset declaration (it must come first), else at the start of <head>.
  const at = /<meta charset[^>]*>/i.exec(styled) ?? /<head(?:\s[^>]*)?>/i.exec(styled);
  return at ? styled.slice(0, at.index + at[0].length) + meta + styled.slice(at.index + at[0].length) : meta + styled;
}
