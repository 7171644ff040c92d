// The request mix of bench/pglite-memory.ts: a fixed list of request templates over the resident,
// manager and system routes (apps/server/test/security/route-specs.ts), each filled with random
// ids of the demo world, and a share of hostile ones built from the security suite's inputs
// (fuzz-inputs.ts): ids no integer holds, bad queries, broken and oversized bodies.
import { randomBytes } from 'node:crypto';
import { HOSTILE_QUERIES, HOSTILE_SEGMENTS, nested, RAW_BODIES } from '../apps/server/test/security/fuzz-inputs.js';

export interface Actor {
  name: string;
  cookie: string;
}

export interface Resident extends Actor {
  unitIds: number[];
  siteIds: number[];
}

/** What the administrators can reach in one site, found through the API at the start. */
export interface SiteWorld {
  id: number;
  unitIds: number[];
  accountIds: number[];
  categoryIds: number[];
  notificationIds: number[];
  expenseIds: number[];
  /** Attachments uploaded during the run: [expenseId, attachmentId]. */
  attachments: Array<[number, number]>;
  /** Sites Ayşe manages; the system administrator manages every site. */
  managedByAyse: boolean;
}

export interface World {
  system: Actor;
  ayse: Actor;
  residents: Resident[];
  sites: SiteWorld[];
  residentUserIds: number[];
}

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  actor?: Actor;
  body?: string | Buffer;
  contentType?: string;
}

interface Template {
  name: string;
  weight: number;
  make(w: World): Req;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
let sequence = 0;
const next = () => ++sequence;

/** A manager and a site they manage: Ayşe for Güneş, the system administrator for any. */
function manager(w: World): { actor: Actor; site: SiteWorld } {
  const ayses = w.sites.filter((s) => s.managedByAyse);
  if (ayses.length && Math.random() < 0.5) return { actor: w.ayse, site: pick(ayses) };
  return { actor: w.system, site: pick(w.sites) };
}

/** A month of the demo year, YYYY-MM. */
function recentMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - between(0, 12));
  return d.toISOString().slice(0, 7);
}

const get = (name: string, weight: number, make: (w: World) => Omit<Req, 'method'>): Template => ({
  name: `GET ${name}`,
  weight,
  make: (w) => ({ method: 'GET', ...make(w) }),
});

const READS: Template[] = [
  // The resident's screens, the bulk of real traffic.
  ...['/api/me/units', '/api/me/unit-debts', '/api/me/notifications', '/api/auth/me', '/api/menu'].map((p) =>
    get(p, 6, (w) => ({ path: p, actor: pick(w.residents) })),
  ),
  get('/api/me/unit-detail/{id}', 8, (w) => {
    const r = pick(w.residents);
    return { path: `/api/me/unit-detail/${pick(r.unitIds)}`, actor: r };
  }),
  get('/api/me/data-export', 1, (w) => ({ path: '/api/me/data-export', actor: pick(w.residents) })),
  get('/api/me/sites/{id}/expenses', 3, (w) => {
    const r = pick(w.residents);
    return { path: `/api/me/sites/${pick(r.siteIds)}/expenses?page=1`, actor: r };
  }),
  get('/api/me/sites/{id}/reports/monthly', 3, (w) => {
    const r = pick(w.residents);
    return { path: `/api/me/sites/${pick(r.siteIds)}/reports/monthly?month=${recentMonth()}`, actor: r };
  }),
  // Managers.
  get('/api/siteadmin/sites', 2, (w) => ({ path: '/api/siteadmin/sites', actor: manager(w).actor })),
  ...(
    [
      ['/api/siteadmin/units', 4],
      ['/api/siteadmin/accounts', 2],
      ['/api/siteadmin/expense-categories', 1],
      ['/api/siteadmin/notifications', 2],
      ['/api/siteadmin/additional-charges', 1],
    ] as const
  ).map(([p, weight]) =>
    get(`${p}?siteId`, weight, (w) => {
      const { actor, site } = manager(w);
      return { path: `${p}?siteId=${site.id}`, actor };
    }),
  ),
  get('/api/siteadmin/expenses?siteId', 3, (w) => {
    const { actor, site } = manager(w);
    return { path: `/api/siteadmin/expenses?siteId=${site.id}&page=${between(1, 3)}&pageSize=20`, actor };
  }),
  get('/api/siteadmin/units/{id}/transactions', 4, (w) => {
    const { actor, site } = manager(w);
    return { path: `/api/siteadmin/units/${pick(site.unitIds)}/transactions`, actor };
  }),
  get('/api/siteadmin/accounts/{id}/movements', 3, (w) => {
    const { actor, site } = manager(w);
    return {
      path: `/api/siteadmin/accounts/${pick(site.accountIds)}/movements?from=${recentMonth()}-01&page=1&pageSize=50`,
      actor,
    };
  }),
  get('/api/siteadmin/sites/{id}/collections', 2, (w) => {
    const { actor, site } = manager(w);
    return { path: `/api/siteadmin/sites/${site.id}/collections`, actor };
  }),
  get('/api/siteadmin/sites/{id}/reports/monthly', 3, (w) => {
    const { actor, site } = manager(w);
    return { path: `/api/siteadmin/sites/${site.id}/reports/monthly?month=${recentMonth()}`, actor };
  }),
  get('/api/siteadmin/expenses/{id}/attachments/{id}', 2, (w) => {
    const { actor, site } = manager(w);
    // Before the first upload of the run: an attachment that does not exist (404).
    const [expenseId, attachmentId] = site.attachments.length ? pick(site.attachments) : [pick(site.expenseIds), 1];
    return { path: `/api/siteadmin/expenses/${expenseId}/attachments/${attachmentId}`, actor };
  }),
  get('/api/siteadmin/user-history/{id}', 1, (w) => ({
    path: `/api/siteadmin/user-history/${pick(w.residentUserIds)}`,
    actor: manager(w).actor,
  })),
  // The system administrator.
  ...[
    '/api/system/users',
    '/api/system/sites',
    '/api/system/configurations',
    '/api/system/configurations/history',
    '/api/system/menus',
    '/api/system/menus/history',
    '/api/system/blocked-phones',
    '/api/system/cache/status',
  ].map((p) => get(p, 1, (w) => ({ path: p, actor: w.system }))),
  get('/api/system/user-login-history/{id}', 1, (w) => ({
    path: `/api/system/user-login-history/${pick(w.residentUserIds)}`,
    actor: w.system,
  })),
];

