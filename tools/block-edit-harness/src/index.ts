export { ANN, testConnectionStore, type TestConnectionStoreOptions } from './connection-store';
export { renderBlockEdit, type RenderBlockEditOptions } from './render-block-edit';
export { testHost, TEST_SITE_ROOT, type RecordingHost, type TestHostOptions } from './test-host';
