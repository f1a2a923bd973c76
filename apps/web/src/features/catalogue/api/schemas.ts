import type { CategoryTreeNode, Delivery as DeliveryAnswer, FilterGroupAnswer, FilterItemAnswer, ProductDetail as ProductDetailAnswer, tileSpecSchema } from '@maru/domain';
import type { z } from 'zod';

// The catalogue answers as the screens use them: the domain package's declarations, shared
// with the server's response schemas (packages/domain/src/catalogue/answers.ts).

export type Category = CategoryTreeNode;
export type FilterGroup = FilterGroupAnswer;
export type FilterItem = FilterItemAnswer;
export type ProductDetail = ProductDetailAnswer;
export type Delivery = DeliveryAnswer;
export type TileSpec = z.output<typeof tileSpecSchema>;
