import { optionGroupView } from '../../src/domain/options';
import type { AdminOptionGroup } from '../../src/screens/AdminOptionGroupsScreen';
import type { ProductOptionGroup } from '../../src/screens/ProductForm';
import type { components } from '../api/schema.gen';

type ApiGroup = components['schemas']['OptionGroupWithProducts'];

/** The API's groups as the Choices page lists them, with how many products offer each. */
export const adminOptionGroups = (groups: readonly ApiGroup[]): AdminOptionGroup[] =>
  groups.map((group) => ({ ...optionGroupView(group), productCount: group.product_ids.length }));

/** The API's groups as the product form offers them to tick, in the shop's order. */
export const productFormGroups = (groups: readonly ApiGroup[]): ProductOptionGroup[] =>
  groups.map((group) => ({ id: group.id, name: group.name }));
