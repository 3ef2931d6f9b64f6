import { NavLink } from 'react-router-dom';
import { site } from '../generated/site.ts';

/** Every guide, grouped; NavLink marks the current route with aria-current="page". */
export function DocsNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="All guides">
      {site.docsNav.map((group) => (
        <div key={group.heading} className="mb-6">
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p>
          <ul className="mt-2 space-y-0.5">
            {group.links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
