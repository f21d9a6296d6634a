// recharts' own tick rules, imported by file (e1rm-line-layout.ts): its package types them under types/.
declare module 'recharts/es6/cartesian/getTicks' {
  export { getTicks } from 'recharts/types/cartesian/getTicks';
}
declare module 'recharts/es6/util/scale/getNiceTickValues' {
  export { getTickValuesFixedDomain } from 'recharts/types/util/scale/getNiceTickValues';
}
