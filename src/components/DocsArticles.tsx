import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronDown, Menu, X } from './ui/icons.ts';
import { useLocation } from 'react-router-dom';
import { Glyph } from './ui/Glyph.tsx';
import { keepFocusInside } from './ui/keep-focus-inside.ts';
import type { DocsArticlesSection as Data } from '../generated/types.ts';
import { docsNav } from '../generated/docs.ts';
import { DocsBreadcrumb } from './DocsBreadcrumb.tsx';
import { DocsContents, useHeadingInView } from './DocsContents.tsx';
import { DocsNav } from './DocsNav.tsx';
import { DocsPageFacts } from './DocsPageFacts.tsx';
import { DocsPager } from './DocsPager.tsx';
import { docsGuides, guideAt } from '../lib/docs-guides.ts';
import { headingsOf } from '../lib/headings.ts';
import { pageForPath } from '../lib/paths.ts';
import { Markdown } from './ui/Markdown.tsx';
import { Picture, inReadingColumn } from './ui/Picture.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

type MenuSection = Data['menu'][number];

const guides = docsGuides(docsNav);

/** The docs layout body: collapsible menu sections with submenus on the left, the chosen article on the right. */
export function DocsArticles({ menu }: Data) {
  const first = menu[0].submenus[0].id;
  const { hash, pathname } = useLocation();
  const [selected, setSelected] = useState(first);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(menu.map((section) => section.id)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const sidebar = useRef<HTMLDivElement>(null);
  const guideIndex = guideAt(guides, pathname);
  const pageName = pageForPath(pathname);
  const article = menu.flatMap((section) => section.submenus).find((submenu) => submenu.id === selected);
  const headings = useMemo(() => headingsOf(article?.body ?? ''), [article]);
  const headingInView = useHeadingInView(headings);

  // The sidebar scrolls on its own. On load only a strip of it may show below the hero (all of it
  // once it sticks): scroll it as little as brings the current guide into that strip, so the links
  // and tabs before it stay in view above it, and start the box at a link or heading, none cut in
  // half. A guide near the end needs room below the last link: padding set here (CSSOM).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has a new current link.
  useEffect(() => {
    const box = sidebar.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    box.style.paddingBottom = '';
    const boxTop = box.getBoundingClientRect().top;
    const topOf = (element: Element) => element.getBoundingClientRect().top - boxTop + box.scrollTop;
    const strip = window.innerHeight - Math.max(boxTop, 0);
    const onScreen = strip > 0 ? Math.min(box.clientHeight, strip) : box.clientHeight;
    const least = topOf(link) + link.offsetHeight + 16 - onScreen;
    const starts = [...box.querySelectorAll('a, h2, h3, p, [role="tablist"]')].map(topOf);
    const target = least <= 0 ? 0 : Math.min(topOf(link), ...starts.filter((start) => start >= least)) - 8;
    const shortBy = target + box.clientHeight - box.scrollHeight;
    if (shortBy > 0) box.style.paddingBottom = `${Number.parseFloat(getComputedStyle(box).paddingBottom) + shortBy}px`;
    box.scrollTop = target;
  }, [pathname]);

  // A #submenu-id in the address selects that article, a #section-id its first one, and a
  // #heading-id (a search result) the article holding that heading (deep links, back and forward).
  // The router's hash is a trigger too: a search result on this same page changes no hash event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fromHash reads the hash from window.location.
  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const article = document.getElementById(id)?.closest('article')?.id;
      const owner = menu.find(
        (section) => section.id === id || section.submenus.some((submenu) => submenu.id === article),
      );
      if (!owner) return;
      setSelected(owner.id === id ? owner.submenus[0].id : article!);
      setExpanded((open) => new Set(open).add(owner.id));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [menu, hash]);

  // A heading in an article that was hidden could not be scrolled to until it was shown.
  useEffect(() => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target && target.tagName !== 'ARTICLE' && target.closest('article')?.id === selected) target.scrollIntoView();
  }, [selected]);

  useEffect(() => {
    if (drawerOpen) {
      dialog.current?.showModal();
      // The drawer lists every guide: the current one may be far down it.
      dialog.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
    } else dialog.current?.close();
  }, [drawerOpen]);

  const choose = (id: string) => {
    setSelected(id);
    setDrawerOpen(false);
    history.replaceState(history.state, '', `#${id}`);
  };
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const menuTree = (idPrefix: string) => (
    <ul className="space-y-1">
      {menu.map((section: MenuSection) => {
        const open = expanded.has(section.id);
        return (
          <li key={section.id}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${idPrefix}-${section.id}`}
              onClick={() => toggle(section.id)}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              {section.title}
              <Glyph icon={ChevronDown} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
            <ul
              id={`${idPrefix}-${section.id}`}
              hidden={!open}
              className="mt-1 ml-3 space-y-0.5 border-l border-slate-200 pl-3"
            >
              {section.submenus.map((submenu) => (
                <li key={submenu.id}>
                  <a
                    href={`#${submenu.id}`}
                    aria-current={submenu.id === selected ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      choose(submenu.id);
                    }}
                    className={`block rounded-md px-3 py-1.5 text-sm ${submenu.id === selected ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
                  >
                    {submenu.title}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );

  return (
    // The third column holds the contents list: an article with no headings has none to leave empty.
    <div
      className={`container-page py-10 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-12 ${headings.length > 0 ? 'xl:grid-cols-[16rem_1fr_13rem] xl:gap-10' : ''}`}
    >
      <button
        type="button"
        className="btn btn-secondary mb-6 lg:hidden"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <Glyph icon={Menu} className="size-5" /> Browse this guide
      </button>
      <aside className="hidden lg:block" aria-label="Guide contents">
        <div
          ref={sidebar}
          className="sticky top-24 max-h-[calc(100vh-7rem)] space-y-8 overflow-y-auto overscroll-contain pb-8"
        >
          <nav aria-label="In this guide">{menuTree('menu')}</nav>
          <DocsNav />
        </div>
      </aside>
      <dialog
        ref={dialog}
        onClose={() => setDrawerOpen(false)}
        aria-label="Guide menu"
        onKeyDown={keepFocusInside}
        onClick={(event) => event.target === dialog.current && setDrawerOpen(false)}
        className="m-0 h-full max-h-none w-[20rem] max-w-[85vw] bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:animate-[slidein_150ms_ease-out]"
      >
        {drawerOpen && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <p className="font-semibold text-slate-900">Guide menu</p>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
                aria-label="Close menu"
              >
                <Glyph icon={X} className="size-5" />
              </button>
            </div>
            <div className="flex-1 space-y-8 overflow-y-auto p-4">
              <nav aria-label="In this guide">{menuTree('drawer')}</nav>
              <DocsNav onNavigate={() => setDrawerOpen(false)} idPrefix="drawer" />
            </div>
          </div>
        )}
      </dialog>
      {/* max-w-3xl keeps article lines near 80 characters on wide screens. */}
      <div className="min-w-0 max-w-3xl">
        {guideIndex !== undefined && <DocsBreadcrumb guides={guides} guide={guides[guideIndex]} />}
        {headings.length > 0 && (
          <details className="group mb-8 rounded-lg border border-slate-200 px-4 py-3 xl:hidden">
            <summary className="summary-row text-sm font-semibold text-slate-900">
              On this page
              <Glyph icon={ChevronDown} className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-3">
              <DocsContents headings={headings} inView={headingInView} />
            </div>
          </details>
        )}
        {menu.map((section) => (
          <div key={section.id} id={section.id}>
            {section.submenus.map((submenu) => (
              <article
                key={submenu.id}
                id={submenu.id}
                hidden={submenu.id !== selected}
                aria-labelledby={`${submenu.id}-title`}
              >
                <p className="eyebrow">{section.title}</p>
                <h2 id={`${submenu.id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
                  {headingBreaks(submenu.title)}
                </h2>
                <Markdown html={submenu.body} className="mt-6" />
                {submenu.image && (
                  <Picture
                    image={submenu.image}
                    // The docs' reading column, 48rem at most.
                    sizes={inReadingColumn}
                    className="mt-8 h-auto w-full rounded-xl border border-slate-200 shadow-md"
                  />
                )}
              </article>
            ))}
          </div>
        ))}
        {pageName && <DocsPageFacts pageName={pageName} />}
        {guideIndex !== undefined && <DocsPager guides={guides} index={guideIndex} />}
      </div>
      {headings.length > 0 && (
        <aside className="hidden xl:block" aria-label="Article contents">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto">
            <p className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">On this page</p>
            <DocsContents headings={headings} inView={headingInView} />
          </div>
        </aside>
      )}
    </div>
  );
}
