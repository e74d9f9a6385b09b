import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsInput, NewsItem, SiteContentView, Slide, SlideInput } from '../../../contract/site-content';
import { api } from '../../api/client';

/**
 * An API address written whole ('/api/…', so it is not read as a page's) as web/api/client.ts takes it: without
 * '/api'. Here rather than web/api/table.ts's apiRelative: this module is on the public home's first visit, and
 * that file (with the notifications it brings) belongs to the screens that need it (decision 0032).
 */
const underApi = (address: `/api/${string}`) => address.slice('/api'.length);

/** Which page asks: the public home, the merchant dashboard or the back-office dashboard. */
export type ContentPage = 'public' | 'merchants' | 'backend';

const VIEW_PATHS: Record<ContentPage, string> = {
  public: '/site-content',
  merchants: underApi('/api/merchant/site-content'),
  backend: underApi('/api/backend/site-content'),
};

export const siteContentKeys = {
  view: (page: ContentPage) => ['site-content', page] as const,
  slides: ['site-content', 'admin', 'slides'] as const,
  news: ['site-content', 'admin', 'news'] as const,
};

export function useSiteContent(page: ContentPage) {
  return useQuery({
    queryKey: siteContentKeys.view(page),
    queryFn: () => api.get<SiteContentView>(VIEW_PATHS[page]),
    staleTime: 60_000,
  });
}

export function useDismissAlert(page: ContentPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/site-content/news/${id}/dismiss`),
    onSuccess: (_r, id) =>
      queryClient.setQueryData<SiteContentView>(siteContentKeys.view(page), (v) =>
        v ? { ...v, news: v.news.filter((n) => n.id !== id) } : v,
      ),
  });
}

const CAROUSEL = underApi('/api/backend/settings/carousel');
const NEWS = underApi('/api/backend/settings/news-n-updates');

export function useSlides() {
  return useQuery({ queryKey: siteContentKeys.slides, queryFn: () => api.get<Slide[]>(CAROUSEL) });
}

function useRefreshSlides() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: siteContentKeys.slides });
    void queryClient.invalidateQueries({ queryKey: ['site-content', 'public'] });
  };
}

function slideForm(input: SlideInput, image: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) form.append(k, v === null || v === undefined ? '' : String(v));
  if (image) form.append('image', image);
  return form;
}

export function useAddSlide() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: ({ input, image }: { input: SlideInput; image: File | null }) =>
      api.upload<Slide>(CAROUSEL, slideForm(input, image)),
    onSuccess: refresh,
  });
}

export function useUpdateSlide() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: async ({ id, input, image }: { id: number; input: SlideInput; image: File | null }) => {
      if (image) {
        const form = new FormData();
        form.append('image', image);
        await api.upload<Slide>(`${CAROUSEL}/${id}/image`, form);
      }
      return api.put<Slide>(`${CAROUSEL}/${id}`, input);
    },
    onSuccess: refresh,
  });
}

export function useOrderSlides() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<Slide[]>(`${CAROUSEL}/order`, { ids }),
    onSuccess: refresh,
  });
}

export function useRemoveSlide() {
  const refresh = useRefreshSlides();
  return useMutation({ mutationFn: (id: number) => api.delete<Slide[]>(`${CAROUSEL}/${id}`), onSuccess: refresh });
}

export function useNews() {
  return useQuery({ queryKey: siteContentKeys.news, queryFn: () => api.get<NewsItem[]>(NEWS) });
}

function useRefreshNews() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['site-content'] });
}

export function useSaveNews() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: NewsInput }) =>
      id ? api.put<NewsItem>(`${NEWS}/${id}`, input) : api.post<NewsItem>(NEWS, input),
    onSuccess: refresh,
  });
}

export function useRemoveNews() {
  const refresh = useRefreshNews();
  return useMutation({ mutationFn: (id: number) => api.delete<NewsItem[]>(`${NEWS}/${id}`), onSuccess: refresh });
}
