import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../src/forms/definitions';
import { responseTimes } from '../src/forms/responseTimes';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, type FieldType, type FormName } from '../src/forms/types';
import { validateSubmission } from '../src/forms/validate';
import { excerptOf, formatDate, formatPrice } from '../src/format';
import { localeTags, locales } from '../src/locale';
import { pageEntries } from '../src/pages/registry.generated';
import type { Price } from '../src/pages/types';
import { resolveKey, textKeysOf, unresolvedKeys } from './support/keys';

type Row = [name: string, type: FieldType, required: boolean];

/** Spec sections 3 and 5: every form's fields in order, with input type and required rule. */
const orderFields: Row[] = [
  ['name', 'text', true],
  ['email', 'email', true],
  ['phone', 'tel', false],
  ['company', 'text', false],
  ['domain', 'text', false],
  ['message', 'textarea', false],
  ['selected_package', 'package', false],
];
const spec: Record<FormName, Row[]> = {
  contact: [
    ['name', 'text', true],
    ['email', 'email', true],
    ['phone', 'tel', false],
    ['company', 'text', false],
    ['subject', 'text', true],
    ['message', 'textarea', true],
  ],
  quote: [
    ['name', 'text', true],
    ['email', 'email', true],
    ['phone', 'tel', false],
    ['company', 'text', false],
    ['message', 'textarea', true],
    ['budget', 'select', false],
    ['timeline', 'select', false],
    ['selected_services', 'multi', false],
    ['selected_solutions', 'multi', false],
  ],
  servicedesk: [
    ['name', 'text', true],
    ['email', 'email', true],
    ['phone', 'tel', false],
    ['company', 'text', false],
    ['website', 'url', false],
    ['problem', 'textarea', true],
    ['urgency', 'select', true],
    ['type', 'radio', false],
  ],
  'wordpress-express-order': orderFields,
  'hosting-order': orderFields,
};

/** Spec section 7: the body of each form-name. */
const bodies: Record<FormName, string> = {
  contact: 'name, email, phone, company, subject, message',
  quote: 'name, email, phone, company, message, budget, timeline, selected_services, selected_solutions',
  servicedesk: 'name, email, phone, company, website, problem, urgency, type',
  'wordpress-express-order': 'name, email, phone, company, domain, message, selected_package',
  'hosting-order': 'name, email, phone, company, domain, message, selected_package',
};

/** Spec sections 3 and 9: the values of every choice field. */
const options: Record<string, string[]> = {
  'quote.budget': ['100-500', '500-1000', '1000-2000', '2000-3000', '3000-5000', '5000-10000', '10000+'],
  'quote.timeline': ['1v-2v', '2v-4v', '1-2', '2-3', '3-6', '6+'],
  'quote.selected_services': ['web-development', 'web-design', 'development', 'consulting', 'marketing', 'seo', 'analytics', 'maintenance'],
  'quote.selected_solutions': [
    'ai',
    'booking',
    'subscription',
    'ecommerce',
    'pos',
    'wordpress',
    'wordpress-express',
    'hosting',
    'email',
    'maintenance',
    'chat',
  ],
  'servicedesk.urgency': ['low', 'medium', 'high', 'urgent'],
  'servicedesk.type': ['villa', 'fyrirspurn', 'breytingabeiðni', 'uppfærsla'],
  'wordpress-express-order.selected_package': ['wordpress-express', 'woocommerce-express'],
  'hosting-order.selected_package': ['basic', 'business', 'enterprise'],
};

const formNames = Object.keys(spec) as FormName[];
const fieldOf = (form: FormName, name: string) => {
  const field = formDefinitions[form].fields.find((f) => f.name === name);
  if (!field) throw new Error(`${form} has no field ${name}`);
  return field;
};

