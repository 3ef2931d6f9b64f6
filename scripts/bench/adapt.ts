// Converts the neutral synthetic data of ../shared/bench/gen.mjs (see FORMAT.md there)
// into this project's manifests: site.yaml and pages/*.yaml.
// Usage: tsx scripts/bench/adapt.ts <generated folder> <output folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

interface Link {
  label: string;
  href: string;
}
interface NeutralSite {
  name: string;
  routes: { path: string; page: string }[];
  nav: { label: string; links: Link[] }[];
  footer: { links: Link[]; copyright: string };
}
type NeutralSection = Record<string, any> & { type: string };
interface NeutralPage {
  slug: string;
  path: string;
  meta: { title: string; description: string };
  sections: NeutralSection[];
}

/** Our paths have no trailing slash (except the home page's "/"). */
const path = (href: string) => href.replace(/(.)\/+$/, '$1');
const link = ({ label, href }: Link) => ({ label, href: path(href) });
const footerColumnSize = 16; // the site schema's limit per footer column

function adaptSite(site: NeutralSite) {
  const columns = [];
  for (let start = 0; start < site.footer.links.length; start += footerColumnSize) {
    columns.push({
      heading: columns.length === 0 ? 'Pages' : 'More pages',
      links: site.footer.links.slice(start, start + footerColumnSize).map(link),
    });
  }
  return {
    name: site.name,
    baseUrl: 'https://northwind.example',
    loginUrl: 'https://app.northwind.example/login',
    // Our footer prints "© <current year>" itself.
    copyright: site.footer.copyright.replace(/^©\s*\d{4}\s*/, ''),
    auditThreshold: 0,
    routes: site.routes.map((route) => ({ path: path(route.path), page: route.page })),
    nav: site.nav.map((group) => ({ label: group.label, links: group.links.map(link) })),
    footer: columns,
    social: [],
    docsNav: [{ heading: 'Guides', links: [link({ label: 'Start here', href: site.routes[0].path })] }],
  };
}

function adaptSection(section: NeutralSection, next: string): Record<string, unknown> {
  switch (section.type) {
    case 'hero': {
      const { cta, ...rest } = section;
      return { ...rest, ...(cta ? { actions: [link(cta)] } : {}) };
    }
    case 'testimonial': {
      const { quote, author, role } = section;
      return { type: 'testimonials', items: [{ quote, author, role }] };
    }
    case 'cta': {
      // The generator links some pages from nowhere, which npm run check refuses: each page's
      // closing call to action leads to the next page instead (the last to the first), so
      // every page is reached, with links as long as the generator's.
      const { label, href: _generated, ...rest } = section;
      return { ...rest, actions: [{ label, href: next }] };
    }
    default:
      return section;
  }
}

/**
 * npm run check refuses two pages with the same main heading, title or description, which the
 * generator's word lists repeat now and then past a few thousand pages: a repeat gets the page's
 * number at its end, in place of its last characters where the field's length is capped.
 */
function uniqueTexts(page: NeutralPage, seen: Set<string>, number: number) {
  const unique = (text: string, maxLength = Number.POSITIVE_INFINITY) => {
    const suffix = ` ${number}`;
    const made = seen.has(text) ? `${text.slice(0, maxLength - suffix.length)}${suffix}` : text;
    seen.add(made);
    return made;
  };
  const hero = page.sections.find((section) => section.type === 'hero');
  if (hero?.heading) hero.heading = unique(hero.heading);
  // The page schema's caps: 60 characters of title, 160 of description.
  page.meta.title = unique(page.meta.title, 60);
  page.meta.description = unique(page.meta.description, 160);
}

function adaptPage(page: NeutralPage, next: string) {
  const hero = page.sections.find((section) => section.type === 'hero');
  const keyword = String(hero?.heading ?? page.meta.title)
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  return { meta: { ...page.meta, keyword }, sections: page.sections.map((section) => adaptSection(section, next)) };
}

export function adapt(from: string, to: string) {
  mkdirSync(join(to, 'pages'), { recursive: true });
  const site = parse(readFileSync(join(from, 'site.yaml'), 'utf8')) as NeutralSite;
  writeFileSync(
    join(to, 'site.yaml'),
    `# yaml-language-server: $schema=./schemas/site.schema.json\n${stringify(adaptSite(site))}`,
  );
  const texts = new Set<string>();
  site.routes.forEach((route, index) => {
    const page = parse(readFileSync(join(from, 'pages', `${route.page}.yaml`), 'utf8')) as NeutralPage;
    uniqueTexts(page, texts, index + 1);
    const next = path(site.routes[(index + 1) % site.routes.length].path);
    writeFileSync(
      join(to, 'pages', `${route.page}.yaml`),
      `# yaml-language-server: $schema=../schemas/page.schema.json\n${stringify(adaptPage(page, next), { lineWidth: 0 })}`,
    );
  });
  return site.routes.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: tsx scripts/bench/adapt.ts <generated folder> <output folder>');
    process.exit(2);
  }
  console.log(`Adapted ${adapt(resolve(from), resolve(to))} pages into ${to}.`);
}
