// Each file of lucide's dist/esm/icons/ holds one icon's data (icons.ts imports them one by one).
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('lucide').IconNode;
  export default icon;
}
