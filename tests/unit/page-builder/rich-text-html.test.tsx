// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { expect, test } from 'vitest'
import type { QueriedSection } from '~/page-builder/sections'
import { withRichTextHtml } from '~/page-builder/rich-text-html.server'
import { SiteLink } from '~/components/site-link'

function linked(href: string | null): QueriedSection {
  return {
    _key: 'r',
    _type: 'richTextSection',
    heading: null,
    intro: null,
    eyebrow: null,
    anchor: null,
    more: null,
    body: [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [{ _type: 'link', _key: 'm', href, newTab: false }],
        children: [{ _type: 'span', _key: 's', text: 'Our cyber security service', marks: ['m'] }],
      },
    ],
  } as unknown as QueriedSection
}

const htmlOf = (href: string | null) => (withRichTextHtml([linked(href)])[0] as { html: string }).html

test('a rich-text section links to a page of the site by reference: a plain link, rendered outside the router', () => {
  expect(htmlOf('/services/cyber-security')).toMatch(/<a href="\/services\/cyber-security"[^>]*>Our cyber security service<\/a>/)
  expect(htmlOf('https://example.com/')).toContain('<a href="https://example.com/"')
  expect(htmlOf(null)).toContain('<p class="mt-5 leading-relaxed text-ink first:mt-0">Our cyber security service</p>')
})

test.each([
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/',
  '/\\evil.example/',
])('a link the browser should not follow (%s) keeps its text and loses its anchor', (href) => {
  expect(htmlOf(href)).not.toContain('<a')
  expect(renderToStaticMarkup(<SiteLink link={{ href, newTab: false }}>text</SiteLink>)).toBe('text')
})

test('inside the router a path of the site is still a client-side link', () => {
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SiteLink link={{ href: '/blog', newTab: false }}>Blog</SiteLink>
    </MemoryRouter>,
  )
  const link = screen.getByRole('link', { name: 'Blog' })
  expect(link.getAttribute('href')).toBe('/blog')
  expect(link.hasAttribute('data-discover')).toBe(true)
})
