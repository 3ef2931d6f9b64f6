import { ChevronDown } from './ui/icons.ts';
import { site } from '../generated/site.ts';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { Logo } from './Logo.tsx';
import { Glyph } from './ui/Glyph.tsx';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:gap-12 sm:py-12 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <a href="/" className="inline-flex items-center gap-2 text-lg font-extrabold text-white">
            <Logo />
            {site.name}
          </a>
          {site.tagline && <p className="mt-4 max-w-sm text-sm text-slate-400">{site.tagline}</p>}
          <h2 className="mt-8 text-sm font-semibold text-white">Get SEO tips every week</h2>
          <div className="mt-3 max-w-sm">
            <FooterNewsletter />
          </div>
          <ul className="mt-8 flex gap-4" aria-label="RankSuite on social media">
            {site.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-slate-400 hover:text-white"
                >
                  <SocialIcon network={social.network} />
                  <span className="sr-only">{social.network} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="grid divide-y divide-slate-800 sm:grid-cols-4 sm:gap-8 sm:divide-y-0">
          {/* On phones each column is a closed disclosure (its links ran ~500 px down every page); from 640 px
              CSS shows the content of the closed <details> and swaps the summary for a plain heading, so the
              groups are open and cannot collapse with no script, and the links are in the HTML at every width. */}
          {site.footer.map((column) => (
            <details key={column.heading} className="group sm:details-content:[content-visibility:visible]">
              <summary className="summary-row py-3 sm:hidden">
                <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
                <Glyph
                  icon={ChevronDown}
                  className="size-4 text-slate-400 transition-transform group-open:rotate-180"
                />
              </summary>
              <h2 className="hidden text-sm font-semibold text-white sm:block">{column.heading}</h2>
              <ul className="mt-2 space-y-3 pb-2 sm:mt-4 sm:pb-0">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="text-sm text-slate-400 hover:text-white">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-5 text-sm text-slate-400">
          © {new Date().getFullYear()} {site.copyright}
        </p>
      </div>
    </footer>
  );
}
