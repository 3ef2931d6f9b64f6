// Creates a page from a template and adds its route and menu links to site.yaml, keeping every comment.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { flowMap, pageNameOf, pagePath, readSite, Refusal, refuseTaken, UsageError } from './page-edits.ts';

const templateDir = join(import.meta.dirname, 'templates');
export const templates = readdirSync(templateDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.slice(0, -5))
  .sort();
export const usageArguments = `<path> [--template ${templates.join('|')}] [--nav <menu group>] [--footer <footer column>] [--docs <docs menu heading> [--tab <its tab>]]`;

export interface NewPageOptions {
  path: string;
  template?: string;
  nav?: string;
  footer?: string;
  docs?: string;
  /** A tab of the `docs` heading to list the page under, in place of the links above the tabs. */
  tab?: string;
}

const yamlOptions = { lineWidth: 0 };

export function newPage(root: string, options: NewPageOptions) {
  const path = pagePath(options.path);
  const template = options.template ?? 'marketing';
  if (!templates.includes(template))
    throw new UsageError(`There is no template "${template}"; the templates are: ${templates.join(', ')}.`);

  const { site, text: siteText } = readSite(root);
  // A route whose page file is missing (npm run check suggests this command for it) gets its file.
  const routed = refuseTaken(root, site, siteText, path);
  const name = routed ?? pageNameOf(path);
  const pageFile = `pages/${name}.yaml`;
  if (existsSync(join(root, pageFile)))
    throw new Refusal(`${pageFile} already exists; choose another path, or add a route for that page to site.yaml.`);

  // The last part of the path names the page: /features/keyword-magic → Keyword Magic.
  const label = path
    .split('/')
    .at(-1)!
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
  const brand = String(site.get('name') ?? '');
  // The check refuses a docs page missing from the docs menu, so the docs template needs its place there.
  if (template === 'docs' && options.docs === undefined) {
    throw new UsageError(
      `A docs page needs its place in the docs menu: add --docs <heading>, one of: ${groupNames(site, 'docsNav', 'heading')}.`,
    );
  }
  const links = [
    menuLinks(site, 'nav', 'label', options.nav),
    menuLinks(site, 'footer', 'heading', options.footer),
    options.tab === undefined ? menuLinks(site, 'docsNav', 'heading', options.docs) : tabLinks(site, options),
  ];

  const page = parseDocument(readFileSync(join(templateDir, `${template}.yaml`), 'utf8'));
  // The page's name is its focus keyword, which the SEO audit wants in the title, the heading, the
  // description and the first paragraph; a one-letter name is too short for a keyword, so the
  // template's own keyword is added to it ("X New Feature").
  const starter = String(page.getIn(['meta', 'keyword']));
  const pageName = label.length >= 2 ? label : `${label} ${starter.replace(/\b\w/g, (letter) => letter.toUpperCase())}`;
  const keyword = pageName.toLowerCase();
  const withKeyword = (field: (string | number)[]) =>
    String(page.getIn(field)).replace(new RegExp(starter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), keyword);
  page.setIn(
    ['meta', 'title'],
    `${pageName} | ${brand}`.length <= 60 ? `${pageName} | ${brand}` : pageName.slice(0, 60),
  );
  page.setIn(['meta', 'keyword'], keyword);
  page.setIn(['meta', 'description'], fitDescription(withKeyword(['meta', 'description'])));
  page.setIn(['sections', 0, 'heading'], pageName);
  page.setIn(['sections', 0, 'subheading'], withKeyword(['sections', 0, 'subheading']));

  if (routed === undefined) {
    const routes = site.get('routes') as YAMLSeq;
    const parent = path.slice(0, path.lastIndexOf('/'));
    // Next to its siblings (/features/x after the last /features/ route), or at the end.
    const last = routes.items.findLastIndex(
      (item) => parent !== '' && String((item as YAMLMap).get('path')).startsWith(`${parent}/`),
    );
    routes.items.splice(last === -1 ? routes.items.length : last + 1, 0, flowMap(site, { path, page: name }));
  }
  for (const list of links) list?.items.push(flowMap(site, { label, href: path }));

  // Templates point at the schema from scripts/new-page/templates/; pages sit one folder higher.
  writeFileSync(
    join(root, pageFile),
    page.toString(yamlOptions).replace('$schema=../../schemas/', '$schema=../schemas/'),
  );
  writeFileSync(join(root, 'site.yaml'), site.toString(yamlOptions));
  return {
    path,
    pageFile,
    template,
    label,
    routeAdded: routed === undefined,
    menus: { nav: options.nav, footer: options.footer, docs: options.docs, tab: options.tab },
  };
}

