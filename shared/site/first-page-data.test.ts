import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageCourse, firstPageCourses, prefetchFirstPageData, releaseFirstPageData } from './first-page-data.ts';

const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  releaseFirstPageData();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the first page data', () => {
  it('holds the catalogue for /courses until a page takes it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json([{ _id: 'c1' }]));
    vi.stubGlobal('fetch', fetchMock);
    await prefetchFirstPageData('/courses');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/courses$/);
    expect(firstPageCourses()).toEqual([{ _id: 'c1' }]);
    expect(firstPageCourse('c1')).toBeUndefined();
    releaseFirstPageData();
    expect(firstPageCourses()).toBeUndefined();
  });

  it('holds the course of /course/:id, and fetches nothing for a demo course or another page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ _id: 'abc', isPublished: true }));
    vi.stubGlobal('fetch', fetchMock);
    await prefetchFirstPageData('/course/abc');
    expect(firstPageCourse('abc')).toEqual({ id: 'abc', course: { _id: 'abc', isPublished: true } });
    expect(firstPageCourse('other')).toBeUndefined();
    releaseFirstPageData();
    await prefetchFirstPageData('/course/demo-1');
    await prefetchFirstPageData('/about');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('holds an unknown course as missing, so its page does not ask again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Course not found."}', { status: 404 })));
    await prefetchFirstPageData('/course/nope');
    expect(firstPageCourse('nope')).toEqual({ id: 'nope', course: undefined });
  });

  it('keeps nothing when the request fails, so the page fetches and shows the error itself', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"down"}', { status: 503 })));
    await prefetchFirstPageData('/courses');
    expect(firstPageCourses()).toBeUndefined();
  });

  it('stops waiting after 1.5 s and drops an answer that comes later', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const waited = prefetchFirstPageData('/courses');
    await vi.advanceTimersByTimeAsync(1500);
    await waited;
    answer(json([{ _id: 'late' }]));
    await vi.advanceTimersByTimeAsync(10);
    expect(firstPageCourses()).toBeUndefined();
  });
});
