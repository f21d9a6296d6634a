import { describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, hasGlobalCss } from './prerendered-styles';

function documentWithHead(head: string): Document {
  const doc = document.implementation.createHTMLDocument('Forja');
  doc.head.innerHTML = head;
  return doc;
}

describe('hasGlobalCss', () => {
  it('is true for prerendered HTML (its style element) and for the built shell (its link)', () => {
    expect(hasGlobalCss(documentWithHead('<style data-prerendered-css="a b">.css-a{}</style>'))).toBe(true);
    expect(hasGlobalCss(documentWithHead('<link rel="stylesheet" href="/assets/global-x.css" data-global-css>'))).toBe(
      true,
    );
  });

  it('is false for a document without them (the dev server, Storybook)', () => {
    expect(hasGlobalCss(documentWithHead('<link rel="stylesheet" href="/assets/index.css"><style>p{}</style>'))).toBe(
      false,
    );
  });
});

describe('createBrowserEmotionCache', () => {
  it('counts the prerendered rules as inserted, and only those', () => {
    const cache = createBrowserEmotionCache(documentWithHead('<style data-prerendered-css="abc def">x</style>'));
    expect(cache.inserted).toEqual({ abc: true, def: true });
    expect(createBrowserEmotionCache(documentWithHead('')).inserted).toEqual({});
  });
});
