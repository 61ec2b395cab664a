/**
 * The footer's newsletter form sent by the browser itself, before (or without) the page's
 * scripts: a URL-encoded post to the same route as the scripts' JSON, under the same rules. The
 * answer is a redirect back to the page (Post/Redirect/Get: a reload does not post again) whose
 * query string says the outcome; the page's server render shows it in the form.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_MAX_LENGTH,
  FORBIDDEN_CHARACTER,
  NEWSLETTER_FORM_ID,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
  NEWSLETTER_TYPED_EMAIL_KEY,
  type NewsletterOutcome,
} from '@wado/shared/contract';
import { isDatabaseUnavailable } from '../../db/dialect';
import { HttpError, sendApiError } from '../errors';
import { isCrossSite, sendBackToPage } from '../security';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The address of a refused form, for the page the visitor is sent back to: a cookie rather than
 * the URL, which proxies and the browser's history keep. Only this site's pages get it (SameSite),
 * never a script (HttpOnly), and only for a minute: the redirect is followed at once.
 */
export const TYPED_EMAIL_COOKIE = 'newsletter_email';
export const TYPED_EMAIL_MAX_AGE_S = 60;

/** The media type of the request's body, without its parameters (`application/json`), if any. */
export function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

export const isFormPost = (request: FastifyRequest) => mediaTypeOf(request) === FORM_TYPE;

/** An address that can be given back as typed: the text of a field (URL-encoded forms carry no lone surrogate). */
function typedEmail(value: unknown): string | null {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && !FORBIDDEN_CHARACTER.test(value)
    ? value
    : null;
}

/** Back to the form's page, with the outcome, at the form. */
function sendBack(request: FastifyRequest, reply: FastifyReply, publicUrl: string, outcome: NewsletterOutcome) {
  return sendBackToPage(request, reply, publicUrl, {
    params: { [NEWSLETTER_OUTCOME_PARAM]: NEWSLETTER_OUTCOMES[outcome] },
    anchor: NEWSLETTER_FORM_ID,
  });
}

/** The answer to an accepted form post. */
export function formAccepted(request: FastifyRequest, reply: FastifyReply, publicUrl: string) {
  return sendBack(request, reply, publicUrl, 'sent');
}

/**
 * The route's error handler: a refused form post goes back to its page too, with the outcome the
 * scripts would show (an address outside the rule, or any other failure) and the address as typed.
 * Everything else (JSON, and a post from another site, which is sent nowhere) is answered as by
 * every route: a French JSON error.
 */
export function answerRefusedForm(publicUrl: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFormPost(request) || isCrossSite(request, publicUrl)) return sendApiError(error, request, reply);
    const status =
      error instanceof HttpError
        ? error.statusCode
        : error.validation
          ? 400
          : isDatabaseUnavailable(error)
            ? 503
            : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Refused before the body was read (too many requests): there is no address to give back.
    const email = typedEmail((request.body as { email?: unknown } | undefined)?.email);
    if (email)
      void reply.setCookie(TYPED_EMAIL_COOKIE, email, {
        path: '/',
        maxAge: TYPED_EMAIL_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
      });
    return sendBack(request, reply, publicUrl, status === 400 ? 'invalid' : 'failed');
  };
}

/**
 * What the server render of a page knows of a refused form (`known` of the shell's render): the
 * address as typed, which the form shows again beside the error.
 */
export function typedEmailState(request: FastifyRequest): Record<string, { status: 'ready'; data: { email: string } }> {
  const email = typedEmail(request.cookies?.[TYPED_EMAIL_COOKIE]);
  return email ? { [NEWSLETTER_TYPED_EMAIL_KEY]: { status: 'ready', data: { email } } } : {};
}
