// The router's modules themselves, under names the federation's sharing does not take (see reactRouter.ts).
declare module 'wado-react-router-full' {
  export * from 'react-router';
}
declare module 'wado-react-router-dom-full' {
  export * from 'react-router/dom';
}
