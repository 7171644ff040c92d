import { createHmac, randomUUID } from 'node:crypto';
import { type FakeAnswer, type ReceivedRequest, startFakeSmsServer } from './fake-sms-server.js';

/**
 * Local stand-ins for the card payment providers' HTTP APIs (PRODUCT.md §20): each checks a
 * request as the provider documents it (headers, signature, fields) and answers as the provider
 * would, written from the documentation rather than from the clients under test.
 */

const json = (status: number, body: object): FakeAnswer => ({ status, body: JSON.stringify(body) });
/** Lira text or number to kuruş, for the stand-ins' own sums. */
const kurus = (v: unknown) => Math.round(Number(v) * 100);

export interface IyzicoStandIn {
  url: string;
  received: ReceivedRequest[];
  /** Initialized checkouts by token. */
  forms: Map<string, { basketId: string; conversationId: string; price: string; paidPrice: string }>;
  /** What the hosted page did with a token: paid (with a paid price other than asked, if given) or failed. */
  settle(token: string, result: { paymentStatus: 'SUCCESS' | 'FAILURE'; paidPrice?: number }): void;
  /** Answers every request with this status code and body (an outage). */
  breakWith(answer: FakeAnswer | null): void;
  close(): Promise<void>;
}

/** iyzico's Checkout Form API: initialize and retrieve, both signed IYZWSv2. */
export async function startIyzicoStandIn(keys: { apiKey: string; secretKey: string }): Promise<IyzicoStandIn> {
  const forms: IyzicoStandIn['forms'] = new Map();
  const results = new Map<string, { paymentStatus: string; paidPrice?: number }>();
  let broken: FakeAnswer | null = null;
  const server = await startFakeSmsServer(json(500, {}));
  server.answer((req) => {
    if (broken) return broken;
    const auth = req.headers.authorization ?? '';
    const rnd = String(req.headers['x-iyzi-rnd'] ?? '');
    const path = req.url.split('?')[0];
    const expected = `IYZWSv2 ${Buffer.from(
      `apiKey:${keys.apiKey}&randomKey:${rnd}&signature:${createHmac('sha256', keys.secretKey)
        .update(rnd + path + req.body)
        .digest('hex')}`,
    ).toString('base64')}`;
    if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/json'))
      return json(415, { status: 'failure', errorCode: '11', errorMessage: 'Geçersiz istek' });
    if (rnd === '' || auth !== expected)
      return json(401, { status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza' });
    const body = JSON.parse(req.body) as Record<string, any>;
    if (path === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      const b = body.buyer ?? {};
      const a = body.billingAddress ?? {};
      const items: Array<Record<string, unknown>> = Array.isArray(body.basketItems) ? body.basketItems : [];
      const missing = [
        ...[
          'locale',
          'conversationId',
          'price',
          'paidPrice',
          'currency',
          'basketId',
          'paymentGroup',
          'callbackUrl',
        ].filter((k) => typeof body[k] !== 'string' || body[k] === ''),
        ...['id', 'name', 'surname', 'email', 'identityNumber', 'registrationAddress', 'ip', 'city', 'country']
          .filter((k) => typeof b[k] !== 'string' || b[k] === '')
          .map((k) => `buyer.${k}`),
        ...['contactName', 'city', 'country', 'address']
          .filter((k) => typeof a[k] !== 'string' || a[k] === '')
          .map((k) => `billingAddress.${k}`),
        ...(items.length === 0 ? ['basketItems'] : []),
        ...items.flatMap((item, i) =>
          ['id', 'name', 'category1', 'itemType', 'price']
            .filter((k) => typeof item[k] !== 'string' || item[k] === '')
            .map((k) => `basketItems.${i}.${k}`),
        ),
      ];
      if (missing.length > 0)
        return json(200, { status: 'failure', errorCode: '12', errorMessage: `Eksik alan: ${missing.join(', ')}` });
      if (items.reduce((sum, item) => sum + kurus(item.price), 0) !== kurus(body.price))
        return json(200, { status: 'failure', errorCode: '5021', errorMessage: 'Sepet tutarı fiyata eşit olmalı' });
      const token = randomUUID();
      forms.set(token, {
        basketId: body.basketId,
        conversationId: body.conversationId,
        price: body.price,
        paidPrice: body.paidPrice,
      });
      return json(200, {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: body.conversationId,
        token,
        checkoutFormContent: '<script type="text/javascript">/* iyzico */</script>',
        tokenExpireTime: 1800,
        paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${token}&lang=tr`,
      });
    }
    if (path === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
      const form = forms.get(body.token);
      if (!form) return json(200, { status: 'failure', errorCode: '5140', errorMessage: 'Token bulunamadı' });
      const result = results.get(body.token);
      const paymentStatus = result?.paymentStatus ?? 'FAILURE';
      const answer: Record<string, unknown> = {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: form.conversationId,
        price: Number(form.price),
        paidPrice: result?.paidPrice ?? Number(form.paidPrice),
        installment: 1,
        paymentId: '22416035',
        fraudStatus: 1,
        merchantCommissionRate: 0,
        merchantCommissionRateAmount: 0,
        iyziCommissionRateAmount: 2.52,
        iyziCommissionFee: 0.25,
        cardType: 'CREDIT_CARD',
        cardAssociation: 'MASTER_CARD',
        cardFamily: 'Bonus',
        binNumber: '552879',
        lastFourDigits: '0008',
        basketId: form.basketId,
        currency: 'TRY',
        token: body.token,
        paymentStatus,
      };
      answer.signature = createHmac('sha256', keys.secretKey)
        .update(
          ['paymentStatus', 'paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price', 'token']
            .map((k) => String(answer[k]))
            .join(':'),
        )
        .digest('hex');
      return json(200, answer);
    }
    return json(404, { status: 'failure', errorCode: '404', errorMessage: 'Not found' });
  });
  return {
    url: server.url,
    received: server.received,
    forms,
    settle: (token, result) => results.set(token, result),
    breakWith: (answer) => {
      broken = answer;
    },
    close: () => server.close(),
  };
}

export interface PaytrStandIn {
  url: string;
  received: ReceivedRequest[];
  /** Tokens given by get-token, with the order they are for. */
  tokens: Map<string, { merchantOid: string; paymentAmount: string }>;
  /** Orders the status query reports as paid, with the lira total. */
  paid: Map<string, string>;
  /** The Bildirim URL's body PayTR would post for an order, with its hash. */
  callback(oid: string, status: 'success' | 'failed', totalAmountKurus: number): Record<string, string>;
  close(): Promise<void>;
}

/** PayTR's iFrame API (get-token) and its status query, both form-encoded with paytr_token. */
export async function startPaytrStandIn(keys: {
  merchantId: string;
  key: string;
  salt: string;
}): Promise<PaytrStandIn> {
  const tokens: PaytrStandIn['tokens'] = new Map();
  const paid = new Map<string, string>();
  const hmac = (text: string) => createHmac('sha256', keys.key).update(text).digest('base64');
  const server = await startFakeSmsServer(json(500, {}));
  server.answer((req) => {
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return json(200, { status: 'failed', reason: 'Gecersiz istek' });
    const f = Object.fromEntries(new URLSearchParams(req.body));
    if (f.merchant_id !== keys.merchantId) return json(200, { status: 'failed', reason: 'merchant_id hatali' });
    if (req.url === '/odeme/api/get-token') {
      const required = [
        'user_ip',
        'merchant_oid',
        'email',
        'payment_amount',
        'paytr_token',
        'user_basket',
        'no_installment',
        'max_installment',
        'user_name',
        'user_address',
        'user_phone',
        'merchant_ok_url',
        'merchant_fail_url',
        'currency',
        'test_mode',
      ];
      const missing = required.filter((k) => f[k] === undefined || (f[k] === '' && k !== 'user_phone'));
      if (missing.length > 0) return json(200, { status: 'failed', reason: `Eksik alan: ${missing.join(', ')}` });
      if (!/^[A-Za-z0-9]{1,64}$/.test(f.merchant_oid))
        return json(200, { status: 'failed', reason: 'merchant_oid sadece harf ve rakam icermelidir' });
      const hashText = `${keys.merchantId}${f.user_ip}${f.merchant_oid}${f.email}${f.payment_amount}${f.user_basket}${f.no_installment}${f.max_installment}${f.currency}${f.test_mode}`;
      if (f.paytr_token !== hmac(hashText + keys.salt))
        return json(200, { status: 'failed', reason: 'paytr_token gonderilen bilgilerle uyusmuyor' });
      const basket = JSON.parse(Buffer.from(f.user_basket, 'base64').toString('utf8')) as Array<
        [string, string, number]
      >;
      const sum = basket.reduce((s, [, price, qty]) => s + kurus(price) * qty, 0);
      if (sum !== Number(f.payment_amount))
        return json(200, { status: 'failed', reason: 'Sepet tutari odeme tutarina esit degil' });
      const token = randomUUID().replaceAll('-', '');
      tokens.set(token, { merchantOid: f.merchant_oid, paymentAmount: f.payment_amount });
      return json(200, { status: 'success', token });
    }
    if (req.url === '/odeme/durum-sorgu') {
      if (f.paytr_token !== hmac(`${keys.merchantId}${f.merchant_oid}${keys.salt}`))
        return json(200, { status: 'error', err_no: '002', err_msg: 'paytr_token hatali' });
      const total = paid.get(f.merchant_oid);
      if (total === undefined) return json(200, { status: 'error', err_no: '003', err_msg: 'Odeme bulunamadi' });
      // As its documentation shows them: amounts in lira with a decimal comma, the deduction with a point.
      return json(200, {
        status: 'success',
        payment_amount: total.replace('.', ','),
        payment_total: total.replace('.', ','),
        payment_date: '2026-11-29',
        currency: 'TL',
        net_tutar: '1719.87',
        kesinti_tutari: '30.63',
        masked_pan: '455359******1234',
      });
    }
    return json(404, { status: 'failed', reason: 'Not found' });
  });
  return {
    url: server.url,
    received: server.received,
    tokens,
    paid,
    callback: (oid, status, totalAmountKurus) => ({
      merchant_oid: oid,
      status,
      total_amount: String(totalAmountKurus),
      hash: hmac(`${oid}${keys.salt}${status}${totalAmountKurus}`),
      payment_type: 'card',
      currency: 'TL',
      test_mode: '1',
      ...(status === 'failed' ? { failed_reason_code: '2', failed_reason_msg: 'Odeme onaylanmadi' } : {}),
    }),
    close: () => server.close(),
  };
}
