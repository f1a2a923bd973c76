import { describe, expect, it } from 'vitest';
import { bannerAllowList, boardAllowList, isInternalPath, policyAllowList, sanitizeHtml } from './sanitize';

const banner = (html: string) => sanitizeHtml(html, bannerAllowList);

describe('sanitizeHtml', () => {
  it('keeps allowed markup exactly', () => {
    const html = '<strong>5만원 이상 무료배송</strong> <span>화물 제외</span> <a href="/board/faq">자세히</a>';
    expect(banner(html)).toBe(html);
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(banner('a<script>alert(1)</script>b<style>p{}</style>c<!-- x -->d')).toBe('abcd');
    expect(banner('a<SCRIPT src="x.js"></SCRIPT>b')).toBe('ab');
    expect(banner('a<script>never closed')).toBe('a');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(banner('<strong onclick="steal()" style="color:red">x</strong>')).toBe('<strong>x</strong>');
    expect(banner('<span class="x" ONMOUSEOVER=steal()>x</span>')).toBe('<span>x</span>');
  });

  it('removes tags that are not allowed but keeps their text', () => {
    expect(banner('<div><img src=x onerror=alert(1)>hi</div>')).toBe('hi');
    expect(banner('<svg><g onload="x()">t</g></svg>')).toBe('t');
  });

  it('escapes angle brackets that do not form an allowed tag', () => {
    expect(banner('<img src=x onerror=alert(1)//')).toBe('&lt;img src=x onerror=alert(1)//');
    expect(banner('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(banner('<a title="x>y" href="/a">z</a>')).toBe('<a>y" href="/a"&gt;z</a>');
  });

  it('keeps only internal links', () => {
    expect(banner('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(banner('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(banner('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(banner('<a href="https://evil.example/">x</a>')).toBe('<a>x</a>');
    expect(banner("<a href='/cart'>x</a>")).toBe('<a href="/cart">x</a>');
    expect(banner('<a href="/p?a=1&amp;b=2">x</a>')).toBe('<a href="/p?a=1&amp;b=2">x</a>');
  });

  it('allows per-use tags: lists on the board, anchored headings and mail links in policies', () => {
    expect(sanitizeHtml('<ul><li>a</li></ul>', bannerAllowList)).toBe('a');
    expect(sanitizeHtml('<ul><li>a</li></ul>', boardAllowList)).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('<h3 id="h_01" class="x">제1조</h3>', policyAllowList)).toBe('<h3 id="h_01">제1조</h3>');
    expect(sanitizeHtml('<h3 id="top">x</h3>', policyAllowList)).toBe('<h3>x</h3>');
    expect(sanitizeHtml('<a href="mailto:help@maru.example">메일</a>', policyAllowList)).toBe('<a href="mailto:help@maru.example">메일</a>');
    expect(sanitizeHtml('<a href="mailto:help@maru.example">메일</a>', boardAllowList)).toBe('<a>메일</a>');
  });
});

describe('isInternalPath', () => {
  it.each([
    ['/', true],
    ['/product/list?keyword=%ED%83%80%EC%9D%BC', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['product/list', false],
    ['/a b', false],
  ])('%j → %s', (value, expected) => {
    expect(isInternalPath(value)).toBe(expected);
  });
});