describe('form definitions', () => {
  it('hold exactly the five forms of the spec, each under its own form-name', () => {
    expect(Object.keys(formDefinitions).sort()).toEqual([...formNames].sort());
    for (const form of formNames) expect(formDefinitions[form].name).toBe(form);
  });

  it.each(formNames)('%s has the spec fields in order, with their types and required rules', (form) => {
    const rows = formDefinitions[form].fields.map((f): Row => [f.name, f.type, f.required]);
    expect(rows).toEqual(spec[form]);
    expect(formDefinitions[form].fields.map((f) => f.name).join(', ')).toBe(bodies[form]);
  });

  it('never define the hidden fields as visible ones', () => {
    expect(FORM_NAME_FIELD).toBe('form-name');
    expect(HONEYPOT_FIELD).toBe('bot-field');
    for (const form of formNames) {
      const names = formDefinitions[form].fields.map((f) => f.name);
      expect(names).not.toContain(FORM_NAME_FIELD);
      expect(names).not.toContain(HONEYPOT_FIELD);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('offer exactly the spec values in every choice field, and only choice fields have options', () => {
    for (const [path, values] of Object.entries(options)) {
      const [form, name] = path.split('.') as [FormName, string];
      expect(fieldOf(form, name).options?.map((o) => o.value), path).toEqual(values);
    }
    const withOptions = formNames.flatMap((form) =>
      formDefinitions[form].fields.filter((f) => f.options).map((f) => `${form}.${f.name}`),
    );
    expect(withOptions.sort()).toEqual(Object.keys(options).sort());
  });

  it('start the order pages on their default package and every other field empty', () => {
    expect(fieldOf('wordpress-express-order', 'selected_package').defaultValue).toBe('wordpress-express');
    expect(fieldOf('hosting-order', 'selected_package').defaultValue).toBe('basic');
    const defaults = formNames.flatMap((form) =>
      formDefinitions[form].fields.filter((f) => f.defaultValue !== undefined).map((f) => `${form}.${f.name}`),
    );
    expect(defaults.sort()).toEqual(['hosting-order.selected_package', 'wordpress-express-order.selected_package']);
  });

  it('give the order message 4 rows and the quote message the project-description label', () => {
    expect(fieldOf('wordpress-express-order', 'message').rows).toBe(4);
    expect(fieldOf('hosting-order', 'message').rows).toBe(4);
    expect(fieldOf('quote', 'message').labelKey).toBe('forms:labels.projectDescription');
    expect(resolveKey('en', 'forms:labels.projectDescription')).toBe('Project description');
  });

  it('put placeholders on the three selects; the urgency one reads "Veldu forgang"', () => {
    const placeholders = formNames.flatMap((form) =>
      formDefinitions[form].fields.filter((f) => f.placeholderKey).map((f) => `${form}.${f.name}`),
    );
    expect(placeholders.sort()).toEqual(['quote.budget', 'quote.timeline', 'servicedesk.urgency']);
    expect(resolveKey('is', fieldOf('servicedesk', 'urgency').placeholderKey ?? '')).toBe('Veldu forgang');
  });

  it('set length limits that fit real input and every choice', () => {
    const limits: Record<string, number> = { name: 100, email: 254, phone: 40, company: 120, subject: 200, message: 5000, problem: 5000, domain: 253, website: 2048 };
    for (const form of formNames) {
      for (const field of formDefinitions[form].fields) {
        const expected = limits[field.name];
        if (expected !== undefined) expect(field.maxLength, `${form}.${field.name}`).toBe(expected);
        for (const option of field.options ?? []) expect(option.value.length).toBeLessThanOrEqual(field.maxLength);
      }
    }
    // Choosing every service and every solution still fits.
    const all = (name: string) => fieldOf('quote', name).options!.map((o) => o.value).join(', ');
    const quote = { name: 'Jón', email: 'jon@hraun.is', message: 'Vefur', selected_services: all('selected_services'), selected_solutions: all('selected_solutions') };
    expect(validateSubmission(formDefinitions.quote, quote).ok).toBe(true);
  });

  it('use the spec success message of each form', () => {
    expect(Object.fromEntries(formNames.map((form) => [form, formDefinitions[form].successKey]))).toEqual({
      contact: 'forms:success.contact',
      quote: 'forms:success.quote',
      servicedesk: 'forms:success.serviceDesk',
      'wordpress-express-order': 'forms:success.order',
      'hosting-order': 'forms:success.order',
    });
  });
});

describe('form and contact strings', () => {
  /** Keys the form views and pages use besides the ones inside the definitions. */
  const used = [
    'forms:labels.submit',
    'forms:pending',
    'forms:error',
    'forms:success.title',
    'forms:success.close',
    'forms:packagePanelTitle',
    'forms:honeypot',
    ...['required', 'tooLong', 'email', 'emailLocalPart', 'url', 'option', 'control', 'bidi'].map((code) => `forms:fieldErrors.${code}`),
    ...['thanksTitle', 'thanksText', 'errorTitle', 'errorText', 'back'].map((key) => `forms:noscript.${key}`),
    ...['metaTitle', 'metaDescription', 'metaKeywords', 'breadcrumb', 'title', 'intro', 'detailsTitle', 'phone', 'email', 'officesTitle'].map(
      (key) => `contact:page.${key}`,
    ),
    ...['metaTitle', 'metaDescription', 'metaKeywords', 'breadcrumb', 'title', 'intro'].map((key) => `contact:quote.${key}`),
    ...['metaTitle', 'metaDescription', 'metaKeywords', 'breadcrumb', 'title', 'intro', 'responseTitle'].map((key) => `contact:serviceDesk.${key}`),
    ...responseTimes.map((row) => `contact:serviceDesk.urgency.${row.urgency}`),
    ...['title', 'weekdays', 'weekdayTimes', 'weekend', 'closed', 'emergency'].map((key) => `contact:hours.${key}`),
  ];

  it('resolve every label, placeholder, option and success key of the definitions in all languages', () => {
    const keys = textKeysOf(formDefinitions);
    expect(keys.length).toBeGreaterThan(80);
    expect(unresolvedKeys(keys)).toEqual([]);
  });

  it('resolve every key the form pages use in all languages', () => {
    expect(unresolvedKeys(used)).toEqual([]);
  });

  it('put each of the quote form\'s topics under exactly one heading; the solutions in the solutions menu\'s groups and order', () => {
    for (const field of formDefinitions.quote.fields.filter((candidate) => candidate.type === 'multi')) {
      const grouped = field.groups!.flatMap((group) => group.values);
      expect([...grouped].sort(), field.name).toEqual(field.options!.map((option) => option.value).sort());
    }
    // The solution options' values and the page folders they name.
    const pageOf: Record<string, string> = {
      ai: 'gervigreind', booking: 'bokunarkerfi', subscription: 'askriftarkerfi', ecommerce: 'netverslun', pos: 'kassakerfi',
      wordpress: 'wordpress', 'wordpress-express': 'wordpress-express', hosting: 'vefhysing', email: 'tolvupostur',
      maintenance: 'vefumsjon', chat: 'netspjall',
    };
    const solutions = formDefinitions.quote.fields.find((candidate) => candidate.name === 'selected_solutions')!;
    for (const group of solutions.groups!) {
      const entries = group.values.map((value) => pageEntries.find((entry) => entry.section === 'solutions' && entry.id === pageOf[value])!);
      expect(entries.map((entry) => `nav:menu.groups.${entry.menu!.group}`), group.labelKey).toEqual(group.values.map(() => group.labelKey));
      const orders = entries.map((entry) => entry.menu!.order);
      expect(orders, group.labelKey).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('give each option a label of its own within a field', () => {
    for (const locale of locales) {
      for (const form of formNames) {
        for (const field of formDefinitions[form].fields) {
          const labels = (field.options ?? []).map((o) => resolveKey(locale, o.labelKey));
          expect(new Set(labels).size, `${locale} ${form}.${field.name}`).toBe(labels.length);
        }
      }
    }
  });

  it('keep the meta descriptions within 140-160 characters', () => {
    for (const locale of locales) {
      for (const page of ['page', 'quote', 'serviceDesk']) {
        const length = [...(resolveKey(locale, `contact:${page}.metaDescription`) ?? '')].length;
        expect(length, `${locale} ${page}`).toBeGreaterThanOrEqual(140);
        expect(length, `${locale} ${page}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('carry the spec section 8 texts verbatim in Icelandic and English', () => {
    const expected = {
      is: {
        'forms:error': 'Villa kom upp við að senda form. Vinsamlegast reyndu aftur.',
        'forms:success.title': 'Takk fyrir!',
        'forms:success.close': 'Loka',
        'forms:success.contact': 'Takk fyrir skilaboðin! Við munum hafa samband við þig eins fljótt og auðið er.',
        'forms:success.quote': 'Takk fyrir fyrirspurnina! Við munum senda þér tilboð eins fljótt og auðið er.',
        'forms:success.serviceDesk': 'Takk fyrir beiðnina! Við munum hafa samband við þig eins fljótt og auðið er.',
        'forms:success.order': 'Takk fyrir pöntunina! Við munum hafa samband við þig eins fljótt og auðið er til að hefja verkefnið.',
        'forms:pending': 'Sendir...',
        'forms:honeypot': 'Ekki fylla út þennan reit',
        'contact:hours.weekdays': 'Mánudaga til föstudaga',
        'contact:hours.weekdayTimes': '9:00–17:00',
        'contact:hours.weekend': 'Laugardaga og sunnudaga',
        'contact:hours.closed': 'Lokað',
      },
      en: {
        'forms:success.title': 'Thank you!',
        'forms:success.close': 'Close',
        'forms:success.contact': 'Thank you for your message! We will contact you as soon as possible.',
        'forms:success.quote': 'Thank you for your inquiry! We will send you a quote as soon as possible.',
        'forms:success.order': 'Thank you for your order! We will contact you shortly to begin the project.',
        'forms:success.serviceDesk': 'Thank you for your request! We will contact you as soon as possible.',
      },
    } as const;
    for (const [locale, texts] of Object.entries(expected) as ['is' | 'en', Record<string, string>][]) {
      for (const [key, text] of Object.entries(texts)) expect(resolveKey(locale, key), `${locale} ${key}`).toBe(text);
    }
  });

  it('word the response times with the plural forms each language needs', () => {
    expect(responseTimes).toEqual([
      { urgency: 'urgent', hours: 1 },
      { urgency: 'high', hours: 4 },
      { urgency: 'medium', hours: 8 },
      { urgency: 'low', hours: 24 },
    ]);
    expect(resolveKey('is', 'contact:serviceDesk.within_one')).toBe('Innan {{count}} klukkustundar');
    expect(resolveKey('is', 'contact:serviceDesk.within_other')).toBe('Innan {{count}} klukkustunda');
    for (const locale of locales) {
      const rules = new Intl.PluralRules(localeTags[locale]);
      for (const { hours } of [...responseTimes, { hours: 2 }, { hours: 21 }]) {
        const text = resolveKey(locale, `contact:serviceDesk.within_${rules.select(hours)}`);
        expect(text, `${locale} ${hours}`).toContain('{{count}}');
      }
    }
  });
});

describe('validateSubmission', () => {
  const contact = formDefinitions.contact;
  const valid = { name: '  Jón Jónsson ', email: 'jon@hraun.is', phone: '', company: '', subject: 'Vefur', message: 'Halló\nHvað kostar vefur?' };
  const errorsOf = (result: ReturnType<typeof validateSubmission>) => (result.ok ? {} : result.errors);

  it('accepts a complete contact form, trims it and keeps only the form fields', () => {
    const result = validateSubmission(contact, { ...valid, [FORM_NAME_FIELD]: 'contact', [HONEYPOT_FIELD]: '', extra: 'x' });
    expect(result).toEqual({
      ok: true,
      values: { name: 'Jón Jónsson', email: 'jon@hraun.is', phone: '', company: '', subject: 'Vefur', message: 'Halló\nHvað kostar vefur?' },
    });
  });

  it('refuses missing and blank required fields, and only those', () => {
    expect(errorsOf(validateSubmission(contact, {}))).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(errorsOf(validateSubmission(contact, { ...valid, name: ' \t ', message: '\n\n' }))).toEqual({ name: 'required', message: 'required' });
  });

  it('requires what spec section 5 requires on every form, starting from the defaults', () => {
    const required: Record<FormName, string[]> = {
      contact: ['name', 'email', 'subject', 'message'],
      quote: ['name', 'email', 'message'],
      servicedesk: ['name', 'email', 'problem', 'urgency'],
      'wordpress-express-order': ['name', 'email'],
      'hosting-order': ['name', 'email'],
    };
    for (const form of formNames) {
      const start = Object.fromEntries(formDefinitions[form].fields.map((f) => [f.name, f.defaultValue ?? '']));
      expect(Object.keys(errorsOf(validateSubmission(formDefinitions[form], start))), form).toEqual(required[form]);
    }
  });

  it('checks e-mail addresses as the browser does', () => {
    // 'jon@hraun' too: the browser's email type accepts a dotless domain, and the server must not refuse what it let through.
    for (const email of ['jon@hraun.is', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'jon@hraun', 'jon@xn--dmi-yla.is']) {
      expect(validateSubmission(contact, { ...valid, email }), email).toEqual({ ok: true, values: { ...valid, name: 'Jón Jónsson', message: valid.message, email } });
    }
    for (const email of ['jon', 'jon@@hraun.is', 'j@n@hraun.is', 'jon @hraun.is', '@hraun.is', 'jon@.is', 'jon@hraun..is', 'jon@hraun.is.', '<script>@x.is', 'jon@hraun.is,eve@evil.is', 'jon@exa_mple.is', 'jon@-hraun.is', 'jon@dæmi..is', 'jon@dæmi.is/x', 'jon@dæmi.is:25']) {
      expect(errorsOf(validateSubmission(contact, { ...valid, email })), email).toEqual({ email: 'email' });
    }
  });

  it('sends an internationalized domain in its ASCII form (IDNA), as the browser does', () => {
    const cases: Array<[email: string, stored: string]> = [
      ['jon@dæmi.is', 'jon@xn--dmi-yla.is'],
      ['jon@DÆMI.is', 'jon@xn--dmi-yla.is'],
      ['info@bücher.de', 'info@xn--bcher-kva.de'],
    ];
    for (const [email, stored] of cases) {
      const result = validateSubmission(contact, { ...valid, email });
      expect(result.ok && result.values.email, email).toBe(stored);
    }
  });

  it('refuses a local part beyond ASCII with an error of its own (the browser refuses it too)', () => {
    for (const email of ['jón@dæmi.is', 'jón@hraun.is', 'søren@firma.dk', 'josé@ejemplo.es']) {
      expect(errorsOf(validateSubmission(contact, { ...valid, email })), email).toEqual({ email: 'emailLocalPart' });
    }
  });

  it('enforces the length limits after trimming', () => {
    expect(validateSubmission(contact, { ...valid, name: 'a'.repeat(100) }).ok).toBe(true);
    expect(validateSubmission(contact, { ...valid, name: ` ${'a'.repeat(100)} ` }).ok).toBe(true);
    expect(errorsOf(validateSubmission(contact, { ...valid, name: 'a'.repeat(101) }))).toEqual({ name: 'tooLong' });
    expect(errorsOf(validateSubmission(contact, { ...valid, message: 'a'.repeat(5001) }))).toEqual({ message: 'tooLong' });
  });

  it('refuses control characters, allowing line breaks and tabs in textareas only', () => {
    expect(validateSubmission(contact, { ...valid, message: 'a\r\nb\tc\nd' }).ok).toBe(true);
    for (const name of ['Jón\u0000', 'Jón\nJónsson', 'Jón\tJónsson', 'a\u001b[31mb', 'a\u007fb', 'a\u0085b']) {
      expect(errorsOf(validateSubmission(contact, { ...valid, name })), JSON.stringify(name)).toEqual({ name: 'control' });
    }
    for (const message of ['a\u0000b', 'bell\u0007', 'a\u000bb', 'a\u001bb']) {
      expect(errorsOf(validateSubmission(contact, { ...valid, message })), JSON.stringify(message)).toEqual({ message: 'control' });
    }
  });

  it('refuses the Unicode line and paragraph separators in one-line fields (a mail reader may break the line there)', () => {
    for (const name of ['Jón\u2028Email: eve@evil.is', 'Jón\u2029x']) {
      expect(errorsOf(validateSubmission(contact, { ...valid, name })), JSON.stringify(name)).toEqual({ name: 'control' });
    }
  });

  it('refuses bidirectional controls in every one-line field, and leaves right-to-left text alone', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of controls) {
      const name = `Jón${control}nossnóJ`;
      expect(errorsOf(validateSubmission(contact, { ...valid, name })), JSON.stringify(name)).toEqual({ name: 'bidi' });
      const subject = `Invoice ${control}fdp.exe`;
      expect(errorsOf(validateSubmission(contact, { ...valid, subject })), JSON.stringify(subject)).toEqual({ subject: 'bidi' });
      const oneLine = { email: `jon${control}@hraun.is`, company: `Hraun${control} ehf.`, phone: `555${control}1234` };
      expect(errorsOf(validateSubmission(contact, { ...valid, ...oneLine })), JSON.stringify(oneLine)).toEqual({ email: 'bidi', company: 'bidi', phone: 'bidi' });
    }
    const desk = formDefinitions.servicedesk;
    const deskBase = { name: 'Jón', email: 'jon@hraun.is', problem: 'Villa', urgency: 'high' };
    expect(errorsOf(validateSubmission(desk, { ...deskBase, website: 'https://hraun.is/\u202eexe' }))).toEqual({ website: 'bidi' });
    const order = formDefinitions['hosting-order'];
    expect(errorsOf(validateSubmission(order, { name: 'Jón', email: 'jon@hraun.is', domain: 'hraun\u2067.is', selected_package: 'business' }))).toEqual({ domain: 'bidi' });
    // Arabic and Hebrew need no control characters, and a message may quote anything.
    expect(validateSubmission(contact, { ...valid, name: 'محمد', subject: 'שלום' }).ok).toBe(true);
    expect(validateSubmission(contact, { ...valid, message: 'a\u202eb' }).ok).toBe(true);
  });

  it('accepts only http and https addresses as the website', () => {
    const desk = formDefinitions.servicedesk;
    const base = { name: 'Jón', email: 'jon@hraun.is', problem: 'Síðan liggur niðri', urgency: 'high' };
    for (const website of ['', 'https://hraun.is', 'http://hraun.is/vefur?x=1#a', 'HTTPS://HRAUN.IS']) {
      expect(validateSubmission(desk, { ...base, website }).ok, website).toBe(true);
    }
    for (const website of ['hraun.is', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://hraun.is', 'http://', 'https://hr aun.is', 'file:///etc/passwd']) {
      expect(errorsOf(validateSubmission(desk, { ...base, website })), website).toEqual({ website: 'url' });
    }
  });

  it('accepts only the options of selects, radios and packages, and empty ones where optional', () => {
    const desk = formDefinitions.servicedesk;
    const base = { name: 'Jón', email: 'jon@hraun.is', problem: 'Villa', urgency: 'urgent' };
    expect(validateSubmission(desk, { ...base, type: 'breytingabeiðni' })).toMatchObject({ ok: true, values: { type: 'breytingabeiðni' } });
    expect(errorsOf(validateSubmission(desk, { ...base, urgency: 'URGENT' }))).toEqual({ urgency: 'option' });
    expect(errorsOf(validateSubmission(desk, { ...base, urgency: '' }))).toEqual({ urgency: 'required' });
    expect(errorsOf(validateSubmission(desk, { ...base, type: 'spam' }))).toEqual({ type: 'option' });
    const quote = formDefinitions.quote;
    const request = { name: 'Jón', email: 'jon@hraun.is', message: 'Ný netverslun' };
    expect(validateSubmission(quote, { ...request, budget: '10000+', timeline: '6+' }).ok).toBe(true);
    expect(validateSubmission(quote, { ...request, budget: '', timeline: '' }).ok).toBe(true);
    expect(errorsOf(validateSubmission(quote, { ...request, budget: '100-5000', timeline: '1v' }))).toEqual({ budget: 'option', timeline: 'option' });
    const hosting = formDefinitions['hosting-order'];
    expect(validateSubmission(hosting, { name: 'Jón', email: 'jon@hraun.is', selected_package: 'business' }).ok).toBe(true);
    expect(errorsOf(validateSubmission(hosting, { name: 'Jón', email: 'jon@hraun.is', selected_package: 'wordpress-express' }))).toEqual({
      selected_package: 'option',
    });
  });

  it('reads multi-selections as comma-separated options and writes them back comma-space separated', () => {
    const quote = formDefinitions.quote;
    const request = { name: 'Jón', email: 'jon@hraun.is', message: 'Vefur' };
    const values = (fields: Record<string, string>) => {
      const result = validateSubmission(quote, { ...request, ...fields });
      return result.ok ? result.values : result.errors;
    };
    expect(values({ selected_services: 'web-design, seo', selected_solutions: '' })).toMatchObject({ selected_services: 'web-design, seo', selected_solutions: '' });
    expect(values({ selected_services: 'seo,web-design', selected_solutions: 'ai, ai' })).toMatchObject({ selected_services: 'seo, web-design', selected_solutions: 'ai' });
    expect(values({ selected_services: 'seo, ' })).toEqual({ selected_services: 'option' });
    expect(values({ selected_services: 'seo, ,analytics' })).toEqual({ selected_services: 'option' });
    expect(values({ selected_solutions: 'ai, bitcoin' })).toEqual({ selected_solutions: 'option' });
    expect(values({ selected_solutions: 'seo' })).toEqual({ selected_solutions: 'option' });
  });

  it('ignores values a hostile client hides on the prototype and refuses values that are not text', () => {
    const inherited = Object.create({ name: 'Eve', email: 'eve@evil.is' }) as Record<string, string>;
    Object.assign(inherited, { subject: 'Hæ', message: 'Hæ' });
    expect(errorsOf(validateSubmission(contact, inherited))).toEqual({ name: 'required', email: 'required' });
    const polluted = JSON.parse('{"__proto__": {"name": "Eve"}, "email": "eve@evil.is", "subject": "x", "message": "x"}') as Record<string, string>;
    expect(errorsOf(validateSubmission(contact, polluted))).toEqual({ name: 'required' });
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    const odd = { ...valid, name: ['Jón', 'Eve'], phone: 5 } as unknown as Record<string, string>;
    expect(errorsOf(validateSubmission(contact, odd))).toEqual({ name: 'control', phone: 'control' });
  });

  it('normalises to NFC and answers huge or crafted input quickly', () => {
    const decomposed = 'Jo\u0301n';
    const result = validateSubmission(contact, { ...valid, name: decomposed });
    expect(result.ok && result.values.name).toBe('Jón');
    const started = performance.now();
    expect(errorsOf(validateSubmission(contact, { ...valid, email: `${'a'.repeat(1_000_000)}@` }))).toEqual({ email: 'tooLong' });
    expect(errorsOf(validateSubmission(contact, { ...valid, email: `a@${'b.'.repeat(120)}` }))).toEqual({ email: 'email' });
    expect(errorsOf(validateSubmission(contact, { ...valid, message: `${'x '.repeat(3000)}` }))).toEqual({ message: 'tooLong' });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('formatting', () => {
  const price = (amount: number, currency: Price['currency'] = 'ISK'): Price => ({ amount, currency, vat: 'excluded', period: 'once' });
  /** Intl joins the number and the currency with a no-break space; compare with plain spaces. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    ['is', '299.950 kr.', '4.990 kr.', '29 USD'],
    ['en', 'ISK 299,950', 'ISK 4,990', '$29'],
    ['es', '299.950 ISK', '4.990 ISK', '29 US$'],
    ['da', '299.950 ISK', '4.990 ISK', '29 US$'],
  ] as const)('formats prices in %s without decimals', (locale, large, small, dollars) => {
    expect(plain(formatPrice(price(299950), locale))).toBe(large);
    expect(plain(formatPrice(price(4990), locale))).toBe(small);
    expect(plain(formatPrice(price(29, 'USD'), locale))).toBe(dollars);
    expect(plain(formatPrice(price(14949.6), locale))).toBe(plain(formatPrice(price(14950), locale)));
  });

  it('keeps the amount and the currency on one line', () => {
    expect(formatPrice(price(99950), 'is')).toBe('99.950\u00a0kr.');
  });

  it.each([
    ['is', '11/3/2024', '1/12/2024'],
    ['en', 'March 11, 2024', 'December 1, 2024'],
    ['es', '11 de marzo de 2024', '1 de diciembre de 2024'],
    ['da', '11. marts 2024', '1. december 2024'],
  ] as const)('formats dates in %s', (locale, march, december) => {
    expect(formatDate('2024-03-11', locale)).toBe(march);
    expect(formatDate('2024-03-11T23:59:59Z', locale)).toBe(march);
    expect(formatDate('2024-12-01T08:00:00+00:00', locale)).toBe(december);
    for (const bad of ['', '   ', 'not a date', '2024-13-45']) expect(formatDate(bad, locale), bad).toBe('');
  });

  it('reads dates in UTC so the server and the browser agree', () => {
    expect(formatDate('2024-12-01T00:30:00+01:00', 'is')).toBe('30/11/2024');
  });

  it('cuts excerpts to 150 characters at a word, with an ellipsis, and collapses white space', () => {
    expect(excerptOf('Stutt frétt.')).toBe('Stutt frétt.');
    expect(excerptOf('a'.repeat(150))).toBe('a'.repeat(150));
    // One word longer than the limit: nothing to cut at but the limit.
    expect(excerptOf('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`);
    expect(excerptOf('  Fyrsta  lína\n\nönnur\tlína  ')).toBe('Fyrsta lína önnur lína');
    expect(excerptOf(`${'a'.repeat(149)}😀😀`)).toBe(`${'a'.repeat(149)}😀…`);
    expect(excerptOf('abcd '.repeat(40))).toBe(`${'abcd '.repeat(30).trimEnd()}…`);
    // The 150th character falls inside a word: the excerpt ends at the word before it, never mid-word.
    const words = `${'word '.repeat(29)}when ranking search results`;
    expect(excerptOf(words)).toBe(`${'word '.repeat(29)}when…`);
    expect(excerptOf(`${'word '.repeat(29)}when, ranking search results`)).toBe(`${'word '.repeat(29)}when…`);
    expect(excerptOf('')).toBe('');
  });

  it('never ends a cut inside a word or on a comma or dash', () => {
    const words = 'Hraun opnaði nýja vefverslun fyrir Fjallalind, sem selur vatn, te og gjafakörfur – um allt land og víðar';
    for (const length of [20, 33, 47, 60, 75, 90]) {
      const cut = excerptOf(words, length);
      expect(cut.endsWith('…')).toBe(true);
      const kept = cut.slice(0, -1);
      expect(Array.from(kept).length).toBeLessThanOrEqual(length);
      // Every kept word is a whole word of the text, and the cut does not end on punctuation that joins.
      expect(words.startsWith(kept)).toBe(true);
      expect([' ', ',', undefined].includes(words[kept.length]) || words.slice(kept.length).startsWith(' ')).toBe(true);
      expect(kept).not.toMatch(/[\s,;:–—-]$/u);
    }
    // A word ending exactly at the limit is whole: it is kept.
    expect(excerptOf('abc def ghi', 7)).toBe('abc def…');
    expect(excerptOf('abc def ghi', 6)).toBe('abc…');
    expect(excerptOf('abc, def ghi', 6)).toBe('abc…');
  });
});
