// A suite that needs a service this machine does not have, beside one whose service is there.
import { expect, it } from 'vitest';
import { describeWith } from '../require';

describeWith(
  { what: 'the example service', missing: 'no example-service binary', remedy: 'install example-service' },
  'a suite that needs the example service',
  () => {
    it('uses it', () => {
      expect(true).toBe(true);
    });
  },
);

describeWith({ what: 'a present service', missing: null, remedy: 'nothing to do' }, 'a suite whose service is there', () => {
  it('runs', () => {
    expect(1 + 1).toBe(2);
  });
});
