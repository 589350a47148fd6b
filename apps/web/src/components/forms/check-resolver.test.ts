import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { checkResolver } from './check-resolver.ts';

interface Values {
  name: string;
  email: string;
}

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };
const resolver = checkResolver<Values>(({ name, email }) => ({
  name: name ? undefined : 'accountForms.validation.nameMissing',
  email: email.includes('@') ? undefined : 'accountForms.validation.emailInvalid',
}));

describe('checkResolver', () => {
  it('passes the values on when the check finds nothing', async () => {
    const values = { name: 'Ruth', email: 'ruth@example.com' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("puts each problem on its field, the check's words as the message, and only those", async () => {
    expect(await resolver({ name: 'Ruth', email: 'ruth' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'check', message: 'accountForms.validation.emailInvalid' } },
    });
  });

  it('puts a problem of a list item where react-hook-form looks for it', async () => {
    interface ListValues {
      title: string;
      items: { text: string }[];
    }
    const listResolver = checkResolver<ListValues>(({ items }) =>
      Object.fromEntries(items.flatMap(({ text }, i) => (text ? [] : [[`items.${i}.text`, 'empty']]))),
    );
    expect(
      await listResolver({ title: '', items: [{ text: 'a' }, { text: '' }] }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      }),
    ).toEqual({ values: {}, errors: { items: [undefined, { text: { type: 'check', message: 'empty' } }] } });
  });
});
