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
 * Another column count when the wanted one would strand a single card: in threes, 4 cards go two across
 * and 7 or 10 four across; in fours, 3, 5, 6 or 9 cards go three across. Two columns and an odd count keep
 * two columns: the first card then spans the row (see cardGrid).
 */
function balancedColumns(count: number, wanted: Columns): Columns {
  if (wanted === 3 && count % 3 === 1) return count === 4 ? 2 : 4;
  if (wanted === 4 && count % 4 !== 0 && (count % 4 === 1 || count % 3 === 0)) return 3;
  return wanted;
}

/**
 * Classes for a card list of `count` cards, `wanted` across on wide screens. Every row is full (issue 16:
 * no 3+2 or 2+2+1): the columns follow the count, cards of a shorter last row grow to fill it, and in two
 * columns an odd count opens with one card across the row. Cards in a row stretch to one height.
 */
export function cardGrid(count: number, wanted: Columns) {
  const screens = Object.entries(columnsAt[wanted]) as [Screen, Columns][];
  const item = (index: number) =>
    [
      'w-full grow',
      ...screens.map(([screen, columns]) => {
        const balanced = balancedColumns(count, columns);
        const leads = balanced === 2 && count % 2 === 1 && index === 0;
        return widths[screen][leads ? 1 : balanced];
      }),
    ].join(' ');
  return { list: 'flex flex-wrap gap-4 sm:gap-6', item };
}
