/**
 * UPI payment gateway adapters (docs/architecture.md#outside-services, docs/product.md#payment-gateway). Both speak
 * the same small interface; the ekqr-style adapter talks to the real gateway with the key from api-credentials, the
 * sandbox (only with UPI_SANDBOX=true) serves its own payment page on this server so the whole flow works offline.
 */
export type GatewayStatus = 'created' | 'scanning' | 'success' | 'failure';

export type OrderRequest = {
  clientTxnId: string;
  amountPaise: number;
  pInfo: string;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  redirectUrl: string;
};

export type UpiGateway = {
  name: 'ekqr' | 'sandbox';
  createOrder(o: OrderRequest): Promise<{ orderId: string | null; paymentUrl: string }>;
  /** txnDate is DD-MM-YYYY, as the gateway wants it. */
  checkStatus(clientTxnId: string, txnDate: string): Promise<{ status: GatewayStatus; amountPaise: number | null }>;
};

export class GatewayError extends Error {}

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function ekqrGateway(baseUrl: string, key: string, fetchImpl: typeof fetch = fetch): UpiGateway {
  async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, ...body }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new GatewayError(`The payment gateway could not be reached: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as T | null;
    if (!res.ok || !json) throw new GatewayError(`The payment gateway answered ${res.status}.`);
    return json;
  }
  return {
    name: 'ekqr',
    async createOrder(o) {
      const r = await call<{
        status: boolean;
        msg: string;
        data?: { order_id?: string | number; payment_url?: string };
      }>('/api/create_order', {
        client_txn_id: o.clientTxnId,
        amount: rupees(o.amountPaise),
        p_info: o.pInfo,
        customer_name: o.customerName,
        customer_email: o.customerEmail,
        customer_mobile: o.customerMobile,
        redirect_url: o.redirectUrl,
        udf1: '',
        udf2: '',
        udf3: '',
      });
      if (!r.status || !r.data?.payment_url) throw new GatewayError(r.msg || 'The payment gateway refused the order.');
      return { orderId: r.data.order_id == null ? null : String(r.data.order_id), paymentUrl: r.data.payment_url };
    },
    async checkStatus(clientTxnId, txnDate) {
      const r = await call<{ status: boolean; msg: string; data?: { status?: string; amount?: number | string } }>(
        '/api/check_order_status',
        { client_txn_id: clientTxnId, txn_date: txnDate },
      );
      const s = r.data?.status;
      if (!r.status || !s) return { status: 'created', amountPaise: null };
      const status: GatewayStatus = s === 'success' || s === 'failure' || s === 'scanning' ? s : 'created';
      const amount = r.data?.amount == null ? null : Math.round(Number(r.data.amount) * 100);
      return { status, amountPaise: Number.isFinite(amount) ? amount : null };
    },
  };
}
