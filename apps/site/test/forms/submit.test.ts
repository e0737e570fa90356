import { formDefinitions, HONEYPOT_FIELD } from '@hraun/content';
import { describe, expect, test } from 'vitest';
import { encodeSubmission, initialValues, newSubmissionId, submitForm, valuesFromForm, withPackage } from '../../src/forms/submit';

/** A form's data as the browser would collect it from its fields. */
function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('valuesFromForm: what the fields held before the page came to life', () => {
  test('text, a chosen option, a checked radio and every ticked box are adopted', () => {
    const quote = formDefinitions.quote;
    const values = valuesFromForm(
      quote,
      formData([
        ['name', 'Anna Jónsdóttir'],
        ['email', 'anna@example.is'],
        ['message', 'Nýr vefur'],
        ['budget', '500-1000'],
        ['selected_services', 'web-design'],
        ['selected_services', 'seo'],
        [HONEYPOT_FIELD, 'bot text'],
      ]),
    );
    expect(values).toMatchObject({ name: 'Anna Jónsdóttir', email: 'anna@example.is', message: 'Nýr vefur', budget: '500-1000' });
    expect(values.selected_services).toEqual(['web-design', 'seo']);
    expect(values.selected_solutions).toEqual([]);
    expect(values).not.toHaveProperty(HONEYPOT_FIELD);
    expect(Object.keys(values)).toEqual(quote.fields.map((field) => field.name));

    const desk = valuesFromForm(formDefinitions.servicedesk, formData([['urgency', 'high'], ['type', 'uppfærsla']]));
    expect(desk).toMatchObject({ urgency: 'high', type: 'uppfærsla', name: '' });
  });

  test('a field the data lacks keeps its start value: no radio checked, and the order form keeps its package', () => {
    const order = formDefinitions['hosting-order'];
    expect(valuesFromForm(order, formData([]))).toEqual(initialValues(order));
    expect(valuesFromForm(formDefinitions.servicedesk, formData([])).type).toBe('');
  });

  test('files are never taken as text', () => {
    const data = new FormData();
    data.append('name', new Blob(['x']), 'x.txt');
    expect(valuesFromForm(formDefinitions.contact, data).name).toBe('');
  });

  test('adopted values are what is sent', () => {
    const contact = formDefinitions.contact;
    const values = valuesFromForm(contact, formData([['name', 'Pre Hydration'], ['subject', 'Efni']]));
    const body = new URLSearchParams(encodeSubmission(contact, values));
    expect(body.get('name')).toBe('Pre Hydration');
    expect(body.get('subject')).toBe('Efni');
    expect(body.get('email')).toBe('');
  });
});

describe('withPackage: the package a link to an order page names', () => {
  const hosting = formDefinitions['hosting-order'];

  test('selects an offered package over the default', () => {
    const values = withPackage(hosting, initialValues(hosting), 'business');
    expect(values.selected_package).toBe('business');
    expect(initialValues(hosting).selected_package).toBe('basic');
  });

  test('ignores a package the form does not offer, or none at all', () => {
    const start = initialValues(hosting);
    for (const unknown of ['woocommerce-express', '<script>', '', null, undefined]) {
      expect(withPackage(hosting, start, unknown)).toBe(start);
    }
  });

  test('with keepChoice, a package the visitor picked stays; the default gives way', () => {
    const picked = { ...initialValues(hosting), selected_package: 'enterprise' };
    expect(withPackage(hosting, picked, 'business', { keepChoice: true }).selected_package).toBe('enterprise');
    expect(withPackage(hosting, picked, 'business').selected_package).toBe('business');
    expect(withPackage(hosting, initialValues(hosting), 'business', { keepChoice: true }).selected_package).toBe('business');
  });

  test('a form without a package field is left alone', () => {
    const contact = formDefinitions.contact;
    const start = initialValues(contact);
    expect(withPackage(contact, start, 'business')).toBe(start);
  });
});

describe('submitForm: what the server said', () => {
  const desk = formDefinitions.servicedesk;
  const answer = (status: number, body: string) => (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

  test('an ok status is a stored submission', async () => {
    expect(await submitForm(desk, 'x', answer(201, '{"ok":true}'))).toEqual({ ok: true });
  });

  test('a 422 names the refused fields and why', async () => {
    const result = await submitForm(desk, 'x', answer(422, '{"ok":false,"errors":{"website":"url","name":"required"}}'));
    expect(result).toEqual({ ok: false, fieldErrors: { website: 'url', name: 'required' } });
  });

  test('fields the form does not have, unknown reasons and a body that is not JSON are left out', async () => {
    const odd = await submitForm(desk, 'x', answer(422, '{"errors":{"website":"nonsense","__proto__":"url","subject":"required","problem":7}}'));
    expect(odd).toEqual({ ok: false, fieldErrors: {} });
    expect(await submitForm(desk, 'x', answer(422, '<html>'))).toEqual({ ok: false, fieldErrors: {} });
  });

  test('any other status or a network error is a failure without field errors', async () => {
    expect(await submitForm(desk, 'x', answer(503, 'down'))).toEqual({ ok: false, fieldErrors: {} });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await submitForm(desk, 'x', offline)).toEqual({ ok: false, fieldErrors: {} });
  });
});

describe('submission ids (issue 32, defect 14)', () => {
  test('are 128 random bits in hex, a new one each time, in a form the server takes', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newSubmissionId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  test('travel in the body beside the hidden fields, and only when there is one', () => {
    const contact = formDefinitions.contact;
    const values = initialValues(contact);
    expect(new URLSearchParams(encodeSubmission(contact, values, '', 'abc123abc123abc123')).get('submission-id')).toBe('abc123abc123abc123');
    expect(new URLSearchParams(encodeSubmission(contact, values)).has('submission-id')).toBe(false);
  });
});
