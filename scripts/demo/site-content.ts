import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { NewsInput, SlideAudience } from '../../contract/site-content';
import type { Database } from '../../server/db/client';
import { siteNews } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/access';
import { createSiteContentService, todayInIndia } from '../../server/modules/site-content/service';
import { DAY_MS, daysAgo } from './context';

/** `mark` is the poster's big word; the title and text are not drawn, as the carousel lays them over the image. */
type DemoSlide = {
  title: string;
  text: string;
  link: string;
  audience: SlideAudience;
  mark: string;
  colours: [string, string];
  endsInDays?: number;
};

/** The home carousel's and the merchant dashboard's slides, in the order they rotate. */
export const DEMO_SLIDES: DemoSlide[] = [
  {
    title: 'Your PAN card, without the queue',
    text: 'New PAN and corrections through NSDL and UTI at a partner shop near you.',
    link: '/services',
    audience: 'public',
    mark: 'PAN',
    colours: ['#1c3faa', '#4f7cff'],
  },
  {
    title: 'Open a partner shop',
    text: 'Register your shop and offer PAN, GST and card services to your customers.',
    link: '/auth/register',
    audience: 'public',
    mark: 'Partner',
    colours: ['#0b6e4f', '#35b58a'],
  },
  {
    title: 'GST registration and filing',
    text: 'GSTIN registration and monthly returns, filed by our team and tracked online.',
    link: '/services',
    audience: 'both',
    mark: 'GST',
    colours: ['#6a1b9a', '#b05cd6'],
  },
  {
    title: 'Paperless PAN with e-KYC',
    text: 'No forms to scan: the customer signs with an Aadhaar OTP and the e-PAN follows by mail.',
    link: '/merchant/product/nsdl-pan/paperless/apply/N',
    audience: 'merchants',
    mark: 'e-KYC',
    colours: ['#b3541e', '#f0a04b'],
  },
  {
    title: 'Earn on card referrals',
    text: 'Refer customers for credit cards, the EMI card and instant loans; the payout is yours.',
    link: '/merchant/product/Banking/credit-card',
    audience: 'merchants',
    mark: 'Cards',
    colours: ['#0d47a1', '#26a69a'],
    endsInDays: 30,
  },
];

type DemoNews = Omit<NewsInput, 'startsOn' | 'endsOn' | 'link'> & {
  link?: string;
  daysAgo: number;
  endsInDays?: number;
};

/** A notice, an offer and an alert for each page that shows news, added over the last weeks. */
export const DEMO_NEWS: DemoNews[] = [
  {
    audience: 'public',
    type: 'notice',
    daysAgo: 20,
    title: 'GST services now available',
    text: 'Registration and return filing at every partner shop.',
    link: '/services',
  },
  {
    audience: 'public',
    type: 'offer',
    daysAgo: 8,
    title: 'No joining fee for new partner shops this month',
    text: 'Register your shop before the month ends; we verify it within one working day.',
    link: '/auth/register',
    endsInDays: 21,
  },
  {
    audience: 'public',
    type: 'alert',
    daysAgo: 1,
    title: 'Beware of fake PAN agents',
    text: 'We never ask for your Aadhaar OTP on a phone call. Apply only at a partner shop or on this site.',
  },
  {
    audience: 'merchants',
    type: 'notice',
    daysAgo: 18,
    title: 'Paperless NSDL PAN is live',
    text: 'Apply with e-KYC and e-sign: no scans, no courier.',
    link: '/merchant/product/nsdl-pan/paperless/apply/N',
  },
  {
    audience: 'merchants',
    type: 'offer',
    daysAgo: 6,
    title: 'Card referrals now pay out',
    text: 'Each credit card, EMI card and instant loan referral earns the payout shown on its form.',
    link: '/merchant/product/Banking/credit-card',
    endsInDays: 24,
  },
  {
    audience: 'merchants',
    type: 'alert',
    daysAgo: 0,
    title: 'NSDL maintenance on Sunday, 2 to 6 am',
    text: 'Applications submitted in that window are queued and sent when NSDL is back.',
    endsInDays: 6,
  },
  {
    audience: 'backend',
    type: 'notice',
    daysAgo: 14,
    title: 'KYC reviews within one working day',
    text: 'Merchants cannot use paid services until their KYC is approved.',
    link: '/backend/user-management/kyc',
  },
  {
    audience: 'backend',
    type: 'alert',
    daysAgo: 2,
    title: 'Month-end: match UPI top-ups',
    text: 'Check every pending payment request against the bank statement before the 30th.',
    link: '/backend/actions/payments',
  },
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A branded 16:5 poster, as an admin's upload would be: a diagonal gradient, the portal's name and the
 * slide's big word, with the lower band left quiet for the title and text the carousel lays over it.
 */
export function slidePoster(slide: Pick<DemoSlide, 'mark' | 'colours'>): Promise<Buffer> {
  const [from, to] = slide.colours;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop ` +
    `offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="500" fill="url(#g)"/>
    <circle cx="1380" cy="120" r="260" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="1500" cy="440" r="180" fill="#ffffff" fill-opacity="0.1"/>
    <text x="110" y="100" font-family="sans-serif" font-size="30" font-weight="bold" fill="#ffffff" ` +
    `fill-opacity="0.85" letter-spacing="4">PAN SERVICES PORTAL</text>
    <text x="104" y="280" font-family="sans-serif" font-size="150" font-weight="bold" fill="#ffffff">${escapeXml(slide.mark)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const inDays = (days: number | undefined) =>
  days === undefined ? '' : todayInIndia(new Date(Date.now() + days * DAY_MS));

/**
 * The carousel slides and the news through the site-content service, as the admin's screens add them
 * (images checked by content and re-encoded, an audit event each). A slide or news item whose title is
 * there already is left as it is, so a second run adds nothing twice. Answers the titles added.
 */
export async function ensureSiteContent(
  database: Database,
  admin: AuthUser,
): Promise<{ slides: string[]; news: string[] }> {
  const content = createSiteContentService(database);
  const slideTitles = new Set((await content.slides()).map((s) => s.title));
  const newsTitles = new Set((await content.news()).map((n) => n.title));
  const added = { slides: [] as string[], news: [] as string[] };
  for (const s of DEMO_SLIDES) {
    if (slideTitles.has(s.title)) continue;
    const fields = {
      title: s.title,
      text: s.text,
      link: s.link,
      audience: s.audience,
      endsOn: inDays(s.endsInDays),
      active: 'true',
    };
    await content.createSlide(fields, await slidePoster(s), admin.id);
    added.slides.push(s.title);
  }
  for (const n of DEMO_NEWS) {
    if (newsTitles.has(n.title)) continue;
    const created = daysAgo(n.daysAgo, 9);
    const item = await content.addNews(
      {
        title: n.title,
        text: n.text,
        link: n.link ?? '',
        type: n.type,
        audience: n.audience,
        startsOn: todayInIndia(created),
        endsOn: inDays(n.endsInDays),
      },
      admin.id,
    );
    // The service stamps "now"; the item's date is moved back so the news reads newest first over the weeks.
    await database.db.update(siteNews).set({ createdAt: created }).where(eq(siteNews.id, item.id));
    added.news.push(n.title);
  }
  return added;
}
