type Columns = 2 | 3 | 4;
type Screen = 'sm' | 'md' | 'lg';

// Literal class strings, so Tailwind finds them. 1.5rem is the gap-6 between cards.
const widths: Record<Screen, Record<1 | Columns, string>> = {
  sm: {
    1: 'sm:w-full',
    2: 'sm:w-[calc((100%-1.5rem)/2)]',
    3: 'sm:w-[calc((100%-3rem)/3)]',
    4: 'sm:w-[calc((100%-4.5rem)/4)]',
  },
  md: {
    1: 'md:w-full',
    2: 'md:w-[calc((100%-1.5rem)/2)]',
    3: 'md:w-[calc((100%-3rem)/3)]',
    4: 'md:w-[calc((100%-4.5rem)/4)]',
  },
  lg: {
    1: 'lg:w-full',
    2: 'lg:w-[calc((100%-1.5rem)/2)]',
    3: 'lg:w-[calc((100%-3rem)/3)]',
    4: 'lg:w-[calc((100%-4.5rem)/4)]',
  },
};

// Cards per row at each screen width, before balancing: phones always show one column.
const columnsAt: Record<Columns, Partial<Record<Screen, Columns>>> = {
  2: { md: 2 },
  3: { md: 2, lg: 3 },
  4: { sm: 2, lg: 4 },
};

/**
 * Cards per row, first row to last, for `count` cards at most `columns` across: as few rows as that allows,
 * with the cards spread evenly over them and the shorter rows first, so no row ends short of the edge and
 * the last row is never the odd one out (issue 16: 13 cards in threes go 2 + 2 + 3 + 3 + 3, not 3 + 3 + 3 +
 * 3 + 1; 7 go 2 + 2 + 3). A count the columns divide gives equal rows.
 */
export function rowSizes(count: number, columns: number): number[] {
  const rows = Math.ceil(count / columns);
  const small = Math.floor(count / rows);
  const large = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < rows - large ? small : small + 1));
}

/** The size of the row each card sits in, card by card. */
function rowSizeOfEach(count: number, columns: number): number[] {
  return rowSizes(count, columns).flatMap((size) => Array<number>(size).fill(size));
}

/**
 * From each screen width up at which cards sit side by side (sm, md, lg, narrowest first), the size of the
 * row each card sits in, card by card: what a picture in a card needs for its `sizes`.
 */
export function rowSizesByScreen(count: number, wanted: Columns) {
  return (Object.entries(columnsAt[wanted]) as [Screen, Columns][]).map(
    ([screen, columns]) => [screen, rowSizeOfEach(count, columns)] as const,
  );
}

/**
 * Classes for a card list of `count` cards, `wanted` across on wide screens. Every row is full: each card
 * takes its share of the row it falls in (rowSizes). Cards in a row stretch to one height.
 */
export function cardGrid(count: number, wanted: Columns) {
  const screens = rowSizesByScreen(count, wanted);
  const item = (index: number) =>
    ['w-full grow', ...screens.map(([screen, sizes]) => widths[screen][(sizes[index] ?? 1) as 1 | Columns])].join(' ');
  return { list: 'flex flex-wrap gap-4 sm:gap-6', item };
}