/** Valid bodies of the write routes; the hostile templates below break them field by field. */
const WRITES: Array<{ name: string; weight: number; make(w: World): { path: string; actor: Actor; body: object } }> = [
  {
    name: 'POST /api/siteadmin/units/{id}/payments',
    weight: 5,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: `/api/siteadmin/units/${pick(site.unitIds)}/payments`,
        actor,
        body: { kind: 'aidat', amount: between(1, 500) + 0.25, description: `Yük ${next()}`, method: 'nakit' },
      };
    },
  },
  {
    name: 'POST /api/siteadmin/notifications',
    weight: 2,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: '/api/siteadmin/notifications',
        actor,
        body: { siteId: site.id, title: 'Yük testi', message: `Duyuru ${next()}` },
      };
    },
  },
  {
    name: 'PUT /api/siteadmin/notifications/{id}',
    weight: 1,
    make: (w) => {
      const { actor, site } = manager(w);
      const start = new Date();
      return {
        path: `/api/siteadmin/notifications/${pick(site.notificationIds)}`,
        actor,
        body: {
          title: `Duyuru ${next()}`,
          message: 'Yük testi',
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 86_400_000).toISOString(),
        },
      };
    },
  },
  {
    name: 'PATCH /api/notifications/{id}/toggle',
    weight: 1,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: `/api/notifications/${pick(site.notificationIds)}/toggle`,
        actor,
        body: { isActive: Math.random() < 0.7 },
      };
    },
  },
  {
    name: 'POST /api/siteadmin/expenses',
    weight: 2,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: '/api/siteadmin/expenses',
        actor,
        body: {
          siteId: site.id,
          accountId: pick(site.accountIds),
          categoryId: pick(site.categoryIds),
          date: new Date().toISOString(),
          amount: between(1, 50) + 0.5,
          description: `Yük gideri ${next()}`,
        },
      };
    },
  },
  {
    name: 'POST /api/siteadmin/transfers',
    weight: 1,
    make: (w) => {
      const { actor, site } = manager(w);
      const [from, to] = [pick(site.accountIds), pick(site.accountIds)];
      return {
        path: '/api/siteadmin/transfers',
        actor,
        body: {
          fromAccountId: from,
          toAccountId: to,
          amount: between(1, 20),
          date: new Date().toISOString(),
          description: 'Yük',
        },
      };
    },
  },
  {
    name: 'POST /api/siteadmin/expense-categories',
    weight: 1,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: '/api/siteadmin/expense-categories',
        actor,
        body: { siteId: site.id, name: `Yük Kategorisi ${next()}` },
      };
    },
  },
  {
    name: 'POST /api/siteadmin/additional-charges',
    weight: 1,
    make: (w) => {
      const { actor, site } = manager(w);
      return {
        path: '/api/siteadmin/additional-charges',
        actor,
        body: { siteId: site.id, title: `Yük ${next()}`, amountPerUnit: between(1, 30) },
      };
    },
  },
  {
    name: 'POST /api/system/configurations',
    weight: 1,
    make: (w) => ({ path: '/api/system/configurations', actor: w.system, body: { key: `Yuk${next()}`, value: '1' } }),
  },
];

