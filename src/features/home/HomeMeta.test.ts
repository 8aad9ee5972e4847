import { describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS, type SiteSettings } from '@nanum/shared/siteContent';
import { organisationData } from './HomeMeta';

const settings = (values: Partial<SiteSettings>): SiteSettings => ({ ...(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, ''])) as SiteSettings), ...values });

describe('the home page’s schema.org data', () => {
  it('names the association with its contacts and social pages, absolute on the site', () => {
    const data = JSON.parse(organisationData('https://nanum.example', settings({ organisationName: '(사)나눔', email: 'contact@nanum.example', blogUrl: 'https://blog.nanum.example' })));
    expect(data).toMatchObject({ '@type': 'NGO', name: '(사)나눔', url: 'https://nanum.example/', logo: 'https://nanum.example/favicon.svg', email: 'contact@nanum.example', sameAs: ['https://blog.nanum.example'] });
    expect(data).not.toHaveProperty('telephone');
  });

  it('cannot close its script element, whatever an admin typed', () => {
    const text = organisationData('https://nanum.example', settings({ organisationName: '</script><script>alert(1)</script>', address: '<!--' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