/** What new-page did, in the lines npm run new-page prints (and the editor shows) before its next step. */
export function createdReport(made: ReturnType<typeof newPage>): string[] {
  const { nav, footer, docs, tab } = made.menus;
  const menus = [
    nav && `the "${nav}" menu`,
    footer && `the "${footer}" footer column`,
    docs && `${tab ? `the "${tab}" tab of ` : ''}the "${docs}" docs menu`,
  ]
    .filter(Boolean)
    .join(' and ');
  const route = made.routeAdded
    ? `added the route ${made.path} to site.yaml`
    : `kept its route ${made.path} in site.yaml`;
  return [
    `Created ${made.pageFile} from the ${made.template} template and ${route}${menus ? `, with a link in ${menus}` : ''}.`,
    ...(menus
      ? []
      : [
          `No menu links to ${made.path} yet: link to it from another page or a menu in site.yaml, or npm run check reports it as unreachable.`,
        ]),
  ];
}

type MenuList = 'nav' | 'footer' | 'docsNav';
const groupsWithLinks = (site: Document.Parsed, list: MenuList) =>
  ((site.get(list) as YAMLSeq | undefined)?.items ?? []).filter(isMap).filter((group) => isSeq(group.get('links')));
const groupNames = (site: Document.Parsed, list: MenuList, labelKey: string) =>
  groupsWithLinks(site, list)
    .map((group) => `"${group.get(labelKey)}"`)
    .join(', ');
/** The names new-page takes for --nav, --footer, --docs and --tab: site.yaml's menu groups that hold links. */
export const menuChoices = (site: Document.Parsed) => ({
  nav: groupsWithLinks(site, 'nav').map((group) => String(group.get('label'))),
  footer: groupsWithLinks(site, 'footer').map((group) => String(group.get('heading'))),
  docs: groupsWithLinks(site, 'docsNav').map((group) => String(group.get('heading'))),
  /** --tab's choices: the tabs of each docs menu heading that has them. */
  tabs: Object.fromEntries(
    groupsWithLinks(site, 'docsNav')
      .map((group) => [
        String(group.get('heading')),
        ((group.get('tabs') as YAMLSeq | undefined)?.items ?? []).filter(isMap).map((tab) => String(tab.get('label'))),
      ])
      .filter(([, tabs]) => tabs.length > 0),
  ) as Record<string, string[]>,
});
const groupKind: Record<MenuList, string> = {
  nav: 'menu group',
  footer: 'footer column',
  docsNav: 'docs menu heading',
};

/** The menu group, footer column or docs menu heading called `wanted` (in any case). */
function menuGroup(site: Document.Parsed, list: MenuList, labelKey: string, wanted: string): YAMLMap {
  const group = groupsWithLinks(site, list).find(
    (candidate) => String(candidate.get(labelKey)).toLowerCase() === wanted.trim().toLowerCase(),
  );
  if (!group)
    throw new UsageError(
      `There is no ${groupKind[list]} "${wanted}" with links; use one of: ${groupNames(site, list, labelKey)}.`,
    );
  return group;
}

/** The link list of the menu group, footer column or docs menu heading called `wanted`, or undefined when not asked. */
function menuLinks(
  site: Document.Parsed,
  list: MenuList,
  labelKey: string,
  wanted: string | undefined,
): YAMLSeq | undefined {
  return wanted === undefined ? undefined : (menuGroup(site, list, labelKey, wanted).get('links') as YAMLSeq);
}

/** The link list of the tab `options.tab` of the docs menu heading `options.docs`. */
function tabLinks(site: Document.Parsed, { docs, tab }: NewPageOptions): YAMLSeq {
  if (docs === undefined)
    throw new UsageError(
      `--tab names a tab of a docs menu heading: add --docs <heading> too, such as --docs "Plugin help" --tab Linking.`,
    );
  const group = menuGroup(site, 'docsNav', 'heading', docs);
  const tabs = ((group.get('tabs') as YAMLSeq | undefined)?.items ?? []).filter(isMap);
  if (tabs.length === 0)
    throw new UsageError(
      `The docs menu heading "${group.get('heading')}" has no tabs; leave out --tab to add the link under its heading.`,
    );
  const found = tabs.find((candidate) => String(candidate.get('label')).toLowerCase() === tab!.trim().toLowerCase());
  if (!found)
    throw new UsageError(
      `The docs menu heading "${group.get('heading')}" has no tab "${tab}"; use one of: ${tabs.map((candidate) => `"${candidate.get('label')}"`).join(', ')}.`,
    );
  return found.get('links') as YAMLSeq;
}

/** The starter description at 150 to 160 characters whatever the keyword's length: its last sentence is cut or lengthened. */
function fitDescription(text: string): string {
  const words = text.replace(/\.$/, '').split(' ');
  while (words.join(' ').length > 159 && words.length > 1) words.pop();
  const padding = 'Keep the focus keyword in it once.'.replace(/\.$/, '').split(' ');
  for (let next = 0; words.join(' ').length < 149; next = (next + 1) % padding.length) words.push(padding[next]);
  return `${words.join(' ').replace(/[,;:]$/, '')}.`;
}
