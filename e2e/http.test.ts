import { expect, serverTest as test } from './support/fixtures';

const ONE_YEAR = 60 * 60 * 24 * 365;

// No browser here: plain requests to this worker's server, as a browser or a cache would make.
let baseUrl = '';
test.beforeAll(({ app }) => {
  baseUrl = app.baseUrl;
});

async function get(path: string): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { response, body: await response.text() };
}

/** "default-src 'self'; script-src 'self'" -> { 'default-src': ["'self'"], ... } */
function parseCsp(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

function assetPaths(html: string): string[] {
  return [...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1] ?? '');
}

test.describe('what the production server sends', () => {
  test('the HTML carries the security headers', async () => {
    const { response } = await get('/');
    const csp = parseCsp(response.headers.get('content-security-policy') ?? '');

    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  test('index.html is revalidated on every visit; hashed assets are cached for a year', async () => {
    const { response, body } = await get('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');

    const assets = assetPaths(body);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const { response: assetResponse } = await get(asset);
      expect(assetResponse.status, asset).toBe(200);
      expect(assetResponse.headers.get('cache-control'), asset).toBe(
        `public, max-age=${ONE_YEAR}, immutable`,
      );
    }
  });

  test('the unhashed theme script is revalidated, not cached for a year', async () => {
    const { response } = await get('/theme-init.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  for (const path of ['/memories', '/dashboard', '/emotion-calendar']) {
    test(`a deep link to ${path} serves the app, so a reload there works`, async () => {
      const [{ response, body }, { body: home }] = await Promise.all([get(path), get('/')]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(body).toContain('<div id="root"></div>');
      expect(body).toBe(home);
    });
  }

  test('an unknown API address answers a JSON 404, not the app', async () => {
    const { response, body } = await get('/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'not_found' } });
  });

  // A browser still holding an old index.html after a deploy must not cache HTML as a script.
  test('a missing hashed asset is a 404, not the app cached for a year', async () => {
    const { response } = await get('/assets/index-doesnotexist.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
