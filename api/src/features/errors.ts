import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatCount, type ApiErrorBody } from '@wado/shared/contract';
import { isDatabaseUnavailable } from '../db/dialect';

/** A write that cannot be recorded now (the database is gone or unreachable): 503. */
export const STORAGE_UNAVAILABLE =
  'Le site ne peut pas enregistrer votre demande pour le moment. Veuillez réessayer ultérieurement.';

/** The database cannot be reached for a moment (PostgreSQL restarting…): 503, read or write. */
export const DATABASE_UNAVAILABLE =
  "Le site est momentanément indisponible : votre demande n'a pas été prise en compte. Veuillez réessayer dans quelques instants.";

/** Seconds a client is told to wait (`Retry-After`) when the database is unreachable for a moment. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A 4xx with a French message the page can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { error: REASONS[statusCode] ?? 'Error', message };
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The schema validator's verdict, in French (its own messages are English). */
export function validationMessage(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return `le champ « ${String(params.missingProperty)} » est obligatoire`;
    case 'type':
      return `la valeur doit être de type ${String(params.type)}`;
    case 'maxLength':
      return `${formatCount(Number(params.limit), 'caractère')} au plus`;
    case 'minLength':
      return `${formatCount(Number(params.limit), 'caractère')} au moins`;
    case 'pattern':
      return "le format n'est pas accepté";
    case 'minimum':
      return `la valeur doit être au moins ${String(params.limit)}`;
    case 'maximum':
      return `la valeur doit être au plus ${String(params.limit)}`;
    case 'enum':
      return "cette valeur n'est pas acceptée";
    default:
      return 'paramètre incorrect';
  }
}

function frenchMessage(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error.validation) {
    const first = error.validation[0];
    const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '')})` : '';
    return {
      status: 400,
      message: `Requête invalide${where} : ${first ? validationMessage(first) : 'paramètre incorrect'}.`,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: "Le corps de la requête n'est pas un JSON valide." };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'La requête est trop volumineuse.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: "Ce type de contenu n'est pas accepté." };
    default:
      break;
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: 'Requête invalide.' };
  return { status: 500, message: 'Une erreur interne est survenue. Veuillez réessayer ultérieurement.' };
}

/**
 * The JSON answer of an error, with its French message; only real faults are 500s, and are logged.
 * A route's own error handler calls it for the requests it leaves to the API's rule: rethrown, an
 * error raised by Node itself (a refused connection) would not be seen as one under Jest, whose
 * tests run in a realm of their own, and would be sent as a 200 body.
 */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message } = frenchMessage(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (message === DATABASE_UNAVAILABLE) void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

/** Every error leaves as JSON with a French message (sendApiError). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendApiError);
}
