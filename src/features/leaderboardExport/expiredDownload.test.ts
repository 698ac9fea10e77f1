import { downloadPath } from './downloadProtocol';
import { expiredDownload } from './expiredDownload';

describe("the download worker's answer to a download it does not hold", () => {
  it('is 410 Gone in the language the address names', async () => {
    const response = expiredDownload('ro');
    expect(response.status).toBe(410);
    expect(await response.text()).toBe('Această descărcare a expirat.');
  });

  it.each([['en'], [null], ['xx']])('is in English for %p', async (language) => {
    expect(await expiredDownload(language).text()).toBe('This download has expired.');
  });

  it("reads the language from the address the page navigates to", () => {
    const address = new URL(downloadPath('one-time-id', 'ro'), 'https://console.example.com');
    expect(address.pathname).toBe('/downloads/one-time-id');
    expect(address.searchParams.get('language')).toBe('ro');
  });
});
