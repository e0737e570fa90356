/**
 * `POST /`: the form endpoint of spec section 7 (the same contract as Netlify Forms). Order of checks:
 * rate limit and content type (before the body is read), body size, UTF-8, keys, `form-name`, honeypot,
 * field validation; then the submission is committed to the store, and only then answered 2xx. The outbox
 * delivers notifications afterwards, never in the way of the answer.
 *
 * Answers: JSON when the client accepts `application/json` (the site's script), otherwise a small HTML
 * page in the request's language (a browser with JavaScript off).
 */
import { formDefinitions, type FormDefinition, type Locale } from '@hraun/content';
import { MULTI_SEPARATOR } from '@hraun/content/forms/definitions';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD } from '@hraun/content/forms/types';
import { validateSubmission } from '@hraun/content/forms/validate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomUUID } from 'node:crypto';
import { acceptsJson, ERROR_STATUS, errorCodeOf, errorJson, type HttpErrorCode } from '../errors';
import { requestLocale } from '../request-locale';
import { BODY_LIMIT, FORM_CONTENT_TYPE, hasForeignCharset, isFormContentType, parseFormBody, type BodyError } from './body';
import { isOwnPost } from './origin';
import type { OutboxWorker } from './outbox';
import { backLink, errorPage, fieldErrorsPage, thankYouPage, type FieldErrorCode } from './pages';
import { clientLimit, RateLimiter, type RateLimitSettings } from './rate-limit';
import { errorText, type SubmissionStore } from './store';

export interface FormsPluginOptions {
  store: SubmissionStore;
  /** Delivers notifications; its channels get one outbox row per submission. None: stored only. */
  outbox?: OutboxWorker | null;
  /** Posts per client address (counted in this process unless the settings name a shared counter), or false for none. */
  rateLimit?: RateLimitSettings | false;
  /** The forms accepted (the content package's five by default). */
  definitions?: Readonly<Record<string, FormDefinition>>;
  now?: () => Date;
}

/** A submission id as the site's script makes them (URL-safe, 16 to 64 characters); anything else is ignored. */
const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * A post without a submission id (the form without JavaScript) is keyed by what it holds, from where, within this
 * window: the browser's own retry (reload, "send again") repeats it exactly. The key of the previous window is checked
 * too, so a retry is caught for at least this long, and the same text sent again hours later is a new submission.
 */
const DERIVED_KEY_WINDOW_MS = 60 * 60 * 1000;

/** Why a post is refused before its fields are looked at; each is also the JSON answer's `code`. */
type RequestError = BodyError | HttpErrorCode | 'crossSite' | 'missingForm' | 'unknownForm';

