// What the SEO audit would read from a page (scripts/check/page-facts.ts reads it from the built HTML),
// worked out from the page's data before anything is rendered, each fact with the data path it
// comes from: npm run check scores a page with it and points each failing rule at a field.
// It follows the HTML each section component writes (src/sections/): which field becomes the
// h1, a paragraph (<p>), a list item, a heading or a table cell. tests/unit/seo-check.test.ts
// scores every page both ways and requires the same result, so a component change shows there.
import type { Page, Section } from '../../src/generated/types.ts';
import { fieldLimits } from '../../src/lib/field-limits.ts';
import { renderMarkdown } from '../lib/markdown.ts';
import { clean, readPage, type PageFacts } from './page-facts.ts';

export type DataPath = (string | number)[];
/** Each list of facts, with the data path of each entry at the same index. */
export interface FactPaths {
  h1: DataPath[];
  firstParagraph?: DataPath;
  blocks: DataPath[];
  images: DataPath[];
  links: DataPath[];
}

// Labels the components add around a field's text (LevelCell in comparison tables).
const levelLabels: Record<string, string> = {
  full: 'Full',
  yes: 'Yes',
  true: 'Included',
  basic: 'Basic',
  limited: 'Limited',
  partial: 'Partial',
  pro: 'Pro only',
  none: 'Not available',
  no: 'No',
  false: 'Not included',
};
const newTabNote = ' (opens in a new tab)';

/** `route`: the page's path, which a button or card link to "#id" is written against (React Router's Link resolves it). */
export function dataFacts(page: Page, route: string): { facts: PageFacts; paths: FactPaths } {
  const facts: PageFacts = {
    title: page.meta.title,
    description: clean(page.meta.description),
    h1: [],
    firstParagraph: '',
    blocks: [],
    images: [],
    links: [],
  };
  const paths: FactPaths = { h1: [], blocks: [], images: [], links: [] };
  const block = (tag: string, text: string | number | undefined, path: DataPath) => {
    const shown = clean(String(text ?? ''));
    if (shown === '') return;
    facts.blocks.push({ tag, text: shown });
    paths.blocks.push(path);
    // The summary is the first paragraph after the h1.
    if (tag === 'p' && facts.h1.length > 0 && paths.firstParagraph === undefined) {
      facts.firstParagraph = shown;
      paths.firstParagraph = path;
    }
  };
  const link = (href: string | undefined, path: DataPath, newTab?: boolean) => {
    if (href === undefined) return;
    facts.links.push(href.startsWith('#') && !newTab ? `${route}${href}` : href);
    paths.links.push(path);
  };
  const image = (value: { src: string; alt?: string } | undefined, path: DataPath) => {
    if (!value) return;
    facts.images.push({ src: value.src, alt: value.alt ?? null });
    paths.images.push([...path, 'alt']);
  };
  const markdown = (body: string, path: DataPath) => {
    const read = readPage(`<main>${renderMarkdown(body, { colours: false })}</main>`);
    read.h1.forEach(() => paths.h1.push(path));
    facts.h1.push(...read.h1);
    read.blocks.forEach(({ tag, text }) => block(tag, text, path));
    // Markdown links are plain <a> elements, written as they are.
    read.links.forEach((href) => {
      facts.links.push(href);
      paths.links.push(path);
    });
    read.images.forEach((found) => {
      facts.images.push(found);
      paths.images.push(path);
    });
  };
  /** SectionShell: eyebrow, h2 heading, intro. */
  const shell = (section: { eyebrow?: string; heading?: string; intro?: string }, at: DataPath) => {
    block('p', section.eyebrow, [...at, 'eyebrow']);
    block('h2', section.heading, [...at, 'heading']);
    block('p', section.intro, [...at, 'intro']);
  };
  const actions = (list: { href: string; newTab?: boolean }[] | undefined, at: DataPath) =>
    list?.forEach((action, index) => link(action.href, [...at, index, 'href'], action.newTab));

  page.sections.forEach((section: Section, index) => {
    const at: DataPath = ['sections', index];
    const items = (field: string) => [...at, field];
    switch (section.type) {
      case 'hero':
        block('p', section.eyebrow, items('eyebrow'));
        facts.h1.push(clean(section.heading));
        paths.h1.push(items('heading'));
        block('h1', section.heading, items('heading'));
        block('p', section.subheading, items('subheading'));
        actions(section.actions, items('actions'));
        block('p', section.note, items('note'));
        image(section.image, items('image'));
        break;
      case 'cta':
        block('h2', section.heading, items('heading'));
        block('p', section.text, items('text'));
        actions(section.actions, items('actions'));
        block('p', section.note, items('note'));
        break;
      case 'rich-text':
        block('p', section.eyebrow, items('eyebrow'));
        block('h2', section.heading, items('heading'));
        markdown(section.body, items('body'));
        break;
      case 'media-text':
        block('p', section.eyebrow, items('eyebrow'));
        block('h2', section.heading, items('heading'));
        markdown(section.body, items('body'));
        section.bullets?.forEach((bullet, n) => block('li', bullet, [...items('bullets'), n]));
        actions(section.actions, items('actions'));
        image(section.image, items('image'));
        break;
      case 'stats':
        if (section.heading || section.eyebrow) shell(section, at);
        section.items.forEach((item, n) => {
          block('dt', item.label, [...items('items'), n, 'label']);
          block('dd', item.value, [...items('items'), n, 'value']);
        });
        break;
      case 'logo-row':
        block('h2', section.heading, items('heading'));
        section.items.forEach((name, n) => block('li', name, [...items('items'), n]));
        break;
      case 'docs-search':
        block('h2', section.heading, items('heading'));
        block('p', section.intro, items('intro'));
        break;
      case 'docs-articles':
        // The menus are in <aside> and <dialog>, which the audit leaves out; each article is in the page.
        section.menu.forEach((group, g) =>
          group.submenus.forEach((submenu, s) => {
            const here = [...items('menu'), g, 'submenus', s];
            block('p', group.title, [...items('menu'), g, 'title']);
            block('h2', submenu.title, [...here, 'title']);
            markdown(submenu.body, [...here, 'body']);
            image(submenu.image, [...here, 'image']);
          }),
        );
        break;
      default:
        shell(section as { eyebrow?: string; heading?: string; intro?: string }, at);
        sectionBody(section, at, { block, link, image, markdown });
    }
  });
  return { facts, paths };
}

