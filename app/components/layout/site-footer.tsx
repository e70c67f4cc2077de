import { Link } from '@remix-run/react'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
import { telHref, type NavEntry, type ShellSettings } from '~/site/site'
import { BrandMark } from './brand-mark'
import { SocialLinkItems } from './social-links'
import { stegaFree } from '~/seo/stega-clean'

const legalLinks: NavEntry[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies-policy', label: 'Cookie Policy' },
]

function LinkColumn({ title, links }: { title: string; links: NavEntry[] }) {
  return (
    <nav aria-label={stegaFree(title)}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter({ settings }: { settings: ShellSettings }) {
  return (
    <footer className="bg-navy-950 text-[0.95rem] text-ink-inverse/80">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.6fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <BrandMark name={settings.companyName} />
          <p className="mt-4 leading-relaxed">{settings.description}</p>
          <ul className="mt-5 flex gap-3" aria-label="Social links">
            <SocialLinkItems
              links={settings.socialLinks}
              linkClassName="flex h-10 w-10 items-center justify-center rounded-full bg-white/5 text-ink-inverse transition-colors hover:bg-accent hover:text-white"
            />
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={settings.footerLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
        {/* HTML allows no heading inside <address>: the heading names the column, the address holds the details. */}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="not-italic">
            <ul className="mt-4 space-y-3">
              {settings.supportEmail ? (
                <li className="flex gap-3">
                  <Mail className="mt-1 h-4 w-4 shrink-0 text-highlight" aria-hidden="true" />
                  <a href={`mailto:${settings.supportEmail}`} className="hover:text-white">
                    {settings.supportEmail}
                  </a>
                </li>
              ) : null}
              {settings.phone ? (
                <li className="flex gap-3">
                  <Phone className="mt-1 h-4 w-4 shrink-0 text-highlight" aria-hidden="true" />
                  <a href={telHref(settings.phone)} className="hover:text-white">
                    {settings.phone}
                  </a>
                </li>
              ) : null}
              {settings.address ? (
                <li className="flex gap-3">
                  <MapPin className="mt-1 h-4 w-4 shrink-0 text-highlight" aria-hidden="true" />
                  <span>{settings.address}</span>
                </li>
              ) : null}
            </ul>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* On a phone the last line ends under the floating chat button: room for it below. */}
        <p className="container-page pt-6 pb-24 text-sm sm:pb-6">
          © {new Date().getFullYear()} {settings.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