/** A PDF of 1–256 kB, different bytes each time so the server keeps each one (it keeps one copy of equal bytes). */
function invoice(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(between(1, 256) * 1024), Buffer.from('\n%%EOF\n')]);
}

function multipart(data: Buffer, fileName: string): { body: Buffer; contentType: string } {
  const boundary = `----aidat${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const UPLOAD: Template = {
  name: 'POST /api/siteadmin/expenses/{id}/attachments',
  weight: 2,
  make: (w) => {
    const { actor, site } = manager(w);
    return {
      method: 'POST',
      path: `/api/siteadmin/expenses/${pick(site.expenseIds)}/attachments`,
      actor,
      ...multipart(invoice(), 'fatura.pdf'),
    };
  },
};

/** Values a broken or malicious client puts in a field. */
const HOSTILE_VALUES: unknown[] = [
  '',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  'x'.repeat(100_000),
  -1,
  0,
  1e308,
  2 ** 53 + 2,
  0.001,
  null,
  true,
  [],
  { $gt: '' },
  nested(500),
];

/** Routes with an id in the path, to be called with ids that are not ids or not there. */
const ID_PATHS: Array<[Req['method'], (id: string) => string]> = [
  ['GET', (id) => `/api/me/unit-detail/${id}`],
  ['GET', (id) => `/api/siteadmin/units/${id}/transactions`],
  ['GET', (id) => `/api/siteadmin/accounts/${id}/movements`],
  ['GET', (id) => `/api/siteadmin/sites/${id}/reports/monthly?month=2026-01`],
  ['GET', (id) => `/api/me/sites/${id}/expenses`],
  ['GET', (id) => `/api/siteadmin/expenses/${id}/attachments/${id}`],
  ['GET', (id) => `/api/system/user-history/${id}`],
  ['PATCH', (id) => `/api/notifications/${id}/toggle`],
  ['POST', (id) => `/api/siteadmin/transactions/${id}/reverse`],
];

const LIST_PATHS = [
  '/api/siteadmin/units',
  '/api/siteadmin/expenses',
  '/api/siteadmin/notifications',
  '/api/system/users',
  '/api/siteadmin/accounts',
];

const HOSTILE: Template[] = [
  {
    name: 'hostile id in the path',
    weight: 8,
    make: (w) => {
      const [method, path] = pick(ID_PATHS);
      const id = Math.random() < 0.5 ? pick(HOSTILE_SEGMENTS) : String(between(1, 100_000));
      return {
        method,
        path: path(id),
        actor: Math.random() < 0.7 ? manager(w).actor : pick(w.residents),
        ...(method === 'GET' ? {} : json({ isActive: true, reason: 'Yük' })),
      };
    },
  },
  {
    name: 'hostile query',
    weight: 6,
    make: (w) => ({ method: 'GET', path: `${pick(LIST_PATHS)}?${pick(HOSTILE_QUERIES)}`, actor: manager(w).actor }),
  },
  {
    name: 'hostile field in a body',
    weight: 10,
    make: (w) => {
      const write = pick(WRITES).make(w);
      const fields = Object.keys(write.body);
      const changed = { ...write.body, [pick(fields)]: pick(HOSTILE_VALUES) };
      return { method: 'POST', path: write.path, actor: write.actor, ...json(changed) };
    },
  },
  {
    name: 'raw body',
    weight: 4,
    make: (w) => {
      const write = pick(WRITES).make(w);
      const raw = pick(RAW_BODIES);
      return { method: 'POST', path: write.path, actor: write.actor, body: raw.body, contentType: raw.contentType };
    },
  },
  {
    name: 'resident on a manager route',
    weight: 2,
    make: (w) => ({ ...pick(READS.filter((t) => t.name.includes('siteadmin'))).make(w), actor: pick(w.residents) }),
  },
  {
    name: 'signed out',
    weight: 2,
    make: (w) => ({ ...pick(READS).make(w), actor: undefined }),
  },
];

export const TEMPLATES: Template[] = [
  ...READS,
  ...WRITES.map(
    (t): Template => ({
      name: t.name,
      weight: t.weight,
      make: (w) => {
        const { path, actor, body } = t.make(w);
        return { method: t.name.split(' ')[0] as Req['method'], path, actor, ...json(body) };
      },
    }),
  ),
  UPLOAD,
  ...HOSTILE,
];

const TOTAL_WEIGHT = TEMPLATES.reduce((sum, t) => sum + t.weight, 0);

/** One request of the mix, drawn by the templates' weights. */
export function nextRequest(w: World): { template: string; req: Req } {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const t of TEMPLATES) {
    roll -= t.weight;
    if (roll < 0) return { template: t.name, req: t.make(w) };
  }
  const last = TEMPLATES[TEMPLATES.length - 1];
  return { template: last.name, req: last.make(w) };
}
