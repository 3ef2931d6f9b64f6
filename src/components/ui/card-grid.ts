type Columns = 2 | 3 | 4;

// Literal class strings, so Tailwind finds them. 1.5rem is the gap-6 between cards.
const itemWidth: Record<Columns, string> = {
  2: 'w-full md:w-[calc((100%-1.5rem)/2)]',
  3: 'w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
};

/**
 * Another column count when the wanted one would strand a single card: in threes, 4 cards go two across
 * and 7 or 10 four across; in fours, 3, 5, 6 or 9 cards go three across.
 */
function balancedColumns(count: number, wanted: Columns): Columns {
  if (count <= 2) return 2;
  if (wanted === 3 && count % 3 === 1) return count === 4 ? 2 : count % 4 === 1 ? 3 : 4;
  if (wanted === 4 && count % 4 !== 0 && (count % 3 === 0 || count === 5)) return 3;
  return wanted;
}

/**
 * Classes for a card list: a wrapping flex row whose last, shorter row is centred rather than left
 * with a lone card at the start. Cards in a row stretch to one height.
 */
export function cardGrid(count: number, wanted: Columns) {
  return { list: 'flex flex-wrap justify-center gap-6', item: itemWidth[balancedColumns(count, wanted)] };
}
