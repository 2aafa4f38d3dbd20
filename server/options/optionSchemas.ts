import { z } from 'zod';
import { optionGroupSchema } from '../../src/domain/apiSchemas.ts';
import { optionChoiceSchema, optionGroupAnswerSchema, positiveId } from '../http/sharedSchemas.ts';

export const groupParams = z.object({ id: positiveId('id') });

/** A group as the shop's screen reads it: with the live products that offer it. */
const groupWithProducts = optionGroupAnswerSchema
  .extend({ product_ids: z.array(z.number().int()).describe('The live products that offer this group') })
  .meta({ id: 'OptionGroupWithProducts' });

export const groupListAnswer = z.object({ messages: z.string(), data: z.array(groupWithProducts) });
export const groupAnswer = z.object({ messages: z.string(), data: groupWithProducts });

/** `POST option-groups`: the whole group (the domain's optionGroupSchema). */
export const groupBody = optionGroupSchema.meta({ id: 'NewOptionGroup' });

/**
 * `PATCH option-groups/{id}`: only what changes, merged over the stored group and checked again as a
 * whole; `choices`, when sent, is the whole list in its new order (see the route).
 */
export const groupChanges = z
  .looseObject({
    name: z.unknown().optional().describe('text, at most 40 characters'),
    min: z
      .unknown()
      .optional()
      .describe('whole number, 0 to 20: the fewest choices a line takes (1 or more: required)'),
    max: z.unknown().optional().describe('whole number, 1 to 20: the most choices a line takes (1: a single choice)'),
    choices: z
      .unknown()
      .optional()
      .describe(
        'The whole list in its new order: `{ id?, name, price, is_default, sold_out }`; with an `id` a choice is kept, without one it is new, left out it is removed (kept hidden when past orders chose it)',
      ),
  })
  .meta({ id: 'OptionGroupChanges' });

export const deletedGroupAnswer = z.object({
  messages: z.string(),
  data: z.object({ kept: z.boolean().describe('true when past orders used it: kept hidden for their records') }),
});

export const choiceAvailabilityBody = z.object({
  sold_out: z
    .boolean({ error: 'sold_out must be true or false' })
    .describe('true takes the choice off the menu for now'),
});
export const choiceAnswer = z.object({ messages: z.string(), data: optionChoiceSchema });