export async function formsPlugin(app: FastifyInstance, options: FormsPluginOptions): Promise<void> {
  const { store, outbox } = options;
  const definitions: Readonly<Record<string, FormDefinition>> = options.definitions ?? formDefinitions;
  const now = options.now ?? (() => new Date());
  const limit = options.rateLimit || undefined;
  const limiter = limit ? (limit.counter ?? new RateLimiter(limit)) : undefined;
  const ipKey = await store.secret('client_ip_hmac');
  const channels = outbox?.channels ?? [];

  const definitionOf = (name: string | undefined): FormDefinition | undefined =>
    name !== undefined && Object.hasOwn(definitions, name) ? definitions[name] : undefined;
  const multiFields = new Map<string, ReadonlySet<string>>(
    Object.values(definitions).map((definition) => [
      definition.name,
      new Set(definition.fields.filter((field) => field.type === 'multi').map((field) => field.name)),
    ]),
  );
  const noMultiFields: ReadonlySet<string> = new Set();

  /** The key a submission is stored under: the id the page's script sent, else one derived from the post's content. */
  function submissionKeys(sentId: string | undefined, content: unknown, at: Date): { key: string; priorKeys: string[] } {
    const id = sentId?.trim() ?? '';
    if (SUBMISSION_ID.test(id)) return { key: `id:${id}`, priorKeys: [] };
    const digest = createHmac('sha256', ipKey).update(JSON.stringify(content)).digest('hex').slice(0, 32);
    const window = Math.floor(at.getTime() / DERIVED_KEY_WINDOW_MS);
    return { key: `post:${digest}:${window}`, priorKeys: [`post:${digest}:${window - 1}`] };
  }

  function context(request: FastifyRequest) {
    return {
      locale: requestLocale(request) as Locale,
      json: acceptsJson(request.headers.accept),
      back: backLink(request.headers.referer, request.headers.host),
    };
  }

  function prepare(reply: FastifyReply, locale: Locale) {
    reply.header('cache-control', 'no-store').header('vary', 'Accept').header('content-language', locale);
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, error: RequestError, extra: Record<string, unknown> = {}) {
    const { locale, json, back } = context(request);
    prepare(reply, locale);
    reply.code(status);
    // `error` is the code under its first name, kept for clients written against it.
    if (json) return reply.type('application/json; charset=utf-8').send(errorJson(locale, error, { error, ...extra }));
    // A post from another site gets its own sentence: going back and sending again would be refused again.
    return reply.type('text/html; charset=utf-8').send(errorPage(locale, back, error === 'crossSite' ? errorJson(locale, error).message : undefined));
  }

  // Only the form encoding is read here, as raw bytes (UTF-8 is checked on them, not after decoding).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  // The server's one mapping decides what a failure is; this handler only gives it the form's answer shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = errorCodeOf(error);
    if (code === 'internalError') request.log.error({ err: error }, 'forms: unexpected error');
    return refuse(request, reply, ERROR_STATUS[code], code);
  });

  /**
   * The client's address as read when its post arrived. Node forgets a socket's peer once the connection is reset, so
   * a client that sends its post and vanishes at once leaves `request.ip` undefined: it is read once, first.
   */
  const clientAddresses = new WeakMap<FastifyRequest, string>();

  /** Nobody is left to answer: the post is dropped unstored (its sender saw no answer, so counts it as not sent). */
  function clientGone(request: FastifyRequest, reply: FastifyReply) {
    request.log.info('forms: the client closed its connection before its post was read; nothing stored');
    reply.hijack();
    request.raw.destroy();
    return reply;
  }

  app.post('/', {
    // Both checks need only the headers: a flood or a wrong body costs no body reading.
    onRequest: async (request, reply) => {
      const address = request.ip as string | undefined;
      if (!address) return clientGone(request, reply);
      clientAddresses.set(request, address);
      const fetchSite = request.headers['sec-fetch-site'];
      if (!isOwnPost({ origin: request.headers.origin, host: request.headers.host, 'sec-fetch-site': typeof fetchSite === 'string' ? fetchSite : undefined })) {
        request.log.info({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'forms: a post from another site, refused');
        return refuse(request, reply, 403, 'crossSite');
      }
      if (limiter && limit) {
        const { key, max } = clientLimit(address, limit);
        const decision = await limiter.hit(key, max);
        if (!decision.allowed) {
          const seconds = Math.ceil(decision.retryAfterMs / 1000);
          reply.header('retry-after', String(seconds));
          return refuse(request, reply, 429, 'rateLimited', { retryAfter: seconds });
        }
      }
      const type = request.headers['content-type'];
      if (!isFormContentType(type) || hasForeignCharset(type)) return refuse(request, reply, 415, 'unsupportedMediaType');
      return undefined;
    },
    handler: async (request, reply) => {
      const parsed = parseFormBody(request.body as Buffer | undefined, (name) => multiFields.get(name) ?? noMultiFields, MULTI_SEPARATOR);
      if (!parsed.ok) return refuse(request, reply, 400, parsed.error, parsed.field ? { field: parsed.field } : {});
      const fields = parsed.fields;
      const formName = fields[FORM_NAME_FIELD];
      const definition = definitionOf(formName);
      if (!definition) return refuse(request, reply, 400, formName === undefined || formName === '' ? 'missingForm' : 'unknownForm');

      const { locale, json, back } = context(request);
      prepare(reply, locale);
      const success = (id: string) =>
        json
          ? reply.code(200).type('application/json; charset=utf-8').send({ ok: true, id })
          : reply.code(200).type('text/html; charset=utf-8').send(thankYouPage(locale, definition, back));

      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
      if ((fields[HONEYPOT_FIELD] ?? '') !== '') {
        request.log.info({ form: definition.name }, 'forms: honeypot filled, dropped');
        return success(randomUUID());
      }

      const result = validateSubmission(definition, fields);
      if (!result.ok) {
        const errors = result.errors as Record<string, FieldErrorCode>;
        reply.code(422);
        if (json) return reply.type('application/json; charset=utf-8').send(errorJson(locale, 'invalidFields', { errors }));
        return reply.type('text/html; charset=utf-8').send(fieldErrorsPage(locale, definition, errors, back));
      }

      const address = clientAddresses.get(request);
      if (address === undefined) return clientGone(request, reply);
      const createdAt = now();
      const clientIpHash = createHmac('sha256', ipKey).update(address).digest('hex').slice(0, 32);
      let stored;
      try {
        stored = await store.insert(
          {
            id: randomUUID(),
            formName: definition.name,
            locale,
            fields: result.values,
            createdAt,
            clientIpHash,
            ...submissionKeys(fields[SUBMISSION_ID_FIELD], [clientIpHash, definition.name, locale, result.values], createdAt),
          },
          channels,
        );
      } catch (error) {
        request.log.error({ error: errorText(error) }, 'forms: the submission could not be stored');
        reply.header('retry-after', '30');
        return refuse(request, reply, 503, 'unavailable');
      }
      // A retry of a stored submission gets the first answer again (its id, the thank-you page), and nothing is sent twice.
      if (stored.duplicate) request.log.info({ id: stored.id }, 'forms: a retried submission, stored once already');
      else outbox?.kick();
      return success(stored.id);
    },
  });
}
