import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { todayInIndia } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  merchant = await signedIn(t, 'merchant');
  staff = await signedIn(t, 'staff');
  photo = await sharp({ create: { width: 2000, height: 900, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const carousel = '/api/backend/settings/carousel';
const newsUrl = '/api/backend/settings/news-n-updates';

function slideForm(fields: Record<string, string>, image?: Buffer, filename = 'banner.jpg') {
  const boundary = '----slide' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (image)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function addSlide(fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: carousel,
    ...slideForm({ text: '', link: '', audience: 'public', startsOn: '', endsOn: '', ...fields }, photo),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const publicView = async () => (await t.app.inject({ method: 'GET', url: '/api/site-content' })).json();

describe('carousel', () => {
  it('shows nothing on a fresh install', async () => {
    expect(await publicView()).toEqual({ slides: [], news: [] });
  });

  it('adds a slide whose image is re-encoded to WebP at 800 and 1600 pixels, and the home shows it at once', async () => {
    const slide = await addSlide({ title: 'Diwali offer', text: 'PAN cards in 48 hours', link: '/services' });
    expect(slide).toMatchObject({ title: 'Diwali offer', audience: 'public', active: true, position: 1 });
    expect((await publicView()).slides).toEqual([
      { id: slide.id, title: 'Diwali offer', text: 'PAN cards in 48 hours', link: '/services', imageVersion: 1 },
    ]);
    for (const width of [800, 1600]) {
      const img = await t.app.inject({ method: 'GET', url: `/api/site-content/slides/${slide.id}/image/${width}?v=1` });
      expect(img.headers['content-type']).toBe('image/webp');
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 5) / 16]);
    }
    // A second read comes from the cache, a change drops it.
    expect((await publicView()).slides).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `${carousel}/${slide.id}`,
      headers: admin.headers,
      payload: {
        title: 'Diwali offer',
        text: '',
        link: '',
        audience: 'merchants',
        startsOn: null,
        endsOn: null,
        active: true,
      },
    });
    expect((await publicView()).slides).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/merchant/site-content', headers: merchant.headers }))
        .json()
        .slides.map((s: { title: string }) => s.title),
    ).toEqual(['Diwali offer']);
    await t.app.inject({ method: 'DELETE', url: `${carousel}/${slide.id}`, headers: admin.headers });
  });

  it('refuses a file that is not an image, text over 100 characters and a javascript: link, naming each field', async () => {
    const notImage = await t.app.inject({
      method: 'POST',
      url: carousel,
      ...slideForm({ title: 'X', text: '', link: '', audience: 'public' }, Buffer.from('%PDF-1.4 hello'), 'x.jpg'),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors.image).toBeDefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: carousel,
      ...slideForm({ title: 'X', text: 'a'.repeat(101), link: 'javascript:alert(1)', audience: 'public' }, photo),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.text).toEqual(['At most 100 characters']);
    expect(bad.json().errors.link[0]).toMatch(/http/);
    const noImage = await t.app.inject({
      method: 'POST',
      url: carousel,
      ...slideForm({ title: 'X', text: '', link: '', audience: 'public' }),
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().errors.image).toEqual(['Required']);
    expect((await t.app.inject({ method: 'GET', url: carousel, headers: admin.headers })).json()).toEqual([]);
  });

  it('orders slides, hides inactive and out-of-date ones, and only the admin manages them', async () => {
    const a = await addSlide({ title: 'A' });
    const b = await addSlide({ title: 'B', audience: 'both' });
    const c = await addSlide({ title: 'C', active: 'false' });
    await addSlide({ title: 'D', startsOn: '2099-01-01' });
    await addSlide({ title: 'E', endsOn: '2000-01-01', startsOn: '1999-01-01' });
    expect((await publicView()).slides.map((s: { title: string }) => s.title)).toEqual(['A', 'B']);
    const ids = (await t.app.inject({ method: 'GET', url: carousel, headers: admin.headers }))
      .json()
      .map((s: { id: number }) => s.id);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${carousel}/order`,
      headers: admin.headers,
      payload: { ids: [b.id, a.id, ...ids.filter((id: number) => id !== a.id && id !== b.id)] },
    });
    expect(reordered.statusCode).toBe(200);
    expect((await publicView()).slides.map((s: { title: string }) => s.title)).toEqual(['B', 'A']);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${carousel}/order`,
          headers: admin.headers,
          payload: { ids: [a.id] },
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: carousel, headers: staff.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${carousel}/${c.id}`, headers: merchant.headers })).statusCode,
    ).toBe(403);
    for (const id of ids) await t.app.inject({ method: 'DELETE', url: `${carousel}/${id}`, headers: admin.headers });
    expect((await publicView()).slides).toEqual([]);
  });
});

describe('news and updates', () => {
  const item = {
    title: 'Server maintenance Sunday',
    text: 'NSDL services pause 2–4 am',
    link: '',
    type: 'alert',
    audience: 'merchants',
    startsOn: null,
    endsOn: null,
  };

  it('shows each audience its own running items', async () => {
    const add = (body: object) =>
      t.app.inject({ method: 'POST', url: newsUrl, headers: admin.headers, payload: { ...item, ...body } });
    expect((await add({ title: 'Offer for visitors', type: 'offer', audience: 'public' })).statusCode).toBe(201);
    expect((await add({ title: 'Back office notice', type: 'notice', audience: 'backend' })).statusCode).toBe(201);
    expect(
      (await add({ title: 'Yesterday', audience: 'public', startsOn: '2000-01-01', endsOn: '2000-01-02' })).statusCode,
    ).toBe(201);
    expect(
      (
        await add({
          title: 'Today only',
          audience: 'public',
          type: 'notice',
          startsOn: todayInIndia(),
          endsOn: todayInIndia(),
        })
      ).statusCode,
    ).toBe(201);
    expect((await publicView()).news.map((n: { title: string }) => n.title).sort()).toEqual([
      'Offer for visitors',
      'Today only',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backend/site-content', headers: staff.headers }))
        .json()
        .news.map((n: { title: string }) => n.title),
    ).toEqual(['Back office notice']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backend/site-content', headers: merchant.headers })).statusCode,
    ).toBe(403);
    const badType = await add({ type: 'rumour' });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    const backwards = await add({ endsOn: '1999-01-01', startsOn: '2000-01-01' });
    expect(backwards.json().errors).toEqual({ endsOn: ['The end date must not be before the start date'] });
  });

  it('keeps an alert dismissed for the user who closed it, and only for them', async () => {
    const alert = (await t.app.inject({ method: 'POST', url: newsUrl, headers: admin.headers, payload: item })).json();
    const other = await signedIn(t, 'merchant');
    const merchantNews = async (who: typeof merchant) =>
      (await t.app.inject({ method: 'GET', url: '/api/merchant/site-content', headers: who.headers }))
        .json()
        .news.map((n: { id: number }) => n.id);
    expect(await merchantNews(merchant)).toContain(alert.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/site-content/news/${alert.id}/dismiss`,
          headers: merchant.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(await merchantNews(merchant)).not.toContain(alert.id);
    expect(await merchantNews(other)).toContain(alert.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/site-content/news/${alert.id}/dismiss` })).statusCode).toBe(
      401,
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${newsUrl}/${alert.id}`,
      headers: admin.headers,
      payload: { ...item, title: 'Maintenance moved to Monday' },
    });
    expect(edited.json().title).toBe('Maintenance moved to Monday');
    const left = await t.app.inject({ method: 'DELETE', url: `${newsUrl}/${alert.id}`, headers: admin.headers });
    expect(left.json().map((n: { id: number }) => n.id)).not.toContain(alert.id);
    expect(await merchantNews(other)).not.toContain(alert.id);
  });
});

