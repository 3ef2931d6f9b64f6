import { Link } from 'react-router-dom';
import { site } from '../generated/site.ts';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { Logo } from './Logo.tsx';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-extrabold text-white">
            <Logo />
            {site.name}
          </Link>
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
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {site.footer.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-sm text-slate-400 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-sm text-slate-400">
          © {new Date().getFullYear()} {site.copyright}
        </p>
      </div>
    </footer>
  );
}