interface Emit {
  block: (tag: string, text: string | number | undefined, path: DataPath) => void;
  link: (href: string | undefined, path: DataPath, newTab?: boolean) => void;
  image: (value: { src: string; alt?: string } | undefined, path: DataPath) => void;
  markdown: (body: string, path: DataPath) => void;
}

/** The sections framed by SectionShell: what each writes under its heading. */
function sectionBody(section: Section, at: DataPath, { block, link, image, markdown }: Emit) {
  const field = (...rest: (string | number)[]) => [...at, ...rest];
  switch (section.type) {
    case 'feature-grid':
      section.items.forEach((item, n) => {
        block('h3', item.title, field('items', n, 'title'));
        block('p', item.description, field('items', n, 'description'));
        link(item.href, field('items', n, 'href'));
      });
      break;
    case 'channel-cards':
      section.items.forEach((item, n) => {
        block('h3', item.title, field('items', n, 'title'));
        block('p', item.availability, field('items', n, 'availability'));
        block('p', item.description, field('items', n, 'description'));
        link(item.action.href, field('items', n, 'action', 'href'), item.action.newTab);
      });
      break;
    case 'checklist':
      section.items.forEach((item, n) => block('li', item, field('items', n)));
      break;
    case 'problem':
      section.points.forEach((point, n) => block('li', point, field('points', n)));
      block('p', section.answer, field('answer'));
      break;
    case 'faq':
      // The question is in <summary>, which is not a block of text; the answer is.
      section.items.forEach((item, n) => block('p', item.answer, field('items', n, 'answer')));
      break;
    case 'steps':
      section.items.forEach((item, n) => {
        block('h3', `Step ${n + 1}: ${item.title}`, field('items', n, 'title'));
        block('p', item.text, field('items', n, 'text'));
      });
      if (section.action) link(section.action.href, field('action', 'href'), section.action.newTab);
      break;
    case 'link-list':
      // Label and description are spans in one list item, read as one text.
      section.items.forEach((item, n) => {
        block('li', `${item.label}${item.description ?? ''}${item.newTab ? newTabNote : ''}`, field('items', n));
        link(item.href, field('items', n, 'href'), item.newTab);
      });
      if (section.action) link(section.action.href, field('action', 'href'), section.action.newTab);
      break;
    case 'comparison-table':
      block('caption', section.heading, field('heading'));
      block('th', section.featureLabel ?? 'Feature', field('featureLabel'));
      section.columns.forEach((column, n) => block('th', column, field('columns', n)));
      section.rows.forEach((row, r) => {
        block('th', `${row.feature}${row.note ?? ''}`, field('rows', r, 'feature'));
        row.values.forEach((value, n) =>
          block('td', levelLabels[String(value).trim().toLowerCase()] ?? String(value), field('rows', r, 'values', n)),
        );
      });
      break;
    case 'pricing-cards':
      section.plans.forEach((plan, n) => {
        const here = field('plans', n);
        block('p', plan.badge, [...here, 'badge']);
        block('h3', plan.name, [...here, 'name']);
        block('p', plan.description, [...here, 'description']);
        block('p', `${plan.pricePrefix ?? ''}$${plan.price}${plan.period ?? ''}`, [...here, 'price']);
        link(plan.action.href, [...here, 'action', 'href'], plan.action.newTab);
        block('p', plan.note, [...here, 'note']);
        plan.features.forEach((feature, f) => block('li', feature, [...here, 'features', f]));
      });
      block('p', section.note, field('note'));
      break;
    case 'testimonials':
      section.items.forEach((item, n) => block('p', `“${item.quote}”`, field('items', n, 'quote')));
      break;
    case 'video':
      section.videos.forEach((video, n) =>
        block('figcaption', `${video.title}${video.description ?? ''}`, field('videos', n)),
      );
      break;
    case 'screenshot':
      image(section.image, field('image'));
      break;
    case 'tabs':
      section.tabs.forEach((tab, n) => {
        markdown(tab.body, field('tabs', n, 'body'));
        image(tab.image, field('tabs', n, 'image'));
      });
      break;
    // The forms' hints under their fields (src/components/forms/) count as text too.
    case 'contact-form':
      for (const hint of [
        `Up to ${fieldLimits.name} characters.`,
        `Up to ${fieldLimits.email} characters.`,
        `Up to ${fieldLimits.subject} characters.`,
        `0 / ${fieldLimits.message} characters`,
        'PDF, DOC, DOCX, TXT, PNG, JPG or JPEG, up to 10MB.',
      ])
        block('p', hint, at);
      break;
    case 'newsletter-form':
      block('p', `Up to ${fieldLimits.firstName} characters.`, at);
      break;
  }
}
