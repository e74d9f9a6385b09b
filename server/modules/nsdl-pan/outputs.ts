import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  PAN_LISTS,
  type AppType,
  type BackendPanDashboard,
  type MerchantPanDashboard,
} from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { Side } from '../../../contract/requests';
import type { Locale } from '../../../contract/i18n';
import type { Db } from '../../db/client';
import { panApplicationEvents, panApplications, panStateCounts } from '../../db/schema/nsdl-pan';
import type { AuthUser } from '../../lib/access';
import type { DownloadBody } from '../../lib/downloads';
import { conflict, msg } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { SiteService } from '../site/service';
import { indiaToday } from '../requests/engine';
import { panAckSlipPdf } from './ack-slip';
import { keptBytes } from '../privacy/retention-files';
import { iso, visibleData, type ApplicationReader } from './application-detail';
import { applicationFormPdf } from './form-pdf';
import type { PanEngine } from './workflow';
import { accountCard } from '../users/read-model';
import { storedFilesView } from '../../lib/uploads';

/** The queue the back office verifies, oldest first. */
/** The merged scan's stored file (lib/uploads owns them), joined by id. */
const scans = storedFilesView('scans');

const TO_VERIFY = PAN_LISTS.backend['pending-verification'].states;

/* What NSDL PAN gives out: the dashboards' figures and the PDFs (filled form, acknowledgement slip, merged scan). */
export function applicationOutputs(
  db: Db,
  storage: Storage,
  engine: PanEngine,
  reader: ApplicationReader,
  site: SiteService,
) {
  const dayStart = () => new Date(`${indiaToday()}T00:00:00+05:30`);

  return {
    /** The oldest application waiting for verification, for "verify next". */
    async nextToVerify(): Promise<{ id: number } | null> {
      const [row] = await db
        .select({ id: panApplications.id })
        .from(panApplications)
        .where(inArray(panApplications.state, [...TO_VERIFY]))
        .orderBy(asc(panApplications.submittedAt), asc(panApplications.id))
        .limit(1);
      return row ?? null;
    },

    async merchantDashboard(user: AuthUser): Promise<MerchantPanDashboard> {
      const merchantId = await engine.merchantOf(user);
      const rows = await db
        .select({ state: panApplications.state, n: sql<number>`count(*)::int` })
        .from(panApplications)
        .where(eq(panApplications.merchantId, merchantId))
        .groupBy(panApplications.state);
      const counts = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
      const today = await db
        .select({ action: panApplicationEvents.action, n: sql<number>`count(*)::int` })
        .from(panApplicationEvents)
        .innerJoin(panApplications, eq(panApplications.id, panApplicationEvents.applicationId))
        .where(
          and(
            eq(panApplications.merchantId, merchantId),
            gte(panApplicationEvents.at, dayStart()),
            inArray(panApplicationEvents.action, ['create', 'submit', 'acknowledge']),
          ),
        )
        .groupBy(panApplicationEvents.action);
      const n = (a: string) => Number(today.find((t) => t.action === a)?.n ?? 0);
      return { counts, today: { drafts: n('create'), submitted: n('submit'), acknowledged: n('acknowledge') } };
    },

    async backendDashboard(): Promise<BackendPanDashboard> {
      const rows = await db.select({ state: panStateCounts.state, n: panStateCounts.n }).from(panStateCounts);
      const counts = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
      const today = await db
        .select({ action: panApplicationEvents.action, n: sql<number>`count(*)::int` })
        .from(panApplicationEvents)
        .where(
          and(
            gte(panApplicationEvents.at, dayStart()),
            inArray(panApplicationEvents.action, ['submit', 'verify', 'reject', 'acknowledge', 'receive']),
          ),
        )
        .groupBy(panApplicationEvents.action);
      const n = (a: string) => Number(today.find((t) => t.action === a)?.n ?? 0);
      const oldest = await db
        .select({
          id: panApplications.id,
          token_no: panApplications.tokenNo,
          name: panApplications.name,
          merchant_code: panApplications.merchantCode,
          submitted_at: panApplications.submittedAt,
        })
        .from(panApplications)
        .where(inArray(panApplications.state, [...TO_VERIFY]))
        .orderBy(asc(panApplications.submittedAt), asc(panApplications.id))
        .limit(5);
      return {
        counts,
        today: {
          submitted: n('submit'),
          verified: n('verify'),
          rejected: n('reject'),
          acknowledged: n('acknowledge'),
          completed: n('receive'),
        },
        oldestWaiting: oldest.map((o) => ({ ...o, submitted_at: iso(o.submitted_at) ?? '' })),
      };
    },

    /** Download producers (the route checked who may have the file before issuing the link). */
    async formPdf(id: number): Promise<DownloadBody | null> {
      const [app] = await db.select().from(panApplications).where(eq(panApplications.id, id));
      if (!app) return null;
      const { photo, signature } = await reader.cropBytes(id);
      const business = await site.businessInfo();
      return {
        mime: 'application/pdf',
        body: await applicationFormPdf(
          {
            tokenNo: app.tokenNo,
            category: app.category as PanCategory,
            appType: app.appType as AppType,
            // Printed for the applicant to sign while the draft is the shop's; masked once it has left it.
            data: visibleData(app, 'merchant', reader.dataOf(app)),
            photo,
            signature,
          },
          business,
        ),
      };
    },

    async ackSlip(id: number, locale: Locale = 'en'): Promise<DownloadBody | null> {
      const [app] = await db.select().from(panApplications).where(eq(panApplications.id, id));
      if (!app?.ackNo) return null;
      const merchant = await accountCard(db, app.merchantId);
      const [ack] = await db
        .select({ at: panApplicationEvents.at })
        .from(panApplicationEvents)
        .where(and(eq(panApplicationEvents.applicationId, id), eq(panApplicationEvents.action, 'acknowledge')))
        .orderBy(desc(panApplicationEvents.id))
        .limit(1);
      const { photo, signature } = await reader.cropBytes(id);
      const business = await site.businessInfo();
      const body = await panAckSlipPdf(
        {
          ackNo: app.ackNo,
          tokenNo: app.tokenNo,
          name: app.name,
          category: app.category as PanCategory,
          appType: app.appType as AppType,
          dated: app.dated,
          acknowledgedAt: ack?.at ?? app.updatedAt,
          merchantCode: app.merchantCode,
          merchantName: merchant?.name ?? '',
          mobile: app.mobile,
          photo,
          signature,
        },
        business,
        new Date(),
        locale,
      );
      return { mime: 'application/pdf', body };
    },

    async scanPdf(id: number): Promise<DownloadBody | null> {
      const [row] = await db
        .select({ key: scans.key })
        .from(panApplications)
        .innerJoin(scans, eq(scans.id, panApplications.scanFileId))
        .where(eq(panApplications.id, id));
      return row ? { mime: 'application/pdf', body: await keptBytes(db, storage, row.key) } : null;
    },

    /** Names of the download files, after the caller's access to the application is checked. */
    /** The file name a signed link carries, and the application's token number (the access log's reference). */
    async download(
      user: AuthUser,
      side: Side,
      id: number,
      what: 'form' | 'ack' | 'scan',
    ): Promise<{ name: string; refNo: string }> {
      const app = await engine.find(user, side, id);
      const refNo = app.tokenNo;
      if (what === 'ack') {
        if (!app.ackNo) throw conflict(msg('errors.nsdlPan.noAckYet', { tokenNo: app.tokenNo }));
        return { name: `ACK-${app.ackNo}.pdf`, refNo };
      }
      if (what === 'scan') {
        if (!app.scanFileId) throw conflict(msg('errors.nsdlPan.noMergedScan', { tokenNo: app.tokenNo }));
        return { name: `SCAN-${app.tokenNo}.pdf`, refNo };
      }
      return { name: `${app.appType === 'N' ? 'Form49A' : 'CSF'}-${app.tokenNo}.pdf`, refNo };
    },
  };
}
