import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.js';
import { apiRoutes } from './security/route-table.js';

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestContext;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t?.close());

/** "/api/x/:id" as OpenAPI writes it: "/api/x/{id}". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and lists exactly the routes the router serves', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = apiRoutes(t.app)
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(documented).toEqual(served);
  });

  it('gives every route its path parameters, its success answer and the error envelope', () => {
    for (const [p, ops] of Object.entries(doc.paths)) {
      if (!p.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${p}`;
        const pathParams = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name);
        expect(declared.sort(), where).toEqual(pathParams);
        const success = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code));
        expect(success.length, where).toBeGreaterThan(0);
        for (const code of [...success, 'default']) {
          expect(op.responses[code]?.content?.['application/json']?.schema, `${where} ${code}`).toBeTruthy();
        }
      }
    }
  });

  it("documents the error envelope's optional details: field, row, column and each problem", () => {
    const error = doc.paths['/api/siteadmin/sites/{siteId}/imports'].post.responses.default.content?.[
      'application/json'
    ].schema as { required?: string[]; properties: Record<string, { properties?: Record<string, unknown> }> };
    expect(error.required).not.toContain('details');
    expect(Object.keys(error.properties.details.properties ?? {})).toEqual(
      expect.arrayContaining(['field', 'row', 'sheetRow', 'column', 'problems']),
    );
  });

  it('describes request bodies and query strings from the zod schemas', () => {
    const payment = doc.paths['/api/siteadmin/units/{unitId}/payments'].post;
    const body = payment.requestBody?.content['application/json'].schema as { required?: string[] };
    expect(body.required).toEqual(expect.arrayContaining(['kind', 'amount']));
    const list = doc.paths['/api/siteadmin/additional-charges'].get;
    expect(list.parameters?.some((x) => x.in === 'query' && x.name === 'siteId')).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads only this server’s own files, allowed by its policy', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    // No inline script: every <script> has a src the server answers.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const res = await t.app.inject({ url: new URL(asset, 'http://x/api/docs').pathname });
      expect(res.statusCode, asset).toBe(200);
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('/api/openapi.json');
  });

  it('keeps the app’s strict policy everywhere else', async () => {
    const res = await t.app.inject({ url: '/api/auth/frontend-config' });
    expect(res.headers['content-security-policy']).not.toBe(
      (await t.app.inject({ url: '/api/docs' })).headers['content-security-policy'],
    );
  });
});
