import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest, ERRORS, type Problem } from './problem.ts';
import { InputError } from '../platform/inputError.ts';
import { MAX_PARAM_LENGTH } from './plugins/requestLimits.ts';
import { unavailability } from '../platform/unavailable.ts';

function send(reply: FastifyReply, problem: Problem) {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** One error handler: domain errors, input a read function refused (InputError), validation, body limits, unavailable dependencies, and the rest (500, no details). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) return send(reply, err.toProblem(req.url));
    const refused: unknown = err;
    if (refused instanceof InputError)
      return send(reply, badRequest(refused.message, refused.parameter).toProblem(req.url));
    if (err.validation) {
      const first = err.validation[0];
      const parameter = (first?.instancePath?.replace(/^\//, '') ||
        (first?.params as any)?.missingProperty ||
        (first?.params as any)?.additionalProperty ||
        err.validationContext) as string;
      return send(reply, {
        type: '/api/v1/docs/guide#errors-bad-request',
        title: ERRORS.BAD_REQUEST.title,
        status: 400,
        detail:
          `${err.validationContext ?? 'request'}${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`.trim(),
        instance: req.url,
        parameter,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return send(reply, {
        type: '/api/v1/docs/guide#errors-rate-limited',
        title: ERRORS.RATE_LIMITED.title,
        status,
        detail: err.message,
        instance: req.url,
      });
    if (status >= 400 && status < 500) {
      const title =
        status === 413
          ? ERRORS.PAYLOAD_TOO_LARGE.title
          : status === 415
            ? ERRORS.UNSUPPORTED_MEDIA_TYPE.title
            : status === 404
              ? ERRORS.NOT_FOUND_ROUTE.title
              : ERRORS.BAD_REQUEST.title;
      return send(reply, { type: '/api/v1/docs/guide#errors', title, status, detail: err.message, instance: req.url });
    }
    const unavailable = (why: string, detail: string) => {
      req.log.warn({ err: err.message }, why);
      reply.header('retry-after', '5');
      return send(reply, {
        type: '/api/v1/docs/guide#errors-service-unavailable',
        title: ERRORS.SERVICE_UNAVAILABLE.title,
        status: 503,
        detail,
        instance: req.url,
      });
    };
    const why = unavailability(err);
    if (why === 'timeout')
      return unavailable(
        'statement timeout',
        'The database did not answer in time (statement timeout); retry shortly.',
      );
    if (why === 'down')
      return unavailable('dependency unavailable', 'A dependency of the service is unavailable; retry shortly.');
    req.log.error({ err }, 'unhandled error');
    return send(reply, {
      type: '/api/v1/docs/guide#errors-internal',
      title: ERRORS.INTERNAL.title,
      status: 500,
      detail: 'An unexpected error occurred.',
      instance: req.url,
    });
  });
  app.setNotFoundHandler((req, reply) =>
    // a path parameter past the router's maxParamLength matches no route: say why (414), not 404
    req.url
      .split('?')[0]
      .split('/')
      .some((segment) => segment.length > MAX_PARAM_LENGTH)
      ? send(reply, {
          type: '/api/v1/docs/guide#errors-uri-too-long',
          title: ERRORS.URI_TOO_LONG.title,
          status: 414,
          detail: `a path segment is longer than ${MAX_PARAM_LENGTH} characters`,
          instance: req.url.slice(0, 200),
        })
      : send(reply, {
          type: '/api/v1/docs/guide#errors-not-found-route',
          title: ERRORS.NOT_FOUND_ROUTE.title,
          status: 404,
          detail: `no route for ${req.method} ${req.url.split('?')[0]}`,
          instance: req.url,
        }),
  );
}
