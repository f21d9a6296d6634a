export * from './page-header';
export * from './use-document-title';
