// The Lucide icons the site uses, each from its own file. The package's entry re-exports all
// 1,600 of them: the build drops the unused ones, but the dev server sent the whole set (3.7 MB)
// to the browser on every page load. Add an icon here, from node_modules/lucide/dist/esm/icons/.
export type { IconNode } from 'lucide';
export { default as ArrowRight } from 'lucide/dist/esm/icons/arrow-right.mjs';
export { default as ArrowUpRight } from 'lucide/dist/esm/icons/arrow-up-right.mjs';
export { default as Check } from 'lucide/dist/esm/icons/check.mjs';
export { default as ChevronDown } from 'lucide/dist/esm/icons/chevron-down.mjs';
export { default as ChevronLeft } from 'lucide/dist/esm/icons/chevron-left.mjs';
export { default as ChevronRight } from 'lucide/dist/esm/icons/chevron-right.mjs';
export { default as CircleAlert } from 'lucide/dist/esm/icons/circle-alert.mjs';
export { default as CircleCheck } from 'lucide/dist/esm/icons/circle-check.mjs';
export { default as CircleDot } from 'lucide/dist/esm/icons/circle-dot.mjs';
export { default as Clock } from 'lucide/dist/esm/icons/clock.mjs';
export { default as Crown } from 'lucide/dist/esm/icons/crown.mjs';
export { default as Menu } from 'lucide/dist/esm/icons/menu.mjs';
export { default as Minus } from 'lucide/dist/esm/icons/minus.mjs';
export { default as Moon } from 'lucide/dist/esm/icons/moon.mjs';
export { default as Pause } from 'lucide/dist/esm/icons/pause.mjs';
export { default as Play } from 'lucide/dist/esm/icons/play.mjs';
export { default as Search } from 'lucide/dist/esm/icons/search.mjs';
export { default as Star } from 'lucide/dist/esm/icons/star.mjs';
export { default as Sun } from 'lucide/dist/esm/icons/sun.mjs';
export { default as X } from 'lucide/dist/esm/icons/x.mjs';
