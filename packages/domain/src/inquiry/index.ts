// Inquiries: 1:1 문의 and product questions (issue 14).
export * from './rules';
export * from './contract';