describe('links that lead off the site', () => {
  // Each is "//evil.example" to a browser; the contract's own test lists every form (contract/site-content).
  const HOSTILE = ['/\\evil.example', '//evil.example', '/\\/evil.example', '\\\\evil.example', '/\t/evil.example'];
  const HOSTILE_ESCAPED = ['/%5Cevil.example', '/%2F/evil.example', '/\u0001/evil.example'];
  const rows = async (table: 'site_news' | 'site_slides') =>
    (await t.database.query<{ link: string }>(`select link from ${table} order by id`)).map((r) => r.link);
  const news = {
    title: 'Read more',
    text: '',
    link: '/services',
    type: 'notice',
    audience: 'public',
    startsOn: null,
    endsOn: null,
  };

  it('are refused on save with a 400 naming the link, and nothing is stored or changed', async () => {
    const kept = (await t.app.inject({ method: 'POST', url: newsUrl, headers: admin.headers, payload: news })).json();
    const slide = await addSlide({ title: 'Kept slide', link: '/services' });
    const newsBefore = await rows('site_news');
    const slidesBefore = await rows('site_slides');
    for (const link of [...HOSTILE, ...HOSTILE_ESCAPED]) {
      const what = JSON.stringify(link);
      const added = await t.app.inject({
        method: 'POST',
        url: newsUrl,
        headers: admin.headers,
        payload: { ...news, link },
      });
      expect(added.statusCode, what).toBe(400);
      expect(Object.keys(added.json().errors), what).toEqual(['link']);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `${newsUrl}/${kept.id}`,
        headers: admin.headers,
        payload: { ...news, link },
      });
      expect(edited.statusCode, what).toBe(400);
      expect(Object.keys(edited.json().errors), what).toEqual(['link']);
      // A multipart form cannot carry a NUL, and its fields keep their tabs: the slide form is sent as typed.
      const newSlide = await t.app.inject({
        method: 'POST',
        url: carousel,
        ...slideForm({ title: 'X', text: '', link, audience: 'public' }, photo),
      });
      expect(newSlide.statusCode, what).toBe(400);
      expect(Object.keys(newSlide.json().errors), what).toEqual(['link']);
      const slideEdited = await t.app.inject({
        method: 'PUT',
        url: `${carousel}/${slide.id}`,
        headers: admin.headers,
        payload: {
          title: 'Kept slide',
          text: '',
          link,
          audience: 'public',
          startsOn: null,
          endsOn: null,
          active: true,
        },
      });
      expect(slideEdited.statusCode, what).toBe(400);
      expect(Object.keys(slideEdited.json().errors), what).toEqual(['link']);
    }
    expect(await rows('site_news')).toEqual(newsBefore);
    expect(await rows('site_slides')).toEqual(slidesBefore);
    await t.app.inject({ method: 'DELETE', url: `${newsUrl}/${kept.id}`, headers: admin.headers });
    await t.app.inject({ method: 'DELETE', url: `${carousel}/${slide.id}`, headers: admin.headers });
  });
});
