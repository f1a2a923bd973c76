// My page: home glances and alarm, recently viewed products, wish/bookmarks, marketing consents (issue 14).
export * from './history';
export * from './consents';
export * from './alarm';
export * from './contract';
